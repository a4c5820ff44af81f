// npm run bench:capacity: simulated people over HTTP at a person's pace against the built app, its own worker
// process and its PostgreSQL. Each person views their questionnaire page every 30 s and autosaves an answer every
// 5 s; the number of people ramps in steps, and 'held' is the largest step sustained with the p99 of pages under
// 300 ms and of autosaves under 150 ms, no failure and no acknowledged answer lost. Prints each step's figures with
// the CPU split (app, PostgreSQL, worker) and ends with
// `capacity: N people at once (N per core), p99 page N ms, autosave N ms, lost answers N`.
// Settings: BENCH_STEP_SECONDS (300, the 5 minutes; 30 runs it short), BENCH_RAMP (people per step,
// '50,100,200,400,700,1000,1400'), BENCH_PAGE_EVERY (30 s), BENCH_SAVE_EVERY (5 s). Needs `npm run build` first.
// Not yet simulated: the 3 comments, sharing, agreeing, paying, signing and downloading of the journey.
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { findRunningEmbeddedServer } from '../../db/embedded-server';
import { publishWorkflow } from '../../db/seed-guide';
import { benchUser, benchWorkflow, cpuSeconds, ownCpuSeconds, startBenchApp } from './bench-app';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 300);
const RAMP = (process.env.BENCH_RAMP ?? '50,100,200,400,700,1000,1400').split(',').map(Number).filter((n) => n > 0);
const PAGE_EVERY_MS = Number(process.env.BENCH_PAGE_EVERY ?? 30) * 1000;
const SAVE_EVERY_MS = Number(process.env.BENCH_SAVE_EVERY ?? 5) * 1000;
const FIELDS = 100;
const TEXT_FIELDS = Array.from({ length: FIELDS }, (_, i) => i).filter((i) => i % 4 === 0).map((i) => `f${i}`);
const TARGET = { page: 300, autosave: 150 };

interface Person {
  workflowId: string;
  cookie: string;
  saves: number;
  versions: Map<string, number>;
  acknowledged: Map<string, string>;
}

interface StepFigures {
  page: number[];
  autosave: number[];
  failures: number;
}

const p99 = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!);
};

async function main() {
  const app = await startBenchApp({ port: PORT, dataDir: '.bench-data-capacity', env: { WORKER: 'external' } });
  const databaseUrl = (await findRunningEmbeddedServer(app.dataDir))!;
  const worker = spawn(process.execPath, ['--import', 'tsx', 'worker/cli.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: app.dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const workerExited = new Promise((r) => worker.once('exit', r));
  const postmaster = Number(readFileSync(`${app.dataDir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  const people: Person[] = [];
  let stopping = false;
  let figures: StepFigures = { page: [], autosave: [], failures: 0 };
  const running: Promise<void>[] = [];
  let held: { people: number; page: number; autosave: number } | undefined;
  let lostTotal = 0;
  try {
    await publishWorkflow(app.db, { formId: 'benchForm0000000000', publishedId: 'benchPublished000000', definition: benchWorkflow(FIELDS) });
    // a few accounts share the people's forms: a session costs the same whoever owns it, and creating a thousand
    // accounts (a password hash each) would take longer than a step
    const accounts = await Promise.all(Array.from({ length: 20 }, (_, i) => benchUser(app, `capacity-${i}`)));

    const timed = async (kind: 'page' | 'autosave', request: () => Promise<Response>): Promise<Response | undefined> => {
      const t0 = performance.now();
      try {
        const response = await request();
        const body = await response.text();
        figures[kind].push(performance.now() - t0);
        if (!response.ok) {
          figures.failures++;
          return undefined;
        }
        return new Response(body, { status: response.status });
      } catch {
        figures.failures++;
        return undefined;
      }
    };

    const live = async (person: Person) => {
      const guide = `${app.base}/legal-form-guide/divorce-forms/${person.workflowId}`;
      const headers = { cookie: person.cookie, origin: app.base };
      // people arrive spread over one save interval, not all in the same millisecond
      await new Promise((r) => setTimeout(r, Math.random() * SAVE_EVERY_MS));
      let nextPage = 0;
      while (!stopping) {
        const now = Date.now();
        if (now >= nextPage) {
          await timed('page', () => fetch(`${guide}?page=0`, { headers }));
          nextPage = now + PAGE_EVERY_MS;
        }
        const uid = TEXT_FIELDS[person.saves % TEXT_FIELDS.length]!;
        const value = `answer ${person.saves++}`;
        const body = new URLSearchParams({ intent: 'autosave', uid, [`v.${uid}`]: String(person.versions.get(uid) ?? 0), [`f.${uid}`]: 'bench', [`a.${uid}`]: value });
        const response = await timed('autosave', () => fetch(`${guide}/autosave?page=0`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body }));
        const saved = response ? ((await response.json()) as { fields: Record<string, { version: number }> }).fields[uid] : undefined;
        if (saved) {
          person.versions.set(uid, saved.version);
          person.acknowledged.set(uid, value);
        }
        await new Promise((r) => setTimeout(r, SAVE_EVERY_MS));
      }
    };

    const lostAnswers = async () => {
      let lost = 0;
      for (const person of people) {
        const rows = await app.db.selectFrom('answers').select(['field_uid', 'value']).where('user_workflow_id', '=', person.workflowId).execute();
        const stored = new Map(rows.map((r) => [r.field_uid, r.value]));
        const sequence = (value: unknown) => (typeof value === 'string' && value.startsWith('answer ') ? Number(value.slice(7)) : -1);
        for (const [uid, value] of person.acknowledged) if (sequence(stored.get(uid)) < sequence(value)) lost++;
      }
      return lost;
    };

    console.log(`capacity: steps of ${STEP_SECONDS} s, people ${RAMP.join(', ')}; a page every ${PAGE_EVERY_MS / 1000} s and an autosave every ${SAVE_EVERY_MS / 1000} s each`);
    for (const count of RAMP) {
      while (people.length < count) {
        const account = accounts[people.length % accounts.length]!;
        const { id } = await startUserWorkflow(app.db, { publishedWorkflowId: 'benchPublished000000', ownerId: account.userId });
        const person: Person = { workflowId: id, cookie: account.cookie, saves: 0, versions: new Map(), acknowledged: new Map() };
        people.push(person);
        running.push(live(person));
      }
      figures = { page: [], autosave: [], failures: 0 };
      const before = { app: ownCpuSeconds(app.process.pid!), database: cpuSeconds([postmaster]), worker: ownCpuSeconds(worker.pid!) };
      await new Promise((r) => setTimeout(r, STEP_SECONDS * 1000));
      const after = { app: ownCpuSeconds(app.process.pid!), database: cpuSeconds([postmaster]), worker: ownCpuSeconds(worker.pid!) };
      const step = figures;
      const lost = await lostAnswers();
      lostTotal = lost;
      const share = (s: number) => `${((s / STEP_SECONDS) * 100).toFixed(0)}%`;
      const page = p99(step.page);
      const autosave = p99(step.autosave);
      const ok = page < TARGET.page && autosave < TARGET.autosave && step.failures === 0 && lost === 0;
      console.log(
        `${String(count).padStart(5)} people: ${step.page.length} pages p99 ${page} ms, ${step.autosave.length} autosaves p99 ${autosave} ms, ${step.failures} failures, ${lost} lost; CPU of one core: app ${share(after.app - before.app)}, PostgreSQL ${share(after.database - before.database)}, worker ${share(after.worker - before.worker)}; load average ${loadavg()[0]!.toFixed(1)} ${ok ? 'held' : 'NOT held'}`,
      );
      if (!ok) break;
      held = { people: count, page, autosave };
    }
  } finally {
    stopping = true;
    await Promise.allSettled(running);
    if (worker.exitCode === null) worker.kill('SIGTERM');
    await workerExited;
    await app.stop();
  }
  const cores = availableParallelism();
  console.log(`capacity: ${held?.people ?? 0} people at once (${Math.floor((held?.people ?? 0) / cores)} per core), p99 page ${held?.page ?? 0} ms, autosave ${held?.autosave ?? 0} ms, lost answers ${lostTotal}`);
  if (lostTotal > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
