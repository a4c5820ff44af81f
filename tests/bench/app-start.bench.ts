// npm run bench:app-start: how long the built app takes from its process's start to answering /healthz, as every e2e
// worker and the integration tests that start apps start it. Each round starts the app on a fresh data directory (a
// new PostgreSQL cluster and its migrations) and then again on the directory it left (a restart), once per entry
// given: `BENCH_ENTRIES=build/server/index.mjs,server/index.ts` compares the compiled server with its TypeScript
// sources run through tsx. Rounds alternate the entries, so a change in the machine's load falls on both. Prints
// the figures and the load averages; asserts nothing about time.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, startServer } from '../integration/support/processes';

const ENTRIES = (process.env.BENCH_ENTRIES ?? SERVER_ENTRY).split(',');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function timedStart(entry: string, dataDir: string): Promise<number> {
  const started = performance.now();
  const app = await startServer({ DATA_DIR: dataDir }, { healthyWithinMs: 300_000, script: entry });
  const seconds = (performance.now() - started) / 1000;
  await app.stop('SIGTERM');
  return seconds;
}

const figures = new Map(ENTRIES.map((entry) => [entry, { fresh: [] as number[], restart: [] as number[] }]));
for (let round = 1; round <= ROUNDS; round++) {
  for (const entry of ENTRIES) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-bench-start-'));
    // the embedded database may run as another user (db/embedded-server.ts)
    await fs.chmod(dataDir, 0o755);
    try {
      const fresh = await timedStart(entry, dataDir);
      const restart = await timedStart(entry, dataDir);
      figures.get(entry)!.fresh.push(fresh);
      figures.get(entry)!.restart.push(restart);
      console.log(`round ${round}, ${entry}: fresh ${fresh.toFixed(1)} s, restart ${restart.toFixed(1)} s (load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
for (const [entry, { fresh, restart }] of figures)
  console.log(`${entry}: median of ${ROUNDS}: fresh ${median(fresh).toFixed(1)} s, restart ${median(restart).toFixed(1)} s`);
