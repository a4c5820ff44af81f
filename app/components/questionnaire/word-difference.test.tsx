// The word-by-word difference reads as two words when one replaces another, and says which is which aloud.
import type { ReactNode } from 'react';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { questionnaireI18n } from '../../../i18n/questionnaire-texts';
import type { Language } from '../../../i18n/languages';
import { wordDifference } from '~/services/user-workflow/answer-changes';
import { WordDifference } from './word-difference';

// its spoken words are the questionnaire catalogue's, English unless a test names another language
const renderToStaticMarkup = (node: ReactNode, language: Language = 'en') => renderBare(<I18nextProvider i18n={questionnaireI18n(language)}>{node}</I18nextProvider>);

const visibleText = (html: string) => html.replace(/<span class="sr-only">[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');
const spokenText = (html: string) => html.replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/g, '').replace(/<[^>]+>/g, '');

describe('WordDifference', () => {
  it('a replaced word stands apart from the word that replaces it, not run together as "SamSamuel"', () => {
    const html = renderToStaticMarkup(<WordDifference words={wordDifference('Sam', 'Samuel')} />);
    expect(visibleText(html)).toBe('Sam→Samuel');
    expect(visibleText(html)).not.toContain('SamSamuel');
    expect(html).toMatch(/<del[^>]*>.*Sam<\/del>.*<ins[^>]*>.*Samuel<\/ins>/);
  });

  it('a screen reader hears which words were removed and which were added, and not the arrow', () => {
    const html = renderToStaticMarkup(<WordDifference words={wordDifference('lives in Provo', 'lives in Ogden')} />);
    expect(spokenText(html).replace(/\s+/g, ' ')).toBe('lives in removed: Provo added: Ogden');
  });

  it('words only added or only removed get no arrow', () => {
    const html = renderToStaticMarkup(<WordDifference words={wordDifference('Sam', 'Sam Rivera')} />);
    expect(html).not.toContain('→');
    expect(visibleText(html)).toBe('Sam Rivera');
  });

  it('a screen reader hears the removed and added words named in the page’s language', () => {
    const html = renderToStaticMarkup(<WordDifference words={wordDifference('vive en Provo', 'vive en Ogden')} />, 'es');
    expect(spokenText(html).replace(/\s+/g, ' ')).toBe('vive en eliminado: Provo agregado: Ogden');
  });
});
