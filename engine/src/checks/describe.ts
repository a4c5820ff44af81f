// Plain words for tests and the things that own conditions, for the findings' sentences: by code and values (see
// definition/engine-text.ts), so an app says them in the author's language, and in English.
import type { QuestionCondition } from '../definition/conditions.ts';
import type { FormElement } from '../definition/elements.ts';
import { engineText, listOf, type EngineText, type EngineTextCode, type EngineTextValue } from '../definition/engine-text.ts';

const TESTS: Record<string, EngineTextCode> = {
  'greater-than': 'test-greater-than',
  'equal-to': 'test-equal-to',
  'less-than': 'test-less-than',
  after: 'test-after',
  before: 'test-before',
  answered: 'test-answered',
  'not-answered': 'test-not-answered',
  contains: 'test-contains',
  uploaded: 'test-uploaded',
  'not-uploaded': 'test-not-uploaded',
  'before-watch': 'test-before-watch',
  'after-watch': 'test-after-watch',
  signed: 'test-signed',
  'not-signed': 'test-not-signed',
  is: 'test-is',
  'is-not': 'test-is-not',
  any: 'test-any',
  all: 'test-all',
};

const quoted = (v: unknown): EngineTextValue => (Array.isArray(v) ? listOf(v.map((x) => `"${String(x)}"`), 'list-or') : typeof v === 'string' ? `"${v}"` : String(v));

/** 'MARRIED is "Yes"', 'INCOME is between 1 and 5', 'the spouses are collaborating', by code. */
export function describeTestText(condition: QuestionCondition, elementsByUid: ReadonlyMap<string, FormElement>): EngineText {
  if (condition.comparison === 'collaborating') return engineText('test-collaborating');
  if (condition.comparison === 'unilateral') return engineText('test-unilateral');
  const title = elementsByUid.get(String(condition.questionUid))?.title ?? String(condition.questionUid);
  if (condition.comparison === 'between') return engineText('test-between', { title, low: quoted(condition.lowerLimit), high: quoted(condition.upperLimit) });
  const operandValue = condition.answer !== undefined ? condition.answer : condition.value;
  const operand = operandValue === undefined ? '' : engineText('operand', { value: quoted(operandValue) });
  const code = Object.hasOwn(TESTS, condition.comparison) ? TESTS[condition.comparison]! : 'test-other';
  return engineText(code, { title, operand, ...(code === 'test-other' ? { comparison: String(condition.comparison) } : {}) });
}

