// The Mailchimp client: adds a stored newsletter subscription to the Mailchimp list and records the outcome
// on the subscription's row (administration-platform.md §7, addMailChimpMember). Shared by the app, which
// decides whether to enqueue it, and the worker's newsletter_subscribe job, which sends it.
import type { Queryable } from '../db/client';
import type { Env } from './env.server';

export interface MailchimpSettings {
  apiKey: string;
  listId: string;
  /** e.g. https://us21.api.mailchimp.com; taken from the key's data-centre suffix when not given */
  apiUrl?: string;
}

/** The Mailchimp settings of an environment, or undefined when the key or the list is not set. */
export function mailchimpSettings(env: Pick<Env, 'MAILCHIMP_API_KEY' | 'MAILCHIMP_LIST_ID' | 'MAILCHIMP_API_URL'>): MailchimpSettings | undefined {
  if (!env.MAILCHIMP_API_KEY || !env.MAILCHIMP_LIST_ID) return undefined;
  return { apiKey: env.MAILCHIMP_API_KEY, listId: env.MAILCHIMP_LIST_ID, apiUrl: env.MAILCHIMP_API_URL };
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
