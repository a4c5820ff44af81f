// What changed between two snapshots of a user workflow's answers, page by page and field by field, for the
// 'changed pages' notice (issue 17). A field changed when its stored value differs (the same comparison autosave
// uses); each changed value is also read as text, one way per element type, and text differences are marked word
// by word with jsdiff. Isomorphic and pure: the integration test runs it over every element type of the registry.
import { diffWords } from 'diff';
import { choiceLabel, takesAnswer, type ElementType, type FormElement, type Language } from '../../engine';
import { sameAnswer } from '../../answer-form/form-answers';

type Text = (element: FormElement, value: unknown) => string;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]);
const plain = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['label', 'text', 'title', 'value', 'name']) if (typeof o[key] === 'string' || typeof o[key] === 'number') return String(o[key]);
  }
  return JSON.stringify(value);
};
const choices: Text = (_e, value) => asList(value).map(plain).join(', ');
const signature: Text = (_e, value) => {
  const s = value as { signed?: boolean; typedName?: string } | null;
  if (!s || !s.signed) return 'Not signed';
  return s.typedName ? `Signed as ${s.typedName}` : 'Signed (drawn)';
};
const date: Text = (_e, value) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const r = value as { start?: string; end?: string };
    return `${r.start ?? ''} to ${r.end ?? ''}`;
  }
  return asList(value).map(plain).join(', ');
};
const rows: Text = (_e, value) =>
  asList(value)
    .map((row, i) => `Row ${i + 1}: ${Array.isArray(row) ? row.map(plain).join(' | ') : row && typeof row === 'object' ? Object.values(row as Record<string, unknown>).map(plain).join(' | ') : plain(row)}`)
    .join('\n');
const dialog: Text = (_e, value) => {
  const d = value as { buttonClicked?: string; fields?: Record<string, unknown> } | null;
  if (!d) return '';
  const fields = Object.entries(d.fields ?? {}).map(([uid, v]) => `${uid}: ${v && typeof v === 'object' ? signature(_e, v) : plain(v)}`);
  return [d.buttonClicked ? `Chose ${d.buttonClicked}` : '', ...fields].filter(Boolean).join('\n');
};
const figures: Text = (_e, value) =>
  value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${plain(v)}`).join('\n') : plain(value);
const nothing: Text = () => '';

/** How each element type's value reads in the changes view (a type missing here does not compile). */
export const CHANGE_TEXT = {
  'text-input-short': (_e, v) => plain(v),
  'text-input-long': (_e, v) => plain(v),
  'number-input': (_e, v) => plain(v),
  'single-select': choices,
  'state-select': choices,
  'grouped-options': choices,
  'multi-select': choices,
  'embedded-image': choices,
  'date-picker': date,
  'file-input': (_e, v) => plain(v),
  'signature-pad': signature,
  'youtube-video': (_e, v) => ((v as { watched?: boolean } | null)?.watched ? 'Watched' : 'Not watched'),
  'item-table': rows,
  'dialog-window': dialog,
  'child-support-calculator': figures,
  'computed-property': nothing,
  'page-break': nothing,
  heading: nothing,
  subheading: nothing,
  paragraph: nothing,
  label: nothing,
} satisfies Record<ElementType, Text>;

export interface WordPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

export interface FieldChange {
  uid: string;
  label: string;
  type: ElementType;
  before: string;
  after: string;
  /** the difference word by word (jsdiff's diffWords) */
  words: WordPart[];
}

export interface PageChanges {
  pageUid: string;
  pageIndex: number;
  label: string;
  fields: FieldChange[];
}

export function valueText(element: FormElement, value: unknown): string {
  if (value === null || value === undefined) return '';
  return CHANGE_TEXT[element.type](element, value);
}

export function wordDifference(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((part) => ({ text: part.value, kind: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
}

/** How an answer is shown before it is read as text: as stored, or masked for an admin (personal-data.ts). */
export type AnswerShown = (element: FormElement, value: unknown) => unknown;
export const asStored: AnswerShown = (_element, value) => value;

const CHOICE_TYPES: ReadonlySet<ElementType> = new Set(['single-select', 'multi-select', 'state-select', 'grouped-options']);

/** Choices as a person reading `language` sees them (ADR 035: stored by their English text), other answers as stored. */
export function shownIn(language: Language): AnswerShown {
  if (language === 'en') return asStored;
  return (element, value) => {
    if (!CHOICE_TYPES.has(element.type)) return value;
    const label = (v: unknown) => (typeof v === 'string' ? choiceLabel(element, v, language).text : v);
    return Array.isArray(value) ? value.map(label) : label(value);
  };
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * The pages and fields whose answers differ between two snapshots, in the questionnaire's order. Only elements
 * that take an answer count (the registry's takesAnswer); an answer that was absent and is now empty is no change.
 */
export function answerChanges(
  pages: readonly { uid: string; label?: string; title?: string; elements: readonly FormElement[] }[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  /** how a value is shown (an admin's view masks Social Security numbers); whether it changed is judged on the stored value */
  shown: AnswerShown = asStored,
): PageChanges[] {
  const changed: PageChanges[] = [];
  pages.forEach((page, pageIndex) => {
    const fields: FieldChange[] = [];
    for (const element of page.elements) {
      if (!takesAnswer(element)) continue;
      const a = before[element.uid];
      const b = after[element.uid];
      if (sameAnswer(a, b) || (isEmpty(a) && isEmpty(b))) continue;
      const beforeText = valueText(element, shown(element, a));
      const afterText = valueText(element, shown(element, b));
      fields.push({ uid: element.uid, label: element.label || element.title || element.uid, type: element.type, before: beforeText, after: afterText, words: wordDifference(beforeText, afterText) });
    }
    if (fields.length) changed.push({ pageUid: page.uid, pageIndex, label: page.label ?? page.title ?? `Page ${pageIndex + 1}`, fields });
  });
  return changed;
}
