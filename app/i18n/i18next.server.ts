// The server's side of languages (issue 35): which language a request reads (the person's choice in a cookie,
// else their browser's Accept-Language, else English), and the cookie that keeps a choice.
import { createCookie } from '@remix-run/node';
import { createInstance, type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { RemixI18Next } from 'remix-i18next/server';
import { cookiesAreSecure } from '../services/accounts/sessions.server';
import { loadCatalogue, NAMESPACES, type Namespace } from '../../i18n/catalogues';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, PSEUDO_LANGUAGE, type Language, type PageLanguage } from '../../i18n/languages';
import { getEnv } from '../../lib/env.server';
import { i18nOptions } from '../../i18n/options';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The chosen language, for a year; Secure where the session cookie is (set per request in `languageCookieHeader`). */
export const languageCookie = createCookie('accord_language', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: ONE_YEAR_SECONDS });

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    cookie: languageCookie,
    order: ['cookie', 'header'],
  },
  i18next: i18nOptions,
  plugins: [resourcesToBackend(loadCatalogue)],
});

/** The language this request's page is written in. */
export async function requestLanguage(request: Request): Promise<Language> {
  const detected = await i18nServer.getLocale(request);
  return isLanguage(detected) ? detected : DEFAULT_LANGUAGE;
}

/**
 * The language this request's page is shown in: the person's (`requestLanguage`), or in tests the pseudo-locale when
 * the cookie names it and the app runs with TEST_PSEUDO_LOCALE (ADR 026). Dates, e-mails and the definitions' texts
 * follow `requestLanguage`: under the pseudo-locale they are English.
 */
export async function pageLanguage(request: Request): Promise<PageLanguage> {
  if (getEnv().TEST_PSEUDO_LOCALE && (await languageCookie.parse(request.headers.get('Cookie'))) === PSEUDO_LANGUAGE) return PSEUDO_LANGUAGE;
  return requestLanguage(request);
}

/** The Set-Cookie header that keeps `language` as the person's choice. */
export function languageCookieHeader(request: Request, language: Language): Promise<string> {
  return languageCookie.serialize(language, { secure: cookiesAreSecure(request) });
}

const pageInstances = new Map<PageLanguage, Promise<I18n>>();

/**
 * The i18next instance that renders pages in `language`, with every namespace loaded: made on the first page in that
 * language and kept, since nothing on the server changes its language or its messages. A new instance for every page
 * (created, initialised and its catalogues loaded again) was about a twentieth of the questionnaire page's CPU.
 */
export function pageI18n(language: PageLanguage): Promise<I18n> {
  let instance = pageInstances.get(language);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n
      .use(initReactI18next)
      .use(resourcesToBackend(loadCatalogue))
      .init({ ...i18nOptions, ...(language === PSEUDO_LANGUAGE ? { supportedLngs: [...LANGUAGES, PSEUDO_LANGUAGE] } : {}), lng: language, ns: [...NAMESPACES] })
      .then(() => i18n);
    // a failed start is not kept: the next page tries again
    instance.catch(() => pageInstances.delete(language));
    pageInstances.set(language, instance);
  }
  return instance;
}

/**
 * One catalogue's texts in this request's language, for what a loader or action builds on the server (titles,
 * messages), from the language's kept instance (remix-i18next's getFixedT made and initialised a new one each time).
 */
export async function requestTexts<N extends Namespace>(request: Request, namespace: N) {
  const language = await pageLanguage(request);
  return (await pageI18n(language)).getFixedT(language, namespace);
}

/** The shell's texts in this request's language. */
export function shellTexts(request: Request) {
  return requestTexts(request, 'common');
}
