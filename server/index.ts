// Accord's server entry: checks the settings, starts the database (embedded or DATABASE_URL) and the job
// worker, serves the app, and shuts all of it down in order on SIGINT and SIGTERM. With WEB_PROCESSES above 1 the
// first process keeps the database, the seeds and the worker, and the pages are served by that many processes of
// its own (node:cluster, one port), each connecting to the database as DATABASE_URL would.
import cluster, { type Worker as WebProcess } from 'node:cluster';
import http from 'node:http';
import path from 'node:path';
import { EnvError, getEnv } from '../lib/env.server';
import { setDatabase } from '../db/client';
import { DatabaseStartError, startDatabase } from '../db/start';
import { createLogger } from '../lib/logger.server';
import { checkSealingSettings, SealingSettingsError } from '../lib/documents/sealing/sealer.server';
import { projectRoot } from '../lib/project-root';

// server/ in the sources (`npm run dev`), build/server/ when compiled (`npm start`)
const root = projectRoot(import.meta.url);

/** A promise whose failure is reported where it is awaited, not as an unhandled rejection while nothing waits. */
function early<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/**
 * What the server needs besides the database, imported while PostgreSQL starts in its own processes instead of
 * before it: the worker's tasks, the seeds, the mail transport and the app with its build hold most of the packages
 * the server loads (the e-mail templates' React, pdf-lib and its fonts, Express, the app's build itself). The
 * compiled server keeps each of these imports a separate file (scripts/build-server.mjs), so they really wait.
 */
function loadServing(mode: 'production' | 'development') {
  const app = early(import('./app'));
  return {
    seeds: early(Promise.all([import('../db/seed'), import('../db/seed-guide'), import('./admin-password-file')])),
    worker: early(Promise.all([import('../worker/runner'), import('../worker/context')])),
    mail: early(import('../lib/mail-transport.server')),
    pdfReader: early(import('../lib/pdf-sandbox.server')),
    app,
    appBuild: mode === 'production' ? early(app.then(({ loadAppBuild }) => loadAppBuild(root))) : undefined,
  };
}

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
  let loading: ReturnType<typeof loadServing> | undefined;
  const startLoading = () => (loading ??= loadServing(mode));

  const database = await startDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(root, env.DATA_DIR),
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    log: (message) => logger.info(message),
    // the rest loads while PostgreSQL starts, not before: loading it sooner held up the start's own first steps
    waiting: startLoading,
    throwaway: env.TEST_DATABASE_THROWAWAY,
  }).catch((error: unknown) => {
    if (error instanceof DatabaseStartError) fail(error.message);
    fail(`the database could not start: ${error instanceof Error ? error.message : String(error)}`);
  });
  setDatabase(database);
  const embedded = database.embedded !== undefined;
  if (env.TEST_CAPTCHA_LIGHT) logger.warn('TEST_CAPTCHA_LIGHT: the sign-up captcha asks for almost no work (tests only)');
  if (embedded && env.TEST_DATABASE_THROWAWAY) logger.warn('TEST_DATABASE_THROWAWAY: the embedded PostgreSQL does not wait for the disk (tests only; data may be lost in a crash)');
  // with DATABASE_URL, or an adopted embedded server, the start did not wait on PostgreSQL's processes
  const loaded = startLoading();
  const [{ seedAccounts, shouldSeed }, { seedGuide }, { keepAdminPassword }] = await loaded.seeds;
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

  const { createMailTransport } = await loaded.mail;
  const transport = createMailTransport(env.SMTP_URL);
  const [{ startWorker }, { workerSettings }] = await loaded.worker;
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
  const { pdfParseLimits, warmPdfReader } = await loaded.pdfReader;
  void warmPdfReader(pdfParseLimits(env));
  const web = mode === 'production' && env.WEB_PROCESSES > 1 && cluster.isPrimary ? env.WEB_PROCESSES : 0;
  if (mode === 'development' && env.WEB_PROCESSES > 1) logger.warn('WEB_PROCESSES: development serves from one process (Vite)');
  if (web) {
    const processes = await startWebProcesses(web, database.connectionString, (message) => logger.error(message));
    logger.info(
      `Accord is ready at http://localhost:${env.PORT} (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}, ${web} web processes, worker ${env.WORKER}, e-mail ${transport.name})`,
    );
    onStop(logger, async () => {
      await processes.stop();
      await worker?.stop().catch((error) => logger.error(`worker stop: ${String(error)}`));
      transport.close();
      setDatabase(undefined);
      await database.shutdown().catch((error) => logger.error(`database stop: ${String(error)}`));
    });
    return;
  }
  const { createHttpApp } = await loaded.app;
  const { app, close: closeApp } = await createHttpApp({ logger, mode, root, build: loaded.appBuild });
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  }).catch((error: NodeJS.ErrnoException) =>
    fail(`PORT: could not listen on ${env.HOST}:${env.PORT} (${error.code ?? error.message})`),
  );
  if (cluster.isWorker) logger.debug(`web process ${process.pid} serves http://localhost:${env.PORT}`);
  else
    logger.info(
      `Accord is ready at http://localhost:${env.PORT} (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'}, worker ${env.WORKER}, e-mail ${transport.name})`,
    );

  onStop(logger, async () => {
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
  });
}

/** On SIGINT or SIGTERM, once: `stop`, then exit (forced after 30 s). */
function onStop(logger: { info(message: string): void }, stop: () => Promise<void>) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Forks `count` web processes that serve the app on this process's port, connected to `databaseUrl`, without seeds
 * or a worker of their own; resolves once all listen. One that dies later is replaced; one that dies before it
 * listens ends the start (a setting or the port is wrong, and every process would die the same way).
 */
async function startWebProcesses(count: number, databaseUrl: string, logError: (message: string) => void) {
  let stopping = false;
  const fork = () => cluster.fork({ DATABASE_URL: databaseUrl, WORKER: 'external', SEED: 'false', WEB_PROCESSES: '1' });
  const listening = (web: WebProcess) =>
    new Promise<void>((resolve, reject) => {
      web.once('listening', () => resolve());
      web.once('exit', (code) => reject(new Error(`a web process ended as it started (exit ${code})`)));
    });
  const started = Array.from({ length: count }, fork);
  await Promise.all(started.map(listening)).catch((error: Error) => {
    for (const web of started) web.process.kill('SIGTERM');
    fail(error.message);
  });
  cluster.on('exit', (web, code, signal) => {
    // exit 0 is a web process's own shutdown (a Ctrl-C reaches every process of the terminal's group)
    if (stopping || code === 0) return;
    logError(`web process ${web.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    fork();
  });
  return {
    async stop() {
      stopping = true;
      const webs = Object.values(cluster.workers ?? {}).filter((web): web is WebProcess => web !== undefined);
      await Promise.all(
        webs.map(
          (web) =>
            new Promise<void>((resolve) => {
              if (web.isDead()) return resolve();
              web.once('exit', () => resolve());
              // each finishes its requests in flight and closes its pool (its own shutdown)
              web.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

main().catch((error: unknown) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)));
