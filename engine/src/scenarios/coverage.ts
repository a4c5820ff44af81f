// Condition coverage (issue 20): every condition, node and question test of a workflow should be seen true and
// false at least once across a set of scenarios. Conditions the logic checks prove never true or always true
// cannot be, and are named apart rather than counted as missed.
import { todayIso } from '../answers/dates.ts';
import { buildAt, scopeOf } from '../checks/analysis.ts';
import { checkWorkflow } from '../checks/check-workflow.ts';
import type { ConditionVerdict } from '../checks/check-workflow.ts';
import { FormulaBuilder, evaluateFormula } from '../checks/formula.ts';
import type { Item } from '../checks/formula.ts';
import { compile } from '../evaluation/compile.ts';
import type { CompiledWorkflow } from '../evaluation/compiled-workflow.ts';
import { evaluate } from '../evaluation/evaluate.ts';
import type { Evaluation, EvaluationContext } from '../evaluation/evaluation.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';

export interface CoverageTarget {
  pointer: string;
  owner: string;
  /** The question test in words, for a test. */
  test?: string;
  /** Seen true / false so far. */
  seenTrue: boolean;
  seenFalse: boolean;
  /** Proved by the checks: this outcome cannot happen. */
  neverTrue: boolean;
  neverFalse: boolean;
}

export interface CoverageReport {
  /** Outcomes (true and false for each condition) that can happen. */
  possible: number;
  reached: number;
  /** reached / possible, 0..100 (100 for a workflow without conditions). */
  percent: number;
  targets: CoverageTarget[];
  /** Conditions the checks prove never true or always true, in words. */
  excepted: string[];
  /** Outcomes that can happen but no scenario reached, in words. */
  missed: string[];
}

const describe = (t: CoverageTarget) => `${t.owner}${t.test ? `, the test "${t.test}"` : ` (${t.pointer})`}`;

/** Tracks which outcomes of a workflow's conditions a set of evaluations has seen. */
export class ConditionCoverage {
  readonly compiled: CompiledWorkflow;
  private readonly items: { item: Item; target: CoverageTarget }[] = [];
  private readonly builder: FormulaBuilder;
  readonly verdicts: ConditionVerdict[];
  readonly neverShownUids: string[];

  constructor(
    readonly definition: WorkflowDefinition,
    readonly today: string = todayIso(),
  ) {
    this.compiled = compile(definition);
    const check = checkWorkflow(definition, { today });
    this.verdicts = check.conditions;
    this.neverShownUids = check.neverShownUids;
    this.builder = new FormulaBuilder(scopeOf(definition));
    for (const verdict of check.conditions) {
      const item = buildAt(this.builder, definition, verdict.pointer);
      this.items.push({
        item,
        target: {
          pointer: verdict.pointer,
          owner: verdict.owner,
          ...(verdict.test ? { test: verdict.test } : {}),
          seenTrue: false,
          seenFalse: false,
          neverTrue: verdict.canBeTrue === false,
          neverFalse: verdict.canBeFalse === false,
        },
      });
    }
  }

  /** One condition's outcome for these answers, without recording anything. */
  probe(pointer: string, answers: Record<string, unknown>, context: EvaluationContext = {}): boolean | undefined {
    const entry = this.items.find((i) => i.target.pointer === pointer);
    if (!entry) return undefined;
    const { clean, collaborate } = this.conditionData(answers, context).data;
    return evaluateFormula(entry.item.formula, (i) => {
      const atom = this.builder.atoms[i]!;
      return atom.holds(clean[atom.key], collaborate);
    });
  }

  private conditionData(answers: Record<string, unknown>, context: EvaluationContext) {
    const full = { today: this.today, ...context };
    const evaluation = evaluate(this.compiled, answers, full);
    const collaborate = typeof full.collaborate === 'boolean' ? full.collaborate : this.definition.collaborate !== false;
    // what conditions read: the clean answers of shown elements and the computed values
    const clean: Record<string, unknown> = { ...evaluation.answers };
    for (const [uid, computed] of Object.entries(evaluation.computed)) if (computed.value !== null) clean[uid] = computed.value;
    return { evaluation, data: { clean, collaborate } };
  }

  /** Evaluates answers (keyed by uid) and records each condition's outcome; returns the evaluation. */
  record(answers: Record<string, unknown>, context: EvaluationContext = {}): Evaluation {
    const { evaluation, data } = this.conditionData(answers, context);
    const { clean, collaborate } = data;
    for (const { item, target } of this.items) {
      const holds = evaluateFormula(item.formula, (i) => {
        const atom = this.builder.atoms[i]!;
        return atom.holds(clean[atom.key], collaborate);
      });
      if (holds) target.seenTrue = true;
      else target.seenFalse = true;
    }
    return evaluation;
  }

  /** Whether this outcome is still to be reached (and can be). */
  open(pointer: string, outcome: boolean): boolean {
    const target = this.items.find((i) => i.target.pointer === pointer)?.target;
    if (!target) return false;
    return outcome ? !target.seenTrue && !target.neverTrue : !target.seenFalse && !target.neverFalse;
  }

  report(): CoverageReport {
    const targets = this.items.map((i) => i.target);
    let possible = 0;
    let reached = 0;
    const excepted: string[] = [];
    const missed: string[] = [];
    for (const t of targets) {
      if (t.neverTrue) excepted.push(`${describe(t)}: never true`);
      else {
        possible++;
        if (t.seenTrue) reached++;
        else missed.push(`${describe(t)}: never seen true`);
      }
      if (t.neverFalse) excepted.push(`${describe(t)}: always true`);
      else {
        possible++;
        if (t.seenFalse) reached++;
        else missed.push(`${describe(t)}: never seen false`);
      }
    }
    return { possible, reached, percent: possible === 0 ? 100 : Math.floor((reached / possible) * 1000) / 10, targets, excepted, missed };
  }
}

/** Answers keyed by title or uid, keyed by uid (an unknown name is left out). */
export function answersByUid(definition: WorkflowDefinition, given: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(given)) {
    const element = definition.elements.find((e) => e.title === name) ?? definition.elements.find((e) => e.uid === name);
    if (element) out[element.uid] = value;
  }
  return out;
}
