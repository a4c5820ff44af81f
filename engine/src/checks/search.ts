// Decides whether a formula can take a value, by searching the questions' answer spaces one question at a
// time and evaluating the formula with three values (true, false, not known yet), so that a branch stops as
// soon as the formula is decided. The search has a budget: past it the answer is 'unknown' and the checks
// stay silent rather than guess.
import type { AnswerSpace } from './answer-space.ts';
import type { Atom, Formula } from './formula.ts';
import { atomsOf } from './formula.ts';

const T = 1;
const F = 0;
const U = -1;
type Tri = typeof T | typeof F | typeof U;

/** One question's possible outcomes: each distinct vector of its atoms' results, with a witness answer. */
export interface QuestionDomain {
  key: string;
  /** Positions of this question's atoms (atom indexes). */
  atoms: number[];
  /** Each distinct combination of results, atom by atom, with the representative that gives it (absent when free). */
  outcomes: { results: boolean[]; witness?: { raw: unknown; clean: unknown } }[];
}

const MAX_FREE_ATOMS = 8;

/** The question's outcomes for its atoms, or undefined when too many free atoms make it undecidable. */
export function questionDomain(key: string, atoms: Atom[], space: AnswerSpace): QuestionDomain | undefined {
  const indexes = atoms.map((a) => a.index);
  if (space === 'free') {
    if (atoms.length > MAX_FREE_ATOMS) return undefined;
    const outcomes = [];
    for (let mask = 0; mask < 1 << atoms.length; mask++) outcomes.push({ results: atoms.map((_, i) => (mask & (1 << i)) !== 0) });
    return { key, atoms: indexes, outcomes };
  }
  const seen = new Map<string, QuestionDomain['outcomes'][number]>();
  for (const representative of space) {
    const results = atoms.map((a) => a.holds(representative.clean, key === '#participating' ? representative.raw === true : true));
    const id = results.map((r) => (r ? '1' : '0')).join('');
    if (!seen.has(id)) seen.set(id, { results, witness: representative });
  }
  return { key, atoms: indexes, outcomes: [...seen.values()] };
}

/** A formula's value with some atoms known (1 true, 0 false, -1 not known). */
export function evaluatePartial(formula: Formula, atomValue: Int8Array): Tri {
  switch (formula.op) {
    case 'const':
      return formula.value ? T : F;
    case 'atom':
      return atomValue[formula.atom] as Tri;
    case 'not': {
      const v = evaluatePartial(formula.part, atomValue);
      return v === U ? U : v === T ? F : T;
    }
    case 'and': {
      let unknown = false;
      for (const part of formula.parts) {
        const v = evaluatePartial(part, atomValue);
        if (v === F) return F;
        if (v === U) unknown = true;
      }
      return unknown ? U : T;
    }
    case 'or': {
      let unknown = false;
      for (const part of formula.parts) {
        const v = evaluatePartial(part, atomValue);
        if (v === T) return T;
        if (v === U) unknown = true;
      }
      return unknown ? U : F;
    }
    case 'xor': {
      let trues = 0;
      let unknowns = 0;
      for (const part of formula.parts) {
        const v = evaluatePartial(part, atomValue);
        if (v === T && ++trues > 1) return F;
        if (v === U) unknowns++;
      }
      if (unknowns === 0) return trues === 1 ? T : F;
      return U;
    }
  }
}

export type SearchResult =
  | { kind: 'found'; choice: Map<string, QuestionDomain['outcomes'][number]> }
  | { kind: 'impossible' }
  | { kind: 'unknown' };

export interface SearchContext {
  atomCount: number;
  domainsByKey: ReadonlyMap<string, QuestionDomain | undefined>;
  atomKey: (atom: number) => string;
}

/** Looks for answers under which `formula` evaluates to `target`. */
export function search(formula: Formula, target: boolean, context: SearchContext, budget = 4000): SearchResult {
  const keys: string[] = [];
  for (const atom of atomsOf(formula)) {
    const key = context.atomKey(atom);
    if (!keys.includes(key)) keys.push(key);
  }
  const domains: QuestionDomain[] = [];
  for (const key of keys) {
    const domain = context.domainsByKey.get(key);
    if (!domain) return { kind: 'unknown' };
    domains.push(domain);
  }
  const values = new Int8Array(context.atomCount).fill(U);
  const chosen: number[] = new Array(domains.length).fill(-1);
  const want: Tri = target ? T : F;
  let left = budget;
  const step = (k: number): boolean | 'out' => {
    if (--left < 0) return 'out';
    const v = evaluatePartial(formula, values);
    if (v === want) return true;
    if (v !== U || k >= domains.length) return false;
    const domain = domains[k]!;
    for (let o = 0; o < domain.outcomes.length; o++) {
      const outcome = domain.outcomes[o]!;
      domain.atoms.forEach((atom, i) => (values[atom] = outcome.results[i] ? T : F));
      chosen[k] = o;
      const found = step(k + 1);
      if (found !== false) return found;
    }
    for (const atom of domain.atoms) values[atom] = U;
    chosen[k] = -1;
    return false;
  };
  const result = step(0);
  if (result === 'out') return { kind: 'unknown' };
  if (!result) return { kind: 'impossible' };
  const choice = new Map<string, QuestionDomain['outcomes'][number]>();
  domains.forEach((domain, k) => {
    if (chosen[k]! >= 0) choice.set(domain.key, domain.outcomes[chosen[k]!]!);
  });
  return { kind: 'found', choice };
}

/** The atom values a search's answers give (-1 for atoms of questions it left open). */
export function atomValuesOf(choice: Map<string, QuestionDomain['outcomes'][number]>, context: SearchContext): Int8Array {
  const values = new Int8Array(context.atomCount).fill(U);
  for (const [key, outcome] of choice) {
    const domain = context.domainsByKey.get(key);
    domain?.atoms.forEach((atom, i) => (values[atom] = outcome.results[i] ? T : F));
  }
  return values;
}
