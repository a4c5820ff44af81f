import { describe, expect, it } from 'vitest';
import { publicOrigin, safeRedirectPath } from './request.server';

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

  it('refuses a path whose dot segments resolve to another host', () => {
    for (const value of ['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/%2E//evil.example', '/a/..//evil.example', '/./\\evil.example']) {
      const kept = safeRedirectPath(value);
      expect(kept === undefined || new URL(kept, 'http://accord.test').host === 'accord.test', value).toBe(true);
      expect(kept, value).toBeUndefined();
    }
    // an encoded slash is no separator: it stays a path of this site
    expect(new URL(safeRedirectPath('/.%2f/evil.example/x')!, 'http://accord.test').host).toBe('accord.test');
    // a dot segment that stays on this site is kept, normalised
    expect(safeRedirectPath('/legal-form-guide/./x')).toBe('/legal-form-guide/x');
  });

  it('refuses control and non-ASCII characters that a Location header cannot carry', () => {
    expect(safeRedirectPath('/caf\u00e9')).toBeUndefined();
    expect(safeRedirectPath('/ok\u4e2d')).toBeUndefined();
    expect(safeRedirectPath('/a\u0000b')).toBeUndefined();
    expect(safeRedirectPath('')).toBeUndefined();
    expect(safeRedirectPath(null)).toBeUndefined();
  });
});

describe('publicOrigin', () => {
  it('is APP_URL when it is set, whatever Host the request names', () => {
    expect(publicOrigin(new Request('http://evil.example/forgot-password'), 'https://forms.example.org/app')).toBe('https://forms.example.org');
  });

  it("is the request's own origin without APP_URL when the request came to this machine by a loopback name", () => {
    expect(publicOrigin(new Request('http://127.0.0.1:3310/forgot-password'), undefined)).toBe('http://127.0.0.1:3310');
    expect(publicOrigin(new Request('http://localhost:3000/forgot-password'), undefined)).toBe('http://localhost:3000');
  });

  it('never follows a foreign Host header into an e-mailed link without APP_URL', () => {
    expect(publicOrigin(new Request('http://evil.example:8080/forgot-password'), undefined)).toBe('http://localhost:8080');
    expect(publicOrigin(new Request('https://evil.example/forgot-password'), undefined)).toBe('https://localhost');
  });
});
