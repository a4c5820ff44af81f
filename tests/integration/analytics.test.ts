// Analytics against a real PostgreSQL and a local HTTP endpoint (administration-platform.md §7, events payment_1,
// payment_2, conversion): a completed payment records its events; they are forwarded by a job queued in the
// payment's transaction only when ANALYTICS_URL is set, and the endpoint never learns the user's id.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarToday } from '../../app/services/payments/coupons.server';
import { beginPayment, completePayment, type PaymentSettings } from '../../app/services/payments/payments.server';
import { decideSandboxOrder, SandboxPaymentProvider } from '../../app/services/payments/sandbox-provider.server';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { analyticsClientId, analyticsSettings, FORWARD_ANALYTICS_TASK, type AnalyticsSettings } from '../../lib/analytics.server';
import { parseEnv } from '../../lib/env.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { runJobsOnce } from './support/jobs';

const PUBLISHED = SAMPLE_WORKFLOWS[0]!.publishedId;
let database: TestDatabase;
let endpoint: http.Server;
let analytics: AnalyticsSettings;
const received: Array<{ client_id: string; events: Array<{ name: string; params: { value: number; currency: string; transaction_id: string } }> }> = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  endpoint = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push(JSON.parse(body) as (typeof received)[number]);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  analytics = analyticsSettings(parseEnv({ ANALYTICS_URL: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/mp/collect?measurement_id=G-TEST` }))!;
});

afterAll(() => new Promise<void>((resolve) => endpoint.close(() => resolve())));

const settings = (withAnalytics: boolean): PaymentSettings => ({
  defaultFrom: 'Accord <no-reply@accord.local>',
  timeZone: 'America/Denver',
  today: calendarToday('America/Denver'),
  analytics: withAnalytics ? analytics : undefined,
});

async function payLevel1(withAnalytics: boolean) {
  const { id: userId } = await createUser(database.db, testUserInput({ label: 'analytics' }));
  const provider = new SandboxPaymentProvider();
  const begun = await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', origin: 'http://app.test' }, settings(withAnalytics));
  if (begun.kind !== 'redirect' || !begun.orderId) throw new Error(`no order: ${JSON.stringify(begun)}`);
  await decideSandboxOrder(database.db, begun.orderId, 'approve');
  expect((await completePayment(database.db, provider, begun.orderId, settings(withAnalytics))).kind).toBe('redirect');
  const payment = await database.db.selectFrom('payments').select(['id', 'amount_cents']).where('provider_order_id', '=', begun.orderId).executeTakeFirstOrThrow();
  return { userId, payment };
}

async function queued(paymentId: string) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = ${FORWARD_ANALYTICS_TASK} and j.payload->>'paymentId' = ${paymentId}`.execute(database.db);
  return rows[0]!.n;
}

async function runJobs(withAnalytics: boolean) {
  await runJobsOnce(database, { analytics: withAnalytics ? analytics : undefined });
}

describe('analytics', () => {
  it('records payment_1 and conversion for the statistics page and forwards nothing when ANALYTICS_URL is not set', async () => {
    expect(analyticsSettings(parseEnv({}))).toBeUndefined();
    const { userId, payment } = await payLevel1(false);
    const events = await database.db.selectFrom('payment_events').select(['name', 'amount_cents']).where('user_id', '=', userId).orderBy('name').execute();
    expect(events).toEqual([
      { name: 'conversion', amount_cents: payment.amount_cents },
      { name: 'payment_1', amount_cents: payment.amount_cents },
    ]);
    expect(await queued(payment.id)).toBe(0);
  });

  it('forwards the events to the configured endpoint in the Measurement Protocol shape, without the user id', async () => {
    received.length = 0;
    const { userId, payment } = await payLevel1(true);
    expect(await queued(payment.id)).toBe(1);
    await runJobs(true);
    expect(received).toHaveLength(1);
    expect(received[0]!.client_id).toBe(analyticsClientId(userId));
    expect(JSON.stringify(received[0])).not.toContain(userId);
    expect(received[0]!.events.map((e) => e.name).sort()).toEqual(['conversion', 'payment_1']);
    expect(received[0]!.events[0]!.params).toEqual({ currency: 'USD', value: payment.amount_cents / 100, transaction_id: payment.id });
    expect(await queued(payment.id)).toBe(0);
  });
});
