// For unit tests of translated components: a component's static markup as a page in `language` renders it, with the
// language's kept i18next instance (every catalogue loaded) provided as the page's entry provides it.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '../../i18n/languages';
import { pageI18n } from './i18next.server';

export async function renderInLanguage(language: Language, element: ReactElement): Promise<string> {
  const i18n = await pageI18n(language);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}
