// The questionnaire starts with a page-break at index 0: it names the first page and cannot move.
import { ENGINE_TEXTS } from '../engine-text.ts';
import { problem, type WorkflowProblem } from '../problem.ts';
import { isRecord } from './walk.ts';

export const FIRST_PAGE_BREAK_MESSAGE = ENGINE_TEXTS['first-page-break'];

export function checkFirstPageBreak(definition: Record<string, unknown>): WorkflowProblem[] {
  const elements = definition.elements;
  if (!Array.isArray(elements)) return [];
  if (elements.length === 0) return [problem('/elements', 'first-page-break')];
  const first: unknown = elements[0];
  return isRecord(first) && first.type === 'page-break'
    ? []
    : [problem('/elements/0', 'first-page-break')];
}
