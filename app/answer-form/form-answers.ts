// How a questionnaire answer travels through an HTML form and back: the input names of each element type,
// reading a posted form into the engine's raw answer, and the fingerprint that tells whether the person
// changed a field since the page was rendered. Shared by the server (every save) and the browser (live
// display logic and autosave), so both read a form the same way.
import type { ElementOfType, ElementType, FormElement } from '../engine';

/** Input names: the answer itself, and the version and fingerprint the page was rendered with. */
export const fieldName = (uid: string, part?: string) => (part === undefined ? `a.${uid}` : `a.${uid}.${part}`);
export const versionName = (uid: string) => `v.${uid}`;
/** The button that deletes a stored upload or signature after its confirmation; its value is the element's uid. */
export const REMOVE_ANSWER_FIELD = 'remove-answer';
/** The inputs of a signature inside a dialog window: drawn image, typed name, the stored one kept, or removed. */

export const dialogSignatureName = (uid: string, dialogFieldUid: string, part: 'typed' | 'image' | 'kept' | 'clear') => fieldName(uid, `f.${dialogFieldUid}.${part}`);

/** A dialog's signature as posted: a new drawing, a typed name, the stored one kept, or none. */
function postedDialogSignature(form: FormReader, uid: string, dialogFieldUid: string): unknown {
  const get = (part: 'typed' | 'image' | 'kept' | 'clear') => form.get(dialogSignatureName(uid, dialogFieldUid, part)) ?? '';
  if (get('clear') === 'on') return undefined;
  const image = get('image');
  if (image.startsWith('data:image/png;base64,')) return { signed: true, image };
  const typed = collapse(get('typed'));
  if (typed !== '') return { signed: true, typedName: typed };
  try {
    return get('kept') ? (JSON.parse(get('kept')) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
export const fingerprintName = (uid: string) => `f.${uid}`;

export interface FormReader {
  get(name: string): string | undefined;
  getAll(name: string): string[];
  has(name: string): boolean;
}

export function formReader(form: FormData | URLSearchParams): FormReader {
  return {
    get: (name) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    },
    getAll: (name) => form.getAll(name).filter((v): v is string => typeof v === 'string'),
    has: (name) => form.has(name),
  };
}

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Types whose answer is posted as plain inputs (files and signatures have their own handling). */
export type PlainReading = { kind: 'absent' } | { kind: 'value'; value: unknown };

type PostedReader<T extends ElementType> = (element: ElementOfType<T>, form: FormReader) => PlainReading;

const absent = (): PlainReading => ({ kind: 'absent' });
const posted = (value: unknown): PlainReading => ({ kind: 'value', value });
/** One input's value, null when empty. */
const one = (form: FormReader, uid: string) => {
  const v = form.get(fieldName(uid));
  return v === undefined || v === '' ? null : v;
};
const several = (form: FormReader, uid: string) => form.getAll(fieldName(uid)).filter((v) => v !== '');
const collapsedText = (element: FormElement, form: FormReader) =>
  posted(collapse(form.get(fieldName(element.uid)) ?? ''));

/** How each element type's plain inputs read back into its raw answer. */
export const POSTED_ANSWER_READERS = {
  'text-input-short': collapsedText,
  'text-input-long': collapsedText,
  'number-input': (element, form) => {
    const v = (form.get(fieldName(element.uid)) ?? '').trim();
    return posted(v === '' ? null : v);
  },
  'single-select': (element, form) => posted(one(form, element.uid)),
  'state-select': (element, form) => posted(one(form, element.uid)),
  'grouped-options': (element, form) =>
    element.groupingVariant === 'select' ? posted(one(form, element.uid)) : absent(),
  'multi-select': (element, form) => posted(several(form, element.uid)),
  'embedded-image': (element, form) => {
    if (element.interactionType === 'single-select') return posted(one(form, element.uid));
    if (element.interactionType === 'multi-select') return posted(several(form, element.uid));
    return absent();
  },
  'date-picker': (element, form) => {
    const uid = element.uid;
    const variant = element.variant ?? 'single-date';
    if (variant === 'multiple-dates') {
      const dates = form
        .getAll(fieldName(uid))
        .map((v) => v.trim())
        .filter((v) => v !== '');
      return posted([...new Set(dates)].sort());
    }
    if (variant === 'date-range') {
      const start = (form.get(fieldName(uid, 'start')) ?? '').trim();
      const end = (form.get(fieldName(uid, 'end')) ?? '').trim();
      return posted(start === '' && end === '' ? null : { start, end });
    }
    return posted(one(form, uid));
  },
  'youtube-video': (element, form) => posted(form.get(fieldName(element.uid)) === 'watched' ? { watched: true } : null),
  'item-table': (element, form) => {
    if (element.variant === 'read-only') return absent();
    const uid = element.uid;
    const count = Number(form.get(fieldName(uid, 'rows')) ?? '0');
    const rows: Record<string, string>[] = [];
    for (let r = 0; r < Math.min(count, 500); r++) {
      if (form.get(fieldName(uid, `${r}.delete`)) === 'on') continue;
      const row: Record<string, string> = {};
      let filled = false;
      for (const header of element.headers) {
        const cell = collapse(form.get(fieldName(uid, `${r}.${header.value}`)) ?? '');
        row[header.value] = cell;
        if (cell !== '') filled = true;
      }
      if (filled) rows.push(row);
    }
    return posted(rows);
  },
  'dialog-window': (element, form) => {
    const fields: Record<string, unknown> = {};
    for (const field of element.dialogFields) {
      if (field.type === 'signature-pad') {
        const signature = postedDialogSignature(form, element.uid, field.uid);
        if (signature !== undefined) fields[field.uid] = signature;
        continue;
      }
      const v = collapse(form.get(fieldName(element.uid, `f.${field.uid}`)) ?? '');
      if (v !== '') fields[field.uid] = v;
    }
    const buttonClicked = form.get(fieldName(element.uid, 'button')) ?? '';
    if (Object.keys(fields).length === 0 && buttonClicked === '') return posted(null);
    return posted(buttonClicked ? { buttonClicked, fields } : { fields });
  },
  // Answered outside plain inputs (uploads, drawn or typed signatures: questionnaire-page.server.ts) ...
  'file-input': absent,
  'signature-pad': absent,
  // ... or not on the page at all.
  'child-support-calculator': absent,
  'computed-property': absent,
  'page-break': absent,
  heading: absent,
  subheading: absent,
  paragraph: absent,
  label: absent,
} satisfies { [T in ElementType]: PostedReader<T> };

/** Reads the posted inputs of one element into its raw answer ('' / [] / null when emptied). */
export function readPostedAnswer(element: FormElement, form: FormReader): PlainReading {
  if (!form.has(versionName(element.uid)) || !Object.hasOwn(POSTED_ANSWER_READERS, element.type)) return absent();
  // the reader picked by element.type takes that same element type, which TypeScript cannot follow
  return (POSTED_ANSWER_READERS[element.type] as PostedReader<ElementType>)(element, form);
}

/** True for a value that holds no answer. */
export function isEmptyRaw(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function canonical(value: unknown): string {
  if (isEmptyRaw(value)) return '∅';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  // numbers posted as text and stored as numbers are the same answer
  return JSON.stringify(typeof value === 'number' ? String(value) : value);
}

/** Whether two raw answers are the same answer (key order, empty forms and number/text spelling aside). */
export function sameAnswer(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** A short fingerprint of a raw answer (FNV-1a of its canonical form), rendered beside each field. */
export function answerFingerprint(value: unknown): string {
  const text = canonical(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A stored date as the value of an <input type=date> (YYYY-MM-DD), or '' when it cannot be read. */
export function dateInputValue(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const value = raw.trim();
  if (ISO_DATE.test(value)) return value;
  const us = US_DATE.exec(value);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : '';
}

/** A stored date as people read and type it (MM/DD/YYYY); anything that is no date is shown as it was typed. */
export function usDate(raw: unknown): string {
  if (typeof raw !== 'string') return raw === undefined || raw === null ? '' : String(raw);
  const iso = ISO_DATE.exec(raw.trim());
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : raw;
}

/** A stored month as the value of an <input type=month> (YYYY-MM). */
export function monthInputValue(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const m = /^(\d{4})-(\d{2})/.exec(raw.trim());
  if (m) return `${m[1]}-${m[2]}`;
  const us = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(raw.trim());
  return us ? `${us[2]}-${us[1]!.padStart(2, '0')}` : '';
}

const asText = (raw: unknown) => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '');
const asList = (raw: unknown) =>
  Array.isArray(raw)
    ? raw.filter((v): v is string => typeof v === 'string')
    : typeof raw === 'string' && raw !== ''
      ? [raw]
      : [];

type UntouchedValue<T extends ElementType> = (element: ElementOfType<T>, raw: unknown) => unknown;

const collapsedAsText = (_element: FormElement, raw: unknown) => collapse(asText(raw));
const trimmedOrNull = (_element: FormElement, raw: unknown) => {
  const text = asText(raw).trim();
  return text === '' ? null : text;
};
/** What a type without plain inputs keeps: its stored answer as it is. */
const asStored = (_element: FormElement, raw: unknown) => raw ?? null;

/** Per element type: what its rendered inputs post back for a stored answer when nobody touches them. */
export const UNTOUCHED_VALUES = {
  'text-input-short': collapsedAsText,
  'text-input-long': collapsedAsText,
  'number-input': trimmedOrNull,
  'single-select': trimmedOrNull,
  'state-select': trimmedOrNull,
  'grouped-options': trimmedOrNull,
  'multi-select': (_element, raw) => asList(raw),
  'embedded-image': (element, raw) => (element.interactionType !== 'multi-select' ? asText(raw) || null : asList(raw)),
  'date-picker': (element, raw) => {
    const variant = element.variant ?? 'single-date';
    const one = (v: unknown) => (element.monthPicker ? monthInputValue(v) : dateInputValue(v));
    if (variant === 'multiple-dates')
      return [
        ...new Set(
          asList(raw)
            .map(one)
            .filter((v) => v !== ''),
        ),
      ].sort();
    if (variant === 'date-range') {
      const r = (typeof raw === 'object' && raw !== null ? raw : {}) as { start?: unknown; end?: unknown };
      const start = one(r.start);
      const end = one(r.end);
      return start === '' && end === '' ? null : { start, end };
    }
    return one(raw) || null;
  },
  'youtube-video': (_element, raw) =>
    raw === true || (typeof raw === 'object' && raw !== null && (raw as { watched?: unknown }).watched === true)
      ? { watched: true }
      : null,
  'item-table': (element, raw) =>
    Array.isArray(raw)
      ? raw
          .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
          .map((row) => Object.fromEntries(element.headers.map((h) => [h.value, collapse(asText(row[h.value]))])))
          .filter((row) => Object.values(row).some((v) => v !== ''))
      : [],
  'dialog-window': (element, raw) => {
    const r = (typeof raw === 'object' && raw !== null ? raw : {}) as {
      buttonClicked?: unknown;
      fields?: Record<string, unknown>;
    };
    const fields: Record<string, unknown> = {};
    for (const field of element.dialogFields) {
      if (field.type === 'signature-pad') {
        const stored = r.fields?.[field.uid];
        if (typeof stored === 'object' && stored !== null) fields[field.uid] = stored;
        continue;
      }
      const v = collapse(asText(r.fields?.[field.uid]));
      if (v !== '') fields[field.uid] = v;
    }
    const buttonClicked = asText(r.buttonClicked);
    if (Object.keys(fields).length === 0 && buttonClicked === '') return null;
    return buttonClicked ? { buttonClicked, fields } : { fields };
  },
  'file-input': asStored,
  'signature-pad': asStored,
  'child-support-calculator': asStored,
  'computed-property': asStored,
  'page-break': asStored,
  heading: asStored,
  subheading: asStored,
  paragraph: asStored,
  label: asStored,
} satisfies { [T in ElementType]: UntouchedValue<T> };

/**
 * What the rendered inputs of an element post when the person leaves them alone (readPostedAnswer's result
 * for the stored answer). Its fingerprint, rendered beside the field, tells an untouched field from a change.
 */
export function untouchedValue(element: FormElement, raw: unknown): unknown {
  if (!Object.hasOwn(UNTOUCHED_VALUES, element.type)) return asStored(element, raw);
  // the entry picked by element.type takes that same element type, which TypeScript cannot follow
  return (UNTOUCHED_VALUES[element.type] as UntouchedValue<ElementType>)(element, raw);
}
