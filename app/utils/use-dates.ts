// Dates a component writes itself (a comment's time, a signature's day), through the one formatter
// (app/utils/date-time.ts) in the page's language and the product's time zone (the root loader's, provided by the
// root layout), so the page reads the same from the server and after hydration. `lang` marks a date whose language is not the page's main's: a
// guide page not yet translated stays English around a Spanish date.
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { formatDate, formatDateTime } from './date-time';

/** The product's time zone when no root data is at hand (an error page): APP_TIME_ZONE's default. */
export const DEFAULT_TIME_ZONE = 'America/Denver';

const ProductTimeZone = createContext(DEFAULT_TIME_ZONE);
/** The root layout gives every page the product's time zone (APP_TIME_ZONE) from its loader. */
export const ProductTimeZoneProvider = ProductTimeZone.Provider;

export interface PageDates {
  language: Language;
  /** the lang attribute for a date written in a language other than English (none in English) */
  lang: string | undefined;
  /** an instant as a date and time: '03/05/2026 02:07 PM', '5 de marzo de 2026 a las 2:07 p.m.' */
  dateTime: (iso: string) => string;
  /** an instant's day: 'March 5, 2026', '5 de marzo de 2026' */
  date: (iso: string) => string;
}

/** The page's dates in `language` (an unknown one reads English) and `timeZone`. */
export function pageDates(language: string, timeZone: string = DEFAULT_TIME_ZONE): PageDates {
  const known = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return {
    language: known,
    lang: known === 'en' ? undefined : known,
    dateTime: (iso) => formatDateTime(new Date(iso), timeZone, known),
    date: (iso) => formatDate(new Date(iso), timeZone, known),
  };
}

/**
 * The page's dates: its language (i18next's) and the product's time zone (the root loader's). A page whose own texts
 * are English only (the builder's, the admin pages') names 'en', so its dates read as the rest of it.
 */
export function usePageDates(only?: Language): PageDates {
  const { i18n } = useTranslation();
  return pageDates(only ?? i18n.language, useContext(ProductTimeZone));
}
