// What changed between two snapshots of a user workflow's answers, page by page and field by field, for the
// 'changed pages' notice (issue 17). A field changed when its stored value differs (the same comparison autosave
// uses); each changed value is also read as text, one way per element type, and text differences are marked word
// by word with jsdiff. Isomorphic and pure: the integration test runs it over every element type of the registry.
// The words a value reads with ('Signed as …', 'Row 2: …', 'Watched') are the reader's: `ChangeWords`.
import { diffWords } from 'diff';
import type { TFunction } from 'i18next';
import { choiceLabel, takesAnswer, type ElementType, type FormElement, type Language } from '../../engine';
import { sameAnswer } from '../../answer-form/form-answers';

/** The questionnaire catalogue's `changes.values`: what an answer reads with, in the reader's language. */
export interface ChangeWords {
  notSigned: string;
  signedAs: (name: string) => string;
  signedDrawn: string;
  range: (start: string, end: string) => string;
  row: (n: number, cells: string) => string;
  chose: (button: string) => string;
  watched: string;
  notWatched: string;
  yes: string;
  no: string;
  page: (n: number) => string;
}

/** The words of `t`'s language (a page's, on the server: requestTexts(request, 'questionnaire')). */
export function changeWords(t: TFunction<'questionnaire'>): ChangeWords {
  return {
    notSigned: t('changes.values.notSigned'),
    signedAs: (name) => t('changes.values.signedAs', { name }),
    signedDrawn: t('changes.values.signedDrawn'),
    range: (start, end) => t('changes.values.range', { start, end }),
    row: (n, cells) => t('changes.values.row', { n, cells }),
    chose: (button) => t('changes.values.chose', { button }),
    watched: t('changes.values.watched'),
    notWatched: t('changes.values.notWatched'),
    yes: t('changes.values.yes'),
    no: t('changes.values.no'),
    page: (n) => t('changes.values.page', { n }),
  };
}

/** The English catalogue's words, as a caller that names no language gets them (a unit test holds them equal). */
export const ENGLISH_CHANGE_WORDS: ChangeWords = {
  notSigned: 'Not signed',
  signedAs: (name) => `Signed as ${name}`,
  signedDrawn: 'Signed (drawn)',
  range: (start, end) => `${start} to ${end}`,
  row: (n, cells) => `Row ${n}: ${cells}`,
  chose: (button) => `Chose ${button}`,
  watched: 'Watched',
  notWatched: 'Not watched',
  yes: 'Yes',
  no: 'No',
  page: (n) => `Page ${n}`,
};

type Text = (element: FormElement, value: unknown, words: ChangeWords) => string;

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]);
const plain = (value: unknown, words: ChangeWords = ENGLISH_CHANGE_WORDS): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['label', 'text', 'title', 'value', 'name']) if (typeof o[key] === 'string' || typeof o[key] === 'number') return String(o[key]);
  }
  return JSON.stringify(value);
};
const choices: Text = (_e, value, words) => asList(value).map((v) => plain(v, words)).join(', ');
const signature: Text = (_e, value, words) => {
  const s = value as { signed?: boolean; typedName?: string } | null;
  if (!s || !s.signed) return words.notSigned;
  return s.typedName ? words.signedAs(s.typedName) : words.signedDrawn;
};
const date: Text = (_e, value, words) => {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const r = value as { start?: string; end?: string };
    return words.range(r.start ?? '', r.end ?? '');
  }
  return asList(value).map((v) => plain(v, words)).join(', ');
};
const rows: Text = (_e, value, words) => {
  const cells = (row: unknown) =>
    Array.isArray(row) ? row.map((v) => plain(v, words)).join(' | ') : row && typeof row === 'object' ? Object.values(row as Record<string, unknown>).map((v) => plain(v, words)).join(' | ') : plain(row, words);
  return asList(value)
    .map((row, i) => words.row(i + 1, cells(row)))
    .join('\n');
};
const dialog: Text = (element, value, words) => {
  const d = value as { buttonClicked?: string; fields?: Record<string, unknown> } | null;
  if (!d) return '';
  // each field by its label as the reader reads it (the uid where it has none)
  const labelOf = (uid: string) => {
    const field = element.type === 'dialog-window' ? (element.dialogFields ?? []).find((f) => f.uid === uid) : undefined;
    return field?.label || field?.title || uid;
  };
  const fields = Object.entries(d.fields ?? {}).map(([uid, v]) => `${labelOf(uid)}: ${v && typeof v === 'object' ? signature(element, v, words) : plain(v, words)}`);
  return [d.buttonClicked ? words.chose(d.buttonClicked) : '', ...fields].filter(Boolean).join('\n');
};
const figures: Text = (_e, value, words) =>
  value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>).map(([k, v]) => `${k}: ${plain(v, words)}`).join('\n') : plain(value, words);
const nothing: Text = () => '';

/** How each element type's value reads in the changes view (a type missing here does not compile). */
export const CHANGE_TEXT = {
  'text-input-short': (_e, v, words) => plain(v, words),
  'text-input-long': (_e, v, words) => plain(v, words),
  'number-input': (_e, v, words) => plain(v, words),
  'single-select': choices,
  'state-select': choices,
  'grouped-options': choices,
  'multi-select': choices,
  'embedded-image': choices,
  'date-picker': date,
  'file-input': (_e, v, words) => plain(v, words),
  'signature-pad': signature,
  'youtube-video': (_e, v, words) => ((v as { watched?: boolean } | null)?.watched ? words.watched : words.notWatched),
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

export function valueText(element: FormElement, value: unknown, words: ChangeWords = ENGLISH_CHANGE_WORDS): string {
  if (value === null || value === undefined) return '';
  return CHANGE_TEXT[element.type](element, value, words);
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
  /** the words values read with, in the reader's language */
  words: ChangeWords = ENGLISH_CHANGE_WORDS,
): PageChanges[] {
  const changed: PageChanges[] = [];
  pages.forEach((page, pageIndex) => {
    const fields: FieldChange[] = [];
    for (const element of page.elements) {
      if (!takesAnswer(element)) continue;
      const a = before[element.uid];
      const b = after[element.uid];
      if (sameAnswer(a, b) || (isEmpty(a) && isEmpty(b))) continue;
      const beforeText = valueText(element, shown(element, a), words);
      const afterText = valueText(element, shown(element, b), words);
      fields.push({ uid: element.uid, label: element.label || element.title || element.uid, type: element.type, before: beforeText, after: afterText, words: wordDifference(beforeText, afterText) });
    }
    if (fields.length) changed.push({ pageUid: page.uid, pageIndex, label: page.label ?? page.title ?? words.page(pageIndex + 1), fields });
  });
  return changed;
}
