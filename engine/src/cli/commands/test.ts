// accord test <files or folders>: runs every *.scenario.json and ends with 'N passed, N failed'.
import path from 'node:path';
import { compile } from '../../evaluation/compile.ts';
import type { CompiledWorkflow } from '../../evaluation/compiled-workflow.ts';
import { validateWorkflow } from '../../definition/validate-workflow.ts';
import type { WorkflowDefinition } from '../../definition/workflow.ts';
import { ConditionCoverage, answersByUid } from '../../scenarios/coverage.ts';
import { runScenario } from '../../scenarios/run-scenario.ts';
import { printCoverage } from './scenarios.ts';
import type { ScenarioFile } from '../../scenarios/scenario.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../command.ts';
import { collectFiles, readJson, readWorkflow } from '../files.ts';

export const SCENARIO_SUFFIX = '.scenario.json';

export const testCommand: Command = {
  name: 'test',
  usage: 'accord test <file or folder> [more ...]',
  summary: `Run the scenarios in *${SCENARIO_SUFFIX} files (folders are searched recursively).`,
  options: [{ name: 'quiet', type: 'boolean', description: 'Print only failures and the summary line.' }],
  async run(positionals, options, io) {
    if (positionals.length === 0) throw new UsageError('Give at least one scenario file or folder.');
    const files = await collectFiles(
      positionals.map((p) => path.resolve(io.cwd, p)),
      SCENARIO_SUFFIX,
    );
    let passed = 0;
    let failed = 0;
    const workflows = new Map<string, CompiledWorkflow | string>();
    // the condition coverage the scenarios reach, per workflow
    const coverages = new Map<string, ConditionCoverage>();
    for (const file of files) {
      const relative = path.relative(io.cwd, file);
      const content = (await readJson(file)) as Partial<ScenarioFile>;
      if (typeof content.workflow !== 'string' || !Array.isArray(content.scenarios)) {
        io.out(`✗ ${relative}: a scenario file needs "workflow" (a path) and "scenarios" (a list).`);
        failed++;
        continue;
      }
      const workflowPath = path.resolve(path.dirname(file), content.workflow);
      if (!workflows.has(workflowPath)) {
        const { definition } = await readWorkflow(workflowPath);
        const { valid, problems } = validateWorkflow(definition);
        workflows.set(
          workflowPath,
          valid
            ? compile(definition as WorkflowDefinition)
            : `${problems.length} problem(s); run "accord validate ${path.relative(io.cwd, workflowPath)}"`,
        );
      }
      const compiled = workflows.get(workflowPath)!;
      for (const scenario of content.scenarios) {
        const label = `${relative} › ${scenario.name}`;
        if (typeof compiled === 'string') {
          io.out(`✗ ${label}: the workflow is invalid: ${compiled}`);
          failed++;
          continue;
        }
        const result = runScenario(compiled, scenario, content.baseAnswers ?? {});
        if (!coverages.has(workflowPath)) coverages.set(workflowPath, new ConditionCoverage(compiled.definition, '2026-01-15'));
        const given = scenario.useBaseAnswers === false ? { ...scenario.answers } : { ...content.baseAnswers, ...scenario.answers };
        coverages.get(workflowPath)!.record(answersByUid(compiled.definition, given), { today: '2026-01-15', ...scenario.context });
        if (result.passed) {
          passed++;
          if (!options.quiet) io.out(`✓ ${label}`);
        } else {
          failed++;
          io.out(`✗ ${label}`);
          for (const failure of result.failures) io.out(`    ${failure}`);
        }
      }
    }
    if (files.length === 0) io.out(`No *${SCENARIO_SUFFIX} files found in ${positionals.join(', ')}.`);
    for (const [workflowPath, coverage] of coverages) printCoverage(io, path.relative(io.cwd, workflowPath), coverage.report());
    io.out(`${passed} passed, ${failed} failed`);
    return failed > 0 || files.length === 0 ? 1 : 0;
  },
};
