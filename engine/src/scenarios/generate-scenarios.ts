// accord scenarios generate: scenarios that make every condition of a workflow true and false at least once
// (condition coverage). For each outcome still missing, the checks' search finds answers that give it, adding the
// display logic of every question it reads (a hidden question's answer is cleared, so it must show); the engine
// then evaluates them, and what it shows and which documents it includes become the scenario's expectations.
import { displayFormula, makeUnit, scopeOf, buildAt } from '../checks/analysis.ts';
import type { Unit } from '../checks/analysis.ts';
import type { AnswerSpace } from '../checks/answer-space.ts';
import { FormulaBuilder, PARTICIPATING_KEY, atomsOf, combine, not } from '../checks/formula.ts';
import type { Formula } from '../checks/formula.ts';
import { ELEMENT_DEFAULTS } from '../definition/element-registry.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import type { EvaluationContext } from '../evaluation/evaluation.ts';
import { parseFormula } from '../evaluation/formula.ts';
import { resolveReferenceTarget } from '../evaluation/formula-references.ts';
import { ConditionCoverage } from './coverage.ts';
import type { CoverageReport } from './coverage.ts';
import type { Scenario } from './scenario.ts';

export interface GeneratedScenarios {
  scenarios: Scenario[];
  coverage: CoverageReport;
}

const MAX_SCENARIOS = 500;

/**
 * The formula for an outcome, with the display of every question it reads (to a few levels) required too; with
 * `withInputs`, also the display of every element the formulas of its computed values read (undefined when it
 * reads no computed value, as there is nothing more to require).
 */
function outcomeFormula(definition: WorkflowDefinition, pointer: string, outcome: boolean, builder: FormulaBuilder, withInputs = false): Formula | undefined {
  const item = buildAt(builder, definition, pointer);
  const parts: Formula[] = [outcome ? item.formula : not(item.formula)];
  const index = new Map(definition.elements.map((e, i) => [e.uid, i]));
  const shown = new Set<string>();
  let frontier: Formula[] = [parts[0]!];
  let computedRead = false;
  for (let level = 0; level < 4 && frontier.length; level++) {
    const next: Formula[] = [];
    const show = (key: string) => {
      const i = index.get(key);
      if (key === PARTICIPATING_KEY || i === undefined || shown.has(key)) return;
      shown.add(key);
      const display = displayFormula(builder, definition, i);
      parts.push(display);
      next.push(display);
      if (withInputs && definition.elements[i]!.type === 'computed-property') {
        computedRead = true;
        for (const input of formulaElements(definition, key)) show(input.uid);
      }
    };
    for (const formula of frontier) for (const atom of atomsOf(formula)) show(builder.atoms[atom]!.key);
    frontier = next;
  }
  return withInputs && !computedRead ? undefined : combine('and', parts);
}

interface Found {
  answers: Record<string, unknown>;
  collaborate: boolean | undefined;
  context: EvaluationContext;
}

/** Answers (by uid) that the search finds for a formula, or undefined when it finds none. */
function findAnswers(definition: WorkflowDefinition, unit: Unit, formula: Formula): Found | undefined {
  const result = unit.search(formula, true);
  if (result.kind !== 'found') return undefined;
  const answers: Record<string, unknown> = {};
  let collaborate: boolean | undefined;
  for (const [key, choice] of result.choice) {
    if (!choice.witness) continue;
    if (key === PARTICIPATING_KEY) collaborate = choice.witness.raw === true;
    // an unanswered question is left out, or given as null when it has a default (which would answer it)
    else if (choice.witness.raw !== null || definition.elements.some((e) => e.uid === key && 'default' in e)) answers[key] = choice.witness.raw;
  }
  return { answers, collaborate, context: collaborate === undefined ? {} : { collaborate } };
}

export function generateScenarios(definition: WorkflowDefinition, options: { today?: string } = {}): GeneratedScenarios {
  const coverage = new ConditionCoverage(definition, options.today);
  const scope = scopeOf(definition);
  const titleOf = new Map(definition.elements.map((e) => [e.uid, e.title]));
  const documentName = new Map((definition.documents ?? []).map((d) => [d.uid, d.name]));
  const neverShown = new Set(coverage.neverShownUids);
  const spaces = new Map<string, AnswerSpace>();
  const scenarios: Scenario[] = [];
  const seen = new Set<string>();
  const names = new Set<string>();
  // two elements may share a title (and a condition its test): the second such scenario is numbered, so that a
  // test run's failure names one scenario
  const uniqueName = (name: string) => {
    let unique = name;
    for (let n = 2; names.has(unique); n++) unique = `${name} (${n})`;
    names.add(unique);
    return unique;
  };

  const add = (name: string, answers: Record<string, unknown>, collaborate: boolean | undefined) => {
    const id = JSON.stringify([answers, collaborate]);
    if (seen.has(id)) return;
    seen.add(id);
    const context = collaborate === undefined ? {} : { collaborate };
    const evaluation = coverage.record(answers, context);
    const byTitle = Object.fromEntries(Object.entries(answers).map(([uid, value]) => [titleOf.get(uid) ?? uid, value]));
    scenarios.push({
      name: uniqueName(name),
      answers: byTitle,
      useBaseAnswers: false,
      ...(collaborate === undefined ? {} : { context }),
      expect: {
        visible: evaluation.visibleElementUids.map((uid) => titleOf.get(uid) ?? uid),
        hidden: evaluation.hiddenElementUids.map((uid) => titleOf.get(uid) ?? uid),
        documents: evaluation.visibleDocumentIds.map((uid) => documentName.get(uid) ?? uid),
      },
    });
  };

  add('nothing answered yet', {}, undefined);
  for (const verdict of coverage.verdicts)
    for (const outcome of [true, false]) {
      if (scenarios.length >= MAX_SCENARIOS || !coverage.open(verdict.pointer, outcome)) continue;
      const name = `${verdict.owner}${verdict.test ? `, "${verdict.test}"` : ''} is ${outcome}`;
      let last: Found | undefined;
      // first the outcome alone; then, for a computed value, with every input of its formula shown as well (a
      // hidden table or computed property counts as nothing, so a difference of two totals needs both shown)
      for (const withInputs of [false, true]) {
        const builder = new FormulaBuilder(scope);
        const formula = outcomeFormula(definition, verdict.pointer, outcome, builder, withInputs);
        if (!formula) continue;
        const found = findAnswers(definition, makeUnit(builder, { today: coverage.today, neverShown, spaces }), formula);
        if (!found) continue;
        const works = (answers: Record<string, unknown>) => coverage.probe(verdict.pointer, answers, found.context) === outcome;
        // a computed value cannot be answered: try numbers for the questions its formula reads
        const answers = works(found.answers) ? found.answers : tryComputedInputs(definition, builder, formula, found.answers, works);
        last = answers ? { ...found, answers } : (last ?? found);
        if (answers) break;
      }
      if (last) add(name, last.answers, last.collaborate);
    }
  return { scenarios, coverage: coverage.report() };
}

const ROUND_NUMBERS = [0, 1, 2, 5, 10, 50, 100, 500, 1000, 5000, 10000, 100000, -1, -10, -100];

/** Answers worth trying for an input a formula reads: numbers inside its bounds, or a one-row table. */
function inputCandidates(element: FormElement): unknown[] {
  if (element.type === 'number-input') {
    const lower = element.lowerBound ?? ELEMENT_DEFAULTS.numberBounds.lower;
    const upper = element.upperBound ?? ELEMENT_DEFAULTS.numberBounds.upper;
    return [...new Set([lower, upper, Math.round((lower + upper) / 2), ...ROUND_NUMBERS])].filter((n) => n >= lower && n <= upper);
  }
  if (element.type === 'item-table' && element.variant !== 'read-only') {
    const { lower, upper } = ELEMENT_DEFAULTS.moneyBounds;
    return [[], ...ROUND_NUMBERS.filter((n) => n >= lower && n <= upper).map((n) => [Object.fromEntries((element.headers ?? []).map((h) => [h.value, h.variant === 'number' || h.variant === 'money' ? n : h.variant === 'select' ? (h.options?.[0] ?? 'x') : h.variant === 'date' ? '2000-01-01' : 'x']))])];
  }
  return [];
}

/** The elements a computed property's formula reads, directly. */
function formulaElements(definition: WorkflowDefinition, uid: string): FormElement[] {
  const element = definition.elements.find((e) => e.uid === uid);
  if (element?.type !== 'computed-property') return [];
  try {
    return parseFormula(element.formula).references.flatMap((reference) => resolveReferenceTarget(definition.elements, reference)?.element ?? []);
  } catch {
    return [];
  }
}

/** The inputs (number questions, item tables) a computed property's formula reads, through other computed properties. */
function formulaInputs(definition: WorkflowDefinition, uid: string, seen = new Set<string>()): FormElement[] {
  const element = definition.elements.find((e) => e.uid === uid);
  if (!element || seen.has(uid)) return [];
  seen.add(uid);
  if (element.type === 'number-input' || element.type === 'item-table') return [element];
  return formulaElements(definition, uid).flatMap((target) => formulaInputs(definition, target.uid, seen));
}

/** Seeded tries of numbers for the inputs of the computed values a formula reads; the first answers that work, or undefined. */
function tryComputedInputs(definition: WorkflowDefinition, builder: FormulaBuilder, formula: Formula, answers: Record<string, unknown>, works: (answers: Record<string, unknown>) => boolean): Record<string, unknown> | undefined {
  const computed = [...atomsOf(formula)].map((a) => builder.atoms[a]!.element).filter((e): e is FormElement => e?.type === 'computed-property');
  const inputs = [...new Map(computed.flatMap((c) => formulaInputs(definition, c.uid)).map((e) => [e.uid, e])).values()];
  if (inputs.length === 0) return undefined;
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let attempt = 0; attempt < 400; attempt++) {
    const candidate = { ...answers };
    for (const input of inputs) {
      const options = inputCandidates(input);
      if (options.length) candidate[input.uid] = options[Math.floor(next() * options.length)]!;
    }
    if (works(candidate)) return candidate;
  }
  return undefined;
}
