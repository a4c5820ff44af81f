// The shape compile() produces and evaluate() runs: every condition already a closure, elements in
// dependency order, formulas parsed, rules grouped by kind.
import type { AnswerReading } from '../answers/read-answer.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import type { CompiledRule } from '../logic/compile-json-logic.ts';
import type { JsonLogic } from '../logic/to-json-logic.ts';
import type { Resolve } from './formula.ts';

export interface CompiledElement {
  element: FormElement;
  index: number;
  /** Index of the page-break that starts this element's page (its own index for a page-break). */
  pageBreakIndex: number;
  /** Position of that page among the pages (-1 before any page-break, in an invalid definition). */
  pageIndex: number;
  answerable: boolean;
  requirable: boolean;
  /** Required, of a type that can be, in a variant that takes an answer (the registry's takesAnswer): unanswered it is missing. */
  mustAnswer: boolean;
  /** The last raw answer read and its reading: unchanged answers are not read again. */
  lastRead?: { raw: unknown; today: string; ownerEmail: string | undefined; reading: AnswerReading };
  /** The element's display logic as json-logic (hideByDefault applied), or undefined when it always shows. */
  logic?: JsonLogic;
  visibleWhen?: CompiledRule;
  /** Display Logic rules that decide this element too. */
  displayRules: CompiledDisplayRule[];
  /** computed-property: the parsed formula with its references bound to answers. */
  formula?: (resolve: Resolve) => number | null;
  /** Binds the formula's references to the answer slots of one evaluation. */
  formulaResolve?: (slots: readonly unknown[]) => Resolve;
  /** grouped-options: the position of the grouping question. */
  groupingIndex?: number;
}

export interface CompiledDisplayRule {
  ruleUid: string;
  holds: CompiledRule;
  /** What the listed elements do while the rule does not hold. */
  whenNotHolding: 'show' | 'hide';
}

export type RuleKind = 'Display Logic' | 'Action Logic' | 'Sharing Logic';

export interface CompiledRuleEntry {
  uid: string;
  name: string;
  type: RuleKind;
  order: number;
  documentUid: string;
  logic: JsonLogic;
  holds: CompiledRule;
  actionIds: string[];
  shareLimits?: { readOnly?: number; comment?: number; edit?: number };
}

export interface CompiledDocument {
  uid: string;
  name: string;
  logic: JsonLogic;
  included: CompiledRule;
  rules: CompiledRuleEntry[];
}

export interface CompiledPage {
  uid: string;
  title: string;
  label?: string;
  index: number;
  /** Index of its page-break in the element list. */
  elementIndex: number;
}

/**
 * Compiled conditions read the data `{ s, c, t }`: `s` holds each element's clean answer at the
 * element's position (undefined when unanswered or hidden), `c` the context (`collaborate`), `t` the
 * results of the shared question tests already run in this evaluation.
 * Their json-logic (`logic`) reads the equivalent `{ a: answers by uid, c }` for json-logic-js.
 */
export interface CompiledWorkflow {
  definition: WorkflowDefinition;
  elements: CompiledElement[];
  /** Element indexes in evaluation order: every element after the ones its logic reads. */
  order: number[];
  /**
   * True when the logic reads in a circle (an invalid workflow, reported by validateWorkflow) and the order had to
   * break it. Only without one is an evaluation settled: evaluating again with the hidden answers cleared gives the
   * same result, so a caller that clears them need not evaluate again.
   */
  cyclic: boolean;
  pages: CompiledPage[];
  documents: CompiledDocument[];
  /** Distinct question tests shared by all compiled conditions (see logic/slot-tests.ts). */
  testCount: number;
  /** For each element position, the tests that read its answer: forgotten when the answer changes. */
  testsBySlot: number[][];
  sharingRule?: CompiledRuleEntry;
}
