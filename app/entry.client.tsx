// The browser's start: i18next is set up in the page's language (the server wrote it in <html lang>) with the
// catalogues the page's routes name, before React takes over the server's page, so nothing flashes in another
// language; catalogues of pages visited later load on demand (issue 35).
import { RemixBrowser } from '@remix-run/react';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { getInitialNamespaces } from 'remix-i18next/client';
import { loadCatalogue } from '../i18n/catalogues';
import { LANGUAGES, PSEUDO_LANGUAGE } from '../i18n/languages';
import { i18nOptions } from '../i18n/options';

async function hydrate() {
  const lng = document.documentElement.lang;
  // the tests' pseudo-locale (ADR 026): the server writes it only when the app runs with TEST_PSEUDO_LOCALE
  const pseudo = lng === PSEUDO_LANGUAGE ? { supportedLngs: [...LANGUAGES, PSEUDO_LANGUAGE], load: 'currentOnly' as const } : {};
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadCatalogue))
    .init({ ...i18nOptions, ...pseudo, lng, ns: getInitialNamespaces() });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
