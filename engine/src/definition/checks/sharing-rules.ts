// A workflow has at most one Sharing Logic rule (workflow-builder.md §4 and §5).
import { pointer } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { records } from './walk.ts';

export function checkSingleSharingRule(definition: Record<string, unknown>): WorkflowProblem[] {
  const found: string[] = [];
  for (const [document, d] of records(definition.documents))
    for (const [rule, r] of records(document.rules))
      if (rule.type === 'Sharing Logic') found.push(pointer('documents', d, 'rules', r, 'type'));
  return found.slice(1).map((at) => ({
    pointer: at,
    message: `Only one Sharing Logic rule is allowed; the first is at ${found[0] ?? ''}.`,
  }));
}
