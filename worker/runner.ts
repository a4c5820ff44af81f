// Runs graphile-worker on the app's database: inside the app process by default, or in `npm run worker`
// processes (WORKER=external), any number of them.
import { EventEmitter } from 'node:events';
import { Logger, parseCrontab, run, type Runner, type Task, type TaskList, type WorkerEvents } from 'graphile-worker';
import { safeError } from '../lib/safe-errors';
import type pg from 'pg';
import type { WorkerContext } from './context';
import { crontab } from './crontab';
import { forgetHeartbeats, HEARTBEAT_INTERVAL_MS, recordHeartbeat, releaseStaleLocks } from './stale-locks';
import { backupDatabaseTask } from './tasks/backup-database';
import { forwardAnalyticsTask } from './tasks/forward-analytics';
import { newsletterSubscribeTask } from './tasks/newsletter-subscribe';
import { renderDocumentsTask } from './tasks/render-documents';
import { sealFinalDocumentTask } from './tasks/seal-final-document';
import { sendEmailTask } from './tasks/send-email';

export interface StartWorkerOptions extends WorkerContext {
  pool: pg.Pool;
  concurrency: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** tests run the queue on Node's clock, which they can move */
  useNodeTime?: boolean;
  pollInterval?: number;
}

export interface RunningWorker {
  runner: Runner;
  stop(): Promise<void>;
}

/**
 * Each task with its failure made safe to keep: graphile-worker logs a failed job's error and stores it as the job's
 * last_error, so a database error echoing an answer would land in both (lib/safe-errors.ts).
 */
function withSafeErrors(tasks: TaskList): TaskList {
  return Object.fromEntries(
    Object.entries(tasks).map(([name, task]) => [
      name,
      async (payload: unknown, helpers: Parameters<Task>[1]) => {
        try {
          return await task!(payload, helpers);
        } catch (error) {
          throw safeError(error);
        }
      },
    ]),
  );
}

export function createTaskList(context: WorkerContext): TaskList {
  return withSafeErrors({
    send_email: sendEmailTask(context),
    newsletter_subscribe: newsletterSubscribeTask(context),
    render_documents: renderDocumentsTask(context),
    seal_final_document: sealFinalDocumentTask(context),
    backup_database: backupDatabaseTask(context),
    forward_analytics_events: forwardAnalyticsTask(context),
    release_stale_job_locks: async (_payload, helpers) => {
      const released = await releaseStaleLocks(context.db);
      if (released.length) helpers.logger.warn(`released jobs locked by dead workers: ${released.join(', ')}`);
    },
  });
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const log = options.log ?? (() => {});
  const workerIds = new Set<string>();
  const events: WorkerEvents = new EventEmitter();
  // jobs are locked by a worker's id, or by its pool's id when the pool fetches them in batches
  events.on('pool:create', ({ workerPool }) => workerIds.add(workerPool.id));
  events.on('worker:create', ({ worker }) => workerIds.add(worker.workerId));
  events.on('job:error', ({ job, error }) =>
    log(
      'warn',
      `job ${job.task_identifier} #${job.id} failed (attempt ${job.attempts}): ${String((error as Error)?.message ?? error)}`,
    ),
  );

  const released = await releaseStaleLocks(options.db);
  if (released.length) log('warn', `released jobs locked by dead workers: ${released.join(', ')}`);

  const runner = await run({
    pgPool: options.pool,
    concurrency: options.concurrency,
    taskList: createTaskList(options),
    parsedCronItems: parseCrontab(crontab),
    noHandleSignals: true,
    events,
    useNodeTime: options.useNodeTime,
    pollInterval: options.pollInterval ?? 1000,
    logger: new Logger(() => (level, message) => {
      if (level === 'error' || level === 'warning') log(level === 'error' ? 'error' : 'warn', message);
    }),
  });

  const beat = () =>
    recordHeartbeat(options.db, [...workerIds]).catch((error) =>
      log('warn', `worker heartbeat failed: ${String(error)}`),
    );
  await beat();
  const heartbeat = setInterval(beat, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();

  return {
    runner,
    async stop() {
      clearInterval(heartbeat);
      await runner.stop();
      await forgetHeartbeats(options.db, [...workerIds]).catch(() => {});
    },
  };
}
