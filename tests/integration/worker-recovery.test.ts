// A worker process killed in the middle of a job: the job must run again once a worker is back.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEmail } from '../../app/services/email.server';
import { startProcess } from './support/processes';
import { startSmtpPeer, waitFor } from './support/smtp-peer';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-worker-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('external workers', () => {
  it('a job whose worker process is killed mid-run runs again after a worker restarts', async () => {
    let first = true;
    // the first delivery hangs inside the SMTP conversation, so the job is mid-run when its process dies
    const peer = await startSmtpPeer(() => {
      if (first) {
        first = false;
        return 'stall';
      }
      return 'accept';
    });
    const env = { DATABASE_URL: database.connectionString, SMTP_URL: peer.url, DATA_DIR: dataDir, WORKER: 'external' };
    try {
      const queued = await database.db
        .transaction()
        .execute((tx) =>
          sendEmail(
            tx,
            { to: { name: 'Kim', email: 'kim@example.com' }, subject: 'Survives a crash', message: 'Hi' },
            { defaultFrom: 'a@accord.test', timeZone: 'America/Denver' },
          ),
        );
      const worker = startProcess('worker/cli.ts', env);
      await waitFor(() => peer.started.length > 0 || undefined, 30_000, 'the worker to start delivering');
      const locked = await sql<{
        locked_by: string | null;
      }>`select locked_by from graphile_worker._private_jobs where key = ${`email:${queued.id}`}`.execute(database.db);
      expect(locked.rows[0]!.locked_by).not.toBeNull();

      worker.child.kill('SIGKILL');
      await worker.exited;

      const restarted = startProcess('worker/cli.ts', env);
      try {
        await waitFor(
          () => peer.received.find((m) => m.raw.includes('Subject: Survives a crash')),
          30_000,
          `the restarted worker to deliver\n${restarted.output()}`,
        );
        await waitFor(
          async () =>
            (await database.db.selectFrom('emails').select('status').where('id', '=', queued.id).executeTakeFirst())
              ?.status === 'sent' || undefined,
          10_000,
          'the e-mail to be marked sent',
        );
      } finally {
        expect(await restarted.stop('SIGTERM')).toBe(0);
      }
      expect(peer.started).toEqual(['stall', 'accept']);
    } finally {
      await peer.close();
    }
  });
});
