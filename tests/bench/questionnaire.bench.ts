// npm run bench:questionnaire: autocannon on loopback against the built app (run `npx remix vite:build` first),
// 50 connections, 20 s each: GET of a questionnaire page with 100 fields, autosave POSTs to distinct fields, and
// a minimal Remix route in the same run, after the stack's floor (/healthz: Remix and one query). Afterwards every
// acknowledged autosave must be in the database. Then what the languages cost (issue 35, item 7): the server CPU per
// request of the Utah sample's 'About you' page and of its autosaves, for a person reading English and one reading
// Spanish (the sample is offered in Spanish), against the checkout before the languages' work in English, measured
// in the same run (questionnaire-cpu.ts in each checkout, one after the other; the base checkout is bench:size's).
// BENCH_ONLY=languages runs only that part; BENCH_ONLY=page (autosave, minimal, floor) only the first.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type autocannon from 'autocannon';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow } from '../../db/seed-guide';
import { BASE_REF, baseCheckout, buildThisCheckout, measureIn, ROOT } from './base-checkout';
import { benchUser, benchWorkflow, cpuSeconds, ownCpuSeconds, startBenchApp, type BenchApp } from './bench-app';
import { autosaveRequests, runAutocannon, type LanguageCpu } from './questionnaire-cpu';

const PORT = Number(process.env.BENCH_PORT ?? 3297);
const DATA_DIR = '.bench-data';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
// BENCH_FIELDS changes the page's size (at least 1, a text field) to see what the fields cost against the rest. With
// only a few fields a field comes round again before its last save is acknowledged, so some autosaves send a stale
// version and are refused (409, counted as non-2xx): that is the versioning at work, not a failure.
const FIELDS = Math.max(1, Number(process.env.BENCH_FIELDS ?? 100));

async function main() {
  // BENCH_APP_NODE_ARGS passes extra node flags to the app, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile it
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const bench: BenchApp = await startBenchApp({ port: PORT, dataDir: DATA_DIR, nodeArgs });
  const { base: BASE, db, process: app } = bench;
  try {
    await publishWorkflow(db, { formId: 'benchForm0000000000', publishedId: 'benchPublished000000', definition: benchWorkflow(FIELDS) });
    const { userId, cookie } = await benchUser(bench, 'bench');
    const workflows: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) workflows.push((await startUserWorkflow(db, { publishedWorkflowId: 'benchPublished000000', ownerId: userId })).id);
    const headers = { cookie, origin: BASE };

    const postmaster = Number(readFileSync(`${DATA_DIR}/pg/postmaster.pid`, 'utf8').split('\n')[0]);
    // CPU per request of the app and of PostgreSQL (its postmaster and backends): unlike latency, it hardly moves when
    // other work shares the machine
    const serverCpu = () => ({ app: ownCpuSeconds(app.pid!), database: cpuSeconds([postmaster]) });
    const cpuPerRequest = new Map<string, { app: number; database: number }>();
    // BENCH_ONLY=autosave (or page, minimal, floor) gives the other phases one second, to profile one of them
    const only = process.env.BENCH_ONLY;
    const measured = async (name: string, options: autocannon.Options) => {
      if (only && !name.includes(only)) options = { ...options, duration: 1 };
      const before = serverCpu();
      const result = await runAutocannon(options);
      const after = serverCpu();
      const perRequest = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests.total);
      cpuPerRequest.set(name, { app: perRequest(after.app - before.app), database: perRequest(after.database - before.database) });
      return result;
    };
    const pageUrl = `${BASE}/legal-form-guide/divorce-forms/${workflows[0]}?page=0`;
    const sample = await (await fetch(pageUrl, { headers })).text();
    console.log(`questionnaire page: ${(sample.length / 1024).toFixed(0)} KB of HTML (${(sample.match(/<input|<textarea|<select/g) ?? []).length} controls)`);
    if (process.env.BENCH_SAVE_PAGE) (await import('node:fs')).writeFileSync(process.env.BENCH_SAVE_PAGE, sample);
    // the floor of this stack on this machine: a Remix resource route doing one `select 1`. No route of the app can
    // answer faster than it at the same concurrency, so its p99 says which latency targets this machine can reach.
    const floor = await measured('stack floor', { url: `${BASE}/healthz`, connections: CONNECTIONS, duration: DURATION });
    const minimal = await measured('minimal route', { url: `${BASE}/about-us`, connections: CONNECTIONS, duration: DURATION, headers });
    const page = await measured('questionnaire page', { url: pageUrl, connections: CONNECTIONS, duration: DURATION, headers });

    const textFields = Array.from({ length: FIELDS }, (_, i) => i).filter((i) => i % 4 === 0).map((i) => `f${i}`);
    const acknowledged = new Map<string, string>();
    let autosaveAcks = 0;
    const requests = autosaveRequests({ workflows, fields: textFields, page: 0, headers, acknowledged: (key, value) => { autosaveAcks++; acknowledged.set(key, value); } });
    const autosave = await measured('autosave', { url: BASE, connections: CONNECTIONS, duration: DURATION, requests } as autocannon.Options);

    const rows = await db.selectFrom('answers').select(['user_workflow_id', 'field_uid', 'value']).where('user_workflow_id', 'in', workflows).execute();
    const stored = new Map(rows.map((r) => [`${r.user_workflow_id}/${r.field_uid}`, r.value]));
    let lost = 0;
    // a request still in flight when the run ends may have committed a later answer than the last acknowledged
    // one: that answer is newer, not lost; lost is a stored answer older than an acknowledged one, or none
    const sequenceOf = (value: unknown) => (typeof value === 'string' && value.startsWith('answer ') ? Number(value.slice(7)) : -1);
    for (const [key, value] of acknowledged) if (sequenceOf(stored.get(key)) < sequenceOf(value)) lost++;

    const cpu = (name: string) => cpuPerRequest.get(name)!;
    const line = (name: string, r: autocannon.Result) =>
      console.log(`${name.padEnd(22)} ${r.requests.average.toFixed(0).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  server CPU ${(cpu(name).app + cpu(name).database).toFixed(2)} ms/req (app ${cpu(name).app.toFixed(2)}, database ${cpu(name).database.toFixed(2)})  (${r.non2xx} non-2xx, ${r.errors} errors)`);
    line('stack floor', floor);
    line('minimal route', minimal);
    line('questionnaire page', page);
    line('autosave', autosave);
    console.log(`acknowledged autosaves: ${autosaveAcks} (${acknowledged.size} distinct fields, each checked for its last acknowledged value)`);
    // the targets are ratios to the floor measured in the same run: they hold on a busy machine as on a quiet one
    const perFloor = (name: string) => (cpu(name).app + cpu(name).database) / (cpu('stack floor').app + cpu('stack floor').database);
    console.log(`server CPU against the floor: page ${perFloor('questionnaire page').toFixed(1)}x (target at most 4x), autosave ${perFloor('autosave').toFixed(1)}x (target at most 2x); load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
    // the floor is a resource route: no document, no React. A page's own floor is the minimal route, a document with
    // the site's shell and no data, rendered by the same Remix and React (the README's restated target)
    const perMinimal = (cpu('questionnaire page').app + cpu('questionnaire page').database) / (cpu('minimal route').app + cpu('minimal route').database);
    console.log(`server CPU per request: floor ${(cpu('stack floor').app + cpu('stack floor').database).toFixed(2)} ms, minimal route ${perFloor('minimal route').toFixed(1)}x the floor, page ${perMinimal.toFixed(1)}x the minimal route (restated target at most 4x), autosave ${perFloor('autosave').toFixed(1)}x the floor (restated target at most 3x)`);
    const ratio = page.requests.average / minimal.requests.average;
    console.log(`questionnaire: page p99 ${page.latency.p99} ms, autosave p99 ${autosave.latency.p99} ms, page vs minimal route ${ratio.toFixed(2)}, lost answers ${lost}`);
    if (lost > 0) process.exitCode = 1;
  } finally {
    await bench.stop();
  }
}

/** The languages' cost: server CPU per request in both languages here, against English before the languages' work. */
function languagesCost() {
  const env = { BENCH_CONNECTIONS: process.env.BENCH_LANGUAGE_CONNECTIONS ?? '10', BENCH_REQUESTS: process.env.BENCH_LANGUAGE_REQUESTS ?? '300' };
  buildThisCheckout();
  const before = measureIn<LanguageCpu[]>(baseCheckout('questionnaire'), 'questionnaire-cpu.ts', { ...env, BENCH_LANGUAGES: 'en', BENCH_PORT: process.env.BENCH_BASE_PORT ?? '3295' });
  const after = measureIn<LanguageCpu[]>(ROOT, 'questionnaire-cpu.ts', { ...env, BENCH_LANGUAGES: 'en,es', BENCH_PORT: String(PORT) });
  const then = before[0]!;
  let worst = -Infinity;
  const growth = (now: number, was: number) => {
    const change = now / was - 1;
    worst = Math.max(worst, change);
    return `${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%`;
  };
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  console.log(`languages: Utah sample 'About you', ${then.controls} controls before, ${after.map((a) => `${a.controls} in ${a.language}`).join(', ')}`);
  for (const now of after) {
    for (const phase of ['page', 'autosave'] as const) {
      const figure = now[phase];
      console.log(`languages: ${phase} (${now.language}) server CPU ${ms(figure.cpuMs)}/req over ${figure.requests} requests (${figure.non2xx} non-2xx${figure.firstRefusal ? `, first: ${figure.firstRefusal}` : ''}); before ${ms(then[phase].cpuMs)}/req over ${then[phase].requests} (${then[phase].non2xx} non-2xx); ${growth(figure.cpuMs, then[phase].cpuMs)}`);
    }
  }
  console.log(`languages: largest growth in server CPU per request ${(worst * 100).toFixed(1)}% against ${BASE_REF} (target under 10%): ${worst < 0.1 ? 'met' : 'NOT met'}; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${availableParallelism()} cores`);
}

async function all() {
  const only = process.env.BENCH_ONLY;
  if (only !== 'languages') await main();
  if (!only || only === 'languages') languagesCost();
}

all().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
