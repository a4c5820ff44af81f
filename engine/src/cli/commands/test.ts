// accord test <files or folders>: runs every *.scenario.json and ends with 'N passed, N failed'.
import path from 'node:path';
import { compile } from '../../evaluation/compile.ts';
import type { CompiledWorkflow } from '../../evaluation/compiled-workflow.ts';
import { validateWorkflow } from '../../definition/validate-workflow.ts';
import type { WorkflowDefinition } from '../../definition/workflow.ts';
import { ConditionCoverage, answersByUid } from '../../scenarios/coverage.ts';
import { runScenario } from '../../scenarios/run-scenario.ts';
import { checkDocumentText, DocumentCoverage, renderedDocumentText } from '../../scenarios/document-check.ts';
import { fileAssetLoader, nodeFontLoader } from '../../pdf/node.ts';
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
    // the answered questions that reach no document, per workflow
    const documentCoverages = new Map<string, DocumentCoverage>();
    const loadFont = nodeFontLoader();
    for (const file of files) {
      const relative = path.relative(io.cwd, file);
      const content = (await readJson(file)) as Partial<ScenarioFile>;
      if (typeof content.workflow !== 'string' || !Array.isArray(content.scenarios)) {
        io.out(`✗ ${relative}: a scenario file needs "workflow" (a path) and "scenarios" (a list).`);
        failed++;
        continue;
      }
      const workflowPath = path.resolve(path.dirname(file), content.workflow);
      if (content.notPrinted !== undefined && (typeof content.notPrinted !== 'object' || content.notPrinted === null || Array.isArray(content.notPrinted))) {
        io.out(`✗ ${relative}: "notPrinted" must map question titles to the reason each is printed in no document.`);
        failed++;
        continue;
      }
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
      if (typeof compiled !== 'string') {
        if (!documentCoverages.has(workflowPath)) documentCoverages.set(workflowPath, new DocumentCoverage(compiled.definition));
        documentCoverages.get(workflowPath)!.markNotPrinted(content.notPrinted);
      }
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
        const context = { today: '2026-01-15', ...scenario.context };
        coverages.get(workflowPath)!.record(answersByUid(compiled.definition, given), context);
        documentCoverages.get(workflowPath)!.recordAnswered(result.answered);
        if (scenario.expect?.printed?.length || scenario.expect?.absent?.length) {
          const documents = await renderedDocumentText({
            definition: compiled.definition,
            answers: answersByUid(compiled.definition, given),
            context,
            ...(scenario.signatures ? { signatures: scenario.signatures } : {}),
            loadAsset: fileAssetLoader(path.dirname(workflowPath)),
            loadFont,
          });
          const failures = 'error' in documents ? [documents.error] : checkDocumentText(scenario.expect, documents);
          result.failures.push(...failures);
          result.passed &&= failures.length === 0;
        }
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
    for (const [workflowPath, coverage] of documentCoverages) printDocumentCoverage(io, path.relative(io.cwd, workflowPath), coverage.report());
    io.out(`${passed} passed, ${failed} failed`);
    return failed > 0 || files.length === 0 ? 1 : 0;
  },
};

function printDocumentCoverage(io: { out: (line: string) => void }, workflow: string, report: ReturnType<DocumentCoverage['report']>): void {
  const marked = report.marked.length ? `, ${report.marked.length} marked not printed` : '';
  if (report.unprinted.length === 0) io.out(`document coverage of ${workflow}: every answered question reaches a document (${report.answered} answered${marked})`);
  else {
    io.out(`document coverage of ${workflow}: ${report.unprinted.length} of ${report.answered} answered questions reach no document${marked}:`);
    io.out(`  ${report.unprinted.join(', ')}`);
    io.out('  print each in a document, or list it under "notPrinted" in the scenario file with the reason.');
  }
  if (report.unknownMarks.length) io.out(`  "notPrinted" names no element of ${workflow}: ${report.unknownMarks.join(', ')}`);
}
