// The end-to-end run's apps (tests/e2e/support/run-apps.ts): the worker that takes over a parallel index, in the
// other project, gets the app already running there instead of a new one, and the global teardown stops it. (A
// worker with a failed test stops its app through the same stop; a fresh start is startAppUnderTest, as before.)
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../db/embedded-server';
import { stopLeftoverPostgres } from '../e2e/support/app-under-test';
import keepRunApps, { runApp } from '../e2e/support/run-apps';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-run-apps-'));
await fs.chmod(root, 0o755); // the embedded PostgreSQL runs as another user when the tests run as root
afterAll(async () => {
  await stopLeftoverPostgres(path.join(root, 'worker-0')); // a failed test may leave its app's database running
  await fs.rm(root, { recursive: true, force: true });
});

const answers = (baseUrl: string) =>
  fetch(`${baseUrl}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

it('hands the running app to the next worker on its index, and stops it at the end of the run', async () => {
  const request = { key: 'app-0', app: { baseUrl: `http://127.0.0.1:${await freePort()}`, dataDir: path.join(root, 'worker-0') } };
  const endOfRun = await keepRunApps();
  try {
    await runApp(request); // the first worker: a new app on a fresh data directory
    expect(await answers(request.app.baseUrl)).toBe(true);
    const left = path.join(request.app.dataDir, 'left-by-the-first-worker');
    await fs.writeFile(left, '');

    await runApp(request); // the next worker on the same index, in the other project: the same app and data
    expect(existsSync(left)).toBe(true);
    expect(await answers(request.app.baseUrl)).toBe(true);
  } finally {
    await endOfRun();
  }
  expect(await answers(request.app.baseUrl)).toBe(false);
}, 300_000);

it('answers a worker that asks for nothing it knows with a refusal, not a hang', async () => {
  const endOfRun = await keepRunApps();
  try {
    const response = await fetch(`${process.env.E2E_RUN_APPS}/reset`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
  } finally {
    await endOfRun();
  }
});
