// Each check finds its defect wherever it is planted in either Utah sample (fast-check picks the sample and the
// place), at the pointer of the part planted, with the check's severity.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuestionCondition } from '../definition/conditions.ts';
import type { DisplayLogicNode } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { checkWorkflow } from './check-workflow.ts';
import { FINDING_SEVERITY } from './finding.ts';
import type { FindingCode } from './finding.ts';

const SAMPLES = ['utah-divorce-with-children', 'utah-divorce-without-children'].map(
  (name) => JSON.parse(readFileSync(new URL(`../../../templates/workflows/${name}.json`, import.meta.url), 'utf8')) as WorkflowDefinition,
);
// six places per check in each run (fast-check seeds each run anew); PLANTED_RUNS=200 tries many more when a planter changes
const RUNS = Number(process.env.PLANTED_RUNS ?? 6);

/** Elements (by index) whose display logic is a plain expression. */
const withExpression = (d: WorkflowDefinition) => d.elements.flatMap((e, i) => (e.displayLogic?.root.kind === 'expression' && e.displayLogic.root.questions.length ? [i] : []));
const ofType = (d: WorkflowDefinition, type: FormElement['type']) => d.elements.flatMap((e, i) => (e.type === type ? [i] : []));
const expression = (operator: 'and' | 'or', questions: QuestionCondition[]): DisplayLogicNode => ({ uid: 'planted', kind: 'expression', conditional: 'if', operator, questions });
const pick = <T,>(list: readonly T[], n: number): T => list[n % list.length]!;

interface Planted {
  definition: WorkflowDefinition;
  /** Where the finding is expected: its pointer, or one of these. */
  at: string[];
}

/** Plants the defect into a copy of the sample, choosing the place by the numbers given. */
// an unfinished test is the author's work in progress, not a defect to plant
const PLANTERS: Record<Exclude<FindingCode, 'element-never-shown' | 'unfinished-test'>, (d: WorkflowDefinition, a: number, b: number) => Planted> = {
  'deleted-question'(d, a) {
    // an element whose expression tests at least one question (some test a computed value by its key instead)
    const testsAQuestion = (i: number) => (d.elements[i]!.displayLogic!.root as Extract<DisplayLogicNode, { kind: 'expression' }>).questions.some((q) => q.questionUid);
    const i = pick(withExpression(d).filter(testsAQuestion), a);
    const root = d.elements[i]!.displayLogic!.root as Extract<DisplayLogicNode, { kind: 'expression' }>;
    const t = root.questions.findIndex((q) => q.questionUid);
    root.questions[t] = { ...root.questions[t]!, questionUid: 'deleted-question' };
    return { definition: d, at: [`/elements/${i}/displayLogic/root/questions/${t}/questionUid`] };
  },
  'comparison-not-for-type'(d, a, b) {
    const i = pick(withExpression(d).filter((i) => i > ofType(d, 'single-select')[0]!), a);
    const question = d.elements[pick(ofType(d, 'single-select').filter((q) => q < i), b)]!;
    d.elements[i]!.displayLogic!.root = expression('and', [{ questionUid: question.uid, comparison: 'greater-than', value: 3 }]);
    return { definition: d, at: [`/elements/${i}/displayLogic/root/questions/0/comparison`] };
  },
  'condition-never-true'(d, a, b) {
    const i = pick(withExpression(d), a);
    const question = d.elements[pick(ofType(d, 'single-select').filter((q) => q < i), b)]!;
    d.elements[i]!.displayLogic!.root = expression('and', [{ questionUid: question.uid, comparison: 'answered' }, { questionUid: question.uid, comparison: 'not-answered' }]);
    return { definition: d, at: [`/elements/${i}/displayLogic/root`] };
  },
  'condition-always-true'(d, a, b) {
    const i = pick(withExpression(d), a);
    const question = d.elements[pick(ofType(d, 'single-select').filter((q) => q < i), b)]!;
    d.elements[i]!.displayLogic!.root = expression('or', [{ questionUid: question.uid, comparison: 'answered' }, { questionUid: question.uid, comparison: 'not-answered' }]);
    return { definition: d, at: [`/elements/${i}/displayLogic/root`] };
  },
  'required-element-never-shown'(d, a, b) {
    const i = pick(ofType(d, 'text-input-short').filter((i) => i > ofType(d, 'single-select')[0]!), a);
    const question = d.elements[pick(ofType(d, 'single-select').filter((q) => q < i), b)]!;
    d.elements[i] = { ...d.elements[i]!, required: true, displayLogic: { hideByDefault: false, root: expression('and', [{ questionUid: question.uid, comparison: 'answered' }, { questionUid: question.uid, comparison: 'not-answered' }]) } } as FormElement;
    return { definition: d, at: [`/elements/${i}`] };
  },
  'later-question'(d, a, b) {
    const selects = ofType(d, 'single-select');
    const i = pick(withExpression(d).filter((i) => i < selects.at(-1)!), a);
    const later = d.elements[pick(selects.filter((q) => q > i), b)]!;
    const root = d.elements[i]!.displayLogic!.root as Extract<DisplayLogicNode, { kind: 'expression' }>;
    root.questions.push({ questionUid: later.uid, comparison: 'answered' });
    return { definition: d, at: [`/elements/${i}/displayLogic/root/questions/${root.questions.length - 1}/questionUid`] };
  },
  'computed-cycle'(d, a) {
    // a formula-only circle is validateWorkflow's; this check's circle runs through display logic: the input a
    // computed property reads shows only when that property has a value
    const c = pick(ofType(d, 'computed-property'), a);
    const computed = d.elements[c]!;
    const title = /\{([^}.]+)/.exec((computed as { formula: string }).formula)![1];
    const x = d.elements.findIndex((e) => e.title === title);
    d.elements[x]!.displayLogic = { hideByDefault: false, root: expression('and', [{ questionUid: computed.uid, comparison: 'answered' }]) };
    return { definition: d, at: [c, x].flatMap((i) => [`/elements/${i}/formula`, `/elements/${i}/displayLogic`]) };
  },
  'display-logic-cycle'(d, a, b) {
    const selects = ofType(d, 'single-select');
    const first = pick(selects, a);
    const second = pick(selects.filter((s) => s !== first), b);
    const [one, two] = [d.elements[first]!, d.elements[second]!];
    one.displayLogic = { hideByDefault: false, root: expression('and', [{ questionUid: two.uid, comparison: 'answered' }]) };
    two.displayLogic = { hideByDefault: false, root: expression('and', [{ questionUid: one.uid, comparison: 'answered' }]) };
    return { definition: d, at: [first, second].flatMap((i) => [`/elements/${i}`, `/elements/${i}/displayLogic`, `/elements/${i}/displayLogic/root`]) };
  },
};

describe('a defect planted anywhere in a Utah sample', () => {
  for (const [code, plant] of Object.entries(PLANTERS) as [FindingCode, (d: WorkflowDefinition, a: number, b: number) => Planted][])
    it(`is found by the ${code} check, where it was planted`, () => {
      fc.assert(
        fc.property(fc.constantFrom(0, 1), fc.nat(), fc.nat(), (s, a, b) => {
          const { definition, at } = plant(structuredClone(SAMPLES[s]!), a, b);
          const found = checkWorkflow(definition, { today: '2026-01-15' }).findings.filter((f) => f.code === code);
          expect(
            found.some((f) => at.some((p) => f.pointer === p || f.pointer.startsWith(`${p}/`))),
            `${code} at ${at.join(' or ')}; found ${found.map((f) => f.pointer).join(', ') || 'none'}`,
          ).toBe(true);
          for (const f of found) expect(f.severity).toBe(FINDING_SEVERITY[code]);
        }),
        { numRuns: RUNS },
      );
    });
});
