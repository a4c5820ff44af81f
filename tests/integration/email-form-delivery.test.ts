// The e-mail test form tells the admin whether the e-mail left (administration-platform.md §8: 'Email was
// successfully sent to {name}', 'Sorry, could not send email to {name}'; A8.17, E8.32). The built app posts to a real
// SMTP server on loopback that accepts or refuses; the queue keeps a refused e-mail to try again, and drops its
// retry for one delivered.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../app/services/accounts/sessions.server';
import { createUser } from '../../db/users';
import { testUserInput } from '../support/test-users';
import { ROOT, startServer } from './support/processes';
import { startSmtpPeer, type PeerBehaviour } from './support/smtp-peer';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startServer>>;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let dataDir: string;
let cookie: string;
let answer: PeerBehaviour = 'accept';

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  expect(build.status).toBe(0);
  database = await createTestDatabase();
  peer = await startSmtpPeer(() => answer);
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-email-form-'));
  // no worker: the queue's jobs stay where the form left them
  app = await startServer({ DATABASE_URL: database.connectionString, DATA_DIR: dataDir, SMTP_URL: peer.url, WORKER: 'external' }, { healthyWithinMs: 90_000 });
  const { id } = await createUser(database.db, testUserInput({ label: 'email-form-admin', role: 'admin-global' }));
  cookie = (await createSession(database.db, new Request(app.baseUrl), id)).split(';')[0]!;
}, 240_000);

afterAll(async () => {
  await app?.stop('SIGTERM');
  await peer?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function send(toName: string, toEmail: string) {
  const response = await fetch(new URL('/email-form', app.baseUrl), {
    method: 'POST',
    headers: { Cookie: cookie, Origin: app.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'send', toName, toEmail, subject: 'Checking delivery', message: 'Hello from the test form.', template: 'practice' }),
  });
  return { status: response.status, html: await response.text() };
}

const stored = (toEmail: string) =>
  database.db.selectFrom('emails').select(['id', 'status', 'last_error', 'delivered_via']).where('to_email', '=', toEmail).executeTakeFirstOrThrow();
const jobsFor = async (emailId: string) =>
  (await sql<{ n: number }>`select count(*)::int as n from graphile_worker._private_jobs where key = ${`email:${emailId}`}`.execute(database.db)).rows[0]!.n;

describe('the e-mail test form', () => {
  it('says the e-mail was sent once the mail server took it, and leaves no retry queued', async () => {
    answer = 'accept';
    const { status, html } = await send('Pat Doe', 'pat.delivered@example.com');
    expect(status).toBe(200);
    expect(html).toContain('Email was successfully sent to Pat Doe');
    expect(peer.received.some((mail) => mail.to.includes('pat.delivered@example.com'))).toBe(true);
    const email = await stored('pat.delivered@example.com');
    expect(email).toMatchObject({ status: 'sent', delivered_via: 'smtp' });
    expect(await jobsFor(email.id)).toBe(0);
  });

  it("says 'Sorry, could not send email to {name}' when the mail server refuses it, and keeps it queued to try again", async () => {
    answer = 'reject';
    const { status, html } = await send('Lee Refused', 'lee.refused@example.com');
    expect(status).toBe(502);
    expect(html).toContain('Sorry, could not send email to Lee Refused');
    expect(html).not.toContain('Email was successfully sent');
    const email = await stored('lee.refused@example.com');
    expect(email.status).toBe('failed');
    expect(email.last_error).toContain('mailbox unavailable');
    expect(await jobsFor(email.id)).toBe(1);
  });
});
