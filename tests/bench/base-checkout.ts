// What the benches comparing this checkout with the one before the languages' work share (issue 35, item 7): that
// checkout (`BENCH_BASE_REF`, default the parent of eb8e2e4, the commit that brought i18next), checked out beside
// this one (a git worktree under the system's temporary folder, kept for the next run), installed and built once;
// and running one of this checkout's measuring scripts inside a checkout, reading the JSON line it prints last.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BASE_REF = process.env.BENCH_BASE_REF ?? 'eb8e2e4^';

/** Runs a command, its output shown on stderr as it comes, and returns what it printed on stdout. */
export function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (${result.status})`);
  return result.stdout;
}

/** The base checkout, installed and built (once per commit); `label` names the bench in what it prints. */
export function baseCheckout(label: string): string {
  const sha = execFileSync('git', ['rev-parse', BASE_REF], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(tmpdir(), `accord-size-base-${sha.slice(0, 12)}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    console.log(`${label}: checking out ${BASE_REF} (${sha.slice(0, 12)}) in ${dir}`);
    run('git', ['worktree', 'add', '--force', '--detach', dir, sha], ROOT);
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    console.log(`${label}: installing the base checkout (from the npm cache where it can)`);
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  }
  if (!existsSync(path.join(dir, 'build', 'server'))) {
    console.log(`${label}: building the base checkout`);
    run('npm', ['run', 'build'], dir);
  }
  return dir;
}

/** Builds this checkout when its sources changed since its last build. */
export function buildThisCheckout() {
  run(process.execPath, ['scripts/build-if-stale.mjs'], ROOT);
}

/**
 * Runs this checkout's `tests/bench/<script>` inside `dir` (copied into it when it is not this one, so both sides are
 * measured the same way) and parses the JSON line it prints last.
 */
export function measureIn<T>(dir: string, script: string, env: Record<string, string>): T {
  const target = path.join(dir, 'tests/bench', script);
  if (dir !== ROOT) copyFileSync(path.join(ROOT, 'tests/bench', script), target);
  const output = run(process.execPath, ['--import', 'tsx', target], dir, env);
  const line = output.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as T;
}
