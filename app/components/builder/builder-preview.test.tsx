// The builder's live preview in the admin's language (issue 35, ADR 035): an admin reading Spanish sees a draft offered
// in Spanish as people reading Spanish get it, the texts left untranslated marked English; a draft not offered in
// Spanish, and an admin reading English, see the author's English.
import { describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { newFormDefinition } from '~/services/builder/definition';
import type { Language } from '../../../i18n/languages';
import { BuilderPreview } from './builder-preview';

const offered: WorkflowDefinition = {
  ...newFormDefinition('Utah Divorce'),
  languages: { es: { offered: true } },
  elements: [
    { uid: 'p1', type: 'page-break', title: 'PAGE_1', label: 'About you' },
    { uid: 'q1', type: 'text-input-short', title: 'EMPLOYER', label: 'Employer name', translations: { es: { label: 'Nombre del empleador' } } },
    { uid: 'q2', type: 'text-input-short', title: 'JOB', label: 'Job title' },
  ],
};

const render = (definition: WorkflowDefinition, language: Language) =>
  renderInLanguage(language, <BuilderPreview definition={definition} pageIndex={0} options={{ showAll: true, collaborate: true }} />);

describe("the builder's preview", () => {
  it('shows a draft offered in Spanish in Spanish to an admin reading Spanish, the untranslated texts marked English', async () => {
    const html = await render(offered, 'es');
    expect(html).toContain('<span lang="es">Nombre del empleador</span>');
    expect(html).toContain('<span lang="en">Job title</span>');
    expect(html).toContain('aria-label="Vista previa"');
    expect(html).toContain('aria-label="Vista previa de About you"');
  });

  it("shows the author's English to an admin reading English, and to one reading Spanish while Spanish is not offered", async () => {
    const english = await render(offered, 'en');
    expect(english).toContain('Employer name');
    expect(english).not.toContain('Nombre del empleador');
    expect(english).toContain('aria-label="Preview of About you"');
    const notOffered = await render({ ...offered, languages: { es: { offered: false } } }, 'es');
    expect(notOffered).toContain('Employer name');
    expect(notOffered).not.toContain('Nombre del empleador');
  });
});
