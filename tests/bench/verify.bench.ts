// npm run bench:verify: the probe of issue 30 item 3 against the built app (run `npm run build` first) on its
// embedded database: 32 anonymous 50 MB uploads to /verify at once, all of them read (VERIFY_CONCURRENCY 32), while
// the app's resident memory is sampled. Prints the answers' statuses and the growth (target: no 500, under 500 MB).
// BENCH_UPLOADS, BENCH_MEGABYTES and BENCH_CONCURRENCY change the run.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../integration/support/processes';
import { parallelVerifyUploads } from '../support/verify-uploads';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 32);
const MEGABYTES = Number(process.env.BENCH_MEGABYTES ?? 50);
const CONCURRENCY = process.env.BENCH_CONCURRENCY ?? String(UPLOADS);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-bench-verify-'));
// the embedded database may run as another user (db/embedded-server.ts)
await fs.chmod(dataDir, 0o755);
const app = await startServer({ DATA_DIR: dataDir, VERIFY_CONCURRENCY: CONCURRENCY }, { healthyWithinMs: 120_000 });
try {
  const run = await parallelVerifyUploads(app.baseUrl, app.child.pid!, { count: UPLOADS, megabytes: MEGABYTES });
  const counts = new Map<number, number>();
  for (const status of run.statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, n]) => `${n} x ${status}`).join(', ');
  console.log(`verify: ${UPLOADS} x ${MEGABYTES} MB at once (VERIFY_CONCURRENCY ${CONCURRENCY}): ${statuses}; app memory ${run.beforeMb.toFixed(0)} MB -> peak ${run.peakMb.toFixed(0)} MB, growth ${(run.peakMb - run.beforeMb).toFixed(0)} MB (target: no 500, under 500 MB)`);
  if (run.statuses.some((s) => s >= 500 && s !== 503)) process.exitCode = 1;
} finally {
  await app.stop('SIGTERM');
  await fs.rm(dataDir, { recursive: true, force: true });
}
