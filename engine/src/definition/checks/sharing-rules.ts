// A workflow has at most one Sharing Logic rule (workflow-builder.md §4 and §5).
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { records } from './walk.ts';

export function checkSingleSharingRule(definition: Record<string, unknown>): WorkflowProblem[] {
  const found: string[] = [];
  for (const [document, d] of records(definition.documents))
    for (const [rule, r] of records(document.rules))
      if (rule.type === 'Sharing Logic') found.push(pointer('documents', d, 'rules', r, 'type'));
  return found.slice(1).map((at) => problem(at, 'sharing-rule-twice', { first: found[0] ?? '' }));
}
