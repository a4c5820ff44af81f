// readAnswer: turns one raw answer into the element type's clean answer model, with the validation
// messages a person should see. It never throws: an unreadable value is simply not an answer.
import { US_STATES } from '../definition/element-types.ts';
import type {
  DatePickerElement,
  DialogWindowElement,
  FileInputElement,
  FormElement,
  ItemTableElement,
  NumberInputElement,
  ItemTableRow,
} from '../definition/elements.ts';
import type { AnswerValue, DateRangeAnswer, DialogAnswer, SignatureAnswer } from './answer-types.ts';
import { isAtLeastYearsOld, readDate, todayIso } from './dates.ts';
import { MESSAGES, rangeMessage, rowLimitMessage } from './messages.ts';
import { collapseWhitespace, textValidatorMessage } from './text.ts';

export interface AnswerMessage {
  message: string;
  /** Item tables: the 1-based row and the column value. Dialogs: the dialog field uid as column. */
  row?: number;
  column?: string;
}

export interface AnswerReading {
  /** The clean answer, present only when the element is answered with a valid value. */
  value?: AnswerValue;
  messages: AnswerMessage[];
}

export interface ReadOptions {
  /** YYYY-MM-DD, for the age validators. */
  today: string;
}

const NONE: AnswerReading = { messages: [] };
const fail = (message: string): AnswerReading => ({ messages: [{ message }] });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const DEFAULT_FILE_TYPES = ['.png', '.gif', '.jpeg', '.jpg', '.pdf'];
export const DEFAULT_NUMBER_BOUNDS = { lower: -100, upper: 100 } as const;
export const MONEY_BOUNDS = { lower: 1, upper: 100000 } as const;
export const MIN_SIGNATURE_LENGTH = 5000;
const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** A number typed by a person: digits with optional sign, decimals and thousands commas. */
export function readNumber(raw: unknown): number | 'invalid' | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : 'invalid';
  if (typeof raw !== 'string') return raw === undefined || raw === null ? undefined : 'invalid';
  const text = raw.trim().replace(/,/g, '').replace(/^\$/, '');
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : 'invalid';
}

function readText(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  if (typeof raw !== 'string') return undefined;
  const text = collapseWhitespace(raw);
  return text === '' ? undefined : text;
}

function readChoice(raw: unknown, options: readonly string[] | undefined): AnswerReading {
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  if (!text) return NONE;
  if (options && !options.includes(text)) return fail(MESSAGES.unknownOption);
  return { value: text, messages: [] };
}

function readChoices(raw: unknown, options: readonly string[] | undefined): AnswerReading {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const chosen = [
    ...new Set(list.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())),
  ];
  if (chosen.length === 0) return NONE;
  if (options && chosen.some((c) => !options.includes(c))) return fail(MESSAGES.unknownOption);
  return { value: chosen, messages: [] };
}

function readNumberInput(element: NumberInputElement, raw: unknown): AnswerReading {
  const n = readNumber(raw);
  if (n === undefined) return NONE;
  if (n === 'invalid') return fail(MESSAGES.numbersOnly);
  const lower = element.lowerBound ?? DEFAULT_NUMBER_BOUNDS.lower;
  const upper = element.upperBound ?? DEFAULT_NUMBER_BOUNDS.upper;
  if (n < lower || n > upper) return fail(rangeMessage(lower, upper));
  return { value: n, messages: [] };
}

function readOneDate(
  element: DatePickerElement,
  raw: unknown,
  options: ReadOptions,
): string | { message: string } | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const reading = readDate(raw, element.monthPicker);
  if ('message' in reading) return reading;
  const { date } = reading;
  if ((element.minDate && date < element.minDate) || (element.maxDate && date > element.maxDate))
    return { message: MESSAGES.properDate };
  if (element.validator === 'adult' && !isAtLeastYearsOld(date, options.today, 18)) return { message: MESSAGES.over18 };
  if (element.validator === 'child' && isAtLeastYearsOld(date, options.today, 18)) return { message: MESSAGES.under18 };
  return date;
}

function readDatePicker(element: DatePickerElement, raw: unknown, options: ReadOptions): AnswerReading {
  const variant = element.variant ?? 'single-date';
  if (variant === 'single-date') {
    const date = readOneDate(element, raw, options);
    if (date === undefined) return NONE;
    return typeof date === 'string' ? { value: date, messages: [] } : fail(date.message);
  }
  if (variant === 'multiple-dates') {
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
    const dates: string[] = [];
    for (const item of list) {
      const date = readOneDate(element, item, options);
      if (date === undefined) continue;
      if (typeof date !== 'string') return fail(date.message);
      if (!dates.includes(date)) dates.push(date);
    }
    return dates.length ? { value: dates.sort(), messages: [] } : NONE;
  }
  const pair = isRecord(raw) ? [raw.start, raw.end] : Array.isArray(raw) ? [raw[0], raw[1]] : [];
  const start = readOneDate(element, pair[0], options);
  const end = readOneDate(element, pair[1], options);
  if (start === undefined && end === undefined) return NONE;
  for (const part of [start, end]) if (part !== undefined && typeof part !== 'string') return fail(part.message);
  if (typeof start !== 'string' || typeof end !== 'string' || start > end) return fail(MESSAGES.properDate);
  const range: DateRangeAnswer = { start, end };
  return { value: range, messages: [] };
}

function readFile(element: FileInputElement, raw: unknown): AnswerReading {
  if (!isRecord(raw) || typeof raw.name !== 'string' || raw.name.trim() === '') return NONE;
  const name = raw.name.trim();
  const accept = element.accept ?? DEFAULT_FILE_TYPES;
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : '';
  if (!accept.includes(extension)) return fail(MESSAGES.fileFormat);
  const file: { name: string; url?: string; storageRef?: string; mediaType?: string } = { name };
  for (const key of ['url', 'storageRef', 'mediaType'] as const) if (typeof raw[key] === 'string') file[key] = raw[key];
  return { value: file, messages: [] };
}

/** A signature counts when it has a stored image (url) or a drawn image of at least 5000 characters. */
export function readSignature(raw: unknown): AnswerReading {
  if (!isRecord(raw)) return NONE;
  const image = typeof raw.image === 'string' ? raw.image : undefined;
  const url = typeof raw.url === 'string' && raw.url !== '' ? raw.url : undefined;
  if (image === undefined && url === undefined) return NONE;
  if (image !== undefined && (image.length < MIN_SIGNATURE_LENGTH || image.includes('undefined')))
    return fail(MESSAGES.signatureTooShort);
  const signature: SignatureAnswer = { signed: true };
  if (image !== undefined) signature.image = image;
  if (url !== undefined) signature.url = url;
  if (typeof raw.dateStamp === 'string') signature.dateStamp = raw.dateStamp;
  return { value: signature, messages: [] };
}

function readItemTable(element: ItemTableElement, raw: unknown): AnswerReading {
  if (element.variant === 'read-only' || !Array.isArray(raw)) return NONE;
  const rows = raw.filter(isRecord);
  if (rows.length === 0) return NONE;
  const messages: AnswerMessage[] = [];
  const clean: ItemTableRow[] = [];
  const headers = Array.isArray(element.headers) ? element.headers : [];
  rows.forEach((row, index) => {
    const out: ItemTableRow = {};
    for (const header of headers) {
      const at = { row: index + 1, column: header.value };
      const cell = row[header.value];
      if (header.variant === 'number' || header.variant === 'money') {
        const n = readNumber(cell);
        if (n === undefined) messages.push({ message: MESSAGES.required, ...at });
        else if (n === 'invalid') messages.push({ message: MESSAGES.numbersOnly, ...at });
        else if (header.variant === 'money' && (n < MONEY_BOUNDS.lower || n > MONEY_BOUNDS.upper))
          messages.push({ message: rangeMessage(MONEY_BOUNDS.lower, MONEY_BOUNDS.upper), ...at });
        else out[header.value] = n;
      } else {
        const text = readText(cell);
        if (text === undefined) messages.push({ message: MESSAGES.required, ...at });
        else if (header.variant === 'select' && header.options && !header.options.includes(text))
          messages.push({ message: MESSAGES.unknownOption, ...at });
        else out[header.value] = text;
      }
    }
    clean.push(out);
  });
  if (element.inputRowsLimit !== undefined && clean.length > element.inputRowsLimit)
    messages.push({ message: rowLimitMessage(element.inputRowsLimit) });
  return messages.length ? { messages } : { value: clean, messages };
}

function readDialog(element: DialogWindowElement, raw: unknown): AnswerReading {
  if (!isRecord(raw)) return NONE;
  const fieldsRaw = isRecord(raw.fields) ? raw.fields : {};
  const answer: DialogAnswer = { fields: {} };
  if (typeof raw.buttonClicked === 'string' && raw.buttonClicked !== '') answer.buttonClicked = raw.buttonClicked;
  const messages: AnswerMessage[] = [];
  let missingRequired = false;
  for (const field of Array.isArray(element.dialogFields) ? element.dialogFields : []) {
    // Keyed by dialog field uid; the normalised title is accepted too (handy in scenarios and imports).
    const value = fieldsRaw[field.uid] ?? fieldsRaw[field.title];
    if (field.type === 'signature-pad') {
      const reading = readSignature(value);
      if (reading.value) answer.fields[field.uid] = reading.value as SignatureAnswer;
      messages.push(...reading.messages.map((m) => ({ ...m, column: field.uid })));
      if (!reading.value && field.required) missingRequired = true;
    } else {
      const text = readText(value);
      if (text !== undefined) answer.fields[field.uid] = text;
      else if (field.required) missingRequired = true;
    }
  }
  if (messages.length) return { messages };
  const anything = answer.buttonClicked !== undefined || Object.keys(answer.fields).length > 0;
  return anything && !missingRequired ? { value: answer, messages } : NONE;
}

/** Reads a raw answer for an element. Elements that take no answer always read as unanswered. */
export function readAnswer(element: FormElement, raw: unknown, options: ReadOptions): AnswerReading {
  if (raw === undefined || raw === null) return NONE;
  switch (element.type) {
    case 'text-input-short': {
      const text = readText(raw);
      if (text === undefined) return NONE;
      const message = textValidatorMessage(element.validator, text);
      return message ? fail(message) : { value: text, messages: [] };
    }
    case 'text-input-long': {
      const text = readText(raw);
      return text === undefined ? NONE : { value: text, messages: [] };
    }
    case 'number-input':
      return readNumberInput(element, raw);
    case 'single-select':
      return readChoice(raw, element.options);
    case 'state-select':
      return readChoice(raw, element.options ?? US_STATES);
    case 'grouped-options':
      return element.groupingVariant === 'select' ? readChoice(raw, undefined) : NONE;
    case 'multi-select':
      return readChoices(raw, element.options);
    case 'embedded-image': {
      const names = Array.isArray(element.images) ? element.images.filter(isRecord).map((i) => String(i.name)) : [];
      if (element.interactionType === 'single-select') return readChoice(raw, names);
      if (element.interactionType === 'multi-select') return readChoices(raw, names);
      return NONE;
    }
    case 'date-picker':
      return readDatePicker(element, raw, options);
    case 'file-input':
      return readFile(element, raw);
    case 'signature-pad':
      return readSignature(raw);
    case 'youtube-video':
      return raw === true || (isRecord(raw) && raw.watched === true)
        ? { value: { watched: true }, messages: [] }
        : NONE;
    case 'item-table':
      return readItemTable(element, raw);
    case 'dialog-window':
      return readDialog(element, raw);
    case 'child-support-calculator': {
      if (!isRecord(raw)) return NONE;
      const figures: Record<string, number> = {};
      for (const [key, value] of Object.entries(raw)) {
        const n = readNumber(value);
        if (n === 'invalid') return fail(MESSAGES.numbersOnly);
        if (n !== undefined) figures[key] = n;
      }
      return Object.keys(figures).length ? { value: figures, messages: [] } : NONE;
    }
    default:
      return NONE;
  }
}

/** True when the raw answer reads as a valid answer for the element (the spec's answeredStatus). */
export function isAnswered(element: FormElement, raw: unknown, options: ReadOptions = { today: todayIso() }): boolean {
  return readAnswer(element, raw, options).value !== undefined;
}
