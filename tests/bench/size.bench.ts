// npm run bench:size: what the languages cost the pages people load (issue 35, item 7). In one run it measures the
// HTML and JavaScript transferred (compressed) for sign-in, a questionnaire page and the builder's first step, on
// this checkout in English and Spanish, and on the checkout before the languages' work (`BENCH_BASE_REF`, default
// the parent of eb8e2e4, the commit that brought i18next) in English: that one is checked out beside this one
// (a git worktree under the system's temporary folder, kept for the next run), installed and built once.
// Target: each page grows by less than 10%. Prints one line per page and ends with `size: …`.
import { BASE_REF, baseCheckout, buildThisCheckout, measureIn, ROOT } from './base-checkout';

const TARGET = 0.1;

interface PageBytes {
  page: string;
  language: string;
  html: number;
  js: number;
  scripts: number;
}

/** Runs page-bytes.ts inside a checkout and reads its figures. */
function measure(dir: string, languages: string[], port: number): PageBytes[] {
  return measureIn<PageBytes[]>(dir, 'page-bytes.ts', { BENCH_LANGUAGES: languages.join(','), BENCH_PORT: String(port) });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  buildThisCheckout();
  const before = measure(baseCheckout('size'), ['en'], Number(process.env.BENCH_BASE_PORT ?? 3295));
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
