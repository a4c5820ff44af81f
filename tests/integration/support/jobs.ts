// The worker's queue, run once in the test's process: every job due now is carried out by the worker's own task
// list, on the test's database, with no SMTP server (e-mails stay in the mailbox) unless a transport is given.
import { Logger, runOnce } from 'graphile-worker';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { vi } from 'vitest';
import type { DatabaseHandle } from '../../../db/client';
import { createMailTransport } from '../../../lib/mail-transport.server';
import type { WorkerContext } from '../../../worker/context';

/** Runs the jobs due now once. `useNodeTime` makes a test's fake clock the queue's clock too; `logger` hears the queue. */
export async function runJobsOnce(database: DatabaseHandle, settings: Partial<WorkerContext> = {}, logger = new Logger(() => () => {})): Promise<void> {
  // loaded when first used: the worker's modules read settings a test may set before
  const { createTaskList } = await import('../../../worker/runner');
  await runOnce({
    pgPool: database.pool,
    // The queue reads the test's clock only when a test set one: with the real clock, the database's own time decides
    // what is due, since Node's Date.now() is whole milliseconds and a job added within the same millisecond (its
    // run_at has microseconds) would not yet be due and stay in the queue.
    useNodeTime: vi.isFakeTimers(),
    logger,
    taskList: createTaskList({ db: database.db, transport: createMailTransport(undefined), supportEmail: 'help@accord.test', mailchimp: undefined, ...settings }),
  });
  await jobsReleased(database);
}

/**
 * Waits until no job is held by a worker any more: graphile-worker's runOnce can resolve while the completion of the
 * job it just ran is still on its way to the database (the row is seen locked, attempts 1, no error), so a test
 * reading the queue right after it found a finished job still there. Gives up after 10 s and lets the test's own
 * assertion say what it found (a job held by a real worker a test started stays held).
 */
async function jobsReleased(database: DatabaseHandle): Promise<void> {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from graphile_worker._private_jobs where locked_at is not null`.execute(database.db);
    if (rows[0]!.n === 0) return;
    await delay(50); // node:timers/promises, which a test's fake clock does not stop
  }
}
