// Translates Accord's conditions (display-logic trees, rule and document conditions) into json-logic
// over the evaluation data { a: answers by uid, c: { collaborate } }, using the custom operations.
import type { Condition, LogicalOperator, QuestionCondition } from '../definition/conditions.ts';
import type { DisplayLogicLibraryRule, DisplayLogicNode } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';

export type JsonLogic = boolean | number | string | null | JsonLogic[] | { [operator: string]: JsonLogic };

export interface TranslationScope {
  elementsByUid: ReadonlyMap<string, FormElement>;
  libraryByUid: ReadonlyMap<string, DisplayLogicLibraryRule>;
}

export const answerVar = (uid: string): JsonLogic => ({ var: `a.${uid}` });
const COLLABORATE: JsonLogic = { var: 'c.collaborate' };
const not = (logic: JsonLogic): JsonLogic => (typeof logic === 'boolean' ? !logic : { '!': logic });
const asList = (answer: string | string[] | undefined): string[] =>
  answer === undefined ? [] : Array.isArray(answer) ? answer : [answer];

/** One question test. An unknown question or a comparison that does not fit its type never holds. */
export function questionToJsonLogic(question: QuestionCondition, scope: TranslationScope): JsonLogic {
  if (typeof question !== 'object' || question === null) return false;
  if (question.comparison === 'collaborating') return { '===': [COLLABORATE, true] };
  if (question.comparison === 'unilateral') return { '===': [COLLABORATE, false] };
  const element = typeof question.questionUid === 'string' ? scope.elementsByUid.get(question.questionUid) : undefined;
  if (!element) return false;
  const isDate = element.type === 'date-picker';
  const value: JsonLogic = question.value ?? null;
  const low: JsonLogic = question.lowerLimit ?? null;
  const high: JsonLogic = question.upperLimit ?? null;
  const answer = element.type === 'dialog-window' ? { var: `a.${element.uid}.buttonClicked` } : answerVar(element.uid);
  switch (question.comparison) {
    case 'answered':
    case 'uploaded':
    case 'signed':
    case 'after-watch':
      return { answered: [answer] };
    case 'not-answered':
    case 'not-uploaded':
    case 'not-signed':
    case 'before-watch':
      return { '!': { answered: [answer] } };
    case 'greater-than':
      return { num_gt: [answer, value] };
    case 'less-than':
      return { num_lt: [answer, value] };
    case 'after':
      return { date_after: [answer, value] };
    case 'before':
      return { date_before: [answer, value] };
    case 'equal-to':
      return isDate ? { date_eq: [answer, value] } : { num_eq: [answer, value] };
    case 'between':
      return isDate ? { date_between: [answer, low, high] } : { num_between: [answer, low, high] };
    case 'is':
      return { choice_is: [answer, asList(question.answer)] };
    case 'is-not':
      return { '!': { choice_is: [answer, asList(question.answer)] } };
    case 'any':
      return { choice_any: [answer, asList(question.answer)] };
    case 'all':
      return { choice_all: [answer, asList(question.answer)] };
    case 'contains':
      return { text_contains: [answer, asList(question.answer)[0] ?? ''] };
    default:
      return false;
  }
}

/** Combines tests: and (all), or (at least one), not (none), x-or (exactly one). */
export function combine(operator: LogicalOperator | undefined, parts: JsonLogic[]): JsonLogic {
  switch (operator) {
    case 'and':
    default:
      return parts.length === 0 ? true : parts.length === 1 ? parts[0]! : { and: parts };
    case 'or':
      return parts.length === 0 ? false : parts.length === 1 ? parts[0]! : { or: parts };
    case 'not':
      return parts.length === 0 ? true : not(parts.length === 1 ? parts[0]! : { or: parts });
    case 'x-or':
      return parts.length === 0 ? false : { xor: parts };
  }
}

/** Applies a conditional: if keeps the test, else inverts it, always ignores it. */
export function applyConditional(conditional: Condition['conditional'] | undefined, test: JsonLogic): JsonLogic {
  if (conditional === 'always' || conditional === undefined) return true;
  return conditional === 'else' ? not(test) : test;
}

/** A rule's or a document's condition. A missing conditional counts as always. */
export function conditionToJsonLogic(condition: Partial<Condition> | undefined, scope: TranslationScope): JsonLogic {
  if (!condition) return true;
  if (typeof condition !== 'object' || condition === null) return true;
  const questions = Array.isArray(condition.questions) ? condition.questions : [];
  return applyConditional(
    condition.conditional,
    combine(
      condition.operator,
      questions.map((q) => questionToJsonLogic(q, scope)),
    ),
  );
}

/** A display-logic node. Library references are inlined; a reference cycle (invalid) never holds. */
export function nodeToJsonLogic(
  node: DisplayLogicNode,
  scope: TranslationScope,
  libraryPath: readonly string[] = [],
): JsonLogic {
  if (typeof node !== 'object' || node === null) return false;
  let test: JsonLogic;
  switch (node.kind) {
    case 'expression':
      test = combine(
        node.operator,
        (Array.isArray(node.questions) ? node.questions : []).map((q) => questionToJsonLogic(q, scope)),
      );
      break;
    case 'compound':
      test = combine(
        node.operator,
        (Array.isArray(node.children) ? node.children : []).map((child) => nodeToJsonLogic(child, scope, libraryPath)),
      );
      break;
    case 'library': {
      const rule = typeof node.libraryUid === 'string' ? scope.libraryByUid.get(node.libraryUid) : undefined;
      // A missing rule or a reference cycle (both reported by validateWorkflow) never holds.
      test =
        !rule || libraryPath.includes(rule.uid) || libraryPath.length > 50
          ? false
          : nodeToJsonLogic(rule.root, scope, [...libraryPath, rule.uid]);
      break;
    }
    default:
      test = false;
  }
  const result = applyConditional(node.conditional, test);
  return node.negate ? not(result) : result;
}

/** The uids of the questions a json-logic rule reads (to order evaluation by dependency). */
export function answerUidsRead(logic: JsonLogic, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(logic)) for (const item of logic) answerUidsRead(item, into);
  else if (logic !== null && typeof logic === 'object') {
    for (const [op, args] of Object.entries(logic)) {
      if (op === 'var' && typeof args === 'string' && args.startsWith('a.')) into.add(args.slice(2).split('.')[0]!);
      else answerUidsRead(args, into);
    }
  }
  return into;
}
