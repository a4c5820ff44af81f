// npm run bench:capacity: simulated people over HTTP at a person's pace against the built app, its own worker
// process and its PostgreSQL (issue 33, item 2). Each person is a couple going through the whole journey of the
// Utah sample (journey-plan.ts, carried out by capacity-journey.ts as the pages' own requests): the setup stepper and
// the first payment through the sandbox provider, an answering session (a page every 30 s, an autosave every 5 s,
// for 20 minutes), Proceed to Share and Send Invite, the spouse's review with 3 comments and agreement, the second
// payment, both typed signatures once the worker rendered the stipulation, and both downloads once the worker
// sealed the final document; then the couple starts again with a new form. The number of people ramps in steps;
// 'held' is the largest step sustained with the p99 of pages under 300 ms and of autosaves under 150 ms, no failure
// and no acknowledged answer lost (each form's answers read back after every step). Prints each step's figures with
// the CPU split (app, PostgreSQL, worker) and the requests and failures per phase, and ends with
// `capacity: N people at once (N per core), p99 page N ms, autosave N ms, lost answers N`.
// Settings: BENCH_STEP_SECONDS (300, the issue's 5 minutes), BENCH_RAMP (people per step,
// '50,100,200,400,700,1000,1400'), BENCH_SESSION_SECONDS (1200, the answering session), BENCH_PAGE_EVERY (30 s),
// BENCH_SAVE_EVERY (5 s), BENCH_VERBOSE=1 (each failed journey's reason), BENCH_KEEP_GOING=1 (every step, also
// after one not held). Needs `npm run build` first. A quick run
// through the whole journey in about 8 minutes: BENCH_STEP_SECONDS=180 BENCH_RAMP=2,4 BENCH_SESSION_SECONDS=60
// BENCH_PAGE_EVERY=5 BENCH_SAVE_EVERY=1.
//
// BENCH_SEALING=100 is the sealing-under-load mode (issue 33, item 3): as many final documents (the Utah sample,
// both spouses signed) requested at once, by their owners opening the Completed Documents page, while
// BENCH_SEALING_PEOPLE people (default the ramp's first step) view the 100-field questionnaire of
// bench:questionnaire and autosave on it at their pace. It compares the pages' and
// autosaves' p99 while the worker seals against a step of the same load before, samples the worker's memory, checks
// that every document was sealed once (one run, one sealed file) and downloads each, and ends with
// `sealing: N of N final documents sealed once in N s, worker peak N MB, page p99 N ms against N ms (N.Nx), …`.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { findRunningEmbeddedServer } from '../../db/embedded-server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { signBoth } from '../support/signed-user-workflow';
import { uidOf } from '../support/utah-with-children';
import { appCpuSeconds, benchUser, benchWorkflow, cpuSeconds, ownCpuSeconds, startBenchApp, stopWhenInterrupted, type BenchApp } from './bench-app';
import { emptyFigures, JourneyCrowd, type JourneyFigures } from './capacity-journey';
import { ISSUE_PACE, PHASES, startPhaseSeconds, type Pace } from './journey-plan';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 300);
const RAMP = (process.env.BENCH_RAMP ?? '50,100,200,400,700,1000,1400').split(',').map(Number).filter((n) => n > 0);
const PAGE_EVERY_MS = Number(process.env.BENCH_PAGE_EVERY ?? 30) * 1000;
const SAVE_EVERY_MS = Number(process.env.BENCH_SAVE_EVERY ?? 5) * 1000;
// every step of the ramp, also after one not held (on a shared machine, to see the figures grow); 'held' stays the
// last step before the first one not held
const KEEP_GOING = process.env.BENCH_KEEP_GOING === '1';
const PACE: Pace = {
  ...ISSUE_PACE,
  sessionSeconds: Number(process.env.BENCH_SESSION_SECONDS ?? ISSUE_PACE.sessionSeconds),
  pageEvery: PAGE_EVERY_MS / 1000,
  saveEvery: SAVE_EVERY_MS / 1000,
};
// after a step's new people arrive (spread over one page interval) and before its measured STEP_SECONDS: their first
// requests come together, which a crowd that grew over the day would not do, so the step is measured once they have
// gone through the start phase (the setup stepper and the first payment: 90 s at the issue's pace), all of them paying
// within the same half minute; what those arrivals met is printed on a line of its own, not counted in the step
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? startPhaseSeconds(PACE) + PACE.pageEvery + 10);
const SEALING = Number(process.env.BENCH_SEALING ?? 0);
const SEALING_PEOPLE = Number(process.env.BENCH_SEALING_PEOPLE ?? RAMP[0] ?? 50);
// how long the sealing phase may take before the run gives up on the documents not sealed yet
const SEALING_TIMEOUT_MS = Number(process.env.BENCH_SEALING_TIMEOUT ?? 1800) * 1000;
// the waiting owners' refresh: by default what the page says; a number of seconds fixes it (3 was the page's before)
const FIXED_REFRESH_SECONDS = process.env.BENCH_REFRESH_SECONDS ? Number(process.env.BENCH_REFRESH_SECONDS) : undefined;
const FIELDS = 100;
const TEXT_FIELDS = Array.from({ length: FIELDS }, (_, i) => i).filter((i) => i % 4 === 0).map((i) => `f${i}`);
const TARGET = { page: 300, autosave: 150 };
const MB = 1024 * 1024;

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

type Account = Awaited<ReturnType<typeof benchUser>>;

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);
};
const p99 = (values: number[]) => percentile(values, 0.99);
/** p50, p90 and p99: on a shared machine a step's p99 is a handful of requests, the lower ones say more */
const spread = (values: number[]) => `p50 ${percentile(values, 0.5)} ms, p90 ${percentile(values, 0.9)} ms, p99 ${p99(values)} ms`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's resident memory now and at its peak (VmRSS, VmHWM), in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** The people's load: each lives at their pace until `stop`; figures go to the current step's. */
class Crowd {
  readonly people: Person[] = [];
  private readonly running: Promise<void>[] = [];
  private stopping = false;
  figures: StepFigures = { page: [], autosave: [], failures: 0 };

  constructor(private readonly app: BenchApp, private readonly accounts: Account[]) {}

  /** Starts new people until there are `count`, each with a user workflow of the bench's questionnaire. */
  async grow(count: number) {
    while (this.people.length < count) {
      const account = this.accounts[this.people.length % this.accounts.length]!;
      const { id } = await startUserWorkflow(this.app.db, { publishedWorkflowId: 'benchPublished000000', ownerId: account.userId });
      const person: Person = { workflowId: id, cookie: account.cookie, saves: 0, versions: new Map(), acknowledged: new Map() };
      this.people.push(person);
      this.running.push(this.live(person));
    }
  }

  /** Starts a new step's figures and gives the last step's. */
  nextStep(): StepFigures {
    const step = this.figures;
    this.figures = { page: [], autosave: [], failures: 0 };
    return step;
  }

  async timed(kind: 'page' | 'autosave', request: () => Promise<Response>): Promise<Response | undefined> {
    const figures = this.figures;
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
  }

  private async live(person: Person) {
    const { app } = this;
    const guide = `${app.base}/legal-form-guide/divorce-forms/${person.workflowId}`;
    const headers = { cookie: person.cookie, origin: app.base };
    // people arrive spread over one save interval, not all in the same millisecond
    await sleep(Math.random() * SAVE_EVERY_MS);
    let nextPage = 0;
    while (!this.stopping) {
      const now = Date.now();
      if (now >= nextPage) {
        await this.timed('page', () => fetch(`${guide}?page=0`, { headers }));
        nextPage = now + PAGE_EVERY_MS;
      }
      const uid = TEXT_FIELDS[person.saves % TEXT_FIELDS.length]!;
      const value = `answer ${person.saves++}`;
      const body = new URLSearchParams({ intent: 'autosave', uid, [`v.${uid}`]: String(person.versions.get(uid) ?? 0), [`f.${uid}`]: 'bench', [`a.${uid}`]: value });
      const response = await this.timed('autosave', () => fetch(`${guide}/autosave?page=0`, { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body }));
      const saved = response ? ((await response.json()) as { fields: Record<string, { version: number }> }).fields[uid] : undefined;
      if (saved) {
        person.versions.set(uid, saved.version);
        person.acknowledged.set(uid, value);
      }
      await sleep(SAVE_EVERY_MS);
    }
  }

  /** Acknowledged answers whose stored value is older (or missing). */
  async lostAnswers(): Promise<number> {
    let lost = 0;
    for (const person of this.people) {
      const rows = await this.app.db.selectFrom('answers').select(['field_uid', 'value']).where('user_workflow_id', '=', person.workflowId).execute();
      const stored = new Map(rows.map((r) => [r.field_uid, r.value]));
      const sequence = (value: unknown) => (typeof value === 'string' && value.startsWith('answer ') ? Number(value.slice(7)) : -1);
      for (const [uid, value] of person.acknowledged) if (sequence(stored.get(uid)) < sequence(value)) lost++;
    }
    return lost;
  }

  async stop() {
    this.stopping = true;
    await Promise.allSettled(this.running);
  }
}

/** CPU seconds so far of the app, PostgreSQL (postmaster and backends) and the worker. */
function cpuSplit(app: BenchApp, postmaster: number, worker: ChildProcess) {
  const bench = process.cpuUsage();
  return {
    app: appCpuSeconds(app.process.pid!),
    database: cpuSeconds([postmaster]),
    worker: ownCpuSeconds(worker.pid!),
    // the simulated people themselves (this process): they share the cores they measure
    people: (bench.user + bench.system) / 1e6,
  };
}

function describeCpu(before: ReturnType<typeof cpuSplit>, after: ReturnType<typeof cpuSplit>, seconds: number) {
  const share = (s: number) => `${((s / seconds) * 100).toFixed(0)}%`;
  return `CPU of one core: app ${share(after.app - before.app)}, PostgreSQL ${share(after.database - before.database)}, worker ${share(after.worker - before.worker)}, the simulated people ${share(after.people - before.people)}`;
}

/** The slowest routes of a step or its arrivals (p99, p50, requests). */
function slowestRoutes(figures: JourneyFigures) {
  const slowest = [...figures.byRoute].map(([route, values]) => ({ route, count: values.length, p99: p99(values), p50: percentile(values, 0.5) })).sort((a, b) => b.p99 - a.p99);
  return `slowest routes (p99, p50, requests): ${slowest.slice(0, 6).map((r) => `${r.route} ${r.p99}/${r.p50} ms ×${r.count}`).join('; ')}`;
}

/** What the warm-up before a step measured: its new people's arrival (the start phase), with everyone else's requests. */
function reportArrivals(arrived: number, figures: JourneyFigures) {
  const { times } = figures;
  const failures = PHASES.reduce((sum, phase) => sum + figures.failures[phase], 0);
  console.log(
    `       before it, ${arrived} arriving in ${WARMUP_SECONDS} s (not in the step's figures): ${times.page.length} pages ${spread(times.page)}, ${times.autosave.length} autosaves ${spread(times.autosave)}, ${times.post.length} form posts ${spread(times.post)}; ${failures} failures; ${slowestRoutes(figures)}`,
  );
}

/** The figures of one step of the ramp, on one line; whether the step held. */
function reportStep(count: number, step: JourneyFigures, lost: number, cpu: string) {
  const { times } = step;
  const page = p99(times.page);
  const autosave = p99(times.autosave);
  const failures = PHASES.reduce((sum, phase) => sum + step.failures[phase], 0);
  const ok = page < TARGET.page && autosave < TARGET.autosave && failures === 0 && lost === 0;
  console.log(
    `${String(count).padStart(5)} people: ${times.page.length} pages ${spread(times.page)}, ${times.autosave.length} autosaves ${spread(times.autosave)}, ${times.post.length} form posts ${spread(times.post)}, ${times.download.length} downloads; ${failures} failures, ${lost} lost, ${step.journeysFinished} journeys finished; ${cpu}; load average ${loadavg()[0]!.toFixed(1)} ${ok ? 'held' : 'NOT held'}`,
  );
  console.log(`       per phase (requests/failures): ${PHASES.map((phase) => `${phase} ${step.requests[phase]}/${step.failures[phase]}`).join(', ')}`);
  console.log(`       ${slowestRoutes(step)}`);
  return { ok, page, autosave };
}

async function ramp(app: BenchApp, crowd: JourneyCrowd, postmaster: number, worker: ChildProcess) {
  let held: { people: number; page: number; autosave: number } | undefined;
  let lostTotal = 0;
  let failedStep = false;
  const total = emptyFigures();
  console.log(`capacity: steps of ${STEP_SECONDS} s, people ${RAMP.join(', ')}; each the whole journey (Utah sample, collaborative) at a page every ${PACE.pageEvery} s, an answering session of ${PACE.sessionSeconds} s with an autosave every ${PACE.saveEvery} s, ${PACE.comments} comments by the spouse`);
  let people = 0;
  for (const count of RAMP) {
    await crowd.grow(count);
    await sleep(WARMUP_SECONDS * 1000);
    reportArrivals(count - people, crowd.nextStep());
    people = count;
    const before = cpuSplit(app, postmaster, worker);
    // the simulated people's own event loop: a response they read late is timed late, so its delay is part of every
    // time the step measures
    const ownDelay = monitorEventLoopDelay({ resolution: 10 });
    ownDelay.enable();
    await sleep(STEP_SECONDS * 1000);
    ownDelay.disable();
    const after = cpuSplit(app, postmaster, worker);
    const step = crowd.nextStep();
    addFigures(total, step);
    const lost = await crowd.lostAnswers();
    lostTotal = lost;
    const delay = `the simulated people's event loop late by p99 ${(ownDelay.percentile(99) / 1e6).toFixed(0)} ms, at most ${(ownDelay.max / 1e6).toFixed(0)} ms`;
    const { ok, page, autosave } = reportStep(count, step, lost, `${describeCpu(before, after, STEP_SECONDS)}; ${delay}`);
    if (ok && !failedStep) held = { people: count, page, autosave };
    failedStep ||= !ok;
    if (failedStep && !KEEP_GOING) break;
  }
  console.log(`capacity: whole run, per phase (requests/failures): ${PHASES.map((phase) => `${phase} ${total.requests[phase]}/${total.failures[phase]}`).join(', ')}; ${total.journeysFinished} journeys finished`);
  const cores = availableParallelism();
  console.log(`capacity: ${held?.people ?? 0} people at once (${Math.floor((held?.people ?? 0) / cores)} per core), p99 page ${held?.page ?? 0} ms, autosave ${held?.autosave ?? 0} ms, lost answers ${lostTotal}`);
  return lostTotal;
}

function addFigures(total: JourneyFigures, step: JourneyFigures) {
  for (const kind of Object.keys(total.times) as (keyof JourneyFigures['times'])[]) total.times[kind].push(...step.times[kind]);
  for (const phase of PHASES) {
    total.requests[phase] += step.requests[phase];
    total.failures[phase] += step.failures[phase];
  }
  total.journeysFinished += step.journeysFinished;
}

/** `count` Utah sample forms at step 7, both spouses signed, owned in turn by the accounts: nothing asked yet. */
async function signedForms(app: BenchApp, accounts: Account[], count: number) {
  const sample = SAMPLE_WORKFLOWS[0]!;
  const scenario = JSON.parse(readFileSync('templates/workflows/scenarios/utah-divorce-with-children.scenario.json', 'utf8')) as { baseAnswers: Record<string, unknown> };
  const titles = new Set(readSampleWorkflow(sample.file).elements.map((e) => e.title));
  const answers = { ...scenario.baseAnswers, RES_EADD: 'sam.spouse@example.com', RES_FN: 'Sam', RES_LN: 'Spouse' };
  const forms: { id: string; account: Account }[] = [];
  for (let i = 0; i < count; i++) {
    const account = accounts[i % accounts.length]!;
    const { id } = await startUserWorkflow(app.db, { publishedWorkflowId: sample.publishedId, ownerId: account.userId, collaborate: true });
    const changes = Object.entries(answers).filter(([title]) => titles.has(title)).map(([title, value]) => ({ uid: uidOf(title), baseVersion: 0, value }));
    await saveAnswers(app.db, { userWorkflowId: id, userId: account.userId, changes });
    await signBoth(app.db, id, {
      ownerId: account.userId,
      petitioner: { method: 'drawn', name: 'Bench Mark', email: account.email, signerId: account.userId },
      respondent: { method: 'typed', name: 'Sam Spouse', email: 'sam.spouse@example.com' },
    });
    await applyStepEvent(app.db, id, { type: 'GO_TO_STEP', step: 7, admin: true });
    forms.push({ id, account });
  }
  return forms;
}

async function sealingUnderLoad(app: BenchApp, crowd: Crowd, postmaster: number, worker: ChildProcess, accounts: Account[]) {
  console.log(`sealing: ${SEALING} final documents (Utah sample) asked for at once beside ${SEALING_PEOPLE} people (a page every ${PAGE_EVERY_MS / 1000} s, an autosave every ${SAVE_EVERY_MS / 1000} s each); the same load without them for ${STEP_SECONDS} s first`);
  console.log(`sealing: the worker at nice ${process.env.WORKER_NICE ?? '10 (the bench\'s default)'}, ${process.env.SEALING_CONCURRENCY ?? '1 (default)'} sealed at once, waiting pages refreshed ${FIXED_REFRESH_SECONDS ? `every ${FIXED_REFRESH_SECONDS} s` : 'as the page says'}`);
  const forms = await signedForms(app, accounts, SEALING);
  await crowd.grow(SEALING_PEOPLE);
  // a first step lets the people arrive and the app warm up; the next is the load without sealing
  await sleep(Math.min(STEP_SECONDS, 30) * 1000);
  crowd.nextStep();
  const beforeQuiet = cpuSplit(app, postmaster, worker);
  await sleep(STEP_SECONDS * 1000);
  const afterQuiet = cpuSplit(app, postmaster, worker);
  const quiet = crowd.nextStep();
  console.log(`without sealing (${STEP_SECONDS} s): ${quiet.page.length} pages ${spread(quiet.page)}, ${quiet.autosave.length} autosaves ${spread(quiet.autosave)}, ${quiet.failures} failures; ${describeCpu(beforeQuiet, afterQuiet, STEP_SECONDS)}; worker ${(memoryOf(worker.pid!).rss / MB).toFixed(0)} MB; load average ${loadavg()[0]!.toFixed(1)}`);

  // every owner opens the Completed Documents page at the same moment, which asks for their document, and keeps it
  // open: it asks again when the page's own refresh says (its meta refresh: 5 s, 10 s, 20 s, then every 30 s), or
  // every BENCH_REFRESH_SECONDS when set (3 gives the page as it was before its back-off), until ready or failed
  let workerPeak = memoryOf(worker.pid!).rss;
  const sampler = setInterval(() => (workerPeak = Math.max(workerPeak, memoryOf(worker.pid!).rss)), 250);
  const started = performance.now();
  const beforeSealing = cpuSplit(app, postmaster, worker);
  const ids = forms.map((f) => f.id);
  const done = new Set<string>();
  let giveUp = false;
  const asked = { pages: 0, failed: 0 };
  const owners = forms.map(async ({ id, account }) => {
    let refresh = 5;
    while (!done.has(id) && !giveUp) {
      asked.pages++;
      try {
        const response = await fetch(`${app.base}/legal-form-guide/divorce-forms/${id}/final-document`, { headers: { cookie: account.cookie } });
        const html = await response.text();
        if (response.status !== 200) asked.failed++;
        refresh = Number(/<meta http-equiv="refresh" content="(\d+);/.exec(html)?.[1] ?? refresh);
      } catch {
        asked.failed++;
      }
      await sleep((FIXED_REFRESH_SECONDS ?? refresh) * 1000);
    }
  });
  let states: { user_workflow_id: string; status: string; runs: number }[] = [];
  for (;;) {
    states = await app.db.selectFrom('final_documents').select(['user_workflow_id', 'status', 'runs']).where('user_workflow_id', 'in', ids).execute();
    for (const s of states) if (s.status === 'ready' || s.status === 'failed') done.add(s.user_workflow_id);
    if (done.size === ids.length) break;
    if (performance.now() - started > SEALING_TIMEOUT_MS || worker.exitCode !== null) break;
    await sleep(1000);
  }
  giveUp = true;
  await Promise.all(owners);
  const seconds = (performance.now() - started) / 1000;
  const afterSealing = cpuSplit(app, postmaster, worker);
  clearInterval(sampler);
  const busy = crowd.nextStep();
  workerPeak = Math.max(workerPeak, memoryOf(worker.pid!).peak);

  const ready = states.filter((s) => s.status === 'ready').length;
  const failed = states.filter((s) => s.status === 'failed').length;
  const rerun = states.filter((s) => s.runs !== 1).length;
  const { rows: sealedCounts } = await sql<{ files: number }>`
    select count(s.id)::int as files from unnest(${ids}::text[]) as w(id) left join sealed_documents s on s.user_workflow_id = w.id group by w.id`.execute(app.db);
  const notOnce = sealedCounts.filter((r) => r.files !== 1).length;
  // each owner downloads the sealed file once
  let downloaded = 0;
  for (const { id, account } of forms) {
    const response = await fetch(`${app.base}/legal-form-guide/divorce-forms/${id}/final-document/download`, { headers: { cookie: account.cookie } });
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.ok && response.headers.get('content-type') === 'application/pdf' && new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-') downloaded++;
  }
  const lost = await crowd.lostAnswers();

  // no page in the step without sealing (a step shorter than a page's interval) leaves nothing to compare with
  const ratio = (busyP99: number, quietP99: number) => (quietP99 > 0 ? busyP99 / quietP99 : Number.NaN);
  const pageRatio = ratio(p99(busy.page), p99(quiet.page));
  const autosaveRatio = ratio(p99(busy.autosave), p99(quiet.autosave));
  console.log(
    `while sealing (${seconds.toFixed(0)} s): ${busy.page.length} pages ${spread(busy.page)}, ${busy.autosave.length} autosaves ${spread(busy.autosave)}, ${busy.failures} failures; ${describeCpu(beforeSealing, afterSealing, seconds)}; load average ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log(`final documents: ${asked.pages} Completed Documents pages opened while waiting, ${asked.failed} not answered 200; ${ready} ready, ${failed} failed, ${rerun} run more than once, ${notOnce} without exactly one sealed file; ${downloaded} downloaded as PDFs; ${lost} answers lost`);
  const ok = ready === SEALING && rerun === 0 && notOnce === 0 && downloaded === SEALING && workerPeak < 1024 * MB && pageRatio <= 2 && lost === 0 && busy.failures === 0;
  console.log(
    `sealing: ${ready} of ${SEALING} final documents sealed once in ${seconds.toFixed(0)} s, worker peak ${(workerPeak / MB).toFixed(0)} MB (target under 1024), page p99 ${p99(busy.page)} ms against ${p99(quiet.page)} ms (${pageRatio.toFixed(1)}x, target at most 2x), autosave p99 ${p99(busy.autosave)} ms against ${p99(quiet.autosave)} ms (${autosaveRatio.toFixed(1)}x), lost answers ${lost}: ${ok ? 'met' : 'NOT met'}`,
  );
  return ok ? 0 : 1;
}

async function main() {
  // BENCH_APP_NODE_ARGS passes extra node flags to the app, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const app = await startBenchApp({ port: PORT, dataDir: '.bench-data-capacity', nodeArgs, env: { WORKER: 'external' } });
  const databaseUrl = (await findRunningEmbeddedServer(app.dataDir))!;
  // the node process itself (not a wrapper), so its CPU and memory are the worker's own
  const worker = spawn(process.execPath, ['--import', 'tsx', 'worker/cli.ts'], {
    // below the app's CPU priority, as on a machine of their own (WORKER_NICE=0 measures it at the app's)
    env: { WORKER_NICE: '10', ...process.env, NODE_ENV: 'production', DATA_DIR: app.dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const workerExited = new Promise((r) => worker.once('exit', r));
  const workerUntilInterrupted = stopWhenInterrupted(worker, workerExited);
  const postmaster = Number(readFileSync(`${app.dataDir}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
  let crowd: Crowd | undefined;
  let journeys: JourneyCrowd | undefined;
  try {
    let failed: number;
    if (SEALING > 0) {
      // the people beside the sealing view the 100-field questionnaire; a few accounts share their forms: a session
      // costs the same whoever owns it, and creating a thousand accounts (a password hash each) would take longer than a step
      await publishWorkflow(app.db, { formId: 'benchForm0000000000', publishedId: 'benchPublished000000', definition: benchWorkflow(FIELDS) });
      const accounts = await Promise.all(Array.from({ length: 20 }, (_, i) => benchUser(app, `capacity-${i}`)));
      crowd = new Crowd(app, accounts);
      failed = await sealingUnderLoad(app, crowd, postmaster, worker, accounts);
    } else {
      // a new petitioner for each journey (the first payment is once per person and questionnaire), made before the
      // step that starts them; a few spouses, each invited to many forms (the invite goes to their account's e-mail)
      const spouses = await Promise.all(Array.from({ length: 20 }, (_, i) => benchUser(app, `capacity-spouse-${i}`, { firstName: 'Casey', lastName: 'Morgan' })));
      let made = 0;
      journeys = new JourneyCrowd(app.base, app.db, () => benchUser(app, `capacity-${made++}`, { firstName: 'Jordan', lastName: 'Rivera' }), spouses, PACE);
      failed = await ramp(app, journeys, postmaster, worker);
    }
    if (failed > 0) process.exitCode = 1;
  } finally {
    await crowd?.stop();
    await journeys?.stop();
    workerUntilInterrupted();
    if (worker.exitCode === null) worker.kill('SIGTERM');
    await workerExited;
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
