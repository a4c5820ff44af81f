// Sums up every runner of `npm test` into one closing line, 'N passed, N failed', and fails when any stage did.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [reports, ...failedStages] = process.argv.slice(2);
const read = (file) =>
  existsSync(path.join(reports, file)) ? readFileSync(path.join(reports, file), 'utf8') : undefined;
const rows = [];

for (const name of ['unit', 'integration']) {
  const text = read(`${name}.json`);
  if (!text) continue;
  const report = JSON.parse(text);
  rows.push([name, report.numPassedTests, report.numFailedTests, report.numPendingTests + report.numTodoTests]);
}
const scenarios = read('scenarios.txt')
  ?.match(/(\d+) passed, (\d+) failed/g)
  ?.at(-1)
  ?.match(/(\d+) passed, (\d+) failed/);
if (scenarios) rows.push(['scenarios', Number(scenarios[1]), Number(scenarios[2]), 0]);
const e2e = read('e2e.json');
if (e2e) {
  const { stats } = JSON.parse(e2e);
  rows.push(['e2e', stats.expected + stats.flaky, stats.unexpected, stats.skipped]);
}

console.log('\n=== summary');
for (const [name, passed, failed, skipped] of rows)
  console.log(`${name.padEnd(12)} ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedStages.length) console.log(`failed stages: ${failedStages.join(', ')}`);
const passed = rows.reduce((sum, row) => sum + row[1], 0);
// a stage that failed without a report of its own (typecheck, lint, build, a crashed runner) counts once
const failed =
  rows.reduce((sum, row) => sum + row[2], 0) +
  failedStages.filter((stage) => !rows.some(([name, , f]) => name === stage && f > 0)).length;
const skipped = rows.reduce((sum, row) => sum + row[3], 0);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedStages.length > 0 ? 1 : 0);
