// The custom json-logic operations behind every comparison of workflow-builder.md §9. They take
// evaluated arguments, accept any JSON without throwing, and return booleans. The same functions are
// registered in json-logic-js (the reference) and called by the compiled closures.
import { truthy } from './truthy.ts';

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * Whether every date of a date answer passes: one date, several (all must pass), or both ends of a
 * range. An answer with no date never passes. Written as loops: this runs for every date test.
 */
function everyDate(
  value: unknown,
  test: (date: string, a: string, b: string) => boolean,
  a: string,
  b: string,
): boolean {
  if (typeof value === 'string') return test(value, a, b);
  if (Array.isArray(value)) {
    let seen = false;
    for (const item of value) {
      if (typeof item !== 'string') continue;
      if (!test(item, a, b)) return false;
      seen = true;
    }
    return seen;
  }
  if (typeof value === 'object' && value !== null) {
    const { start, end } = value as { start?: unknown; end?: unknown };
    return typeof start === 'string' && typeof end === 'string' && test(start, a, b) && test(end, a, b);
  }
  return false;
}

const after = (x: string, d: string) => x > d;
const before = (x: string, d: string) => x < d;
const same = (x: string, d: string) => x === d;
const within = (x: string, low: string, high: string) => x >= low && x <= high;

/** Whether `value` (a choice or a list of choices) contains `option`. */
function chosen(value: unknown, option: unknown): boolean {
  if (typeof value === 'string') return value === option;
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (typeof value[i] === 'string' && value[i] === option) return true;
  return false;
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
  date_after: (v: unknown, d: unknown): boolean => isString(d) && everyDate(v, after, d, ''),
  date_before: (v: unknown, d: unknown): boolean => isString(d) && everyDate(v, before, d, ''),
  date_eq: (v: unknown, d: unknown): boolean => isString(d) && everyDate(v, same, d, ''),
  date_between: (v: unknown, low: unknown, high: unknown): boolean =>
    isString(low) && isString(high) && everyDate(v, within, low, high),
  /** single select: the answer is one of the given options. */
  choice_is: (v: unknown, options: unknown): boolean =>
    isString(v) && (Array.isArray(options) ? options.includes(v) : options === v),
  /** multi-select any: at least one given option is chosen. */
  choice_any: (v: unknown, options: unknown): boolean => {
    if (!Array.isArray(options)) return chosen(v, options);
    for (let i = 0; i < options.length; i++) if (chosen(v, options[i])) return true;
    return false;
  },
  /** multi-select all: every given option is chosen (and at least one is given). */
  choice_all: (v: unknown, options: unknown): boolean => {
    if (!Array.isArray(options)) return chosen(v, options);
    if (options.length === 0) return false;
    for (let i = 0; i < options.length; i++) if (!chosen(v, options[i])) return false;
    return true;
  },
  /** text contains, case-insensitive. */
  text_contains: (v: unknown, s: unknown): boolean =>
    isString(v) && isString(s) && v.toLowerCase().includes(s.toLowerCase()),
  /** x-or: exactly one argument is truthy. */
  xor(...args: unknown[]): boolean {
    let count = 0;
    for (let i = 0; i < args.length; i++) if (truthy(args[i]) && ++count > 1) return false;
    return count === 1;
  },
} as const;

export type CustomOperationName = keyof typeof customOperations;
export const CUSTOM_OPERATION_NAMES = Object.keys(customOperations) as CustomOperationName[];
