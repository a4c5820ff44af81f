// Dates as the admin pages show them (administration-platform.md §9: MM/DD/YYYY, MM/DD/YYYY hh:mm A), in the
// product's time zone, formatted on the server so the page reads the same with or without JavaScript. The admin
// pages read in another language write the month's name, as every page does (issue 35): the one formatter
// (app/utils/date-time.ts) in both cases.
import type { Language } from '../../../i18n/languages';
import { formatDate, formatDateTime } from '../../utils/date-time';

/** MM/DD/YYYY ('4 de marzo de 2025' in Spanish) */
export function usDate(date: Date, timeZone: string, language: Language = 'en'): string {
  return language === 'en' ? usDateTime(date, timeZone).slice(0, 10) : formatDate(date, timeZone, language);
}

/** MM/DD/YYYY hh:mm AM */
export function usDateTime(date: Date, timeZone: string, language: Language = 'en'): string {
  return formatDateTime(date, timeZone, language);
}

/** A stored calendar day (YYYY-MM-DD) as MM/DD/YYYY ('4 de marzo de 2025' in Spanish). */
export function calendarDayAsUsDate(day: string, language: Language = 'en'): string {
  const [year, month, date] = day.split('-');
  // noon UTC of the day is that same day in UTC, whatever the product's zone
  return language === 'en' ? `${month}/${date}/${year}` : formatDate(new Date(`${day}T12:00:00Z`), 'UTC', language);
}
