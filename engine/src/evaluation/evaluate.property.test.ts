// evaluate() decides visibility exactly as json-logic-js would on the same rules: for random
// workflows and answers, the visible elements equal those of a reference pass that applies each
// element's json-logic with json-logic-js over answers keyed by uid, clearing hidden ones in order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyAnswer } from '../answers/empty-answer.ts';
import { readAnswer } from '../answers/read-answer.ts';
import type { QuestionCondition } from '../definition/conditions.ts';
import type { DisplayLogicNode } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';
import { applyReference } from '../logic/reference.ts';
import { truthy } from '../logic/truthy.ts';
import { workflow } from '../testing/fixtures.ts';
import { compile } from './compile.ts';
import type { CompiledWorkflow } from './compiled-workflow.ts';
import { evaluate } from './evaluate.ts';

const SIZE = 14;
const uid = (i: number) => `q${i}`;
const TYPES = [
  'number-input',
  'single-select',
  'multi-select',
  'text-input-short',
  'date-picker',
  'page-break',
  'label',
] as const;
const OPTIONS = ['A', 'B', 'C'];

function question(type: (typeof TYPES)[number], target: number, pick: number): QuestionCondition {
  const questionUid = uid(target);
  switch (type) {
    case 'number-input':
      return [
        { questionUid, comparison: 'greater-than', value: 5 },
        { questionUid, comparison: 'between', lowerLimit: 2, upperLimit: 8 },
        { questionUid, comparison: 'answered' },
      ][pick % 3] as QuestionCondition;
    case 'single-select':
      return { questionUid, comparison: pick % 2 ? 'is' : 'is-not', answer: OPTIONS[pick % 3]! };
    case 'multi-select':
      return { questionUid, comparison: pick % 2 ? 'any' : 'all', answer: [OPTIONS[pick % 3]!, 'B'] };
    case 'date-picker':
      return { questionUid, comparison: pick % 2 ? 'after' : 'before', value: '2020-01-01' };
    case 'text-input-short':
      return { questionUid, comparison: pick % 2 ? 'answered' : 'contains', answer: 'a' };
    default:
      return { comparison: pick % 2 ? 'collaborating' : 'unilateral' };
  }
}

const shape = fc.record({
  types: fc.array(fc.constantFrom(...TYPES), { minLength: SIZE, maxLength: SIZE }),
  logic: fc.array(
    fc.option(
      fc.record({
        hideByDefault: fc.boolean(),
        operators: fc.array(fc.constantFrom('and', 'or', 'not', 'x-or' as const), { minLength: 1, maxLength: 3 }),
        conditionals: fc.array(fc.constantFrom('if', 'else', 'always' as const), { minLength: 3, maxLength: 3 }),
        targets: fc.array(fc.tuple(fc.nat(SIZE - 1), fc.nat(5)), { minLength: 1, maxLength: 5 }),
      }),
    ),
    { minLength: SIZE, maxLength: SIZE },
  ),
  answers: fc.array(
    fc.oneof(
      fc.integer({ min: 0, max: 10 }),
      fc.constantFrom('A', 'B', 'C', 'abc', '2019-05-05', '2021-05-05'),
      fc.subarray(OPTIONS),
      fc.constant(null),
    ),
    { minLength: SIZE, maxLength: SIZE },
  ),
  collaborate: fc.boolean(),
});

type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

function build(s: Shape): { compiled: CompiledWorkflow; answers: Record<string, unknown> } {
  const elements: FormElement[] = s.types.map((type, i) => {
    const base = { uid: uid(i), title: `Q${i}` };
    const el: FormElement =
      type === 'single-select' || type === 'multi-select'
        ? { ...base, type, options: OPTIONS }
        : type === 'number-input'
          ? { ...base, type, lowerBound: 0, upperBound: 10 }
          : ({ ...base, type } as FormElement);
    const logic = s.logic[i];
    if (!logic) return el;
    // Two nesting levels: a compound of expressions, questions on any element (earlier or later).
    const expressions: DisplayLogicNode[] = logic.operators.map((operator, k) => ({
      uid: `n${i}-${k}`,
      kind: 'expression',
      conditional: logic.conditionals[k % 3]!,
      operator,
      questions: logic.targets
        .filter((_, t) => t % logic.operators.length === k)
        .map(([target, pick]) => question(s.types[target]!, target, pick)),
    }));
    return {
      ...el,
      displayLogic: {
        hideByDefault: logic.hideByDefault,
        root: {
          uid: `c${i}`,
          kind: 'compound',
          conditional: logic.conditionals[2]!,
          operator: logic.operators[0]!,
          children: expressions,
        },
      },
    };
  });
  const answers = Object.fromEntries(s.answers.map((a, i) => [uid(i), a]));
  return { compiled: compile(workflow(elements)), answers };
}

/** The reference: json-logic-js on answers keyed by uid, in the same dependency order. */
function referenceVisible(
  compiled: CompiledWorkflow,
  answers: Record<string, unknown>,
  collaborate: boolean,
): string[] {
  const a: Record<string, unknown> = {};
  for (const { element } of compiled.elements) {
    const value = readAnswer(element, answers[element.uid], { today: '2026-01-15' }).value;
    if (value !== undefined) a[element.uid] = value;
  }
  const visible = new Set<number>();
  for (const i of compiled.order) {
    const entry = compiled.elements[i]!;
    const pageShown = entry.pageBreakIndex === i || visible.has(entry.pageBreakIndex);
    if (pageShown && (entry.logic === undefined || truthy(applyReference(entry.logic, { a, c: { collaborate } }))))
      visible.add(i);
    else delete a[entry.element.uid];
  }
  return compiled.elements.filter((_, i) => visible.has(i)).map((e) => e.element.uid);
}

describe('evaluate against json-logic-js', () => {
  it('shows the same elements as json-logic-js applying the same rules', () => {
    fc.assert(
      fc.property(shape, (s) => {
        const { compiled, answers } = build(s);
        const result = evaluate(compiled, answers, { collaborate: s.collaborate, today: '2026-01-15' });
        const shown = [...result.visibleElementUids];
        expect(shown).toEqual(referenceVisible(compiled, answers, s.collaborate));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('evaluate after clearing what it says to clear', () => {
  // The app's saveAnswers relies on this to evaluate once per save instead of again after clearing.
  it('gives the same evaluation with nothing left to clear once the hidden answers are stored empty, unless the logic reads in a circle', () => {
    let cyclic = 0;
    fc.assert(
      fc.property(shape, (s) => {
        const { compiled, answers } = build(s);
        if (compiled.cyclic) {
          cyclic++;
          return;
        }
        const context = { collaborate: s.collaborate, today: '2026-01-15' };
        const first = evaluate(compiled, answers, context);
        const cleared = { ...answers };
        for (const uid of first.answersToClear) cleared[uid] = emptyAnswer(compiled.elements.find((e) => e.element.uid === uid)!.element);
        expect(evaluate(compiled, cleared, context)).toEqual({ ...first, answersToClear: [] });
      }),
      { numRuns: 1500 },
    );
    // the generator makes cycles often (any element may read any other): enough runs must be free of them
    expect(1500 - cyclic).toBeGreaterThan(200);
  });
  it('says a workflow is cyclic when its logic reads in a circle, and not otherwise', () => {
    const shown = (uid: string, on: string): FormElement =>
      ({ uid, title: uid, type: 'single-select', options: OPTIONS, displayLogic: { hideByDefault: true, root: { uid: `n${uid}`, kind: 'expression', conditional: 'if', operator: 'and', questions: [{ questionUid: on, comparison: 'is', answer: 'A' }] } } }) as FormElement;
    expect(compile(workflow([shown('q0', 'q1'), shown('q1', 'q0')])).cyclic).toBe(true);
    expect(compile(workflow([{ uid: 'q0', title: 'q0', type: 'single-select', options: OPTIONS } as FormElement, shown('q1', 'q0')])).cyclic).toBe(false);
  });
});
