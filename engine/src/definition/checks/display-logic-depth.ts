// Display-logic trees nest at most 10 levels (workflow-builder.md §5 and §9).
import { DISPLAY_LOGIC_MAX_DEPTH } from '../display-logic.ts';
import { pointer } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { isRecord, records, text, walkNodes } from './walk.ts';

export function checkDisplayLogicDepth(definition: Record<string, unknown>): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  const check = (root: unknown, at: string, owner: string) => {
    for (const visited of walkNodes(root, at))
      if (visited.depth === DISPLAY_LOGIC_MAX_DEPTH + 1)
        problems.push({
          pointer: visited.pointer,
          message: `Display logic of ${owner} nests deeper than ${DISPLAY_LOGIC_MAX_DEPTH} levels.`,
        });
  };
  for (const [element, e] of records(definition.elements))
    if (isRecord(element.displayLogic))
      check(
        element.displayLogic.root,
        pointer('elements', e, 'displayLogic', 'root'),
        `element "${text(element.title) ?? e}"`,
      );
  for (const [rule, r] of records(definition.displayLogicLibrary))
    check(rule.root, pointer('displayLogicLibrary', r, 'root'), `library rule "${text(rule.name) ?? r}"`);
  return problems;
}
