// npm run bench:lighthouse: Lighthouse 12.2.3 (pinned: 13 needs Node 22, this project runs on Node 20) in Debian's
// Chromium with its default mobile settings (a mid-range phone on slow 4G, simulated), JavaScript on, three runs
// per page, the median by performance score. Pages: the visitor's home, sign-in, the 100-field questionnaire page of
// bench:questionnaire, the signing step and the final-document page. Target: performance at least 90 on each
// (the accessibility score is the accessibility issue's to raise). Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { applyStepEvent, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow } from '../../db/seed-guide';
import { benchUser, benchWorkflow, startBenchApp } from './bench-app';

const PORT = Number(process.env.BENCH_PORT ?? 3298);
const DEBUGGING_PORT = Number(process.env.BENCH_CHROME_PORT ?? 9322);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// BENCH_REPORTS=DIR writes each page's median run as Lighthouse's JSON there (to read which audits cost the score);
// BENCH_PAGES=questionnaire,sign measures only the pages whose name is listed (home, sign-in, questionnaire, sign, final)
const REPORTS = process.env.BENCH_REPORTS;
const ONLY = process.env.BENCH_PAGES?.split(',');
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Figures {
  performance: number;
  accessibility: number;
  lcp: number;
  report: string;
}

async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'accord-lighthouse-'));
  const chromium = spawn(CHROMIUM, [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUGGING_PORT}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const exited = new Promise((r) => chromium.once('exit', r));
  for (let i = 0; i < 100; i++) {
    if (chromium.exitCode !== null) throw new Error(`${CHROMIUM} exited at start (${chromium.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: async () => {
      if (chromium.exitCode === null) chromium.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function measure(url: string, cookie: string | undefined): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, {
      port: DEBUGGING_PORT,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    runs.push({
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      report: REPORTS ? JSON.stringify(lhr) : '',
    });
  }
  runs.sort((a, b) => a.performance - b.performance);
  return runs[Math.floor(runs.length / 2)]!;
}

async function main() {
  const app = await startBenchApp({ port: PORT, dataDir: '.bench-data-lighthouse' });
  const chromium = await startChromium();
  let missed = 0;
  try {
    await publishWorkflow(app.db, { formId: 'benchForm0000000000', publishedId: 'benchPublished000000', definition: benchWorkflow(100) });
    const { userId, cookie } = await benchUser(app, 'lighthouse');
    const guide = (id: string) => `/legal-form-guide/divorce-forms/${id}`;
    const questionnaire = (await startUserWorkflow(app.db, { publishedWorkflowId: 'benchPublished000000', ownerId: userId })).id;
    // the signing step and the final document's page, reached as an administrator moves a form (the machine's
    // GO_TO_STEP), with the same published workflow
    const atStep = async (step: number) => {
      const { id } = await startUserWorkflow(app.db, { publishedWorkflowId: 'benchPublished000000', ownerId: userId });
      const moved = await applyStepEvent(app.db, id, { type: 'GO_TO_STEP', step, admin: true });
      if (!moved.accepted) throw new Error(`the bench's form could not be moved to step ${step}`);
      return id;
    };
    const pages: { name: string; path: string; cookie?: string }[] = [
      { name: 'home', path: '/' },
      { name: 'sign-in', path: '/sign-in' },
      { name: 'questionnaire', path: `${guide(questionnaire)}?page=0`, cookie },
      { name: 'sign', path: `${guide(await atStep(6))}/sign`, cookie },
      { name: 'final', path: `${guide(await atStep(7))}/final-document`, cookie },
    ];
    for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.name))) {
      const figures = await measure(`${app.base}${page.path}`, page.cookie);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(path.join(REPORTS, `${page.name}.json`), figures.report);
      }
      if (figures.performance < 90) missed++;
      console.log(`lighthouse: ${page.path} performance ${figures.performance} accessibility ${figures.accessibility} LCP ${figures.lcp} ms`);
    }
    console.log(missed ? `verdict: ${missed} page(s) under performance 90` : 'verdict: every page at performance 90 or more');
  } finally {
    await chromium.stop();
    await app.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
