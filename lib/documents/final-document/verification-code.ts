// The short code printed on a certificate page and naming its public verification page: ten characters of
// Crockford's base32 (no I, L, O or U, so it reads back without mistakes), shown as two groups of five.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newVerificationCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A code as a person may type it (lower case, spaces, O for 0, I or L for 1, no dash), or undefined. */
export function normalizeVerificationCode(input: string): string | undefined {
  const cleaned = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{10}$/.test(cleaned)) return undefined;
  return `${cleaned.slice(0, 5)}-${cleaned.slice(5)}`;
}
