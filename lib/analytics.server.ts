// Analytics (administration-platform.md §7: events payment_1, payment_2, conversion): the payment flow records
// each event in payment_events (the statistics page counts them), and, only when ANALYTICS_URL is set, a job
// queued in the payment's own transaction forwards them to that endpoint. The body is Google Analytics 4's
// Measurement Protocol shape, so ANALYTICS_URL may be GA4's collect URL with its measurement id and secret, or
// any collector that reads the same JSON. Off by default: nothing leaves the server unless it is configured.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../db/client';
import type { Env } from './env.server';

export const FORWARD_ANALYTICS_TASK = 'forward_analytics_events';

export interface AnalyticsSettings {
  url: string;
}

export function analyticsSettings(env: Pick<Env, 'ANALYTICS_URL'>): AnalyticsSettings | undefined {
  return env.ANALYTICS_URL ? { url: env.ANALYTICS_URL } : undefined;
}

/** Queues the forwarding of a payment's events in the caller's transaction, when analytics is configured. */
export async function queueAnalyticsForwarding(tx: Queryable, paymentId: string, settings: AnalyticsSettings | undefined): Promise<boolean> {
  if (!settings) return false;
  await sql`select graphile_worker.add_job(${FORWARD_ANALYTICS_TASK}, json_build_object('paymentId', ${paymentId}::text), max_attempts => 10, job_key => ${`analytics:${paymentId}`})`.execute(tx);
  return true;
}

/**
 * The analytics client id of a user: a one-way digest of their id, so the endpoint can tell visits of one person
 * apart without learning who they are.
 */
export function analyticsClientId(userId: string): string {
  return createHash('sha256').update(`accord-analytics:${userId}`).digest('hex').slice(0, 32);
}

/** Sends one payment's recorded events to the endpoint; a refusal throws, so the job retries with backoff. */
export async function forwardPaymentEvents(db: Queryable, paymentId: string, settings: AnalyticsSettings, fetchImpl: typeof fetch = fetch): Promise<number> {
  const events = await db
    .selectFrom('payment_events')
    .select(['name', 'user_id', 'amount_cents', 'created_at'])
    .where('payment_id', '=', paymentId)
    .orderBy('id')
    .execute();
  if (events.length === 0) return 0;
  const body = {
    client_id: analyticsClientId(events[0]!.user_id),
    timestamp_micros: events[0]!.created_at.getTime() * 1000,
    events: events.map((e) => ({ name: e.name, params: { currency: 'USD', value: e.amount_cents / 100, transaction_id: paymentId } })),
  };
  const response = await fetchImpl(settings.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`analytics: the endpoint answered ${response.status} for payment ${paymentId}`);
  return events.length;
}
