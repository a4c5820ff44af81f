// The languages Accord speaks (issue 35). English is the spec's language and every catalogue's reference; a
// person's choice is kept in a cookie and on their profile.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own words, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The pseudo-locale of the tests (i18n/pseudo-locale.ts, ADR 026): a page language made from English, accepted only
 * when the app runs with TEST_PSEUDO_LOCALE; never a person's language (profile, e-mails), only a page's.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
/** The language a page is written in: a person's language, or in tests the pseudo-locale. */
export type PageLanguage = Language | typeof PSEUDO_LANGUAGE;
