// Dates as the engine keeps them (YYYY-MM-DD strings, compared as text) and as people type them
// (MM/DD/YYYY), with the checks of end-user-journey.md §5 and the limits of workflow-builder.md §9.
import { ELEMENT_DEFAULTS } from '../definition/element-registry.ts';
import { coded, type CodedMessage } from './messages.ts';

export const EARLIEST_DATE = ELEMENT_DEFAULTS.earliestDate;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const US_MONTH = /^(\d{1,2})\/(\d{4})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO.exec(value);
  return !!m && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

export type DateReading = { date: string } | CodedMessage;

/** Reads YYYY-MM-DD or MM/DD/YYYY (or, for a month picker, YYYY-MM or MM/YYYY as the 1st of the month). */
export function readDate(input: string, monthPicker = false): DateReading {
  const value = input.trim();
  // The stored form, YYYY-MM-DD, is read without building a new string.
  const iso = ISO.exec(value);
  if (iso) {
    if (!isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) || value < EARLIEST_DATE) return coded('properDate');
    return { date: value };
  }
  let parts: [number, number, number] | undefined;
  let m: RegExpExecArray | null;
  if ((m = US.exec(value))) parts = [Number(m[3]), Number(m[1]), Number(m[2])];
  else if (monthPicker && (m = ISO_MONTH.exec(value))) parts = [Number(m[1]), Number(m[2]), 1];
  else if (monthPicker && (m = US_MONTH.exec(value))) parts = [Number(m[2]), Number(m[1]), 1];
  if (!parts) return coded('dateFormat');
  const [year, month, day] = parts;
  if (!isRealDate(year, month, day)) return coded('properDate');
  const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (date < EARLIEST_DATE) return coded('properDate');
  return { date };
}

/** The date `years` years after an ISO date (29 February falls to 28 February when needed). */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const day = isRealDate(year, m, d) ? d : d - 1;
  return `${pad(year, 4)}-${pad(m)}-${pad(day)}`;
}

/** True when someone born on `birth` is at least `years` old on `today` (both YYYY-MM-DD). */
export function isAtLeastYearsOld(birth: string, today: string, years: number): boolean {
  return addYears(birth, years) <= today;
}

export function todayIso(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
