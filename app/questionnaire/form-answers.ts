// How a questionnaire answer travels through an HTML form and back: the input names of each element type,
// reading a posted form into the engine's raw answer, and the fingerprint that tells whether the person
// changed a field since the page was rendered. Shared by the server (every save) and the browser (live
// display logic and autosave), so both read a form the same way.
import type { FormElement } from '@accord/engine';

/** Input names: the answer itself, and the version and fingerprint the page was rendered with. */
export const fieldName = (uid: string, part?: string) => (part === undefined ? `a.${uid}` : `a.${uid}.${part}`);
export const versionName = (uid: string) => `v.${uid}`;
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

/** Reads the posted inputs of one element into its raw answer ('' / [] / null when emptied). */
export function readPostedAnswer(element: FormElement, form: FormReader): PlainReading {
  const uid = element.uid;
  if (!form.has(versionName(uid))) return { kind: 'absent' };
  const one = () => {
    const v = form.get(fieldName(uid));
    return v === undefined || v === '' ? null : v;
  };
  switch (element.type) {
    case 'text-input-short':
    case 'text-input-long':
      return { kind: 'value', value: collapse(form.get(fieldName(uid)) ?? '') };
    case 'number-input': {
      const v = (form.get(fieldName(uid)) ?? '').trim();
      return { kind: 'value', value: v === '' ? null : v };
    }
    case 'single-select':
    case 'state-select':
      return { kind: 'value', value: one() };
    case 'grouped-options':
      return element.groupingVariant === 'select' ? { kind: 'value', value: one() } : { kind: 'absent' };
    case 'multi-select':
      return { kind: 'value', value: form.getAll(fieldName(uid)).filter((v) => v !== '') };
    case 'embedded-image':
      if (element.interactionType === 'single-select') return { kind: 'value', value: one() };
      if (element.interactionType === 'multi-select') return { kind: 'value', value: form.getAll(fieldName(uid)).filter((v) => v !== '') };
      return { kind: 'absent' };
    case 'date-picker': {
      const variant = element.variant ?? 'single-date';
      if (variant === 'multiple-dates') {
        const dates = form.getAll(fieldName(uid)).map((v) => v.trim()).filter((v) => v !== '');
        return { kind: 'value', value: [...new Set(dates)].sort() };
      }
      if (variant === 'date-range') {
        const start = (form.get(fieldName(uid, 'start')) ?? '').trim();
        const end = (form.get(fieldName(uid, 'end')) ?? '').trim();
        return { kind: 'value', value: start === '' && end === '' ? null : { start, end } };
      }
      return { kind: 'value', value: one() };
    }
    case 'youtube-video':
      return { kind: 'value', value: form.get(fieldName(uid)) === 'watched' ? { watched: true } : null };
    case 'item-table': {
      if (element.variant === 'read-only') return { kind: 'absent' };
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
      return { kind: 'value', value: rows };
    }
    case 'dialog-window': {
      const fields: Record<string, string> = {};
      for (const field of element.dialogFields) {
        if (field.type === 'signature-pad') continue;
        const v = collapse(form.get(fieldName(uid, `f.${field.uid}`)) ?? '');
        if (v !== '') fields[field.uid] = v;
      }
      const buttonClicked = form.get(fieldName(uid, 'button')) ?? '';
      if (Object.keys(fields).length === 0 && buttonClicked === '') return { kind: 'value', value: null };
      return { kind: 'value', value: buttonClicked ? { buttonClicked, fields } : { fields } };
    }
    // Answered outside plain inputs (uploads, drawn or typed signatures) or not answerable at all.
    default:
      return { kind: 'absent' };
  }
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

/** A stored month as the value of an <input type=month> (YYYY-MM). */
export function monthInputValue(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const m = /^(\d{4})-(\d{2})/.exec(raw.trim());
  if (m) return `${m[1]}-${m[2]}`;
  const us = /^(\d{1,2})\/(?:\d{1,2}\/)?(\d{4})$/.exec(raw.trim());
  return us ? `${us[2]}-${us[1]!.padStart(2, '0')}` : '';
}

const asText = (raw: unknown) => (typeof raw === 'string' ? raw : typeof raw === 'number' ? String(raw) : '');
const asList = (raw: unknown) => (Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : typeof raw === 'string' && raw !== '' ? [raw] : []);

/**
 * What the rendered inputs of an element post when the person leaves them alone (readPostedAnswer's result
 * for the stored answer). Its fingerprint, rendered beside the field, tells an untouched field from a change.
 */
export function untouchedValue(element: FormElement, raw: unknown): unknown {
  switch (element.type) {
    case 'text-input-short':
    case 'text-input-long':
      return collapse(asText(raw));
    case 'number-input':
    case 'single-select':
    case 'state-select':
    case 'grouped-options': {
      const text = asText(raw).trim();
      return text === '' ? null : text;
    }
    case 'multi-select':
    case 'embedded-image':
      return element.type === 'embedded-image' && element.interactionType !== 'multi-select' ? (asText(raw) || null) : asList(raw);
    case 'date-picker': {
      const variant = element.variant ?? 'single-date';
      const one = (v: unknown) => (element.monthPicker ? monthInputValue(v) : dateInputValue(v));
      if (variant === 'multiple-dates') return [...new Set(asList(raw).map(one).filter((v) => v !== ''))].sort();
      if (variant === 'date-range') {
        const r = (typeof raw === 'object' && raw !== null ? raw : {}) as { start?: unknown; end?: unknown };
        const start = one(r.start);
        const end = one(r.end);
        return start === '' && end === '' ? null : { start, end };
      }
      return one(raw) || null;
    }
    case 'youtube-video':
      return raw === true || (typeof raw === 'object' && raw !== null && (raw as { watched?: unknown }).watched === true) ? { watched: true } : null;
    case 'item-table':
      return Array.isArray(raw)
        ? raw
            .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
            .map((row) => Object.fromEntries(element.headers.map((h) => [h.value, collapse(asText(row[h.value]))])))
            .filter((row) => Object.values(row).some((v) => v !== ''))
        : [];
    case 'dialog-window': {
      const r = (typeof raw === 'object' && raw !== null ? raw : {}) as { buttonClicked?: unknown; fields?: Record<string, unknown> };
      const fields: Record<string, string> = {};
      for (const field of element.dialogFields) {
        if (field.type === 'signature-pad') continue;
        const v = collapse(asText(r.fields?.[field.uid]));
        if (v !== '') fields[field.uid] = v;
      }
      const buttonClicked = asText(r.buttonClicked);
      if (Object.keys(fields).length === 0 && buttonClicked === '') return null;
      return buttonClicked ? { buttonClicked, fields } : { fields };
    }
    default:
      return raw ?? null;
  }
}
