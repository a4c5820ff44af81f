// Random definitions and answers never crash validateWorkflow, compile or evaluate, and the
// evaluation stays self-consistent.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPARISONS } from '../definition/conditions.ts';
import { ELEMENT_TYPES } from '../definition/element-types.ts';
import { validateWorkflow } from '../definition/validate-workflow.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { compile } from './compile.ts';
import { evaluate } from './evaluate.ts';

const uids = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5', 'ghost'];
const question = fc.record(
  {
    questionUid: fc.constantFrom(...uids),
    comparison: fc.oneof(fc.constantFrom(...COMPARISONS), fc.string()),
    answer: fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 2 })),
    value: fc.oneof(fc.integer(), fc.string(), fc.constant('2020-01-01')),
    lowerLimit: fc.integer(),
    upperLimit: fc.integer(),
  },
  { requiredKeys: ['comparison'] },
);
const { node } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.record(
      {
        uid: fc.string(),
        kind: fc.constant('expression'),
        conditional: fc.constantFrom('if', 'else', 'always', 'x'),
        operator: fc.constantFrom('and', 'or', 'not', 'x-or', '?'),
        questions: fc.array(question, { maxLength: 3 }),
      },
      { requiredKeys: ['kind'] },
    ),
    fc.record({
      uid: fc.string(),
      kind: fc.constant('compound'),
      conditional: fc.constantFrom('if', 'else'),
      operator: fc.constantFrom('and', 'or'),
      children: fc.array(tie('node'), { maxLength: 3 }),
      negate: fc.boolean(),
    }),
    fc.record({
      uid: fc.string(),
      kind: fc.constant('library'),
      conditional: fc.constant('if'),
      libraryUid: fc.constantFrom('lib', 'nope'),
    }),
    fc.anything(),
  ),
}));
const element = fc.record(
  {
    uid: fc.oneof(fc.constantFrom(...uids), fc.anything()),
    type: fc.oneof(fc.constantFrom(...ELEMENT_TYPES), fc.string()),
    title: fc.oneof(fc.constantFrom('A', 'B', 'C'), fc.anything()),
    required: fc.boolean(),
    options: fc.oneof(fc.array(fc.constantFrom('A', 'B')), fc.anything()),
    formula: fc.oneof(fc.constantFrom('{A} + 1', '{B} * {C.x}', '1 / 0', '{A'), fc.string()),
    headers: fc.oneof(fc.constant([{ text: 'x', value: 'x', align: 'start', variant: 'money' }]), fc.anything()),
    dialogFields: fc.oneof(
      fc.constant([{ uid: 'd', type: 'text-input-short', title: 'D', required: true }]),
      fc.anything(),
    ),
    groupingQuestion: fc.constantFrom(...uids),
    groupingOptions: fc.oneof(fc.constant({ A: ['x'] }), fc.anything()),
    variant: fc.string(),
    interactionType: fc.constantFrom('none', 'single-select', 'multi-select'),
    images: fc.anything(),
    displayLogic: fc.oneof(fc.record({ hideByDefault: fc.boolean(), root: node }), fc.anything()),
  },
  { requiredKeys: ['uid', 'type'] },
);
const rule = fc.record({
  uid: fc.string(),
  name: fc.string(),
  type: fc.constantFrom('Display Logic', 'Action Logic', 'Sharing Logic', 'Other'),
  order: fc.integer(),
  conditional: fc.constantFrom('if', 'else', 'always'),
  questions: fc.array(question, { maxLength: 2 }),
  actions: fc.anything(),
  displayLogicQuestions: fc.anything(),
  readOnlyShareLimit: fc.anything(),
});
const definition = fc.oneof(
  fc.anything(),
  fc.record(
    {
      name: fc.string(),
      collaborate: fc.anything(),
      elements: fc.oneof(fc.array(element, { maxLength: 8 }), fc.anything()),
      displayLogicLibrary: fc.oneof(
        fc.array(fc.record({ uid: fc.constantFrom('lib', 'x'), name: fc.string(), root: node })),
        fc.anything(),
      ),
      documents: fc.oneof(
        fc.array(
          fc.record({
            uid: fc.string(),
            name: fc.string(),
            order: fc.integer(),
            pages: fc.anything(),
            rules: fc.array(rule, { maxLength: 3 }),
            displayLogic: fc.anything(),
          }),
          { maxLength: 2 },
        ),
        fc.anything(),
      ),
    },
    { requiredKeys: [] },
  ),
);
const answers = fc.oneof(fc.dictionary(fc.constantFrom(...uids), fc.anything()), fc.anything());

describe('robustness', () => {
  it('validateWorkflow, compile and evaluate never throw on random definitions and answers', () => {
    fc.assert(
      fc.property(definition, answers, fc.anything(), (def, ans, ctx) => {
        const validation = validateWorkflow(def);
        expect(Array.isArray(validation.problems)).toBe(true);
        const compiled = compile(def as WorkflowDefinition);
        const result = evaluate(
          compiled,
          ans as Record<string, unknown>,
          (typeof ctx === 'object' && ctx !== null ? ctx : {}) as never,
        );
        const visible = new Set(result.visibleElementUids);
        for (const uid of result.answersToClear) expect(result.hiddenElementUids).toContain(uid);
        for (const page of result.missingRequired)
          for (const field of page.fields) expect(visible.has(field.uid)).toBe(true);
        expect(result.missingRequired.reduce((n, p) => n + p.fields.length, 0)).toBe(result.missingRequiredCount);
        for (const uid of Object.keys(result.answers)) expect(visible.has(uid)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });
});
