// The answers worth trying for one question: a representative of every region its tests can tell apart
// (interval reasoning for numbers and dates, enumeration for choices and texts), each read by the engine's
// own answer reader so that only real answers count. When the tests cannot be split exactly (a text
// validator, a month picker's rounding, overlapping 'contains' texts), the space says so and the checks
// treat the question's tests as free, which can only make them say less.
import { readAnswer } from '../answers/read-answer.ts';
import { ELEMENT_DEFAULTS } from '../definition/element-registry.ts';
import { US_STATES } from '../definition/element-types.ts';
import type { ElementType } from '../definition/element-types.ts';
import type { ElementOfType, FormElement } from '../definition/elements.ts';
import type { Atom } from './formula.ts';
import { PARTICIPATING_KEY } from './formula.ts';

export interface Representative {
  /** What a person (or a scenario) gives: the raw answer, or the participating mode for PARTICIPATING_KEY. */
  raw: unknown;
  /** What conditions read (undefined: unanswered). */
  clean: unknown;
}

/** Representatives, or 'free' when they cannot be trusted to cover every region. */
export type AnswerSpace = Representative[] | 'free';

const UNANSWERED: Representative = { raw: null, clean: undefined };
const MAX_CHOICES = 8;
const MAX_TEXTS = 6;
const MAX_DATES = 30;

const list = (answer: unknown): string[] => (Array.isArray(answer) ? answer.filter((a): a is string => typeof a === 'string') : typeof answer === 'string' ? [answer] : []);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const shifted = new Map<string, string>();
function shiftDay(iso: string, days: number): string {
  const id = `${iso}${days}`;
  let out = shifted.get(id);
  if (out === undefined) {
    out = shiftDate(iso, days);
    if (shifted.size > 10000) shifted.clear();
    shifted.set(id, out);
  }
  return out;
}

function shiftDate(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function subsets<T>(items: T[]): T[][] {
  const out: T[][] = [[]];
  for (const item of items) for (const s of [...out]) out.push([...s, item]);
  return out;
}

function numberPoints(atoms: Atom[], bounds?: { lower: number; upper: number }): number[] {
  const marks = new Set<number>();
  for (const { condition: c } of atoms) for (const v of [c.value, c.lowerLimit, c.upperLimit]) if (finite(v)) marks.add(v);
  if (bounds) {
    marks.add(bounds.lower);
    marks.add(bounds.upper);
  }
  const sorted = [...marks].sort((a, b) => a - b);
  const points = new Set<number>(sorted);
  if (sorted.length === 0) points.add(0);
  else {
    points.add(sorted[0]! - 1);
    points.add(sorted.at(-1)! + 1);
  }
  for (let i = 0; i + 1 < sorted.length; i++) points.add((sorted[i]! + sorted[i + 1]!) / 2);
  return [...points];
}

function datePoints(atoms: Atom[]): string[] {
  const marks = new Set<string>();
  for (const { condition: c } of atoms) for (const v of [c.value, c.lowerLimit, c.upperLimit]) if (typeof v === 'string' && ISO.test(v)) marks.add(v);
  if (marks.size === 0) marks.add('2000-01-01');
  const points = new Set<string>();
  for (const mark of marks) for (const d of [-1, 0, 1]) points.add(shiftDay(mark, d));
  return [...points].sort();
}

/** An answered placeholder of each dialog field, so that a button test finds the dialog answered. */
function dialogFields(element: ElementOfType<'dialog-window'>): Record<string, unknown> {
  return Object.fromEntries((element.dialogFields ?? []).map((f) => [f.uid, f.type === 'signature-pad' ? { url: 'https://example.org/signature.png' } : 'x']));
}

/** An item table's one row with a plausible value in each column. */
function tableRow(element: ElementOfType<'item-table'>): Record<string, unknown> {
  return Object.fromEntries(
    (element.headers ?? []).map((h) => [h.value, h.variant === 'number' || h.variant === 'money' ? 10 : h.variant === 'select' ? (h.options?.[0] ?? 'x') : h.variant === 'date' ? '2000-01-01' : 'x']),
  );
}

/**
 * How the engine's reader relates a representative's raw answer to its clean one: 'exact' (they must be equal, or
 * the space is free), 'shape' (the raw answer is a guess at a shape: only its being answered matters), 'as-given'
 * (a computed value, never read).
 */
type Reading = 'exact' | 'shape' | 'as-given';

interface AnswerSpaceRule<E extends FormElement> {
  /** The raw answers worth trying for the tests `atoms` make on the element, or 'free'. */
  candidates(element: E, atoms: Atom[]): unknown[] | 'free';
  /** The options a test on this element may name; null for a type without options. */
  options: ((element: E) => string[]) | null;
  reading: Reading;
}

const noCandidates = () => [];
const displayOnly = { candidates: noCandidates, options: null, reading: 'exact' } as const;
const singleChoice = { candidates: (element: FormElement, atoms: Atom[]) => relevantOptions(element, atoms), reading: 'exact' } as const;

/** For each element type: the answers worth trying, the options a test may name, and how its answers read. */
export const ANSWER_SPACE_RULES = {
  'number-input': {
    candidates: (element, atoms) => numberPoints(atoms, { lower: element.lowerBound ?? ELEMENT_DEFAULTS.numberBounds.lower, upper: element.upperBound ?? ELEMENT_DEFAULTS.numberBounds.upper }),
    options: null,
    reading: 'exact',
  },
  'date-picker': {
    candidates: (element, atoms) => {
      if (element.monthPicker) return 'free';
      const points = datePoints(atoms);
      if (points.length > MAX_DATES) return 'free';
      const variant = element.variant ?? 'single-date';
      if (variant === 'single-date') return points;
      // every date of the answer must pass each (convex) test, so its earliest and latest date decide
      const pairs: unknown[] = [];
      points.forEach((a, i) =>
        points.slice(i).forEach((b) => pairs.push(variant === 'multiple-dates' ? (a === b ? [a] : [a, b]) : { start: a, end: b })),
      );
      return pairs;
    },
    options: null,
    reading: 'exact',
  },
  'text-input-short': {
    candidates: (element, atoms) => (element.validator && element.validator !== 'none' ? 'free' : textRaws(atoms)),
    options: null,
    reading: 'exact',
  },
  'text-input-long': { candidates: (_element, atoms) => textRaws(atoms), options: null, reading: 'exact' },
  'single-select': { ...singleChoice, options: (element) => element.options },
  'state-select': { ...singleChoice, options: (element) => element.options ?? [...US_STATES] },
  'grouped-options': { ...singleChoice, options: (element) => [...new Set(Object.values(element.groupingOptions ?? {}).flat())] },
  'multi-select': {
    candidates: (element, atoms) => {
      const options = relevantOptions(element, atoms);
      return options.length > MAX_CHOICES ? 'free' : subsets(options).filter((s) => s.length);
    },
    options: (element) => element.options,
    reading: 'exact',
  },
  'embedded-image': {
    candidates: (element, atoms) => {
      const options = relevantOptions(element, atoms);
      if (element.interactionType === 'single-select') return options;
      if (element.interactionType === 'multi-select') return options.length > MAX_CHOICES ? 'free' : subsets(options).filter((s) => s.length);
      return [];
    },
    options: (element) => (element.images ?? []).map((i) => i.name),
    reading: 'exact',
  },
  'dialog-window': {
    candidates: (element, atoms) => {
      const fields = dialogFields(element);
      return [{ fields }, ...relevantOptions(element, atoms).map((buttonClicked) => ({ buttonClicked, fields }))];
    },
    options: (element) => element.buttons ?? [],
    reading: 'shape',
  },
  'computed-property': { candidates: (_element, atoms) => numberPoints(atoms), options: null, reading: 'as-given' },
  // the types whose tests only ask whether they are answered: one raw answer of a plausible shape each
  'file-input': {
    candidates: (element) => (element.accept ?? ELEMENT_DEFAULTS.fileTypes).map((ext) => ({ name: `file${ext}`, url: `https://example.org/file${ext}` })),
    options: null,
    reading: 'shape',
  },
  'signature-pad': { candidates: () => [{ url: 'https://example.org/signature.png' }], options: null, reading: 'shape' },
  'youtube-video': { candidates: () => [{ watched: true }], options: null, reading: 'shape' },
  'item-table': { candidates: (element) => [[tableRow(element)]], options: null, reading: 'shape' },
  'child-support-calculator': { candidates: () => [{ total: 100 }], options: null, reading: 'shape' },
  'page-break': displayOnly,
  heading: displayOnly,
  subheading: displayOnly,
  paragraph: displayOnly,
  label: displayOnly,
} as const satisfies { [K in ElementType]: AnswerSpaceRule<ElementOfType<K>> };

/** The rule of an element's type; undefined for a type no rule names (an unchecked definition). */
function ruleOf(element: FormElement): AnswerSpaceRule<FormElement> | undefined {
  // TypeScript cannot follow that the rule picked by element.type takes that same element type.
  return Object.hasOwn(ANSWER_SPACE_RULES, element.type) ? (ANSWER_SPACE_RULES[element.type] as AnswerSpaceRule<FormElement>) : undefined;
}

/** The options a test on this element may name (select options, states, grouped options, image names, dialog buttons). */
export function choiceOptions(element: FormElement): string[] | undefined {
  return ruleOf(element)?.options?.(element);
}

/** The mentioned options, plus one option no test names (when there is one), in the element's order. */
function relevantOptions(element: FormElement, atoms: Atom[]): string[] {
  const mentioned = new Set(atoms.flatMap((a) => list(a.condition.answer)));
  const options = choiceOptions(element) ?? [];
  const other = options.find((o) => !mentioned.has(o));
  const ordered = options.filter((o) => mentioned.has(o));
  for (const m of mentioned) if (!ordered.includes(m)) ordered.push(m);
  return other === undefined ? ordered : [...ordered, other];
}

function textRaws(atoms: Atom[]): unknown[] | 'free' {
  const literals = [...new Set(atoms.flatMap((a) => (a.condition.comparison === 'contains' ? [] : list(a.condition.answer))))];
  const contained = [...new Set(atoms.flatMap((a) => (a.condition.comparison === 'contains' ? [list(a.condition.answer)[0] ?? ''] : [])))];
  if (contained.length > MAX_TEXTS) return 'free';
  const lower = contained.map((c) => c.toLowerCase());
  // 'contains' splits texts exactly only when no searched text holds another
  if (lower.some((c, i) => c.trim() === '' || lower.some((d, j) => i !== j && d.includes(c)))) return 'free';
  const separator = ['|', '#', '~', '^', '%'].find((s) => ![...literals, ...contained].some((t) => t.includes(s)));
  if (separator === undefined) return 'free';
  const raws: unknown[] = [...literals];
  for (const subset of subsets(contained)) {
    const joined = subset.length ? subset.join(` ${separator} `) : separator;
    raws.push(joined, `${joined} ${separator}`);
  }
  return raws;
}

/**
 * The answer space of one question (or the participating mode) for the tests `atoms` make on it.
 * `onlyUnanswered`: the question can never be shown, so conditions always find it unanswered.
 */
export function answerSpace(key: string, element: FormElement | undefined, atoms: Atom[], options: { today: string; onlyUnanswered?: boolean }): AnswerSpace {
  if (key === PARTICIPATING_KEY)
    return [
      { raw: true, clean: true },
      { raw: false, clean: false },
    ];
  if (!element || options.onlyUnanswered) return [UNANSWERED];
  const rule = ruleOf(element);
  const raws = rule ? rule.candidates(element, atoms) : [];
  if (raws === 'free') return 'free';
  const space: Representative[] = [UNANSWERED];
  const shapeGuessed = rule?.reading === 'shape';
  if (rule?.reading === 'as-given') {
    for (const raw of raws) space.push({ raw, clean: raw });
    return space;
  }
  let anyValid = false;
  for (const raw of raws) {
    let clean: unknown;
    try {
      clean = readAnswer(element, raw, { today: options.today }).value;
    } catch {
      return 'free';
    }
    // a value the reader refuses cannot be an answer (out of bounds, not an option): that region is empty
    if (clean === undefined) continue;
    anyValid = true;
    if (!shapeGuessed && JSON.stringify(clean) !== JSON.stringify(raw)) return 'free';
    space.push({ raw, clean });
  }
  if (shapeGuessed && !anyValid) return 'free';
  return space;
}
