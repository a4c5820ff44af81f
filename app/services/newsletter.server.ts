// Newsletter subscriptions: always stored; when MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID are set, a job in the
// same transaction adds the address to the Mailchimp list (administration-platform.md §7, addMailChimpMember).
import { sql } from 'kysely';
import type { Queryable } from '../../db/client';
import type { Env } from '../env.server';

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

export interface MailchimpSettings {
  apiKey: string;
  listId: string;
  /** e.g. https://us21.api.mailchimp.com; taken from the key's data-centre suffix when not given */
  apiUrl?: string;
}

export function mailchimpBaseUrl(settings: MailchimpSettings): string {
  if (settings.apiUrl) return settings.apiUrl.replace(/\/$/, '');
  const dataCentre = settings.apiKey.split('-')[1];
  if (!dataCentre) throw new Error('MAILCHIMP_API_KEY: the key should end with its data centre, such as -us21');
  return `https://${dataCentre}.api.mailchimp.com`;
}

/** Sends one stored subscription to Mailchimp; an address already on the list counts as sent. */
export async function sendSubscriptionToMailchimp(db: Queryable, email: string, settings: MailchimpSettings, fetchImpl: typeof fetch = fetch): Promise<'sent'> {
  const response = await fetchImpl(`${mailchimpBaseUrl(settings)}/3.0/lists/${encodeURIComponent(settings.listId)}/members`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`accord:${settings.apiKey}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email_address: email, status: 'subscribed' }),
  });
  const body = (await response.json().catch(() => ({}))) as { title?: string; detail?: string };
  if (response.ok || body.title === 'Member Exists') {
    await db
      .updateTable('newsletter_subscriptions')
      .set({ mailing_list_status: 'sent', sent_at: new Date(), mailing_list_error: null })
      .where('email', '=', email)
      .execute();
    return 'sent';
  }
  const reason = `Mailchimp answered ${response.status}: ${body.title ?? ''} ${body.detail ?? ''}`.trim();
  await db.updateTable('newsletter_subscriptions').set({ mailing_list_status: 'failed', mailing_list_error: reason }).where('email', '=', email).execute();
  throw new Error(reason);
}
