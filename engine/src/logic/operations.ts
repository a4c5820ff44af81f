// The custom json-logic operations behind every comparison of workflow-builder.md §9. They take
// evaluated arguments, accept any JSON without throwing, and return booleans. The same functions are
// registered in json-logic-js (the reference) and called by the compiled closures.
import { truthy } from './truthy.ts';

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/** The dates of a date answer: one, several (all must pass), or both ends of a range. */
function datesOf(value: unknown): string[] {
  if (isString(value)) return [value];
  if (Array.isArray(value)) return value.filter(isString);
  if (typeof value === 'object' && value !== null) {
    const { start, end } = value as { start?: unknown; end?: unknown };
    if (isString(start) && isString(end)) return [start, end];
  }
  return [];
}

function everyDate(value: unknown, test: (date: string) => boolean): boolean {
  const dates = datesOf(value);
  return dates.length > 0 && dates.every(test);
}

function optionsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function choicesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isString) : isString(value) ? [value] : [];
}

export const customOperations = {
  /** answered, uploaded, signed, after-watch: the answer is present and not empty. */
  answered(value: unknown): boolean {
    if (value === null || value === undefined || value === '') return false;
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'object') return Object.keys(value).length > 0;
    return true;
  },
  num_gt: (v: unknown, x: unknown): boolean => isFiniteNumber(v) && isFiniteNumber(x) && v > x,
  num_lt: (v: unknown, x: unknown): boolean => isFiniteNumber(v) && isFiniteNumber(x) && v < x,
  num_eq: (v: unknown, x: unknown): boolean => isFiniteNumber(v) && isFiniteNumber(x) && v === x,
  num_between: (v: unknown, low: unknown, high: unknown): boolean =>
    isFiniteNumber(v) && isFiniteNumber(low) && isFiniteNumber(high) && v >= low && v <= high,
  date_after: (v: unknown, d: unknown): boolean => isString(d) && everyDate(v, (x) => x > d),
  date_before: (v: unknown, d: unknown): boolean => isString(d) && everyDate(v, (x) => x < d),
  date_eq: (v: unknown, d: unknown): boolean => isString(d) && everyDate(v, (x) => x === d),
  date_between: (v: unknown, low: unknown, high: unknown): boolean =>
    isString(low) && isString(high) && everyDate(v, (x) => x >= low && x <= high),
  /** single select: the answer is one of the given options. */
  choice_is: (v: unknown, options: unknown): boolean => isString(v) && optionsOf(options).includes(v),
  /** multi-select any: at least one given option is chosen. */
  choice_any: (v: unknown, options: unknown): boolean => {
    const chosen = choicesOf(v);
    return optionsOf(options).some((o) => chosen.includes(o as string));
  },
  /** multi-select all: every given option is chosen (and at least one is given). */
  choice_all: (v: unknown, options: unknown): boolean => {
    const chosen = choicesOf(v);
    const wanted = optionsOf(options);
    return wanted.length > 0 && wanted.every((o) => chosen.includes(o as string));
  },
  /** text contains, case-insensitive. */
  text_contains: (v: unknown, s: unknown): boolean => isString(v) && isString(s) && v.toLowerCase().includes(s.toLowerCase()),
  /** x-or: exactly one argument is truthy. */
  xor: (...args: unknown[]): boolean => {
    let count = 0;
    for (const arg of args) if (truthy(arg) && ++count > 1) return false;
    return count === 1;
  },
} as const;

export type CustomOperationName = keyof typeof customOperations;
export const CUSTOM_OPERATION_NAMES = Object.keys(customOperations) as CustomOperationName[];
