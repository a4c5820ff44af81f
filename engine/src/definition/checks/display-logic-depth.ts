// Display-logic trees nest at most 10 levels (workflow-builder.md §5 and §9).
import { DISPLAY_LOGIC_MAX_DEPTH } from '../display-logic.ts';
import { engineText, type EngineText } from '../engine-text.ts';
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { isRecord, records, text, walkNodes } from './walk.ts';

export function checkDisplayLogicDepth(definition: Record<string, unknown>): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const check = (root: unknown, at: string, owner: EngineText) => {
    for (const visited of walkNodes(root, at))
      if (visited.depth === DISPLAY_LOGIC_MAX_DEPTH + 1)
        problems.push(problem(visited.pointer, 'display-logic-too-deep', { owner, depth: DISPLAY_LOGIC_MAX_DEPTH }));
  };
  for (const [element, e] of records(definition.elements))
    if (isRecord(element.displayLogic))
      check(
        element.displayLogic.root,
        pointer('elements', e, 'displayLogic', 'root'),
        engineText('owner-element', { title: text(element.title) ?? e }),
      );
  for (const [rule, r] of records(definition.displayLogicLibrary))
    check(rule.root, pointer('displayLogicLibrary', r, 'root'), engineText('owner-library-rule', { name: text(rule.name) ?? r }));
  return problems;
}
