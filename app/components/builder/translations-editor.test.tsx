// The element card's Spanish texts (ADR 035): each English text beside its Spanish box, the count of what is
// missing, and what typing in a box does to `translations.es` (an emptied box removes the text).
import { describe, expect, it } from 'vitest';
import type { FormElement } from '~/engine';
import { renderInLanguage } from '~/i18n/render-in-language.server';
import { editedAttributes } from './element-attributes';
import { TranslationsEditor, withSpanishText } from './translations-editor';

const question: FormElement = {
  uid: 'q1',
  type: 'single-select',
  title: 'KIDS',
  label: 'Children?',
  helpData: { text: 'Under 18' },
  options: ['Yes', 'No'],
  translations: { es: { label: '¿Hijos?', options: { Yes: 'Sí' } } },
};

describe("the element card's Spanish texts", () => {
  it('is one of the attributes the card edits', () => {
    expect(editedAttributes(question).map(([name]) => name)).toContain('translations');
  });

  it('shows each English text beside its Spanish box, and counts the texts without Spanish', async () => {
    const html = await renderInLanguage('en', <TranslationsEditor id="t" element={question} onChange={() => {}} />);
    expect(html).toContain('2 of 4 texts have no Spanish version yet.');
    expect(html).toMatch(/<span lang="en">Children\?<\/span>.*value="¿Hijos\?"/);
    expect(html).toMatch(/<span lang="en">Under 18<\/span>.*<input[^>]*value=""/);
    expect(html).toContain('Option &#x27;No&#x27; in Spanish');
    // the English option is named once on screen: 'Option' above its text, not its key and then its text again
    expect(html).toContain('>Option</span><span lang="en">No</span>');
    const done = {
      ...question,
      translations: { es: { label: '¿Hijos?', help: 'Menores de 18', options: { Yes: 'Sí', No: 'No' } } },
    };
    expect(await renderInLanguage('en', <TranslationsEditor id="t" element={done} onChange={() => {}} />)).toContain(
      'Every text has its Spanish version.',
    );
  });

  it('counts in the singular by the texts the element has, and speaks Spanish to an admin reading Spanish', async () => {
    const heading: FormElement = { uid: 'p1', type: 'page-break', title: 'PAGE_1', label: 'Page 1' };
    expect(await renderInLanguage('en', <TranslationsEditor id="h" element={heading} onChange={() => {}} />)).toContain('1 of 1 text has no Spanish version yet.');
    const html = await renderInLanguage('es', <TranslationsEditor id="t" element={question} onChange={() => {}} />);
    expect(html).toContain('<legend class="text-sm font-medium">Textos en español</legend>');
    expect(html).toContain('2 de 4 textos todavía no tienen versión en español.');
    expect(html).toContain('Texto de ayuda en español');
    expect(html).toContain('Opción &#x27;No&#x27; en español');
    expect(html).toContain('placeholder="Sin traducir todavía"');
    // the author's English stays English, marked so
    expect(html).toContain('<span lang="en">Children?</span>');
  });

  it("sets a text's Spanish version in translations.es, an option's by its English text, and an emptied one goes", () => {
    expect(withSpanishText(question.translations, 'help', 'Menores de 18')).toEqual({
      es: { label: '¿Hijos?', help: 'Menores de 18', options: { Yes: 'Sí' } },
    });
    expect(withSpanishText(question.translations, 'options.No', 'No')).toEqual({
      es: { label: '¿Hijos?', options: { Yes: 'Sí', No: 'No' } },
    });
    expect(withSpanishText(question.translations, 'options.Yes', '')).toEqual({ es: { label: '¿Hijos?' } });
    expect(withSpanishText({ es: { label: '¿Hijos?' } }, 'label', ' ')).toBeUndefined();
    expect(withSpanishText(undefined, 'label', 'Página')).toEqual({ es: { label: 'Página' } });
    // the element's own texts are untouched
    expect(question.translations).toEqual({ es: { label: '¿Hijos?', options: { Yes: 'Sí' } } });
  });
});
