// Generated scenarios reach every outcome that can happen, name those the checks prove impossible, and pass
// when run (their expectations are the engine's own results).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { valueAt } from '../checks/analysis.ts';
import type { WorkflowDefinition } from '../definition/workflow.ts';
import { expression, showWhen, workflow } from '../testing/fixtures.ts';
import { generateScenarios } from './generate-scenarios.ts';
import { runScenario } from './run-scenario.ts';

const sample = (name: string) => JSON.parse(readFileSync(new URL(`../../../templates/workflows/${name}.json`, import.meta.url), 'utf8')) as WorkflowDefinition;

describe('generateScenarios', () => {
  it('makes every condition true and false, through questions that must show first, and names a proved contradiction', () => {
    const definition = workflow([
      { uid: 'married', type: 'single-select', title: 'MARRIED', options: ['Yes', 'No'] },
      { uid: 'years', type: 'number-input', title: 'YEARS', lowerBound: 0, upperBound: 80, ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }])) },
      { uid: 'long', type: 'paragraph', title: 'LONG', ...showWhen(expression([{ questionUid: 'years', comparison: 'greater-than', value: 20 }, { comparison: 'collaborating' }])) },
      { uid: 'never', type: 'paragraph', title: 'NEVER', ...showWhen(expression([{ questionUid: 'years', comparison: 'greater-than', value: 50 }, { questionUid: 'years', comparison: 'less-than', value: 10 }])) },
    ]);
    const { scenarios, coverage } = generateScenarios(definition, { today: '2026-01-15' });
    expect(coverage.missed).toEqual([]);
    expect(coverage.percent).toBe(100);
    expect(coverage.excepted).toEqual(['the display logic of "NEVER" (/elements/4/displayLogic/root): never true']);
    const long = scenarios.find((s) => s.expect.visible?.includes('LONG'))!;
    expect(long.answers).toMatchObject({ MARRIED: 'Yes' });
    for (const scenario of scenarios) expect(runScenario(definition, scenario).failures).toEqual([]);
  });

  it('reaches every outcome of the Utah samples (the checks except only rules and blocks the author set to always), and the scenarios pass', () => {
    for (const name of ['utah-divorce-with-children', 'utah-divorce-without-children']) {
      const definition = sample(name);
      const { scenarios, coverage } = generateScenarios(definition, { today: '2026-01-15' });
      expect(coverage.missed, name).toEqual([]);
      expect(coverage.percent, name).toBe(100);
      expect(coverage.reached, name).toBe(coverage.possible);
      // what is not counted is proved, and is only the author's own 'always'
      const proved = coverage.targets.filter((t) => t.neverTrue || t.neverFalse);
      expect(proved.length, name).toBe(coverage.excepted.length);
      for (const target of proved) expect(valueAt(definition, target.pointer), target.pointer).toMatchObject({ conditional: 'always' });
      // the net estate below zero comes from the difference of two item tables' totals behind their own display logic
      expect(scenarios.some((s) => s.expect.visible?.includes('NEGATIVE_ESTATE_NOTE')), name).toBe(true);
      for (const scenario of scenarios) expect(runScenario(definition, scenario).failures, `${name} › ${scenario.name}`).toEqual([]);
    }
  });

  it('shows the inputs of a computed difference so that it can go below zero', () => {
    const definition = workflow([
      { uid: 'owns', type: 'single-select', title: 'OWNS', options: ['Yes', 'No'] },
      { uid: 'assets', type: 'item-table', title: 'ASSETS', variant: 'user-input-allowed', headers: [{ text: 'Value', value: 'value', variant: 'money' }], ...showWhen(expression([{ questionUid: 'owns', comparison: 'is', answer: 'Yes' }])) },
      { uid: 'owes', type: 'single-select', title: 'OWES', options: ['Yes', 'No'] },
      { uid: 'debts', type: 'item-table', title: 'DEBTS', variant: 'user-input-allowed', headers: [{ text: 'Balance', value: 'balance', variant: 'money' }], ...showWhen(expression([{ questionUid: 'owes', comparison: 'is', answer: 'Yes' }])) },
      { uid: 'debtTotal', type: 'computed-property', title: 'DEBT_TOTAL', formula: '{DEBTS.balance}', ...showWhen(expression([{ questionUid: 'owes', comparison: 'is', answer: 'Yes' }])) },
      { uid: 'net', type: 'computed-property', title: 'NET', formula: '{ASSETS.value} - {DEBT_TOTAL}' },
      { uid: 'note', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'net', comparison: 'less-than', value: 0 }])) },
    ] as never);
    const { scenarios, coverage } = generateScenarios(definition, { today: '2026-01-15' });
    expect(coverage.missed).toEqual([]);
    const below = scenarios.find((s) => s.expect.visible?.includes('NOTE'))!;
    expect(below.answers).toMatchObject({ OWES: 'Yes' });
    for (const scenario of scenarios) expect(runScenario(definition, scenario).failures).toEqual([]);
  });

  it('gives every scenario its own name, even where two elements share a title and a test', () => {
    const definition = workflow([
      { uid: 'married', type: 'single-select', title: 'MARRIED', options: ['Yes', 'No'] },
      { uid: 'kids', type: 'single-select', title: 'KIDS', options: ['Yes', 'No'] },
      { uid: 'noteA', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }])) },
      { uid: 'noteB', type: 'paragraph', title: 'NOTE', ...showWhen(expression([{ questionUid: 'married', comparison: 'is', answer: 'Yes' }, { questionUid: 'kids', comparison: 'is', answer: 'Yes' }])) },
    ]);
    const names = generateScenarios(definition, { today: '2026-01-15' }).scenarios.map((s) => s.name);
    expect(names).toEqual(['nothing answered yet', 'the display logic of "NOTE" is true', 'the display logic of "NOTE" is true (2)']);
    expect(new Set(names).size).toBe(names.length);
  });
});
