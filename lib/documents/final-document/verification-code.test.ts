import { describe, expect, it } from 'vitest';
import { newVerificationCode, normalizeVerificationCode } from './verification-code';

describe('verification codes', () => {
  it('are two groups of five unambiguous characters, different each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newVerificationCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  });

  it('read back as typed: lower case, spaces, no dash, O for zero and I or L for one', () => {
    expect(normalizeVerificationCode(' k7m2o 9qxdl ')).toBe('K7M20-9QXD1');
    expect(normalizeVerificationCode('K7M20-9QXD1')).toBe('K7M20-9QXD1');
  });

  it('refuse anything that cannot be a code', () => {
    expect(normalizeVerificationCode('K7M2')).toBeUndefined();
    expect(normalizeVerificationCode('K7M20-9QXDU')).toBeUndefined();
    expect(normalizeVerificationCode('../../etc/passwd')).toBeUndefined();
  });
});
