// The public /verify page under parallel large uploads (issue 30 item 3), asked of the built app (run `npm run build`
// first): 32 anonymous 5 MB uploads at once, all of them read (VERIFY_CONCURRENCY 32), answer no 500 and grow the
// app's memory by far less than they weigh, since the page streams and hashes each upload instead of holding it; with
// the default of 4 at once, the uploads beyond the fourth are told to come back (503 with Retry-After and a message).
// `npm run bench:verify` prints the probe's full figure, 32 x 50 MB.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../i18n/catalogues/en/site';
import { parallelVerifyUploads } from '../support/verify-uploads';
import { startServer } from './support/processes';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const UPLOADS = 32;
const MEGABYTES = 5;

let database: TestDatabase;
let dataDir: string;
const apps: Awaited<ReturnType<typeof startServer>>[] = [];

async function app(env: Record<string, string>) {
  const started = await startServer({ DATABASE_URL: database.connectionString, DATA_DIR: dataDir, ...env });
  apps.push(started);
  return started;
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-verify-uploads-'));
}, 120_000);

afterAll(async () => {
  for (const started of apps) await started.stop('SIGTERM');
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('parallel large uploads to /verify', () => {
  it('32 uploads of 5 MB read at once answer no 500 and grow the app’s memory by less than half of what they weigh', async () => {
    const server = await app({ VERIFY_CONCURRENCY: String(UPLOADS) });
    const run = await parallelVerifyUploads(server.baseUrl, server.child.pid!, { count: UPLOADS, megabytes: MEGABYTES });
    const growth = run.peakMb - run.beforeMb;
    console.log(`verify: ${UPLOADS} x ${MEGABYTES} MB, app memory ${run.beforeMb.toFixed(0)} MB -> peak ${run.peakMb.toFixed(0)} MB (growth ${growth.toFixed(0)} MB)`);
    // each is read to its end and found not to be a sealed document: the page answers it in words, never a 500
    expect(run.statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(run.statuses)).toEqual(new Set([200]));
    // held in memory, the uploads alone weigh 160 MB (the probe saw more than twice their weight)
    expect(growth).toBeLessThan((UPLOADS * MEGABYTES) / 2);
  }, 120_000);

  it('beyond VERIFY_CONCURRENCY uploads at once, the others get 503 with Retry-After and a message', async () => {
    const server = await app({ VERIFY_CONCURRENCY: '4' });
    const run = await parallelVerifyUploads(server.baseUrl, server.child.pid!, { count: 12, megabytes: MEGABYTES });
    const busy = run.statuses.flatMap((status, i) => (status === 503 ? [run.retryAfter[i]] : []));
    expect(run.statuses.filter((s) => s !== 503 && s !== 200)).toEqual([]);
    // at most four are read at once, so at least eight of twelve sent together wait
    expect(busy.length).toBeGreaterThanOrEqual(8);
    expect(new Set(busy)).toEqual(new Set(['10']));
    for (const page of run.refusals) expect(page).toContain(site.verify.outcomes.busy);
  }, 120_000);
});
