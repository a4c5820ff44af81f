// Generated scenarios reach every outcome that can happen, name those the checks prove impossible, and pass
// when run (their expectations are the engine's own results).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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

  it('reaches nearly every outcome of the Utah samples, and the scenarios pass', () => {
    for (const name of ['utah-divorce-with-children', 'utah-divorce-without-children']) {
      const definition = sample(name);
      const { scenarios, coverage } = generateScenarios(definition, { today: '2026-01-15' });
      // the one outcome not reached: a net estate below zero, from two item tables' sums behind their own logic
      expect(coverage.missed.every((m) => m.includes('NEGATIVE_ESTATE_NOTE')), name).toBe(true);
      expect(coverage.percent, name).toBeGreaterThan(98);
      for (const scenario of scenarios) expect(runScenario(definition, scenario).failures, `${name} › ${scenario.name}`).toEqual([]);
    }
  });
});
