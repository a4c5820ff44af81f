// Where the apps under test run. Each Playwright worker has its own app (and, when a test asks for it, its own
// PayPal-configured app and fake PayPal), on its own ports and data directory, so tests in different workers never
// share a database or a global setting such as the maintenance flag.
//
// Ports: the three bases (E2E_PORT, E2E_PAYPAL_APP_PORT, E2E_FAKE_PAYPAL_PORT) plus 3 × the worker's index, so
// bases on three neighbouring ports give each worker the next three (E2E_PORT=3360, 3361, 3362 and three workers
// use 3360 to 3368). Data: E2E_DATA_DIR/worker-N and E2E_PAYPAL_DATA_DIR/worker-N.
import fs from 'node:fs/promises';
import path from 'node:path';
import { test } from '@playwright/test';
import { startServer } from '../../integration/support/processes';

export interface AppUnderTest {
  baseUrl: string;
  dataDir: string;
}

export const PORT_STRIDE = 3;

/** How long an app may take from its start to answering /healthz. */
export const APP_HEALTHY_WITHIN_MS = 150_000;

const base = {
  port: Number(process.env.E2E_PORT ?? 3210),
  paypalAppPort: Number(process.env.E2E_PAYPAL_APP_PORT ?? 3211),
  fakePayPalPort: Number(process.env.E2E_FAKE_PAYPAL_PORT ?? 3290),
  dataDir: process.env.E2E_DATA_DIR ?? '.e2e-data',
  paypalDataDir: process.env.E2E_PAYPAL_DATA_DIR ?? '.e2e-data-paypal',
};

const at = (port: number, dataDir: string): AppUnderTest => ({ baseUrl: `http://127.0.0.1:${port}`, dataDir });

/** The apps of the worker with this parallel index (0 to workers - 1; a restarted worker keeps its index). */
export function workerApps(parallelIndex: number) {
  const offset = parallelIndex * PORT_STRIDE;
  const worker = `worker-${parallelIndex}`;
  return {
    app: at(base.port + offset, path.join(base.dataDir, worker)),
    paypalApp: at(base.paypalAppPort + offset, path.join(base.paypalDataDir, worker)),
    fakePayPalPort: base.fakePayPalPort + offset,
  };
}

/** The app of the worker running the current test (the default of every seeding helper). */
export function currentApp(): AppUnderTest {
  return workerApps(test.info().parallelIndex).app;
}

/** Stops a PostgreSQL server an interrupted run left in the data directory, so it is not orphaned. */
export async function stopLeftoverPostgres(dataDir: string) {
  const pid = Number(
    (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0],
  );
  if (!(pid > 0)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts the built app on a fresh data directory, as production runs it, and resolves once /healthz answers.
 * `stop()` sends SIGTERM, on which the app stops its embedded PostgreSQL too.
 */
export async function startAppUnderTest(app: AppUnderTest, env: Record<string, string> = {}) {
  // an app an interrupted run left on this port would answer /healthz in place of the new one
  const taken = await fetch(`${app.baseUrl}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${app.baseUrl} already answers: stop what listens there (an app left by an interrupted run?) or choose other E2E_* ports`);
  await stopLeftoverPostgres(app.dataDir);
  await fs.rm(app.dataDir, { recursive: true, force: true });
  await fs.mkdir(path.dirname(app.dataDir), { recursive: true });
  // a new PostgreSQL cluster and its migrations: on a loaded machine this has taken more than a minute
  return startAgain(app, env);
}

/** Starts the built app on the data directory it (or an app before it) left, as a restart after a stop does. */
export function startAgain(app: AppUnderTest, env: Record<string, string> = {}) {
  // production refuses backups without BACKUP_KEY (db/backup-encryption.ts): the app under test has one, as a real one must
  // TEST_PSEUDO_LOCALE: a test may show pages in the pseudo-locale en-XA through the language cookie (ADR 026)
  // TEST_DATABASE_THROWAWAY: its database does not wait for the disk; TEST_CAPTCHA_LIGHT: the sign-up captcha's work is
  // a few tries (README; `false` in the environment to compare)
  return startServer({ PORT: new URL(app.baseUrl).port, DATA_DIR: app.dataDir, DATABASE_URL: '', BACKUP_KEY: 'e2e backup key, kept apart', TEST_PSEUDO_LOCALE: 'true', TEST_DATABASE_THROWAWAY: process.env.TEST_DATABASE_THROWAWAY ?? 'true', TEST_CAPTCHA_LIGHT: process.env.TEST_CAPTCHA_LIGHT ?? 'true', ...env }, { healthyWithinMs: APP_HEALTHY_WITHIN_MS });
}
