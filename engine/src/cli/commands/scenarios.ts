// accord scenarios generate <workflow.json>: writes scenarios that make every condition true and false at least
// once (condition coverage), each with the visible elements and documents the engine computes, and says the
// coverage reached; conditions the logic checks prove never or always true are named, not counted.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WorkflowDefinition } from '../../definition/workflow.ts';
import { generateScenarios } from '../../scenarios/generate-scenarios.ts';
import type { CoverageReport } from '../../scenarios/coverage.ts';
import type { ScenarioFile } from '../../scenarios/scenario.ts';
import type { Command, CommandIO } from '../command.ts';
import { UsageError } from '../command.ts';
import { readWorkflow } from '../files.ts';

export function printCoverage(io: CommandIO, label: string, report: CoverageReport): void {
  io.out(`condition coverage of ${label}: ${report.reached} of ${report.possible} outcomes (${report.percent}%)`);
  if (report.excepted.length) {
    io.out(`  not counted, proved by the logic checks (${report.excepted.length}):`);
    for (const line of report.excepted) io.out(`    ${line}`);
  }
  if (report.missed.length) {
    io.out(`  not reached (${report.missed.length}):`);
    for (const line of report.missed) io.out(`    ${line}`);
  }
}

export const scenariosCommand: Command = {
  name: 'scenarios',
  usage: 'accord scenarios generate <workflow.json> [--out file.scenario.json]',
  summary: 'Generate scenarios that make every condition of a workflow true and false at least once.',
  options: [
    { name: 'out', type: 'string', description: 'Where to write the scenarios (default: beside the workflow, NAME.generated.scenario.json).' },
    { name: 'today', type: 'string', description: 'The date answers are read on, YYYY-MM-DD (default 2026-01-15, as accord test uses).' },
  ],
  async run(positionals, options, io) {
    const [action, file] = positionals;
    if (action !== 'generate' || !file) throw new UsageError('Say "generate" and give the workflow file.');
    const workflowPath = path.resolve(io.cwd, file);
    const definition = (await readWorkflow(workflowPath)).definition as WorkflowDefinition;
    if (!definition || typeof definition !== 'object' || !Array.isArray(definition.elements)) {
      io.err(`${file} is not a workflow definition (no list of elements). Run "accord validate ${file}".`);
      return 1;
    }
    const today = typeof options.today === 'string' ? options.today : '2026-01-15';
    const { scenarios, coverage } = generateScenarios(definition, { today });
    const out = typeof options.out === 'string' ? path.resolve(io.cwd, options.out) : workflowPath.replace(/\.json$/, '') + '.generated.scenario.json';
    const content: ScenarioFile = { workflow: path.relative(path.dirname(out), workflowPath) || path.basename(workflowPath), scenarios: scenarios.map((s) => ({ ...s, context: { today, ...s.context } })) };
    await writeFile(out, `${JSON.stringify(content, null, 2)}\n`);
    io.out(`${scenarios.length} scenarios written to ${path.relative(io.cwd, out)}`);
    printCoverage(io, path.relative(io.cwd, workflowPath), coverage);
    return 0;
  },
};
