import { describe, expect, it } from 'vitest';
import { isWeakPassword, passwordWeakness, weakPasswordMessage } from './password-strength';

describe('isWeakPassword', () => {
  it('rejects a common password dressed up with digits and a symbol', () => {
    expect(isWeakPassword('Password123!')).toBe(true);
    expect(isWeakPassword('Qwerty2024$$')).toBe(true);
  });
  it('rejects a password holding the person’s own name or e-mail name', () => {
    expect(isWeakPassword('Jordan#2024x', { firstName: 'Jordan' })).toBe(true);
    expect(isWeakPassword('Xk9!robin.lee', { email: 'robin.lee@example.com' })).toBe(true);
  });
  it('rejects too few different characters', () => {
    expect(isWeakPassword('Aa1!Aa1!Aa1!')).toBe(true);
  });
  it('accepts an unrelated mix', () => {
    expect(isWeakPassword('Maple-Kettle7', { email: 'robin@example.com', firstName: 'Robin', lastName: 'Lee' })).toBe(
      false,
    );
  });
});

describe('weakPasswordMessage', () => {
  it("starts with the spec's 'The password is too weak.' and says why: the person's own name, or too easy to guess", () => {
    expect(passwordWeakness('Stake-Holder-2026!', { firstName: 'Stake', lastName: 'Holder' })).toBe('personal');
    expect(weakPasswordMessage('personal')).toBe('The password is too weak. It must not contain your name or the part of your e-mail address before the @.');
    expect(passwordWeakness('Password123!')).toBe('guessable');
    expect(weakPasswordMessage('guessable')).toMatch(/^The password is too weak\. It is too easy to guess/);
  });
});
