// Accord's server entry: checks the settings, starts the database (embedded or DATABASE_URL) and the job
// worker, serves the app, and shuts all of it down in order on SIGINT and SIGTERM.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMailTransport } from '../lib/mail-transport.server';
import { EnvError, getEnv } from '../lib/env.server';
import { setDatabase } from '../db/client';
import { seedAccounts, shouldSeed } from '../db/seed';
import { seedGuide } from '../db/seed-guide';
import { DatabaseStartError, startDatabase } from '../db/start';
import { workerSettings } from '../worker/context';
import { startWorker } from '../worker/runner';
import { keepAdminPassword } from './admin-password-file';
import { createHttpApp } from './app';
import { createLogger } from '../lib/logger.server';
import { pdfParseLimits, warmPdfReader } from '../lib/pdf-sandbox.server';
import { checkSealingSettings, SealingSettingsError } from '../lib/documents/sealing/sealer.server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  process.stderr.write(`accord: ${message}\n`);
  process.exit(1);
}

async function main() {
  let env;
  try {
    env = getEnv();
    checkSealingSettings(env);
  } catch (error) {
    if (error instanceof EnvError || error instanceof SealingSettingsError) fail(error.message);
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const mode = env.NODE_ENV === 'development' ? 'development' : 'production';

  const database = await startDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(root, env.DATA_DIR),
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    log: (message) => logger.info(message),
  }).catch((error: unknown) => {
    if (error instanceof DatabaseStartError) fail(error.message);
    fail(`the database could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
  setDatabase(database);
  const embedded = database.embedded !== undefined;
  if (shouldSeed({ embedded, seedFlag: env.SEED })) {
    const seeded = await seedAccounts(database.db, { demo: embedded });
    if (seeded.length) logger.info(`seeded accounts: ${seeded.map((a) => a.email).join(', ')}`);
    for (const account of seeded.filter((a) => a.generated)) {
      const file = await keepAdminPassword(path.resolve(root, env.DATA_DIR), account);
      logger.warn(`first start: sign in as ${account.email} with the password ${account.password} (shown once; also in ${file}, readable only by you). Change it on the profile page.`);
    }
    const guide = await seedGuide(database.db);
    if (guide.length) logger.info(`seeded guide data: ${guide.join(', ')}`);
  }

  const transport = createMailTransport(env.SMTP_URL);
  const worker =
    env.WORKER === 'internal'
      ? await startWorker({
          db: database.db,
          pool: database.pool,
          concurrency: env.WORKER_CONCURRENCY,
          transport,
          ...workerSettings(env),
          log: (level, message) => logger[level](message),
        })
      : undefined;

  // uploaded PDFs are read in a worker thread (issue 30): it loads pdf-lib now, not during the first upload
  void warmPdfReader(pdfParseLimits(env));
  const { app, close: closeApp } = await createHttpApp({ logger, mode, root });
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  }).catch((error: NodeJS.ErrnoException) =>
    fail(`PORT: could not listen on ${env.HOST}:${env.PORT} (${error.code ?? error.message})`),
  );
  logger.info(
    `Accord is ready at http://localhost:${env.PORT} (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}, worker ${env.WORKER}, e-mail ${transport.name})`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    // in-flight requests may finish; a browser's idle keep-alive connection must not hold the stop until the
    // forced exit, so idle ones close now and any still open after a short grace are closed
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeIdleConnections();
    const grace = setTimeout(() => server.closeAllConnections(), 5_000);
    await closed;
    clearTimeout(grace);
    await closeApp();
    await worker?.stop().catch((error) => logger.error(`worker stop: ${String(error)}`));
    transport.close();
    setDatabase(undefined);
    await database.shutdown().catch((error) => logger.error(`database stop: ${String(error)}`));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
