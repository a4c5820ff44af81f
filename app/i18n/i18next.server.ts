// The server's side of languages (issue 35): which language a request reads (the person's choice in a cookie,
// else their browser's Accept-Language, else English), and the cookie that keeps a choice.
import { createCookie } from '@remix-run/node';
import resourcesToBackend from 'i18next-resources-to-backend';
import { RemixI18Next } from 'remix-i18next/server';
import { cookiesAreSecure } from '../services/accounts/sessions.server';
import { loadCatalogue, type Namespace } from './catalogues';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import { i18nOptions } from './options';

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

/** The Set-Cookie header that keeps `language` as the person's choice. */
export function languageCookieHeader(request: Request, language: Language): Promise<string> {
  return languageCookie.serialize(language, { secure: cookiesAreSecure(request) });
}

/** One catalogue's texts in this request's language, for what a loader or action builds on the server (titles, messages). */
export function requestTexts<N extends Namespace>(request: Request, namespace: N) {
  return i18nServer.getFixedT(request, namespace);
}

/** The shell's texts in this request's language. */
export function shellTexts(request: Request) {
  return requestTexts(request, 'common');
}
