// Turns answers into the text printed on a document: dates in the spec's formats, money en-US with two
// decimals, lists, item-table rows; and the labels of auto-numbering levels.
import type { AutoNumberingType } from '../definition/documents.ts';
import type { ElementType } from '../definition/element-types.ts';
import { unitSuffix } from '../evaluation/format-number.ts';

/** What the renderer needs to know about a form element to format its answer. */
export interface FieldInfo {
  uid: string;
  type: string;
  title?: string;
  /** date-picker display format (default 'MMMM Do, YYYY'). */
  format?: string;
  variant?: string;
  prefix?: string;
  suffix?: string;
  useCommas?: boolean;
  headers?: { text?: string; value?: string; variant?: string }[];
}

export const DEFAULT_DATE_FORMAT = 'MMMM Do, YYYY';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];

/** Thrown (and caught by the renderer) when an answer's shape does not fit its field type. */
export class AnswerShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnswerShapeError';
  }
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1: return `${n}st`;
    case 2: return `${n}nd`;
    case 3: return `${n}rd`;
    default: return `${n}th`;
  }
}

interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

/** Reads 'YYYY-MM-DD', an ISO timestamp (its calendar date in UTC) or a Date. */
export function parseCalendarDate(value: unknown): CalendarDate | undefined {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TOKEN = /\[[^\]]*\]|YYYY|YY|MMMM|MMM|MM|Mo|M|Do|DD|D/g;
const KNOWN_TOKEN = /YYYY|YY|MMMM|MMM|MM|M|Do|DD|D/;

/**
 * Formats a calendar date. Besides moment-style tokens (YYYY, YY, MMMM, MMM, MM, M, Do, DD, D, [literal])
 * it knows the builder's named formats 'Month Day Year' and 'this **th day of Month 20**'. A format with
 * no token at all is invalid and falls back to the long month format.
 */
export function formatDate(value: unknown, format: string | undefined = DEFAULT_DATE_FORMAT): string {
  const date = parseCalendarDate(value);
  if (!date) throw new AnswerShapeError(`expected a date as YYYY-MM-DD, got ${describe(value)}`);
  const month = MONTHS[date.month - 1] ?? '';
  const f = (format ?? '').trim();
  if (f === 'Month Day Year') return `${month} ${date.day}, ${date.year}`;
  if (/^this \*\*th day of Month 20\*\*$/i.test(f)) return `this ${ordinal(date.day)} day of ${month}, ${date.year}`;
  const effective = f && KNOWN_TOKEN.test(f.replace(/\[[^\]]*\]/g, '')) ? f : DEFAULT_DATE_FORMAT;
  return effective.replace(TOKEN, (token) => {
    switch (token) {
      case 'YYYY': return String(date.year);
      case 'YY': return pad(date.year % 100);
      case 'MMMM': return month;
      case 'MMM': return month.slice(0, 3);
      case 'MM': return pad(date.month);
      case 'Mo': return ordinal(date.month);
      case 'M': return String(date.month);
      case 'Do': return ordinal(date.day);
      case 'DD': return pad(date.day);
      case 'D': return String(date.day);
      default: return token.slice(1, -1);
    }
  });
}

/** The signature date printed on documents: MM/DD/YYYY unless the action chose another of §9's formats. */
export function formatSignatureDate(value: unknown, format = 'MM/DD/YYYY'): string {
  return formatDate(value, format);
}

export function formatMoney(value: number): string {
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${JSON.stringify(value)}`.slice(0, 60);
}

function toNumber(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/[$,\s]/g, '')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new AnswerShapeError(`expected a number, got ${describe(value)}`);
  return n;
}

/** An option's text: a string, or an object with label, text, title or value. */
function optionText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['label', 'text', 'title', 'value', 'name']) {
      const v = o[key];
      if (typeof v === 'string' || typeof v === 'number') return String(v);
    }
  }
  throw new AnswerShapeError(`expected an option, got ${describe(value)}`);
}

function scalarText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new AnswerShapeError(`expected text, got ${describe(value)}`);
}

function isMoneyField(field: FieldInfo): boolean {
  return field.prefix?.trim() === '$' || field.variant === 'money';
}

function formatNumberAnswer(field: FieldInfo, value: unknown): string {
  const n = toNumber(value);
  const suffix = field.suffix ? ` ${unitSuffix(n, field.suffix)}` : '';
  if (isMoneyField(field)) return `${formatMoney(n)}${suffix}`;
  const body = field.useCommas ? n.toLocaleString('en-US') : String(n);
  return `${field.prefix ?? ''}${body}${suffix}`;
}

function formatTableCell(header: { variant?: string }, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (header.variant === 'money') return formatMoney(toNumber(value));
  if (header.variant === 'number') return String(toNumber(value));
  // a table's date reads as every date a court document prints: MM/DD/YYYY
  if (header.variant === 'date') return formatDate(value, 'MM/DD/YYYY');
  return optionText(value);
}

type AnswerFormat = (field: FieldInfo, value: unknown) => string;

function formatDateAnswer(field: FieldInfo, value: unknown): string {
  const format = field.format;
  if (Array.isArray(value)) return value.map((d) => formatDate(d, format)).join(', ');
  if (typeof value === 'object' && !(value instanceof Date)) {
    const range = value as Record<string, unknown>;
    if ('start' in range || 'end' in range) {
      return [range.start, range.end].filter((d) => d).map((d) => formatDate(d, format)).join(' to ');
    }
  }
  return formatDate(value, format);
}

function formatRows(field: FieldInfo, value: unknown): string {
  if (!Array.isArray(value)) throw new AnswerShapeError(`expected a list of rows, got ${describe(value)}`);
  const headers = field.headers ?? [];
  return value
    .map((row) => {
      if (!row || typeof row !== 'object' || Array.isArray(row)) throw new AnswerShapeError(`expected a row object, got ${describe(row)}`);
      const cells = row as Record<string, unknown>;
      const keys: { text?: string; value?: string; variant?: string }[] = headers.length ? headers : Object.keys(cells).map((k) => ({ value: k, text: k }));
      return keys
        .map((h) => {
          const text = formatTableCell(h, cells[h.value ?? h.text ?? '']);
          // a date column's typing hint ('Birth date (MM/DD/YYYY)') is for the questionnaire, not the document
          const label = h.variant === 'date' ? h.text?.replace(/\s*\((?:MM\/DD\/YYYY|YYYY-MM-DD)\)$/, '') : h.text;
          return text && label ? `${label}: ${text}` : text;
        })
        .filter(Boolean)
        .join('; ');
    })
    .join('\n');
}

const scalar: AnswerFormat = (_field, value) => scalarText(value);

/** A dialog's answer: the text typed in its fields, in order, joined by commas (a signature field prints nothing). */
function formatDialog(_field: FieldInfo, value: unknown): string {
  if (typeof value === 'string') return value;
  const fields = value && typeof value === 'object' ? (value as { fields?: unknown }).fields : undefined;
  if (!fields || typeof fields !== 'object') throw new AnswerShapeError(`expected a dialog answer, got ${describe(value)}`);
  return Object.values(fields as Record<string, unknown>)
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .join(', ');
}
const option: AnswerFormat = (_field, value) => optionText(value);

/** How each element type's answer reads in a document (a type missing here would not compile). */
export const ANSWER_FORMATS = {
  'date-picker': formatDateAnswer,
  'number-input': formatNumberAnswer,
  'computed-property': (field, value) => (typeof value === 'string' && Number.isNaN(Number(value)) ? value : formatNumberAnswer(field, value)),
  'multi-select': (_field, value) => {
    if (!Array.isArray(value)) throw new AnswerShapeError(`expected a list of options, got ${describe(value)}`);
    return value.map(optionText).join(', ');
  },
  'single-select': option,
  'state-select': option,
  'grouped-options': option,
  'item-table': formatRows,
  'text-input-short': scalar,
  'text-input-long': scalar,
  'signature-pad': scalar,
  'file-input': scalar,
  'page-break': scalar,
  heading: scalar,
  subheading: scalar,
  paragraph: scalar,
  label: scalar,
  'youtube-video': scalar,
  'dialog-window': formatDialog,
  'embedded-image': scalar,
  'child-support-calculator': scalar,
} satisfies Record<ElementType, AnswerFormat>;

/**
 * The text of an answer for a field. Returns '' for no answer; throws AnswerShapeError when the answer's
 * shape does not fit the field type (the renderer turns that into a warning naming the action).
 */
export function formatAnswer(field: FieldInfo | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const type = field?.type ?? 'text-input-short';
  // a type the engine does not know (an unchecked definition) prints as plain text
  const format = Object.hasOwn(ANSWER_FORMATS, type) ? ANSWER_FORMATS[type as ElementType] : scalar;
  return format(field ?? { uid: '', type }, value);
}

const ROMAN: [number, string][] = [
  [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
  [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
];

export function toRoman(n: number): string {
  let rest = n;
  let out = '';
  for (const [value, symbol] of ROMAN) {
    while (rest >= value) {
      out += symbol;
      rest -= value;
    }
  }
  return out;
}

/** 1 -> A, 26 -> Z, 27 -> AA (as spreadsheets count). */
export function toLetters(n: number): string {
  let rest = n;
  let out = '';
  while (rest > 0) {
    const r = (rest - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}

export function autoNumberLabel(type: AutoNumberingType, n: number): string {
  switch (type) {
    case 'Numbers': return String(n);
    case 'Uppercase Letters': return toLetters(n);
    case 'Lowercase Letters': return toLetters(n).toLowerCase();
    case 'Uppercase Roman Numerals': return toRoman(n);
    case 'Lowercase Roman Numerals': return toRoman(n).toLowerCase();
  }
}

// Letters NFD does not decompose into a base letter and an accent.
const LATIN_FOLD: Record<string, string> = { Ø: 'O', ø: 'o', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', ß: 'ss', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Þ: 'Th', þ: 'th' };

/** Final file name: product name, the two spouses' names and the date as MMDDYYYY. */
export function finalFileName(input: { productName: string; petitionerName: string; respondentName: string; date: Date }): string {
  const clean = (s: string) =>
    s
      .replace(/[ØøÆæŒœßŁłĐđÞþ]/g, (c) => LATIN_FOLD[c] ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
  const d = input.date;
  const stamp = `${pad(d.getMonth() + 1)}${pad(d.getDate())}${d.getFullYear()}`;
  return `${[input.productName, input.petitionerName, input.respondentName].map(clean).filter(Boolean).join('_')}_${stamp}.pdf`;
}
