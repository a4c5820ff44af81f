// The element card's Spanish texts (ADR 035): each English text beside its Spanish box, the count of what is
// missing, and what typing in a box does to `translations.es` (an emptied box removes the text).
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FormElement } from '~/engine';
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

  it('shows each English text beside its Spanish box, and counts the texts without Spanish', () => {
    const html = renderToStaticMarkup(<TranslationsEditor id="t" element={question} onChange={() => {}} />);
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
    expect(renderToStaticMarkup(<TranslationsEditor id="t" element={done} onChange={() => {}} />)).toContain(
      'Every text has its Spanish version.',
    );
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
