// The questionnaire starts with a page-break at index 0: it names the first page and cannot move.
import type { WorkflowProblem } from '../problem.ts';
import { isRecord } from './walk.ts';

export const FIRST_PAGE_BREAK_MESSAGE = 'The first form element must be a page-break: it starts the first page.';

export function checkFirstPageBreak(definition: Record<string, unknown>): WorkflowProblem[] {
  const elements = definition.elements;
  if (!Array.isArray(elements)) return [];
  if (elements.length === 0) return [{ pointer: '/elements', message: FIRST_PAGE_BREAK_MESSAGE }];
  const first: unknown = elements[0];
  return isRecord(first) && first.type === 'page-break'
    ? []
    : [{ pointer: '/elements/0', message: FIRST_PAGE_BREAK_MESSAGE }];
}
