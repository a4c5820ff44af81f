// Step 1, Add Metadata, in the admin's language (issue 35): its fields and the Languages setting (ADR 035), Spanish
// offered and reviewed as the definition says, and how many texts still lack their Spanish version.
import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { newFormDefinition } from '~/services/builder/definition';
import type { Language } from '../../../i18n/languages';
import { MetadataStep } from './metadata-step';

const definition: WorkflowDefinition = {
  ...newFormDefinition('Utah Divorce'),
  languages: { es: { offered: true } },
  elements: [
    { uid: 'p1', type: 'page-break', title: 'PAGE_1', label: 'Page 1', translations: { es: { label: 'Página 1' } } },
    { uid: 'q1', type: 'single-select', title: 'KIDS', label: 'Children?', options: ['Yes', 'No'], translations: { es: { label: '¿Hijos?', options: { Yes: 'Sí' } } } },
  ],
};

const render = (d: WorkflowDefinition, language: Language = 'en') =>
  renderInLanguage(language, <MetadataStep definition={d} choices={{ countiesByState: {}, otherForms: [], workflowTypes: [] }} problems={[]} dispatch={() => {}} />);

describe("the builder's step 1 languages", () => {
  it('shows Spanish offered, not reviewed, and counts the texts without Spanish (the name and one option)', async () => {
    const html = await render(definition);
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>Offer this workflow in Spanish/);
    expect(html).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*\/>The Spanish texts have been reviewed/);
    expect(html).toContain('2 texts have no Spanish version yet: publishing is refused until each has one.');
  });

  it('says when every text has its Spanish version', async () => {
    const complete = { ...definition, translations: { es: { name: 'Divorcio en Utah' } }, elements: definition.elements.map((e) => (e.uid === 'q1' ? { ...e, translations: { es: { label: '¿Hijos?', options: { Yes: 'Sí', No: 'No' } } } } : e)) };
    expect(await render(complete)).toContain('Every text has its Spanish version.');
  });

  it('counts one missing text in the singular, and says nothing of publishing while Spanish is not offered', async () => {
    const one = { ...definition, languages: { es: { offered: false } }, translations: { es: { name: 'Divorcio en Utah' } } };
    expect(await render(one)).toContain('1 text has no Spanish version yet.</p>');
  });

  it('speaks Spanish to an admin reading Spanish: the fields, the languages offered and reviewed, and the count', async () => {
    const html = await render(definition, 'es');
    expect(html).toContain('aria-label="Agregar datos generales"');
    expect(html).toContain('Nombre del formulario');
    expect(html).toContain('¿Usar hijos?');
    expect(html).toContain('(sin estado)');
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>Ofrecer este flujo de trabajo en español/);
    expect(html).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*\/>Los textos en español ya se revisaron/);
    expect(html).toContain('2 textos todavía no tienen versión en español: no se podrá publicar hasta que cada uno la tenga.');
    expect(html).not.toContain('Offer this workflow');
  });
});
