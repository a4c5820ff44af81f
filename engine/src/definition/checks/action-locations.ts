// Action positions lie on the page scale, 100 wide by 120 high, and on a page the document has.
import { ENGINE_TEXTS } from '../engine-text.ts';
import { pointer, problem } from '../problem.ts';
import type { WorkflowProblem } from '../problem.ts';
import { isRecord, records } from './walk.ts';

export const HORIZONTAL_MESSAGE = ENGINE_TEXTS['position-horizontal'];
export const VERTICAL_MESSAGE = ENGINE_TEXTS['position-vertical'];

const HORIZONTAL = ['x', 'startX', 'width'] as const;
const VERTICAL = ['y', 'startY', 'height'] as const;

/** Greater than 0 and at most the maximum (workflow-builder.md §5). */
function inRange(value: unknown, max: number): boolean {
  return typeof value === 'number' && value > 0 && value <= max;
}

export function checkActionLocations(definition: Record<string, unknown>): WorkflowProblem[] {
  const problems: WorkflowProblem[] = [];
  for (const [document, d] of records(definition.documents)) {
    const pageCount = Array.isArray(document.pages) ? document.pages.length : 0;
    for (const [rule, r] of records(document.rules))
      for (const [action, a] of records(rule.actions)) {
        const location = action.location;
        if (!isRecord(location)) continue;
        const at = (key: string) => pointer('documents', d, 'rules', r, 'actions', a, 'location', key);
        for (const key of HORIZONTAL)
          if (key in location && !inRange(location[key], 100))
            problems.push(problem(at(key), 'position-horizontal'));
        for (const key of VERTICAL)
          if (key in location && !inRange(location[key], 120))
            problems.push(problem(at(key), 'position-vertical'));
        if (typeof location.page === 'number' && (location.page < 1 || location.page > pageCount))
          problems.push(problem(at('page'), 'page-missing', { page: location.page, pages: pageCount }));
      }
  }
  return problems;
}
