// Single-use e-mail tokens (verification and password reset): the link carries a random token, the table keeps
// only its SHA-256, and using a token marks it used in the same statement that checks it.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import type { AuthTokenPurpose } from '../../../db/schema';

export const TOKEN_LIFETIME_SECONDS: Record<AuthTokenPurpose, number> = {
  'verify-email': 7 * 24 * 60 * 60,
  'reset-password': 60 * 60,
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether a new token ends the user's older ones of the same purpose: a reset link is live only while it is the
 * newest (issue 14, item 11); every verification link stays good until the address is verified.
 */
const NEWEST_ONLY: Record<AuthTokenPurpose, boolean> = {
  'verify-email': false,
  'reset-password': true,
};

export async function issueToken(db: Queryable, userId: string, purpose: AuthTokenPurpose): Promise<string> {
  if (NEWEST_ONLY[purpose]) await endTokens(db, userId, purpose);
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      purpose,
      expires_at: new Date(Date.now() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
    })
    .execute();
  return token;
}

/** The user a token is for, if it is unused and unexpired; does not use it up. */
export async function peekToken(db: Queryable, token: string, purpose: AuthTokenPurpose): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.user_id;
}

/** Uses the token up and returns its user, or undefined when it is unknown, used or expired. */
export async function consumeToken(db: Queryable, token: string, purpose: AuthTokenPurpose): Promise<string | undefined> {
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Marks every unused token of this user and purpose used. */
export async function endTokens(db: Queryable, userId: string, purpose: AuthTokenPurpose): Promise<void> {
  await db.updateTable('auth_tokens').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}
