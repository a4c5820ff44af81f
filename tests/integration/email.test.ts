import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_TOO_LARGE, sendEmail, type EmailPayload } from '../../app/services/email.server';
import { createMailTransport, type MailTransport } from '../../lib/mail-transport.server';
import { startWorker } from '../../worker/runner';
import { startSmtpPeer, waitFor } from './support/smtp-peer';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { runJobsOnce } from './support/jobs';

const settings = { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' };
const payload: EmailPayload = {
  to: { name: 'Pat Doe', email: 'Pat@Example.com' },
  subject: 'Your questionnaire',
  message: 'Your spouse has shared a questionnaire with you.',
  link: { name: 'Open it', url: 'http://localhost:3000/shared-forms' },
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(() => {
  vi.useRealTimers();
});

async function runJobs(transport: MailTransport = createMailTransport(undefined)) {
  await runJobsOnce(database, { transport });
}

async function countJobs() {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from graphile_worker._private_jobs`.execute(
    database.db,
  );
  return rows[0]!.n;
}

async function emailRow(id: string) {
  return database.db.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describe('sending e-mail', () => {
  it('an e-mail enqueued in a transaction that rolls back is never sent', async () => {
    const before = await database.db
      .selectFrom('emails')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const jobsBefore = await countJobs();
    await expect(
      database.db.transaction().execute(async (tx) => {
        await sendEmail(tx, { ...payload, subject: 'rolled back' }, settings);
        throw new Error('the change that caused the e-mail failed');
      }),
    ).rejects.toThrow('the change that caused the e-mail failed');
    await runJobs();
    const after = await database.db
      .selectFrom('emails')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await countJobs()).toBe(jobsBefore);
  });

  it('an e-mail due today is rendered in the shared layout and kept for the mailbox with a clickable link', async () => {
    const queued = await database.db.transaction().execute((tx) => sendEmail(tx, payload, settings));
    expect(queued.status).toBe('queued');
    await runJobs();
    const row = await emailRow(queued.id);
    expect(row.status).toBe('sent');
    expect(row.delivered_via).toBe('mailbox');
    expect(row.to_email).toBe('pat@example.com');
    expect(row.html).toContain('href="http://localhost:3000/shared-forms"');
    expect(row.html).toContain('Hello Pat Doe');
    expect(row.html).toContain('Accord');
    expect(row.text).toContain('Your spouse has shared a questionnaire with you.');
  });

  it('a scheduled e-mail is not sent before its day and is sent on it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T18:00:00Z')); // 11:00 in Utah on March 10
    const queued = await database.db
      .transaction()
      .execute((tx) => sendEmail(tx, { ...payload, sendOn: '03/12/2026' }, settings));
    expect(queued.status).toBe('scheduled');
    expect(queued.runAt.toISOString()).toBe('2026-03-12T06:00:00.000Z'); // midnight in Utah (daylight time)

    await runJobs();
    expect((await emailRow(queued.id)).status).toBe('scheduled');

    vi.setSystemTime(new Date('2026-03-12T05:59:00Z')); // 23:59 on March 11 in Utah
    await runJobs();
    expect((await emailRow(queued.id)).status).toBe('scheduled');

    vi.setSystemTime(new Date('2026-03-12T06:01:00Z')); // 00:01 on March 12 in Utah
    await runJobs();
    expect((await emailRow(queued.id)).status).toBe('sent');
  });

  it('a send date in the past sends now', async () => {
    const queued = await database.db
      .transaction()
      .execute((tx) => sendEmail(tx, { ...payload, sendOn: '2020-01-01' }, settings));
    expect(queued.status).toBe('queued');
    await runJobs();
    expect((await emailRow(queued.id)).status).toBe('sent');
  });

  it('an attachment over 2 MB is refused with the spec message and nothing is kept', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 1).toString('base64');
    await expect(
      database.db
        .transaction()
        .execute((tx) =>
          sendEmail(
            tx,
            { ...payload, attachment: { name: 'big.pdf', content: `data:application/pdf;base64,${big}` } },
            settings,
          ),
        ),
    ).rejects.toThrow(ATTACHMENT_TOO_LARGE);
  });
});

describe('delivery over SMTP', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  let mode: 'accept' | 'reject' = 'accept';
  beforeAll(async () => {
    peer = await startSmtpPeer(() => mode);
  });
  afterAll(() => peer.close());

  it('an e-mail reaches a real SMTP peer when SMTP_URL points there, with its attachment', async () => {
    const worker = await startWorker({
      db: database.db,
      pool: database.pool,
      concurrency: 1,
      transport: createMailTransport(peer.url),
      supportEmail: 'help@accord.test',
      mailchimp: undefined,
      pollInterval: 200,
    });
    try {
      const attachment = {
        name: 'notes.txt',
        content: `data:text/plain;base64,${Buffer.from('hello attachment').toString('base64')}`,
      };
      const queued = await database.db
        .transaction()
        .execute((tx) => sendEmail(tx, { ...payload, subject: 'Over SMTP', attachment }, settings));
      const mail = await waitFor(
        () => peer.received.find((m) => m.raw.includes('Subject: Over SMTP')),
        20_000,
        'the SMTP peer to receive the e-mail',
      );
      expect(mail.to).toEqual(['pat@example.com']);
      expect(mail.from).toBe('no-reply@accord.test');
      expect(mail.raw).toContain('filename=notes.txt');
      await waitFor(
        async () => (await emailRow(queued.id)).status === 'sent' || undefined,
        10_000,
        'the e-mail to be marked sent',
      );
      expect((await emailRow(queued.id)).delivered_via).toBe('smtp');
    } finally {
      await worker.stop();
    }
  });

  it('a refused e-mail is recorded as failed and retried later with backoff', async () => {
    mode = 'reject';
    const transport = createMailTransport(peer.url);
    const queued = await database.db
      .transaction()
      .execute((tx) => sendEmail(tx, { ...payload, subject: 'Refused' }, settings));
    // graphile-worker retries after exp(attempts) seconds: e^1 s after the failure, which comes after this moment
    // (compared with this moment, not with the clock after the run, which a slow machine may take seconds over)
    const beforeRun = Date.now();
    await runJobs(transport);
    const failed = await emailRow(queued.id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.last_error).toMatch(/550/);
    // runOnce may return before the queue has written the failure down (seen on a loaded machine): wait for it
    const job = await waitFor(
      async () => {
        const { rows } = await sql<{ attempts: number; run_at: Date; last_error: string | null; locked_at: Date | null }>`
          select attempts, run_at, last_error, locked_at from graphile_worker.jobs where key = ${`email:${queued.id}`}`.execute(database.db);
        return rows[0] && rows[0].last_error !== null && rows[0].locked_at === null ? rows[0] : undefined;
      },
      10_000,
      'the failed job to be rescheduled',
    );
    expect(job.attempts).toBe(1);
    expect(job.run_at.getTime()).toBeGreaterThan(beforeRun + 2_000);

    mode = 'accept';
    await sql`update graphile_worker._private_jobs set run_at = now() where key = ${`email:${queued.id}`}`.execute(
      database.db,
    );
    await runJobs(transport);
    const sent = await emailRow(queued.id);
    expect(sent.status).toBe('sent');
    expect(sent.attempts).toBe(2);
    expect(peer.received.some((m) => m.raw.includes('Subject: Refused'))).toBe(true);
  });
});
