// npm run bench:size: what the languages cost the pages people load (issue 35, item 7). In one run it measures the
// HTML and JavaScript transferred (compressed) for sign-in, a questionnaire page and the builder's first step, on
// this checkout in English and Spanish, and on the checkout before the languages' work (`BENCH_BASE_REF`, default
// the parent of eb8e2e4, the commit that brought i18next) in English: that one is checked out beside this one
// (a git worktree under the system's temporary folder, kept for the next run), installed and built once.
// Target: each page grows by less than 10%. Prints one line per page and ends with `size: …`.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASE_REF = process.env.BENCH_BASE_REF ?? 'eb8e2e4^';
const TARGET = 0.1;

interface PageBytes {
  page: string;
  language: string;
  html: number;
  js: number;
  scripts: number;
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} in ${cwd} failed (${result.status})`);
  return result.stdout;
}

/** The base checkout, installed and built (once per commit). */
function baseCheckout(): string {
  const sha = execFileSync('git', ['rev-parse', BASE_REF], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(tmpdir(), `accord-size-base-${sha.slice(0, 12)}`);
  if (!existsSync(path.join(dir, 'package.json'))) {
    console.log(`size: checking out ${BASE_REF} (${sha.slice(0, 12)}) in ${dir}`);
    run('git', ['worktree', 'add', '--force', '--detach', dir, sha], ROOT);
  }
  if (!existsSync(path.join(dir, 'node_modules'))) {
    console.log('size: installing the base checkout (from the npm cache where it can)');
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir);
  }
  if (!existsSync(path.join(dir, 'build', 'server'))) {
    console.log('size: building the base checkout');
    run('npm', ['run', 'build'], dir);
  }
  return dir;
}

/** Runs page-bytes.ts inside a checkout (copied into it when it is not this one) and reads its JSON line. */
function measure(dir: string, languages: string[], port: number): PageBytes[] {
  const script = path.join(dir, 'tests/bench/page-bytes.ts');
  if (dir !== ROOT) copyFileSync(path.join(ROOT, 'tests/bench/page-bytes.ts'), script);
  const output = run(process.execPath, ['--import', 'tsx', script], dir, { BENCH_LANGUAGES: languages.join(','), BENCH_PORT: String(port) });
  const line = output.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as PageBytes[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  run(process.execPath, ['scripts/build-if-stale.mjs'], ROOT);
  const before = measure(baseCheckout(), ['en'], Number(process.env.BENCH_BASE_PORT ?? 3295));
  const after = measure(ROOT, ['en', 'es'], Number(process.env.BENCH_PORT ?? 3297));
  let worst = 0;
  for (const now of after) {
    const then = before.find((b) => b.page === now.page)!;
    const total = now.html + now.js;
    const baseline = then.html + then.js;
    const growth = total / baseline - 1;
    worst = Math.max(worst, growth);
    console.log(
      `size: ${now.page} (${now.language}) html ${kb(now.html)} + js ${kb(now.js)} in ${now.scripts} scripts = ${kb(total)}; before ${kb(then.html)} + ${kb(then.js)} in ${then.scripts} = ${kb(baseline)}; ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`,
    );
  }
  console.log(`size: largest growth ${(worst * 100).toFixed(1)}% against ${BASE_REF} (target under ${TARGET * 100}%): ${worst < TARGET ? 'met' : 'NOT met'}`);
}

main();
