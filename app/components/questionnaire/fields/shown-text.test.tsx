// A workflow read in Spanish (ADR 035): its texts show in Spanish where the author wrote them, each marked with its
// language, the untranslated ones marked lang="en"; a choice shows its Spanish text and still posts its English key.
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { localizeElement, type FormElement, type Language } from '~/engine';
import { ElementField } from '../element-field';
import { DefinitionLanguageProvider } from './shown-text';
import { questionnaireI18n } from '../../../../i18n/questionnaire-texts';

const children: FormElement = {
  uid: 'kids',
  type: 'single-select',
  title: 'HAS_CHILDREN',
  label: 'Do you have children together?',
  helpData: { text: 'Count children under 18.' },
  options: ['Yes', 'No'],
  translations: { es: { label: '¿Tienen hijos en común?', options: { Yes: 'Sí' } } },
};

function render(element: FormElement, language: Language) {
  // the page in the language the workflow is read in (its own instance: the shared one is whatever the last test left)
  return renderToStaticMarkup(
    <I18nextProvider i18n={questionnaireI18n(language)}>
      <DefinitionLanguageProvider value={language}>
        <ElementField element={localizeElement(element, language)} value="Yes" version={1} fingerprint="fp" messages={[]} hydrated={false} workflowState="Utah" />
      </DefinitionLanguageProvider>
    </I18nextProvider>,
  );
}

describe('a question read in Spanish', () => {
  it('shows the Spanish label and option, marks the help and option left in English lang="en", and posts English keys', () => {
    const html = render(children, 'es');
    expect(html).toContain('<span lang="es">¿Tienen hijos en común?</span>');
    expect(html).toContain('<span lang="en">Count children under 18.</span>');
    expect(html).toMatch(/value="Yes"[^>]*><span lang="es">Sí<\/span>/);
    expect(html).toMatch(/value="No"[^>]*><span lang="en">No<\/span>/);
  });

  it('a drop-down shows Spanish options whose values stay English', () => {
    const html = render({ ...children, variant: 'drop-down' } as FormElement, 'es');
    expect(html).toContain('<option value="Yes" lang="es" selected="">Sí</option>');
    expect(html).toContain('<option value="No" lang="en">No</option>');
  });

  it('read in English, nothing is marked and the English texts show', () => {
    const html = render(children, 'en');
    expect(html).not.toContain('lang=');
    expect(html).toContain('Do you have children together?');
    expect(html).not.toContain('Sí');
  });
});
