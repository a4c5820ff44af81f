// Plain words for tests and the things that own conditions, for the findings' sentences.
import type { QuestionCondition } from '../definition/conditions.ts';
import type { FormElement } from '../definition/elements.ts';

const WORDS: Record<string, string> = {
  'greater-than': 'is greater than',
  'equal-to': 'is equal to',
  'less-than': 'is less than',
  between: 'is between',
  after: 'is after',
  before: 'is before',
  answered: 'is answered',
  'not-answered': 'is not answered',
  contains: 'contains',
  uploaded: 'is uploaded',
  'not-uploaded': 'is not uploaded',
  'before-watch': 'is not watched yet',
  'after-watch': 'is watched',
  signed: 'is signed',
  'not-signed': 'is not signed',
  is: 'is',
  'is-not': 'is not',
  any: 'has any of',
  all: 'has all of',
};

const quoted = (v: unknown) => (Array.isArray(v) ? v.map((x) => `"${String(x)}"`).join(' or ') : typeof v === 'string' ? `"${v}"` : String(v));

/** 'MARRIED is "Yes"', 'INCOME is between 1 and 5', 'the person is collaborating'. */
export function describeTest(condition: QuestionCondition, elementsByUid: ReadonlyMap<string, FormElement>): string {
  if (condition.comparison === 'collaborating') return 'the spouses are collaborating';
  if (condition.comparison === 'unilateral') return 'the petitioner is filing alone (unilateral)';
  const title = elementsByUid.get(String(condition.questionUid))?.title ?? String(condition.questionUid);
  const words = WORDS[condition.comparison] ?? condition.comparison;
  if (condition.comparison === 'between') return `${title} ${words} ${quoted(condition.lowerLimit)} and ${quoted(condition.upperLimit)}`;
  const operand = condition.answer !== undefined ? condition.answer : condition.value;
  return operand === undefined ? `${title} ${words}` : `${title} ${words} ${quoted(operand)}`;
}
