// The one place dates and times are written for people: the spec's MM/DD/YYYY hh:mm A in English
// (end-user-journey.md §9) and month names in Spanish ('4 de marzo de 2025 a las 2:07 p.m.', issue 35), in the
// product's time zone (APP_TIME_ZONE), so a time reads the same on every page and for every visitor. Typed dates are
// not written here: they keep the MM/DD/YYYY mask in every language.
import type { Language } from '../../i18n/languages';

// Making an Intl.DateTimeFormat costs far more than formatting with one: one per language, kind and time zone
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

// es-US: Spanish month names as written in the United States
const SPANISH = 'es-US';

export function formatDateTime(instant: Date, timeZone: string, language: Language = 'en'): string {
  if (language === 'es') return formatter(SPANISH, timeZone, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }).format(instant);
  const parts = Object.fromEntries(
    formatter('en-US', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toUpperCase()}`;
}

/** A day with its month's name: 'March 4, 2025', '4 de marzo de 2025'. */
export function formatDate(instant: Date, timeZone: string, language: Language = 'en'): string {
  return formatter(language === 'es' ? SPANISH : 'en-US', timeZone, { day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}
