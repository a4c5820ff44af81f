// `npm run worker`: a job worker process for WORKER=external deployments; run as many as you like.
import path from 'node:path';
import { getEnv } from '../lib/env.server';
import { createMailTransport } from '../lib/mail-transport.server';
import { startDatabase } from '../db/start';
import { createLogger } from '../lib/logger.server';
import { checkSealingSettings } from '../lib/documents/sealing/sealer.server';
import { workerSettings } from './context';
import { lowerProcessPriority } from './priority';
import { startWorker } from './runner';

async function main() {
  const env = getEnv();
  // a bad PKCS#12 file or passphrase stops the worker at start, not at its first final document
  checkSealingSettings(env);
  const logger = createLogger(env.LOG_LEVEL);
  // below the app's priority: a final document's render and seal must not slow the pages on a shared machine
  const priority = lowerProcessPriority(env.WORKER_NICE);
  if ('refused' in priority) logger.warn(`worker: could not lower the CPU priority to nice ${env.WORKER_NICE}: ${priority.refused}`);
  const database = await startDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    poolSize: env.WORKER_CONCURRENCY + 4,
    shareRunning: true,
    log: (message) => logger.info(message),
  });
  const transport = createMailTransport(env.SMTP_URL);
  const worker = await startWorker({
    db: database.db,
    pool: database.pool,
    concurrency: env.WORKER_CONCURRENCY,
    transport,
    ...workerSettings(env),
    log: (level, message) => logger[level](message),
  });
  logger.info(`worker running (concurrency ${env.WORKER_CONCURRENCY}, sealing ${env.SEALING_CONCURRENCY} at once, nice ${'nice' in priority ? priority.nice : 'unchanged'}, e-mail ${transport.name})`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await worker.stop();
    transport.close();
    await database.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`worker: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
