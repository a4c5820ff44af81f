// The one table of what each of the 21 element types is: its family, whether it can be required and
// holds an answer (and in which variants), the shape of that answer, the comparisons a condition on it
// may use, how the questionnaire page receives it, and its defaults and limits. Everything else in the
// engine and the app that depends on an element's type reads this table or keeps an exhaustive map keyed
// by ElementType, so a 22nd type fails to compile until every place handles it
// (see tests/types/element-types.typetest.ts).
import type { Comparison } from './conditions.ts';
import { ELEMENT_TYPES, type ElementType } from './element-types.ts';
import type { ElementOfType, FormElement } from './elements.ts';

/** The groups the questionnaire renders alike (app/components/questionnaire/fields/). */
export type ElementFamily = 'text' | 'number' | 'choice' | 'date' | 'file' | 'signature' | 'table' | 'dialog' | 'media' | 'display' | 'computed';

/** The clean answer models of answers/answer-types.ts, by name. */
export type AnswerShape =
  | 'text'
  | 'number'
  | 'choice'
  | 'choices'
  | 'date'
  | 'file'
  | 'signature'
  | 'video'
  | 'rows'
  | 'dialog'
  | 'figures';

/**
 * How the questionnaire page takes the answer: plain inputs read by the form reader, an upload checked by
 * content, a drawn or typed signature, or not at all (the type holds no answer, or one entered elsewhere:
 * the child support calculator's figures come from the state's own calculator).
 */
export type AnswerInput = 'plain' | 'upload' | 'signature' | 'none';

export interface ElementTypeInfo<E extends FormElement = FormElement> {
  family: ElementFamily;
  /** May be marked required (workflow-builder.md §3). */
  requirable: boolean;
  /** The clean answer's shape, or null for a type that never holds one. */
  answer: AnswerShape | null;
  /** For types whose variant decides: whether this element takes an answer at all. */
  takesAnswer?(element: E): boolean;
  answerInput: AnswerInput;
  /** The comparisons a condition on this type may use (workflow-builder.md §9); none for display-only types. */
  comparisons: readonly Comparison[];
  /**
   * The most characters an answer of this type may take as stored (its JSON); a larger one is refused before it is
   * written (issue 30 item 6: an 11.4 MB short text was stored). 0 for types that hold no answer.
   */
  answerLimit: number;
}

const SELECT = ['is', 'is-not', 'answered', 'not-answered'] as const satisfies readonly Comparison[];
const MULTI = ['any', 'all', 'answered', 'not-answered'] as const satisfies readonly Comparison[];
const TEXT = ['answered', 'not-answered', 'contains', 'is', 'is-not'] as const satisfies readonly Comparison[];
const NONE = [] as const satisfies readonly Comparison[];

const display = { family: 'display', requirable: false, answer: null, answerInput: 'none', comparisons: NONE, answerLimit: 0 } as const;

/**
 * Text answers are whitespace-collapsed, then refused above these lengths (issue 14 item 15: a 10 MB answer
 * was accepted). A short text holds a name, an address line or an e-mail, so 1,000 characters leave room
 * for any real one; a long text holds a few paragraphs of explanation, so 20,000 (about eight pages).
 */
export const TEXT_ANSWER_LIMITS = { 'text-input-short': 1000, 'text-input-long': 20000 } as const;

/**
 * The stored sizes of the registry's answerLimit column. A text's stored size leaves room for the spaces and line
 * breaks its count collapses (four times its text limit); a choice holds one option's text; a drawn signature is at
 * most 1,500,000 characters as a data URL (app/services/signing/drawn-signature.server.ts), and a dialog window may
 * hold two of them beside its text fields; a table holds rows of short texts.
 */
const ANSWER_LIMITS = {
  text: (type: keyof typeof TEXT_ANSWER_LIMITS) => TEXT_ANSWER_LIMITS[type] * 4,
  number: 200,
  choice: 5_000,
  choices: 100_000,
  date: 20_000,
  file: 5_000,
  signature: 1_600_000,
  video: 200,
  rows: 500_000,
  dialog: 3_500_000,
  figures: 10_000,
} as const;

/** Defaults and bounds the spec gives per type (workflow-builder.md §3 and §5, end-user-journey.md §5). */
export const ELEMENT_DEFAULTS = {
  /** number-input without lowerBound / upperBound. */
  numberBounds: { lower: -100, upper: 100 },
  /** item-table money columns. */
  moneyBounds: { lower: 1, upper: 100000 },
  /** file-input without accept. */
  fileTypes: ['.png', '.gif', '.jpeg', '.jpg', '.pdf'],
  /** date-picker: no date before this is a proper date. */
  earliestDate: '1900-01-01',
  /** signature-pad: a drawn image shorter than this (as a data URL) is too little ink to count. */
  minSignatureLength: 5000,
  /**
   * signature-pad: a typed signature (the way to sign without JavaScript) needs at least this many letters. The
   * spec's rule refuses a drawn signature with too little ink; its spirit for a typed one is that a single letter
   * is no signature, while the shortest real names (Al, Bo, Li) still sign.
   */
  minTypedSignatureLetters: 2,
} as const;

export const ELEMENT_TYPE_REGISTRY = {
  'single-select': { family: 'choice', requirable: true, answer: 'choice', answerInput: 'plain', comparisons: SELECT, answerLimit: ANSWER_LIMITS.choice },
  'state-select': { family: 'choice', requirable: true, answer: 'choice', answerInput: 'plain', comparisons: SELECT, answerLimit: ANSWER_LIMITS.choice },
  'multi-select': { family: 'choice', requirable: true, answer: 'choices', answerInput: 'plain', comparisons: MULTI, answerLimit: ANSWER_LIMITS.choices },
  'number-input': {
    family: 'number',
    requirable: true,
    answer: 'number',
    answerInput: 'plain',
    comparisons: ['greater-than', 'equal-to', 'less-than', 'between', 'answered', 'not-answered'],
    answerLimit: ANSWER_LIMITS.number,
  },
  'text-input-short': { family: 'text', requirable: true, answer: 'text', answerInput: 'plain', comparisons: TEXT, answerLimit: ANSWER_LIMITS.text('text-input-short') },
  'text-input-long': { family: 'text', requirable: true, answer: 'text', answerInput: 'plain', comparisons: TEXT, answerLimit: ANSWER_LIMITS.text('text-input-long') },
  'signature-pad': { family: 'signature', requirable: true, answer: 'signature', answerInput: 'signature', comparisons: ['signed', 'not-signed'], answerLimit: ANSWER_LIMITS.signature },
  'file-input': { family: 'file', requirable: true, answer: 'file', answerInput: 'upload', comparisons: ['uploaded', 'not-uploaded'], answerLimit: ANSWER_LIMITS.file },
  'page-break': display,
  heading: display,
  subheading: display,
  paragraph: display,
  label: display,
  'youtube-video': { family: 'media', requirable: false, answer: 'video', answerInput: 'plain', comparisons: ['before-watch', 'after-watch'], answerLimit: ANSWER_LIMITS.video },
  'date-picker': {
    family: 'date',
    requirable: true,
    answer: 'date',
    answerInput: 'plain',
    comparisons: ['after', 'equal-to', 'before', 'between', 'answered', 'not-answered'],
    answerLimit: ANSWER_LIMITS.date,
  },
  'dialog-window': { family: 'dialog', requirable: true, answer: 'dialog', answerInput: 'plain', comparisons: ['answered', 'not-answered', 'is', 'is-not'], answerLimit: ANSWER_LIMITS.dialog },
  'computed-property': { family: 'computed', requirable: false, answer: null, answerInput: 'none', comparisons: ['greater-than', 'equal-to', 'less-than', 'between'], answerLimit: 0 },
  'grouped-options': {
    family: 'choice',
    requirable: false,
    answer: 'choice',
    takesAnswer: (element: ElementOfType<'grouped-options'>) => element.groupingVariant === 'select',
    answerInput: 'plain',
    comparisons: SELECT,
    answerLimit: ANSWER_LIMITS.choice,
  },
  'item-table': {
    family: 'table',
    requirable: true,
    answer: 'rows',
    takesAnswer: (element: ElementOfType<'item-table'>) => element.variant !== 'read-only',
    answerInput: 'plain',
    comparisons: ['answered', 'not-answered'],
    answerLimit: ANSWER_LIMITS.rows,
  },
  'embedded-image': {
    family: 'media',
    requirable: true,
    answer: 'choices',
    takesAnswer: (element: ElementOfType<'embedded-image'>) => element.interactionType !== 'none',
    answerInput: 'plain',
    comparisons: [...SELECT, 'any', 'all'],
    answerLimit: ANSWER_LIMITS.choices,
  },
  'child-support-calculator': { family: 'display', requirable: false, answer: 'figures', answerInput: 'none', comparisons: ['answered', 'not-answered'], answerLimit: ANSWER_LIMITS.figures },
} as const satisfies { [K in ElementType]: ElementTypeInfo<ElementOfType<K>> };

type Registry = typeof ELEMENT_TYPE_REGISTRY;

/** Types that can be marked required (workflow-builder.md §3). */
export type RequirableElementType = { [K in ElementType]: Registry[K]['requirable'] extends true ? K : never }[ElementType];
/** Types that hold an end user's answer (a watched video and a grouped-options choice count too). */
export type AnswerableElementType = { [K in ElementType]: Registry[K]['answer'] extends null ? never : K }[ElementType];

export const REQUIRABLE_ELEMENT_TYPES = ELEMENT_TYPES.filter(
  (type): type is RequirableElementType => ELEMENT_TYPE_REGISTRY[type].requirable,
);
export const ANSWERABLE_ELEMENT_TYPES = ELEMENT_TYPES.filter(
  (type): type is AnswerableElementType => ELEMENT_TYPE_REGISTRY[type].answer !== null,
);

/** The registry's entry for a type, or undefined for a string that names no type (an unchecked definition). */
export function elementTypeInfo(type: string): ElementTypeInfo | undefined {
  return Object.hasOwn(ELEMENT_TYPE_REGISTRY, type) ? (ELEMENT_TYPE_REGISTRY[type as ElementType] as ElementTypeInfo) : undefined;
}

export function isRequirableType(type: string): type is RequirableElementType {
  return elementTypeInfo(type)?.requirable === true;
}

export function isAnswerableType(type: string): type is AnswerableElementType {
  const info = elementTypeInfo(type);
  return info !== undefined && info.answer !== null;
}

/** Whether this element, in its variant, takes an answer (a read-only table or a text-only group does not). */
export function takesAnswer(element: FormElement): boolean {
  const info = elementTypeInfo(element.type);
  if (info === undefined || info.answer === null) return false;
  return info.takesAnswer === undefined || info.takesAnswer(element);
}

/** Whether the questionnaire page shows inputs that answer this element (what a form-data import may fill). */
export function hasAnswerInput(element: FormElement): boolean {
  return elementTypeInfo(element.type)?.answerInput !== 'none' && takesAnswer(element);
}

/** For each element type, the comparisons a condition on it may use (from the element-type registry). */
export const COMPARISONS_BY_ELEMENT_TYPE = Object.fromEntries<readonly Comparison[]>(
  ELEMENT_TYPES.map((type) => [type, ELEMENT_TYPE_REGISTRY[type].comparisons]),
) as Record<ElementType, readonly Comparison[]>;
