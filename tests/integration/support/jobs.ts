// The worker's queue, run once in the test's process: every job due now is carried out by the worker's own task
// list, on the test's database, with no SMTP server (e-mails stay in the mailbox) unless a transport is given.
import { Logger, runOnce } from 'graphile-worker';
import type { DatabaseHandle } from '../../../db/client';
import { createMailTransport } from '../../../lib/mail-transport.server';
import type { WorkerContext } from '../../../worker/context';

/** Runs the jobs due now once. `useNodeTime` makes a test's fake clock the queue's clock too; `logger` hears the queue. */
export async function runJobsOnce(database: DatabaseHandle, settings: Partial<WorkerContext> = {}, logger = new Logger(() => () => {})): Promise<void> {
  // loaded when first used: the worker's modules read settings a test may set before
  const { createTaskList } = await import('../../../worker/runner');
  await runOnce({
    pgPool: database.pool,
    useNodeTime: true,
    logger,
    taskList: createTaskList({ db: database.db, transport: createMailTransport(undefined), supportEmail: 'help@accord.test', mailchimp: undefined, ...settings }),
  });
}
