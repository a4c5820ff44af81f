// readAnswer: turns one raw answer into the element type's clean answer model, with the validation
// messages a person should see. It never throws: an unreadable value is simply not an answer.
import { ELEMENT_DEFAULTS, elementTypeInfo, TEXT_ANSWER_LIMITS } from '../definition/element-registry.ts';
import { US_STATES, type ElementType } from '../definition/element-types.ts';
import type {
  DatePickerElement,
  ElementOfType,
  DialogWindowElement,
  FileInputElement,
  FormElement,
  ItemTableElement,
  NumberInputElement,
  ItemTableHeader,
  ItemTableRow,
} from '../definition/elements.ts';
import type { AnswerValue, DateRangeAnswer, DialogAnswer, SignatureAnswer } from './answer-types.ts';
import { isAtLeastYearsOld, readDate, todayIso } from './dates.ts';
import { coded, numberedMessage, type CodedMessage, type MessageCode, type MessageValues } from './messages.ts';
import { collapseWhitespace, textValidatorMessage } from './text.ts';

export interface AnswerMessage {
  code: MessageCode;
  message: string;
  values?: MessageValues;
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
  /** The user workflow owner's e-mail, refused as the spouse's (end-user-journey.md §5). */
  ownerEmail?: string;
}

/**
 * The element holding the spouse's e-mail, by the product's title convention (PET_* for the petitioner, RES_* for
 * the respondent; the app's prefill and invitations read the same titles).
 */
export const SPOUSE_EMAIL_TITLE = 'RES_EADD';

function spouseEmailMessage(element: FormElement, text: string, ownerEmail: string | undefined): CodedMessage | undefined {
  if (element.title !== SPOUSE_EMAIL_TITLE || ownerEmail === undefined) return undefined;
  return text.toLowerCase() === ownerEmail.trim().toLowerCase() ? coded('spouseEmailIsOwn') : undefined;
}

const NONE: AnswerReading = { messages: [] };
const fail = (message: CodedMessage): AnswerReading => ({ messages: [message] });
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// The registry's defaults under the names the engine has always exported.
export const DEFAULT_FILE_TYPES: readonly string[] = ELEMENT_DEFAULTS.fileTypes;
export const DEFAULT_NUMBER_BOUNDS = ELEMENT_DEFAULTS.numberBounds;
export const MONEY_BOUNDS = ELEMENT_DEFAULTS.moneyBounds;
export const MIN_SIGNATURE_LENGTH = ELEMENT_DEFAULTS.minSignatureLength;
export const MIN_TYPED_SIGNATURE_LETTERS = ELEMENT_DEFAULTS.minTypedSignatureLetters;

/** True when a typed signature has enough letters to count as one (a single letter does not). */
export function isTypedSignatureLongEnough(typed: string): boolean {
  return (typed.match(/\p{L}/gu) ?? []).length >= MIN_TYPED_SIGNATURE_LETTERS;
}
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

/** The text, or the message refusing it when it is longer than its type allows. */
function readLimitedText(raw: unknown, type: keyof typeof TEXT_ANSWER_LIMITS): string | CodedMessage | undefined {
  const text = readText(raw);
  const limit = TEXT_ANSWER_LIMITS[type];
  if (text !== undefined && text.length > limit) return numberedMessage.tooLong(limit);
  return text;
}

function readTextInput(raw: unknown, type: keyof typeof TEXT_ANSWER_LIMITS, check?: (text: string) => CodedMessage | undefined): AnswerReading {
  const text = readLimitedText(raw, type);
  if (text === undefined) return NONE;
  if (typeof text !== 'string') return fail(text);
  const message = check?.(text);
  return message ? fail(message) : { value: text, messages: [] };
}

function readChoice(raw: unknown, options: readonly string[] | undefined): AnswerReading {
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  if (!text) return NONE;
  if (options && !options.includes(text)) return fail(coded('unknownOption'));
  return { value: text, messages: [] };
}

function readChoices(raw: unknown, options: readonly string[] | undefined): AnswerReading {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  const chosen = [
    ...new Set(list.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())),
  ];
  if (chosen.length === 0) return NONE;
  if (options && chosen.some((c) => !options.includes(c))) return fail(coded('unknownOption'));
  return { value: chosen, messages: [] };
}

function readNumberInput(element: NumberInputElement, raw: unknown): AnswerReading {
  const n = readNumber(raw);
  if (n === undefined) return NONE;
  if (n === 'invalid') return fail(coded('numbersOnly'));
  const lower = element.lowerBound ?? DEFAULT_NUMBER_BOUNDS.lower;
  const upper = element.upperBound ?? DEFAULT_NUMBER_BOUNDS.upper;
  if (n < lower || n > upper) return fail(numberedMessage.range(lower, upper));
  return { value: n, messages: [] };
}

function readOneDate(
  element: DatePickerElement,
  raw: unknown,
  options: ReadOptions,
): string | CodedMessage | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const reading = readDate(raw, element.monthPicker);
  if ('message' in reading) return reading;
  const { date } = reading;
  if ((element.minDate && date < element.minDate) || (element.maxDate && date > element.maxDate))
    return coded('properDate');
  if (element.validator === 'adult' && !isAtLeastYearsOld(date, options.today, 18)) return coded('over18');
  if (element.validator === 'child' && isAtLeastYearsOld(date, options.today, 18)) return coded('under18');
  return date;
}

function readDatePicker(element: DatePickerElement, raw: unknown, options: ReadOptions): AnswerReading {
  const variant = element.variant ?? 'single-date';
  if (variant === 'single-date') {
    const date = readOneDate(element, raw, options);
    if (date === undefined) return NONE;
    return typeof date === 'string' ? { value: date, messages: [] } : fail(date);
  }
  if (variant === 'multiple-dates') {
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
    const dates: string[] = [];
    for (const item of list) {
      const date = readOneDate(element, item, options);
      if (date === undefined) continue;
      if (typeof date !== 'string') return fail(date);
      if (!dates.includes(date)) dates.push(date);
    }
    return dates.length ? { value: dates.sort(), messages: [] } : NONE;
  }
  const pair = isRecord(raw) ? [raw.start, raw.end] : Array.isArray(raw) ? [raw[0], raw[1]] : [];
  const start = readOneDate(element, pair[0], options);
  const end = readOneDate(element, pair[1], options);
  if (start === undefined && end === undefined) return NONE;
  for (const part of [start, end]) if (part !== undefined && typeof part !== 'string') return fail(part);
  if (typeof start !== 'string' || typeof end !== 'string' || start > end) return fail(coded('properDate'));
  const range: DateRangeAnswer = { start, end };
  return { value: range, messages: [] };
}

function readFile(element: FileInputElement, raw: unknown): AnswerReading {
  if (!isRecord(raw) || typeof raw.name !== 'string' || raw.name.trim() === '') return NONE;
  const name = raw.name.trim();
  const accept = element.accept ?? DEFAULT_FILE_TYPES;
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : '';
  if (!accept.includes(extension)) return fail(coded('fileFormat'));
  const file: { name: string; url?: string; storageRef?: string; mediaType?: string } = { name };
  for (const key of ['url', 'storageRef', 'mediaType'] as const) if (typeof raw[key] === 'string') file[key] = raw[key];
  return { value: file, messages: [] };
}

/**
 * A signature counts when it has a stored image (url) or a drawn image of at least 5000 characters; a typed one
 * (its name kept as typedName) needs at least two letters.
 */
export function readSignature(raw: unknown): AnswerReading {
  if (!isRecord(raw)) return NONE;
  const image = typeof raw.image === 'string' ? raw.image : undefined;
  const url = typeof raw.url === 'string' && raw.url !== '' ? raw.url : undefined;
  // a typed name alone signs too (a dialog window's signature without JavaScript), when it has enough letters
  const typed = typeof raw.typedName === 'string' && raw.typedName.trim() !== '';
  if (image === undefined && url === undefined && !typed) return NONE;
  if (image !== undefined && (image.length < MIN_SIGNATURE_LENGTH || image.includes('undefined')))
    return fail(coded('signatureTooShort'));
  if (typeof raw.typedName === 'string' && !isTypedSignatureLongEnough(raw.typedName)) return fail(coded('signatureTooShort'));
  const signature: SignatureAnswer = { signed: true };
  if (image !== undefined) signature.image = image;
  if (url !== undefined) signature.url = url;
  if (typeof raw.dateStamp === 'string') signature.dateStamp = raw.dateStamp;
  if (typeof raw.typedName === 'string') signature.typedName = raw.typedName;
  return { value: signature, messages: [] };
}

/** A money column's upper limit: its own when the definition gives one, else the spec's table rule. */
export function moneyUpperBound(header: Pick<ItemTableHeader, 'upperBound'>): number {
  return header.upperBound ?? MONEY_BOUNDS.upper;
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
        if (n === undefined) messages.push({ ...coded('required'), ...at });
        else if (n === 'invalid') messages.push({ ...coded('numbersOnly'), ...at });
        else if (header.variant === 'money' && (n < MONEY_BOUNDS.lower || n > moneyUpperBound(header)))
          messages.push({ ...numberedMessage.range(MONEY_BOUNDS.lower, moneyUpperBound(header)), ...at });
        else out[header.value] = n;
      } else if (header.variant === 'date') {
        // the date picker's rules and messages, cell by cell; the clean cell is YYYY-MM-DD like every date
        const date = typeof cell === 'string' && cell.trim() !== '' ? readDate(cell) : undefined;
        if (date === undefined) messages.push({ ...coded('required'), ...at });
        else if ('message' in date) messages.push({ ...date, ...at });
        else out[header.value] = date.date;
      } else {
        // a text cell is a short text
        const text = readLimitedText(cell, 'text-input-short');
        if (text === undefined) messages.push({ ...coded('required'), ...at });
        else if (typeof text !== 'string') messages.push({ ...text, ...at });
        else if (header.variant === 'select' && header.options && !header.options.includes(text))
          messages.push({ ...coded('unknownOption'), ...at });
        else out[header.value] = text;
      }
    }
    clean.push(out);
  });
  if (element.inputRowsLimit !== undefined && clean.length > element.inputRowsLimit)
    messages.push(numberedMessage.rowLimit(element.inputRowsLimit));
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
      const text = readLimitedText(value, field.type);
      if (typeof text === 'string') answer.fields[field.uid] = text;
      else if (text !== undefined) messages.push({ ...text, column: field.uid });
      else if (field.required) missingRequired = true;
    }
  }
  if (messages.length) return { messages };
  const anything = answer.buttonClicked !== undefined || Object.keys(answer.fields).length > 0;
  return anything && !missingRequired ? { value: answer, messages } : NONE;
}

type AnswerReader<T extends ElementType> = (element: ElementOfType<T>, raw: unknown, options: ReadOptions) => AnswerReading;

const isWatched = (raw: unknown) => raw === true || (isRecord(raw) && raw.watched === true);
const noAnswer = () => NONE;

/** How each element type reads its answer; types that take no answer always read as unanswered. */
export const ANSWER_READERS = {
  'text-input-short': (element, raw, options) =>
    readTextInput(raw, 'text-input-short', (text) => textValidatorMessage(element.validator, text) ?? spouseEmailMessage(element, text, options.ownerEmail)),
  'text-input-long': (_element, raw) => readTextInput(raw, 'text-input-long'),
  'number-input': (element, raw) => readNumberInput(element, raw),
  'single-select': (element, raw) => readChoice(raw, element.options),
  'state-select': (element, raw) => readChoice(raw, element.options ?? US_STATES),
  'grouped-options': (element, raw) => (element.groupingVariant === 'select' ? readChoice(raw, undefined) : NONE),
  'multi-select': (element, raw) => readChoices(raw, element.options),
  'embedded-image': (element, raw) => {
    const names = Array.isArray(element.images) ? element.images.filter(isRecord).map((i) => String(i.name)) : [];
    if (element.interactionType === 'single-select') return readChoice(raw, names);
    if (element.interactionType === 'multi-select') return readChoices(raw, names);
    return NONE;
  },
  'date-picker': (element, raw, options) => readDatePicker(element, raw, options),
  'file-input': (element, raw) => readFile(element, raw),
  'signature-pad': (_element, raw) => readSignature(raw),
  'youtube-video': (_element, raw) => (isWatched(raw) ? { value: { watched: true }, messages: [] } : NONE),
  'item-table': (element, raw) => readItemTable(element, raw),
  'dialog-window': (element, raw) => readDialog(element, raw),
  'child-support-calculator': (_element, raw) => readChildSupportFigures(raw),
  'page-break': noAnswer,
  heading: noAnswer,
  subheading: noAnswer,
  paragraph: noAnswer,
  label: noAnswer,
  // a computed value is the formula's, never the person's
  'computed-property': noAnswer,
} as const satisfies { [T in ElementType]: AnswerReader<T> };

function readChildSupportFigures(raw: unknown): AnswerReading {
  if (!isRecord(raw)) return NONE;
  const figures: Record<string, number> = {};
  for (const [key, value] of Object.entries(raw)) {
    const n = readNumber(value);
    if (n === 'invalid') return fail(coded('numbersOnly'));
    if (n !== undefined) figures[key] = n;
  }
  return Object.keys(figures).length ? { value: figures, messages: [] } : NONE;
}

/** Reads a raw answer for an element. Elements that take no answer always read as unanswered. */
export function readAnswer(element: FormElement, raw: unknown, options: ReadOptions): AnswerReading {
  if (raw === undefined || raw === null) return NONE;
  // Definitions come from JSON: an element whose type names no reader holds no answer.
  if (!Object.hasOwn(ANSWER_READERS, element.type)) return NONE;
  // TypeScript cannot follow that the reader picked by element.type takes that same element type.
  const reader = ANSWER_READERS[element.type] as AnswerReader<ElementType>;
  return reader(element, raw, options);
}

/** True when the raw answer reads as a valid answer for the element (the spec's answeredStatus). */
export function isAnswered(element: FormElement, raw: unknown, options: ReadOptions = { today: todayIso() }): boolean {
  return readAnswer(element, raw, options).value !== undefined;
}

/**
 * Why a raw answer must not be stored at all, or undefined when it may be: larger than its type's answerLimit (the
 * element registry), or a text (a text input, a table's text cell, a dialog's text field) longer than its type's text
 * limit. Unlike the other messages, which travel with a stored answer, these refuse the value before it is written
 * (issue 30 item 6), so the answer stored before stays as it was.
 */
export function answerOverLimit(element: FormElement, raw: unknown): CodedMessage | undefined {
  if (raw === undefined || raw === null) return undefined;
  const info = elementTypeInfo(element.type);
  if (info === undefined) return undefined;
  const size = JSON.stringify(raw)?.length ?? 0;
  if (size > info.answerLimit) {
    const text = Object.hasOwn(TEXT_ANSWER_LIMITS, element.type) ? TEXT_ANSWER_LIMITS[element.type as keyof typeof TEXT_ANSWER_LIMITS] : undefined;
    return text === undefined ? numberedMessage.tooLarge(info.answerLimit) : numberedMessage.tooLong(text);
  }
  const tooLong = readAnswer(element, raw, { today: todayIso() }).messages.find((m) => m.code === 'tooLong');
  return tooLong ? { code: tooLong.code, message: tooLong.message, ...(tooLong.values ? { values: tooLong.values } : {}) } : undefined;
}
