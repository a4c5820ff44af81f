// accord run <workflow.json> --answers <answers.json>: what the questionnaire decides, as JSON.
import path from 'node:path';
import { compile } from '../../evaluation/compile.ts';
import { evaluate } from '../../evaluation/evaluate.ts';
import type { WorkflowDefinition } from '../../definition/workflow.ts';
import { validateWorkflow } from '../../definition/validate-workflow.ts';
import type { Command } from '../command.ts';
import { UsageError } from '../command.ts';
import { readJson, readWorkflow } from '../files.ts';

export const runCommand: Command = {
  name: 'run',
  usage: 'accord run <workflow.json> --answers <answers.json> [--unilateral] [--today YYYY-MM-DD]',
  summary: 'Evaluate answers (keyed by element title or uid): visibility, missing fields, messages, computed values.',
  options: [
    {
      name: 'answers',
      type: 'string',
      short: 'a',
      description: 'JSON file of answers keyed by element title or uid (default: no answers).',
    },
    {
      name: 'unilateral',
      type: 'boolean',
      description: 'Evaluate the unilateral mode instead of the workflow default.',
    },
    { name: 'today', type: 'string', description: 'The date for age checks, YYYY-MM-DD (default: today).' },
  ],
  async run(positionals, options, io) {
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new UsageError('Give exactly one workflow file.');
    const { definition } = await readWorkflow(path.resolve(io.cwd, file));
    const { valid, problems } = validateWorkflow(definition);
    if (!valid) {
      io.err(`${file} has ${problems.length} problem(s); run "accord validate ${file}" to list them.`);
      return 1;
    }
    const raw = typeof options.answers === 'string' ? await readJson(path.resolve(io.cwd, options.answers)) : {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new UsageError('The answers file must hold a JSON object.');
    const compiled = compile(definition as WorkflowDefinition);
    const elements = compiled.elements.map((e) => e.element);
    const answers: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const element = elements.find((e) => e.title === key) ?? elements.find((e) => e.uid === key);
      if (!element) {
        io.err(`The answers name "${key}", which is no element title or uid of ${file}.`);
        return 1;
      }
      answers[element.uid] = value;
    }
    const result = evaluate(compiled, answers, {
      ...(options.unilateral ? { collaborate: false } : {}),
      ...(typeof options.today === 'string' ? { today: options.today } : {}),
    });
    const titleOf = (uid: string) => elements.find((e) => e.uid === uid)?.title ?? uid;
    io.out(
      JSON.stringify(
        {
          visible: result.visibleElementUids.map(titleOf),
          hidden: result.hiddenElementUids.map(titleOf),
          cleared: result.answersToClear.map(titleOf),
          missing: result.missingRequired,
          messages: result.messages,
          computed: Object.fromEntries(Object.entries(result.computed).map(([uid, v]) => [titleOf(uid), v])),
          groupedOptions: Object.fromEntries(
            Object.entries(result.groupedOptions).map(([uid, v]) => [titleOf(uid), v]),
          ),
          documents: result.visibleDocumentIds,
          activeRules: result.activeRuleIds,
          activeActions: result.activeActionIds,
          sharingLimits: result.sharingLimits,
        },
        null,
        2,
      ),
    );
    return 0;
  },
};
