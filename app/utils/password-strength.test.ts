import { describe, expect, it } from 'vitest';
import { isWeakPassword } from './password-strength';

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
