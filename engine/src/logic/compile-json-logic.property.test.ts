// json-logic-js is the reference: on random rules and random data the compiled closures return what
// json-logic-js returns, and throw where it throws.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARISONS } from '../definition/conditions.ts';
import type { DisplayLogicNode } from '../definition/display-logic.ts';
import type { FormElement } from '../definition/elements.ts';
import { compileJsonLogic } from './compile-json-logic.ts';
import { applyReference } from './reference.ts';
import { nodeToJsonLogic } from './to-json-logic.ts';
import { slotResolver } from '../evaluation/compile.ts';

type Outcome = { value: unknown } | { threw: true };
const outcome = (run: () => unknown): Outcome => {
  try {
    return { value: run() };
  } catch {
    return { threw: true };
  }
};

const scalar = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: false }),
  fc.constantFrom('', 'a', 'A', '1', '2020-01-01', '2021-06-30', 'Yes'),
  fc.boolean(),
  fc.constant(null),
);
// Answers reach the logic from JSON, whose objects always have Object's prototype: a null-prototype object (which
// fast-check makes by default) cannot be turned into a primitive, so json-logic-js throws where no answer could.
const JSON_LIKE = { noNullPrototype: true } as const;
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 3 }),
  fc.record({ start: fc.constantFrom('2020-01-01', '2020-05-05'), end: fc.constantFrom('2020-12-31', '2019-01-01') }, JSON_LIKE),
);
const data = fc.record(
  { a: value, b: value, c: fc.record({ x: value, y: fc.array(value, { maxLength: 2 }) }, JSON_LIKE) },
  { requiredKeys: [], ...JSON_LIKE },
);
const path = fc.constantFrom('a', 'b', 'c', 'c.x', 'c.y', 'c.y.0', 'c.x.length', 'missing', 'a.b.c', '');

const STANDARD = [
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!',
  '!!',
  '%',
  'in',
  'cat',
  '+',
  '-',
  '*',
  '/',
  'min',
  'max',
  'merge',
  'substr',
  'and',
  'or',
  'if',
  '?:',
];
const CUSTOM = [
  'answered',
  'num_gt',
  'num_lt',
  'num_eq',
  'num_between',
  'date_after',
  'date_before',
  'date_eq',
  'date_between',
  'choice_is',
  'choice_any',
  'choice_all',
  'text_contains',
  'xor',
];

const { rule } = fc.letrec<{ rule: unknown }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    path.map((p) => ({ var: p })),
    fc.tuple(path, scalar).map(([p, d]) => ({ var: [p, d] })),
    fc
      .tuple(fc.constantFrom(...STANDARD, ...CUSTOM), fc.array(tie('rule'), { maxLength: 4 }))
      .map(([op, args]) => ({ [op]: args })),
    fc.tuple(fc.constantFrom('!', '!!', 'var'), tie('rule')).map(([op, arg]) => ({ [op]: arg })),
    fc
      .tuple(fc.constantFrom('some', 'all', 'none'), path, tie('rule'))
      .map(([op, p, test]) => ({ [op]: [{ var: p }, test] })),
    fc.array(tie('rule'), { maxLength: 3 }),
  ),
}));

describe('the json-logic compiler', () => {
  it('agrees with json-logic-js on random rules and data', () => {
    fc.assert(
      fc.property(rule, data, (r, d) => {
        const compiled = outcome(() => compileJsonLogic(r));
        if ('threw' in compiled) return true; // unknown operations are refused at compile time
        const run = compiled.value as (data: unknown) => unknown;
        expect(outcome(() => run(d))).toEqual(outcome(() => applyReference(r, d)));
        return true;
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses an unknown operation when compiling, where json-logic-js fails when applying', () => {
    expect(() => compileJsonLogic({ nope: [1] })).toThrow('Unrecognized operation "nope"');
    expect(() => applyReference({ nope: [1] }, {})).toThrow();
  });
});

const elements: FormElement[] = [
  { uid: 'num', type: 'number-input', title: 'NUM' },
  { uid: 'txt', type: 'text-input-short', title: 'TXT' },
  { uid: 'date', type: 'date-picker', title: 'DATE' },
  { uid: 'one', type: 'single-select', title: 'ONE', options: ['A', 'B'] },
  { uid: 'many', type: 'multi-select', title: 'MANY', options: ['A', 'B'] },
  { uid: 'sig', type: 'signature-pad', title: 'SIG' },
  { uid: 'dlg', type: 'dialog-window', title: 'DLG', dialogFields: [] },
];
const scope = { elementsByUid: new Map(elements.map((e) => [e.uid, e])), libraryByUid: new Map() };
const question = fc.record({
  questionUid: fc.constantFrom(...elements.map((e) => e.uid), 'ghost'),
  comparison: fc.constantFrom(...COMPARISONS),
  answer: fc.oneof(fc.constantFrom('A', 'B', 'x'), fc.array(fc.constantFrom('A', 'B'), { maxLength: 2 })),
  value: fc.oneof(fc.integer({ min: -2, max: 2 }), fc.constantFrom('2020-01-01')),
  lowerLimit: fc.oneof(fc.integer({ min: -2, max: 0 }), fc.constantFrom('2019-01-01')),
  upperLimit: fc.oneof(fc.integer({ min: 0, max: 2 }), fc.constantFrom('2021-01-01')),
});
const nodeBase = {
  conditional: fc.constantFrom('if', 'else', 'always') as fc.Arbitrary<'if'>,
  operator: fc.constantFrom('and', 'or', 'not', 'x-or') as fc.Arbitrary<'and'>,
  negate: fc.boolean(),
};
const { node } = fc.letrec<{ node: DisplayLogicNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.record({
      uid: fc.constant('e'),
      kind: fc.constant('expression' as const),
      questions: fc.array(question, { maxLength: 3 }),
      ...nodeBase,
    }),
    fc.record({
      uid: fc.constant('c'),
      kind: fc.constant('compound' as const),
      children: fc.array(tie('node'), { maxLength: 3 }),
      ...nodeBase,
    }),
  ),
}));
const answers = fc.record(
  {
    num: value,
    txt: value,
    date: value,
    one: value,
    many: value,
    sig: fc.oneof(value, fc.constant({ signed: true })),
    dlg: fc.oneof(value, fc.record({ buttonClicked: fc.constantFrom('A', 'x') })),
  },
  { requiredKeys: [] },
);

describe('display logic as json-logic', () => {
  it('evaluates the same compiled and with json-logic-js for random trees and answers', () => {
    fc.assert(
      fc.property(node, answers, fc.boolean(), (n, a, collaborate) => {
        const logic = nodeToJsonLogic(n, scope);
        const d = { a, c: { collaborate } };
        expect(outcome(() => compileJsonLogic(logic)(d))).toEqual(outcome(() => applyReference(logic, d)));
      }),
      { numRuns: 2000 },
    );
  });

  it('evaluates the same when answers are read from slots (as evaluate() runs them)', () => {
    const resolveVar = slotResolver(new Map(elements.map((e, i) => [e.uid, i])));
    fc.assert(
      fc.property(node, answers, fc.boolean(), (n, a, collaborate) => {
        const logic = nodeToJsonLogic(n, scope);
        const slots = elements.map((e) => (a as Record<string, unknown>)[e.uid]);
        const viaSlots = outcome(() => compileJsonLogic(logic, { resolveVar })({ s: slots, c: { collaborate } }));
        expect(viaSlots).toEqual(outcome(() => applyReference(logic, { a, c: { collaborate } })));
      }),
      { numRuns: 3000 },
    );
  });
});
