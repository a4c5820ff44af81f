// Password hashing with argon2id (@node-rs/argon2, OWASP's minimum parameters: 19 MiB, 2 passes).
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the package declares its enum as a `const enum`, which isolated modules cannot import
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real argon2id hash of a random password nobody knows, with the same parameters: checking a password against it
// costs what checking a real account costs, so an unknown address answers no faster than a known one (issue 14,
// item 9). It never matches.
export const UNKNOWN_ACCOUNT_HASH = '$argon2id$v=19$m=19456,t=2,p=1$WNwGs1M1L9vSu0xQqkEwxQ$AwQBgobj9WRCPzawhTWxSx0fP5G7LZCDmEeBj+ivwNQ';
