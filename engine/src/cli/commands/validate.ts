// accord validate <workflow.json...>: lists every problem with its JSON pointer, then the logic checks'
// findings (errors and warnings); exit 1 if there is any problem or error.
import path from 'node:path';
import { checkWorkflow } from '../../checks/check-workflow.ts';
import { mergeFindings } from '../../checks/workflow-problems.ts';
import { validateWorkflow } from '../../definition/validate-workflow.ts';
import { checkFormFills, templateFieldsFrom } from '../../pdf/fill-checks.ts';
import type { WorkflowDefinition } from '../../definition/workflow.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../command.ts';
import { readWorkflow } from '../files.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const validateCommand: Command = {
  name: 'validate',
  usage: 'accord validate <workflow.json> [more.json ...]',
  summary: 'Check workflow definitions against the schema, the builder rules and the logic checks; list every problem.',
  options: [{ name: 'json', type: 'boolean', description: 'Print the problems and findings as JSON instead of text.' }],
  async run(files, options, io) {
    if (files.length === 0) throw new UsageError('Give at least one workflow file.');
    let failed = false;
    const report: Record<string, unknown> = {};
    for (const file of files) {
      const { definition, loadAsset } = await readWorkflow(path.resolve(io.cwd, file));
      const { problems } = validateWorkflow(definition);
      const issues = mergeFindings(problems, checkWorkflow(definition as WorkflowDefinition).findings);
      // fill actions are checked against the templates' own fields once the definition's shape holds
      const documents = (definition as WorkflowDefinition).documents;
      if (!problems.length && Array.isArray(documents)) issues.push(...(await checkFormFills(documents, templateFieldsFrom(loadAsset), (definition as WorkflowDefinition).elements)));
      const errors = issues.filter((i) => i.severity === 'error');
      const warnings = issues.filter((i) => i.severity === 'warning');
      failed ||= errors.length > 0;
      report[file] = issues;
      if (options.json) continue;
      if (issues.length === 0) io.out(`${file}: valid`);
      else {
        io.out(`${file}: ${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}`);
        for (const issue of [...errors, ...warnings]) io.out(`  ${issue.severity.padEnd(7)} ${issue.pointer || '/'}  ${issue.message}${issue.code ? ` [${issue.code}]` : ''}`);
      }
    }
    if (options.json) io.out(JSON.stringify(report, null, 2));
    return failed ? 1 : 0;
  },
};
