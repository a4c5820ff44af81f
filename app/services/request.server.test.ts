import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './request.server';

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeRedirectPath('/user-profile?tab=password')).toBe('/user-profile?tab=password');
    expect(safeRedirectPath('/legal-form-guide/divorce-forms/abc?page=2#top')).toBe('/legal-form-guide/divorce-forms/abc?page=2#top');
  });

  it('refuses anything a browser could take to another host', () => {
    for (const value of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', '/\r\n//evil.example', 'https://evil.example', 'evil.example', '/x\\y', ' /x']) {
      expect(safeRedirectPath(value)).toBeUndefined();
    }
  });

  it('refuses control and non-ASCII characters that a Location header cannot carry', () => {
    expect(safeRedirectPath('/caf\u00e9')).toBeUndefined();
    expect(safeRedirectPath('/ok\u4e2d')).toBeUndefined();
    expect(safeRedirectPath('/a\u0000b')).toBeUndefined();
    expect(safeRedirectPath('')).toBeUndefined();
    expect(safeRedirectPath(null)).toBeUndefined();
  });
});
