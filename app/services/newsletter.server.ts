// Newsletter subscriptions: always stored; when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set, a job in the
// same transaction adds the address to the Mailchimp list (administration-platform.md §7, addMailChimpMember);
// the worker's job sends it with the Mailchimp client of lib/mailchimp.server.ts.
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import type { Env } from '../../lib/env.server';

export const NEWSLETTER_TASK = 'newsletter_subscribe';

export function isMailchimpConfigured(env: Pick<Env, 'MAILCHIMP_API_KEY' | 'MAILCHIMP_LIST_ID'>): boolean {
  return Boolean(env.MAILCHIMP_API_KEY && env.MAILCHIMP_LIST_ID);
}

/** Stores the address (once) and, with Mailchimp configured, enqueues sending it there. */
export async function subscribeToNewsletter(
  db: Queryable,
  email: string,
  source: 'footer' | 'sign-up',
  env: Pick<Env, 'MAILCHIMP_API_KEY' | 'MAILCHIMP_LIST_ID'>,
): Promise<{ isNew: boolean }> {
  const address = email.trim().toLowerCase();
  const inserted = await db
    .insertInto('newsletter_subscriptions')
    .values({ email: address, source })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('email')
    .executeTakeFirst();
  if (inserted && isMailchimpConfigured(env)) {
    await sql`select graphile_worker.add_job(${NEWSLETTER_TASK}, json_build_object('email', ${address}::text), max_attempts => 10, job_key => ${`newsletter:${address}`})`.execute(db);
  }
  return { isNew: inserted !== undefined };
}
