// Rate limits kept in PostgreSQL so that every app process counts the same attempts: fixed windows per
// bucket ("sign-in-ip:1.2.3.4", "sign-in-email:a@b.c"), incremented atomically by one upsert.
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';

export const RATE_LIMIT_MESSAGE =
  'Too many attempts. For your safety, please wait 15 minutes before trying again, or reset your password.';

/** The same words with the wait that is really left: the hour-long windows said '15 minutes' (issue 30, item 9). */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const minutes = retryAfterMinutes(retryAfterSeconds);
  return `Too many attempts. For your safety, please wait ${minutes === 1 ? '1 minute' : `${minutes} minutes`} before trying again, or reset your password.`;
}

/** The wait a refusal names, in whole minutes (at least one). */
export function retryAfterMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

export const LIMITS = {
  /**
   * sign-in attempts from one client for one account, counted before the password is checked (so parallel attempts
   * cannot slip under it) and cleared by a successful sign-in: the eleventh in a row gets the message
   */
  signInPerClientAndAccount: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * wrong passwords on one account from every address: past 10, signing in to it needs the captcha's proof until a
   * success, instead of locking its owner out everywhere (issue 30, item 9)
   */
  signInFailuresPerAccount: { limit: 10, windowSeconds: 60 * 60 },
  signInPerIp: { limit: 100, windowSeconds: 15 * 60 },
  /** wrong current passwords on the profile page, per account */
  passwordChangePerAccount: { limit: 10, windowSeconds: 15 * 60 },
  /** lookups that answer whether an address has an account (the sign-up page's invitation link) */
  addressLookupPerIp: { limit: 30, windowSeconds: 60 * 60 },
  signUpPerIp: { limit: 30, windowSeconds: 60 * 60 },
  signUpPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  newsletterPerIp: { limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

/** Counts one attempt in `bucket` and says whether it is still within the rule. */
export async function hitRateLimit(db: Queryable, bucket: string, rule: LimitRule): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const window = `${rule.windowSeconds} seconds`;
  const row = await sql<{ count: number; retryAfterSeconds: number }>`
    insert into rate_limits (bucket, count, window_started_at) values (${bucket}, 1, now())
    on conflict (bucket) do update set
      count = case when rate_limits.window_started_at < now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_started_at = case when rate_limits.window_started_at < now() - ${window}::interval then now() else rate_limits.window_started_at end
    returning count, ceil(extract(epoch from window_started_at + ${window}::interval - now()))::int as "retryAfterSeconds"`.execute(db);
  const { count, retryAfterSeconds } = row.rows[0]!;
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}

/** The attempts counted in `bucket`'s current window, without counting one more. */
export async function peekRateLimit(db: Queryable, bucket: string, rule: LimitRule): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('bucket', '=', bucket)
    .where('window_started_at', '>=', sql<Date>`now() - ${`${rule.windowSeconds} seconds`}::interval`)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function clearRateLimit(db: Queryable, bucket: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
}
