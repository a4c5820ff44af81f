// Question conditions shared by display-logic nodes, document rules and a document's display logic:
// which comparisons exist (workflow-builder.md §9) and which element types each applies to.

export const CONDITIONALS = ['if', 'else', 'always'] as const;
/** if: holds when the test holds; else: holds when it does not; always: holds whatever the answers. */
export type Conditional = (typeof CONDITIONALS)[number];

export const LOGICAL_OPERATORS = ['and', 'or', 'not', 'x-or'] as const;
/** and: all; or: at least one; not: none; x-or: exactly one. */
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

export const COMPARISONS = [
  'greater-than',
  'equal-to',
  'less-than',
  'between',
  'after',
  'before',
  'answered',
  'not-answered',
  'contains',
  'uploaded',
  'not-uploaded',
  'before-watch',
  'after-watch',
  'signed',
  'not-signed',
  'collaborating',
  'unilateral',
  'is',
  'is-not',
  'any',
  'all',
] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** Comparisons about the user workflow itself rather than a question: no questionUid. */
export const PARTICIPATING_COMPARISONS = ['collaborating', 'unilateral'] as const;

/** One test on one question (or on the participating mode). */
export interface QuestionCondition {
  /** The element tested; absent for collaborating / unilateral. */
  questionUid?: string;
  comparison: Comparison;
  /** is / is-not / any / all / contains: the option(s) or text compared with. */
  answer?: string | string[];
  /** greater-than / equal-to / less-than (a number) and after / before / equal-to on dates (YYYY-MM-DD). */
  value?: number | string;
  /** between: inclusive limits, numbers or dates. */
  lowerLimit?: number | string;
  upperLimit?: number | string;
}

/** A rule's or a document's condition: how its questions combine and whether it is inverted or always on. */
export interface Condition {
  conditional: Conditional;
  operator?: LogicalOperator;
  questions?: QuestionCondition[];
}

export const questionConditionSchema = {
  type: 'object',
  required: ['comparison'],
  properties: {
    questionUid: { type: 'string', minLength: 1 },
    comparison: { enum: COMPARISONS },
    answer: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
    value: { type: ['number', 'string'] },
    lowerLimit: { type: ['number', 'string'] },
    upperLimit: { type: ['number', 'string'] },
  },
  additionalProperties: false,
  if: { properties: { comparison: { enum: PARTICIPATING_COMPARISONS } } },
  else: { required: ['questionUid'] },
} as const;

export const conditionSchema = {
  type: 'object',
  required: ['conditional'],
  properties: {
    conditional: { enum: CONDITIONALS },
    operator: { enum: LOGICAL_OPERATORS },
    questions: { type: 'array', items: questionConditionSchema },
  },
} as const;
