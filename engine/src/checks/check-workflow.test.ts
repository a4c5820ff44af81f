// One planted defect per check is found, at its pointer, with its severity; the Utah samples raise no error.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormElement } from '../definition/elements.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { document, expression, showWhen, workflow } from '../testing/fixtures.ts';
import { checkWorkflow } from './check-workflow.ts';

const married: FormElement = { uid: 'married', type: 'single-select', title: 'MARRIED', options: ['Yes', 'No'] };
const income: FormElement = { uid: 'income', type: 'number-input', title: 'INCOME', lowerBound: 0, upperBound: 1000 };
const codes = (definition: WorkflowDefinition) => checkWorkflow(definition, { today: '2026-01-15' }).findings.map((f) => `${f.severity} ${f.code} ${f.pointer}`);
const sample = (name: string) => JSON.parse(readFileSync(new URL(`../../../templates/workflows/${name}.json`, import.meta.url), 'utf8')) as WorkflowDefinition;

describe('checkWorkflow', () => {
  it('finds a condition whose comparisons contradict each other and says why in plain words', () => {
    const definition = workflow([
      income,
      { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'income', comparison: 'greater-than', value: 500 }, { questionUid: 'income', comparison: 'less-than', value: 200 }])) },
    ]);
    const { findings } = checkWorkflow(definition, { today: '2026-01-15' });
    expect(findings.map((f) => `${f.severity} ${f.code} ${f.pointer}`)).toEqual(['error condition-never-true /elements/2/displayLogic/root', 'warning element-never-shown /elements/2']);
    expect(findings[0]!.message).toBe('The display logic of "NOTE" can never be true: its tests contradict each other.');
  });

  it('finds a test outside the answers a question accepts, at the test itself', () => {
    const definition = workflow([income, { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'income', comparison: 'greater-than', value: 5000 }], 'or')) }]);
    expect(codes(definition)).toContain('error condition-never-true /elements/2/displayLogic/root/questions/0');
  });

  it('finds a condition that always holds, but not one the author set to always', () => {
    const always = workflow([
      married,
      { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }, { questionUid: 'married', comparison: 'is-not', answer: 'Yes' }], 'or')) },
    ]);
    expect(codes(always)).toEqual(['warning condition-always-true /elements/2/displayLogic/root']);
    const chosen = workflow([married, { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }], 'and', 'always')) }]);
    expect(codes(chosen)).toEqual([]);
  });

  it('finds a required element that can never be shown, and one on a page that never shows', () => {
    const definition = workflow([
      married,
      { uid: 'spouse', type: 'text-input-short', title: 'SPOUSE', required: true, ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }, { questionUid: 'married', comparison: 'is', answer: 'No' }])) },
      { uid: 'page2', type: 'page-break', title: 'PAGE_2', label: 'Details', ...showWhen(expression([{ questionUid: 'married', comparison: 'answered' }]), true), },
      { uid: 'city', type: 'text-input-short', title: 'CITY', required: true },
      ...[] as FormElement[],
    ]);
    // PAGE_2 shows only while MARRIED is unanswered and... hidden by default when answered: it can show, so no finding
    expect(codes(definition)).toEqual(['error condition-never-true /elements/2/displayLogic/root', 'error required-element-never-shown /elements/2']);
    const deadPage = workflow([
      married,
      { uid: 'page2', type: 'page-break', title: 'PAGE_2', label: 'Details', ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Maybe' }])) },
      { uid: 'city', type: 'text-input-short', title: 'CITY', required: true },
    ]);
    expect(codes(deadPage)).toEqual([
      'error condition-never-true /elements/2/displayLogic/root/questions/0',
      'warning element-never-shown /elements/2',
      'error required-element-never-shown /elements/3',
    ]);
  });

  it('follows questions that can never be shown: a test of their answer never holds', () => {
    const definition = workflow([
      { ...married, ...showWhen(expression([{ comparison: 'collaborating' }, { comparison: 'unilateral' }])) },
      { uid: 'spouse', type: 'text-input-short', title: 'SPOUSE', ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }])) },
    ]);
    const { findings } = checkWorkflow(definition, { today: '2026-01-15' });
    expect(findings.find((f) => f.pointer === '/elements/2/displayLogic/root/questions/0')?.message).toBe(
      'In the display logic of "SPOUSE", the test "MARRIED is "Yes"" can never be true: "MARRIED" can never be shown, so it is never answered.',
    );
  });

  it('finds a rule and a block that test a deleted question, and display logic that waits on a later one', () => {
    const definition = workflow([
      { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }])) },
      married,
    ], {
      documents: [
        document('doc', {
          rules: [
            {
              uid: 'r1', name: 'Kids', type: 'Action Logic', order: 1, conditional: 'if', operator: 'and', questions: [{ questionUid: 'gone', comparison: 'is', answer: 'Yes' }],
              actions: [{ uid: 'a1', type: 'text-editor', location: { page: 1 }, blocks: [{ uid: 'b1', name: 'Name', type: 'question-input', value: 'deleted', conditional: 'always' }] }],
            },
          ],
        }),
      ],
    });
    expect(codes(definition)).toEqual([
      'error deleted-question /documents/0/rules/0/questions/0/questionUid',
      'error deleted-question /documents/0/rules/0/actions/0/blocks/0/value',
      'warning later-question /elements/1/displayLogic/root/questions/0/questionUid',
    ]);
  });

  it('finds a cycle through a computed property and display logic', () => {
    const definition = workflow([
      { uid: 'total', type: 'computed-property', title: 'TOTAL', formula: '{INCOME} * 2' },
      { ...income, ...showWhen(expression([{ questionUid: 'total', comparison: 'greater-than', value: 10 }])) },
    ]);
    const found = checkWorkflow(definition, { today: '2026-01-15' }).findings.filter((f) => f.code === 'computed-cycle');
    expect(found.map((f) => f.pointer)).toEqual(['/elements/1/formula']);
    expect(found[0]!.message).toContain('"TOTAL" → "INCOME" → "TOTAL"');
  });

  it('says a test being written is unfinished, not that its question no longer exists or that it can never be true', () => {
    const definition = workflow([
      income,
      { uid: 'empty', type: 'paragraph', title: 'EMPTY', ...showWhen(expression([{ comparison: 'answered' } as never])) },
      { uid: 'novalue', type: 'paragraph', title: 'NO_VALUE', ...showWhen(expression([{ questionUid: 'income', comparison: 'greater-than' }])) },
    ]);
    const { findings } = checkWorkflow(definition, { today: '2026-01-15' });
    const messages = findings.filter((f) => f.pointer.includes('/questions/')).map((f) => `${f.severity} ${f.code} ${f.pointer}: ${f.message}`);
    expect(messages).toEqual([
      'error unfinished-test /elements/2/displayLogic/root/questions/0: The display logic of "EMPTY" has an unfinished test: choose its question, or remove the test.',
      'error unfinished-test /elements/3/displayLogic/root/questions/0: The display logic of "NO_VALUE" has an unfinished test of "INCOME": choose what it compares with, or remove the test.',
    ]);
    expect(findings.map((f) => f.message).join(' ')).not.toMatch(/no longer exists|can never be true/);
  });

  it('finds a comparison the answer type does not have', () => {
    const definition = workflow([married, { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'married', comparison: 'greater-than', value: 3 }])) }]);
    expect(codes(definition)).toContain('error comparison-not-for-type /elements/2/displayLogic/root/questions/0/comparison');
  });

  it('judges a library rule once, at the rule, and not again where it is used', () => {
    const definition = workflow([income, { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen({ uid: 'lib-node', kind: 'library', conditional: 'if', libraryUid: 'lib' }) }], {
      displayLogicLibrary: [{ uid: 'lib', name: 'Rich', root: { uid: 'c', kind: 'compound', conditional: 'if', operator: 'and', children: [expression([{ questionUid: 'income', comparison: 'greater-than', value: 900 }, { questionUid: 'income', comparison: 'less-than', value: 100 }])] } }],
    });
    expect(codes(definition)).toEqual(['error condition-never-true /displayLogicLibrary/0/root/children/0', 'warning element-never-shown /elements/2']);
  });

  it('says nothing about conditions it cannot split exactly (a validated text)', () => {
    const definition = workflow([
      { uid: 'email', type: 'text-input-short', title: 'EMAIL', validator: 'email' },
      { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'email', comparison: 'is', answer: 'not an e-mail' }])) },
    ]);
    expect(codes(definition)).toEqual([]);
  });

  it('raises no error on the two Utah samples', () => {
    for (const name of ['utah-divorce-with-children', 'utah-divorce-without-children']) {
      const result = checkWorkflow(sample(name));
      expect(result.findings.filter((f) => f.severity === 'error'), name).toEqual([]);
      expect(result.conditions.length, name).toBeGreaterThan(50);
    }
  });
});
