// The worker's newsletter_subscribe job takes the Mailchimp settings from its context (worker/context.ts), not
// from the process's environment: with settings it sends the stored subscription, without them it keeps it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribeToNewsletter } from '../../app/services/newsletter.server';
import type { MailchimpSettings } from '../../lib/mailchimp.server';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { runJobsOnce } from './support/jobs';

const configured = { MAILCHIMP_API_KEY: 'key-us21', MAILCHIMP_LIST_ID: 'list1' };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});

async function runJobs(mailchimp: MailchimpSettings | undefined) {
  await runJobsOnce(database, { mailchimp });
}

async function statusOf(email: string) {
  const row = await database.db.selectFrom('newsletter_subscriptions').select('mailing_list_status').where('email', '=', email).executeTakeFirstOrThrow();
  return row.mailing_list_status;
}

async function pendingJobs() {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'newsletter_subscribe'`.execute(database.db);
  return rows[0]!.n;
}

describe('the newsletter job', () => {
  it('sends the subscription to the Mailchimp list of its context', async () => {
    const received: string[] = [];
    const mailchimp = http.createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      req.resume().on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => mailchimp.listen(0, '127.0.0.1', resolve));
    try {
      await subscribeToNewsletter(database.db, 'sent@example.com', 'footer', configured);
      const apiUrl = `http://127.0.0.1:${(mailchimp.address() as AddressInfo).port}`;
      await runJobs({ apiKey: 'key-us21', listId: 'list1', apiUrl });
    } finally {
      mailchimp.close();
    }
    expect(received).toEqual(['POST /3.0/lists/list1/members']);
    expect(await statusOf('sent@example.com')).toBe('sent');
    expect(await pendingJobs()).toBe(0);
  });

  it('keeps the address stored, without retrying, when its context has no Mailchimp settings', async () => {
    await subscribeToNewsletter(database.db, 'kept@example.com', 'footer', configured);
    expect(await pendingJobs()).toBe(1);
    await runJobs(undefined);
    expect(await statusOf('kept@example.com')).toBe('stored');
    expect(await pendingJobs()).toBe(0);
  });
});
