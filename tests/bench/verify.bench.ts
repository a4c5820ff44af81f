// npm run bench:verify: the probe of issue 30 item 3 against the built app (run `npm run build` first) on its
// embedded database: exactly 32 anonymous 50 MB uploads to /verify at once, while the app's resident memory is
// sampled, twice: with every upload read at once (VERIFY_CONCURRENCY 32, the hardest case for memory) and as the app
// ships (VERIFY_CONCURRENCY unset: 4 at once, the others 503 with Retry-After). Prints each run's statuses and the
// app's growth, and exits with 1 when a run answers a 500 (other than the 503 that asks to wait) or grows by 500 MB or
// more (issue 30: 'no 500, growth under 500 MB'). BENCH_UPLOADS and BENCH_MEGABYTES change the run.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../integration/support/processes';
import { parallelVerifyUploads } from '../support/verify-uploads';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 32);
const MEGABYTES = Number(process.env.BENCH_MEGABYTES ?? 50);
const GROWTH_LIMIT_MB = 500;

async function run(label: string, env: Record<string, string>): Promise<boolean> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-bench-verify-'));
  // the embedded database may run as another user (db/embedded-server.ts)
  await fs.chmod(dataDir, 0o755);
  const app = await startServer({ DATA_DIR: dataDir, ...env }, { healthyWithinMs: 120_000 });
  try {
    const result = await parallelVerifyUploads(app.baseUrl, app.child.pid!, { count: UPLOADS, megabytes: MEGABYTES });
    const counts = new Map<number, number>();
    for (const status of result.statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    const statuses = [...counts].map(([status, n]) => `${n} x ${status}`).join(', ');
    const growth = result.peakMb - result.beforeMb;
    const failed = result.statuses.some((s) => s >= 500 && s !== 503) || growth >= GROWTH_LIMIT_MB;
    console.log(
      `verify, ${label}: ${UPLOADS} x ${MEGABYTES} MB at once: ${statuses}; app memory ${result.beforeMb.toFixed(0)} MB -> peak ${result.peakMb.toFixed(0)} MB, growth ${growth.toFixed(0)} MB` +
        ` (target: no 500, under ${GROWTH_LIMIT_MB} MB): ${failed ? 'MISSED' : 'met'}`,
    );
    return !failed;
  } finally {
    await app.stop('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const allAtOnce = await run(`every upload read at once (VERIFY_CONCURRENCY ${UPLOADS})`, { VERIFY_CONCURRENCY: String(UPLOADS) });
const asShipped = await run('as shipped (VERIFY_CONCURRENCY unset, 4 at once)', {});
if (!allAtOnce || !asShipped) process.exitCode = 1;
