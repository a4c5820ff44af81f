// What the benches that drive the built app share: starting it on its own port and data directory, the
// 100-field questionnaire of bench:questionnaire, and a signed-in user.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import type { FormElement, WorkflowDefinition } from '@accord/engine';
import { createDatabase } from '../../db/client';
import { findRunningEmbeddedServer } from '../../db/embedded-server';
import { createSession } from '../../app/services/accounts/sessions.server';
import { createUser } from '../../db/users';
import { SERVER_ENTRY } from '../integration/support/processes';

/** The published workflow of the questionnaire benches: one page of `fields` fields, a quarter with display logic. */
export function benchWorkflow(fields: number): WorkflowDefinition {
  const elements: FormElement[] = [{ uid: 'page0', type: 'page-break', title: 'PAGE', label: 'Everything' }];
  for (let i = 0; i < fields; i++) {
    const kind = i % 4;
    if (kind === 0) elements.push({ uid: `f${i}`, type: 'text-input-short', title: `TEXT_${i}`, label: `Text ${i}`, required: true });
    else if (kind === 1) elements.push({ uid: `f${i}`, type: 'number-input', title: `NUMBER_${i}`, label: `Number ${i}`, lowerBound: 0, upperBound: 1000 });
    else if (kind === 2) elements.push({ uid: `f${i}`, type: 'single-select', title: `CHOICE_${i}`, label: `Choice ${i}`, options: ['Yes', 'No'], variant: 'radio' });
    else elements.push({ uid: `f${i}`, type: 'text-input-long', title: `LONG_${i}`, label: `Long ${i}`, displayLogic: { hideByDefault: false, root: { uid: `n${i}`, kind: 'expression', conditional: 'if', operator: 'not', questions: [{ questionUid: `f${i - 1}`, comparison: 'is', answer: 'No' }] } } } as FormElement);
  }
  return { name: 'Benchmark', state: 'Utah', type: 'Divorce', childrenOptions: 'N/A', useCounties: false, counties: [], collaborate: true, version: '1.0.0', elements };
}

export interface BenchApp {
  process: ChildProcess;
  base: string;
  dataDir: string;
  db: ReturnType<typeof createDatabase>['db'];
  /** Stops the app and closes the bench's own database connections. */
  stop(): Promise<void>;
}

/** Starts the built app (`npm run build` first), as `npm start` runs it, with a fresh data directory; waits until it is healthy. */
export async function startBenchApp(options: { port: number; dataDir: string; nodeArgs?: string[]; env?: Record<string, string> }): Promise<BenchApp> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const base = `http://127.0.0.1:${options.port}`;
  const app = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', WORKER: 'internal', ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // taken at once: awaiting 'exit' after the app has already exited would leave nothing pending, and Node would end
  // the run with status 0 and no figures
  const exited = new Promise((r) => app.once('exit', r));
  const untilInterrupted = stopWhenInterrupted(app, exited);
  let handle: ReturnType<typeof createDatabase> | undefined;
  const stop = async () => {
    untilInterrupted();
    await handle?.close();
    if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(app, base);
    const url = await findRunningEmbeddedServer(options.dataDir);
    if (!url) throw new Error(`no embedded database in ${options.dataDir}`);
    handle = createDatabase(url, 4);
    return { process: app, base, dataDir: options.dataDir, db: handle.db, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The processes a bench started and has not stopped yet (stopWhenInterrupted). */
const running = new Map<ChildProcess, Promise<unknown>>();

/** Stops every running child (SIGTERM, SIGKILL after 15 s), then ends the bench with the signal's status. */
function stopAllAndExit(signal: NodeJS.Signals) {
  for (const child of running.keys()) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  }
  void Promise.all(running.values()).then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
}

/**
 * A bench stopped by Ctrl+C or a timeout's SIGTERM stops `child` too, which would otherwise go on holding its port and
 * its database (the app its embedded PostgreSQL); the bench ends once every such child has. Returns what undoes it,
 * for a child the bench stops itself.
 */
export function stopWhenInterrupted(child: ChildProcess, exited: Promise<unknown>): () => void {
  if (running.size === 0) {
    process.once('SIGINT', stopAllAndExit);
    process.once('SIGTERM', stopAllAndExit);
  }
  running.set(child, exited);
  return () => {
    running.delete(child);
    if (running.size === 0) {
      process.off('SIGINT', stopAllAndExit);
      process.off('SIGTERM', stopAllAndExit);
    }
  };
}

async function waitForHealth(app: ChildProcess, base: string) {
  for (let i = 0; i < 240; i++) {
    // an app that failed to start (no build, a broken build) must fail the run at once, not after 120 s
    if (app.exitCode !== null || app.signalCode !== null) throw new Error(`the app exited before it became healthy (${app.exitCode ?? app.signalCode}); run \`npx remix vite:build\` first`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the app did not become healthy in 120 s');
}

/** A verified user (named Bench Mark unless given a name) and the cookie of a session of theirs (`name=value`). */
export async function benchUser(
  app: BenchApp,
  label: string,
  { firstName, lastName } = { firstName: 'Bench', lastName: 'Mark' },
): Promise<{ userId: string; email: string; cookie: string; firstName: string; lastName: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { id: userId } = await createUser(app.db, {
    email, password: 'Maple-Kettle-77', firstName, lastName, dateOfBirth: '1980-01-01',
    phoneNumber: '801-555-0100', addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601',
    permissionToContact: false, verified: true, termsAccepted: true,
  });
  const cookie = (await createSession(app.db, new Request(app.base), userId)).split(';')[0]!;
  return { userId, email, cookie, firstName, lastName };
}

/** The fields of /proc/PID/stat after the command name (state, ppid, ...), or undefined if the process has ended. */
function procStat(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const TICKS_PER_SECOND = 100;
// in procStat's fields: user and system time, then the same for reaped children
const UTIME = 11, STIME = 12, CUTIME = 13, CSTIME = 14;

/**
 * CPU seconds (user + system) used so far by these processes and their children (PostgreSQL's backends), living or
 * ended: an ended backend's time moves to its parent's counts of reaped children, so those are added too.
 */
export function cpuSeconds(pids: number[]): number {
  const parents = new Set(pids);
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = procStat(entry);
    if (!fields) continue; // ended meanwhile
    const tick = (i: number) => Number(fields[i]);
    if (parents.has(Number(entry))) ticks += tick(UTIME) + tick(STIME) + tick(CUTIME) + tick(CSTIME);
    else if (parents.has(Number(fields[1]))) ticks += tick(UTIME) + tick(STIME);
  }
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds used so far by one process alone. */
export function ownCpuSeconds(pid: number): number {
  const fields = procStat(pid) ?? [];
  return (Number(fields[UTIME] ?? 0) + Number(fields[STIME] ?? 0)) / TICKS_PER_SECOND;
}

/**
 * CPU seconds used so far by the app: its first process and, with WEB_PROCESSES above 1, the web processes it forked
 * (its children running the server's entry; not its embedded PostgreSQL, which `cpuSeconds` counts apart).
 */
export function appCpuSeconds(pid: number): number {
  let seconds = ownCpuSeconds(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || procStat(entry)?.[1] !== String(pid)) continue;
    let command = '';
    try {
      command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    if (command.includes(SERVER_ENTRY)) seconds += ownCpuSeconds(Number(entry));
  }
  return seconds;
}
