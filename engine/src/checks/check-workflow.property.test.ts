// Properties of the logic checks: their formulas mean what the engine runs; what they call never (always) true is
// never (always) true for any answers tried; and a planted contradiction is found exactly when it is one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnswer } from '../answers/read-answer.ts';
import type { QuestionCondition } from '../definition/conditions.ts';
import type { DisplayLogicNode } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';
import { applyReference } from '../logic/reference.ts';
import { nodeToJsonLogic } from '../logic/to-json-logic.ts';
import { truthy } from '../logic/truthy.ts';
import { workflow } from '../testing/fixtures.ts';
import { scopeOf } from './analysis.ts';
import { checkWorkflow } from './check-workflow.ts';
import { FormulaBuilder, evaluateFormula } from './formula.ts';

const TODAY = '2026-01-15';
const QUESTIONS: FormElement[] = [
  { uid: 'n', type: 'number-input', title: 'N', lowerBound: 0, upperBound: 10 },
  { uid: 's', type: 'single-select', title: 'S', options: ['A', 'B', 'C'] },
  { uid: 'm', type: 'multi-select', title: 'M', options: ['A', 'B', 'C'] },
  { uid: 'd', type: 'date-picker', title: 'D' },
  { uid: 't', type: 'text-input-short', title: 'T' },
];

const test = fc.oneof(
  fc.record({ questionUid: fc.constant('n'), comparison: fc.constantFrom('greater-than', 'less-than', 'equal-to'), value: fc.integer({ min: -2, max: 12 }) }),
  fc.record({ questionUid: fc.constant('n'), comparison: fc.constant('between'), lowerLimit: fc.integer({ min: 0, max: 10 }), upperLimit: fc.integer({ min: 0, max: 10 }) }),
  fc.record({ questionUid: fc.constant('s'), comparison: fc.constantFrom('is', 'is-not'), answer: fc.subarray(['A', 'B', 'C'], { minLength: 1 }) }),
  fc.record({ questionUid: fc.constant('m'), comparison: fc.constantFrom('any', 'all'), answer: fc.subarray(['A', 'B', 'C'], { minLength: 1 }) }),
  fc.record({ questionUid: fc.constant('d'), comparison: fc.constantFrom('after', 'before', 'equal-to'), value: fc.constantFrom('2020-01-01', '2020-01-02', '2021-06-30') }),
  fc.record({ questionUid: fc.constant('t'), comparison: fc.constantFrom('contains', 'is', 'is-not'), answer: fc.constantFrom('ab', 'b', 'xyz') }),
  fc.record({ questionUid: fc.constantFrom('n', 's', 'm', 'd', 't'), comparison: fc.constantFrom('answered', 'not-answered') }),
  fc.record({ comparison: fc.constantFrom('collaborating', 'unilateral') }),
) as fc.Arbitrary<QuestionCondition>;

let uid = 0;
const node: fc.Memo<DisplayLogicNode> = fc.memo((depth): fc.Arbitrary<DisplayLogicNode> =>
  depth <= 1
    ? fc.record({ kind: fc.constant('expression' as const), operator: fc.constantFrom('and', 'or', 'not', 'x-or' as const), conditional: fc.constantFrom('if', 'else', 'always' as const), negate: fc.boolean(), questions: fc.array(test, { minLength: 1, maxLength: 3 }) }).map((n) => ({ uid: `n${uid++}`, ...n }))
    : fc.oneof(
        node(1),
        fc.record({ kind: fc.constant('compound' as const), operator: fc.constantFrom('and', 'or', 'not', 'x-or' as const), conditional: fc.constantFrom('if', 'else' as const), negate: fc.boolean(), children: fc.array(node(depth - 1), { minLength: 1, maxLength: 3 }) }).map((n) => ({ uid: `n${uid++}`, ...n })),
      ),
);

const rawAnswers = fc.record({
  n: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.double({ min: 0, max: 10, noNaN: true }), fc.constant(null)),
  s: fc.constantFrom('A', 'B', 'C', null),
  m: fc.oneof(fc.subarray(['A', 'B', 'C']), fc.constant(null)),
  d: fc.constantFrom('2019-12-31', '2020-01-01', '2020-01-02', '2020-01-03', '2021-06-30', '2022-01-01', null),
  t: fc.constantFrom('ab', 'b', 'xyz', 'AB', 'zz', 'abxyz', 'b xyz', null),
  collaborate: fc.boolean(),
});

function clean(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const element of QUESTIONS) {
    const value = raw[element.uid];
    if (value !== null && value !== undefined) out[element.uid] = readAnswer(element, value, { today: TODAY }).value;
  }
  return out;
}

const definitionWith = (root: DisplayLogicNode) => workflow([...QUESTIONS, { uid: 'x', type: 'paragraph', title: 'X', displayLogic: { hideByDefault: false, root } }]);
const reference = (root: DisplayLogicNode, answers: Record<string, unknown>, collaborate: boolean) => {
  const scope = scopeOf(definitionWith(root));
  return truthy(applyReference(nodeToJsonLogic(root, scope), { a: answers, c: { collaborate } }));
};

describe('the logic checks, for random display logic', () => {
  it('build formulas that evaluate as the engine evaluates the same logic', () => {
    fc.assert(
      fc.property(node(3), rawAnswers, (root, raw) => {
        const answers = clean(raw);
        const builder = new FormulaBuilder(scopeOf(definitionWith(root)));
        const item = builder.node(root, '/root');
        const mine = evaluateFormula(item.formula, (i) => builder.atoms[i]!.holds(answers[builder.atoms[i]!.key], raw.collaborate));
        expect(mine).toBe(reference(root, answers, raw.collaborate));
      }),
      { numRuns: 300 },
    );
  });

  it('call a condition never (always) true only when no answers make it true (false)', () => {
    fc.assert(
      fc.property(node(3), fc.array(rawAnswers, { minLength: 30, maxLength: 30 }), (root, tries) => {
        const verdict = checkWorkflow(definitionWith(root), { today: TODAY }).conditions.find((c) => c.pointer === '/elements/6/displayLogic/root')!;
        for (const raw of tries) {
          const holds = reference(root, clean(raw), raw.collaborate);
          if (verdict.canBeTrue === false) expect(holds).toBe(false);
          if (verdict.canBeFalse === false) expect(holds).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('find a planted pair of number comparisons exactly when no number passes both', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 10 }), fc.constantFrom('A', 'B', 'C'), (low, high, option) => {
        const root: DisplayLogicNode = {
          uid: 'planted',
          kind: 'expression',
          conditional: 'if',
          operator: 'and',
          questions: [
            { questionUid: 's', comparison: 'is', answer: option },
            { questionUid: 'n', comparison: 'greater-than', value: low },
            { questionUid: 'n', comparison: 'less-than', value: high },
          ],
        };
        const found = checkWorkflow(definitionWith(root), { today: TODAY }).findings.some((f) => f.code === 'condition-never-true' && f.pointer === '/elements/6/displayLogic/root');
        expect(found).toBe(high <= low);
      }),
      { numRuns: 100 },
    );
  });
});
