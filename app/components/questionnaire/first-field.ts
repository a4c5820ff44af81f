// Where the skip link of a questionnaire page goes (issue 32, finding 7): straight to the page's first question, past
// the page tabs, rather than to the top of the main content. It is an address in the served page (`#id`), so it
// works without JavaScript: the browser moves focus to a focusable element an address points at.
import { elementTypeInfo, hasAnswerInput, type FormElement } from '~/engine';
import { controlId } from './fields/field-chrome';

/** the families whose first control carries `controlId(uid)` (a text box, a date, a select or the first option, a file) */
const FOCUSABLE_BY_ID = new Set(['text', 'number', 'choice', 'date', 'file']);

/**
 * The id the skip link points at: the first shown question's own control; for a question without one (a table, a
 * dialog, a signature), its block, so the next Tab reaches its first control; undefined when the page asks nothing.
 */
export function firstFieldTarget(elements: readonly { element: FormElement }[], visibleUids: readonly string[]): string | undefined {
  const visible = new Set(visibleUids);
  const first = elements.map((e) => e.element).find((e) => visible.has(e.uid) && hasAnswerInput(e));
  if (!first) return undefined;
  return FOCUSABLE_BY_ID.has(elementTypeInfo(first.type)?.family ?? '') ? controlId(first.uid) : `field-${first.uid}`;
}
