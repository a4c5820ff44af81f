// Step 1's Languages setting (ADR 035): Spanish offered and reviewed as the definition says, and how many texts
// still lack their Spanish version.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '~/engine';
import { newFormDefinition } from '~/services/builder/definition';
import { MetadataStep } from './metadata-step';

const definition: WorkflowDefinition = {
  ...newFormDefinition('Utah Divorce'),
  languages: { es: { offered: true } },
  elements: [
    { uid: 'p1', type: 'page-break', title: 'PAGE_1', label: 'Page 1', translations: { es: { label: 'Página 1' } } },
    { uid: 'q1', type: 'single-select', title: 'KIDS', label: 'Children?', options: ['Yes', 'No'], translations: { es: { label: '¿Hijos?', options: { Yes: 'Sí' } } } },
  ],
};

const render = (d: WorkflowDefinition) => renderToStaticMarkup(<MetadataStep definition={d} choices={{ countiesByState: {}, otherForms: [], workflowTypes: [] }} problems={[]} dispatch={() => {}} />);

describe("the builder's step 1 languages", () => {
  it('shows Spanish offered, not reviewed, and counts the texts without Spanish (the name and one option)', () => {
    const html = render(definition);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>Offer this workflow in Spanish/);
    expect(html).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*\/>The Spanish texts have been reviewed/);
    expect(html).toContain('2 texts have no Spanish version yet: publishing is refused until each has one.');
  });

  it('says when every text has its Spanish version', () => {
    const complete = { ...definition, translations: { es: { name: 'Divorcio en Utah' } }, elements: definition.elements.map((e) => (e.uid === 'q1' ? { ...e, translations: { es: { label: '¿Hijos?', options: { Yes: 'Sí', No: 'No' } } } } : e)) };
    expect(render(complete)).toContain('Every text has its Spanish version.');
  });
});
