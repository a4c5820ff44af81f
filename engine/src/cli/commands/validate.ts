// accord validate <workflow.json...>: lists every problem with its JSON pointer; exit 1 if any.
import path from 'node:path';
import { validateWorkflow } from '../../definition/validate-workflow.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../command.ts';
import { readJson } from '../files.ts';

export const validateCommand: Command = {
  name: 'validate',
  usage: 'accord validate <workflow.json> [more.json ...]',
  summary: 'Check workflow definitions against the schema and the builder rules; list every problem.',
  options: [{ name: 'json', type: 'boolean', description: 'Print the problems as JSON instead of text.' }],
  async run(files, options, io) {
    if (files.length === 0) throw new UsageError('Give at least one workflow file.');
    let failed = false;
    const report: Record<string, unknown> = {};
    for (const file of files) {
      const definition = await readJson(path.resolve(io.cwd, file));
      const { valid, problems } = validateWorkflow(definition);
      failed ||= !valid;
      report[file] = problems;
      if (options.json) continue;
      if (valid) io.out(`${file}: valid`);
      else {
        io.out(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
        for (const problem of problems) io.out(`  ${problem.pointer || '/'}  ${problem.message}`);
      }
    }
    if (options.json) io.out(JSON.stringify(report, null, 2));
    return failed ? 1 : 0;
  },
};
