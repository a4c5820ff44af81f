// Dates as the admin pages show them (administration-platform.md §9: MM/DD/YYYY, MM/DD/YYYY hh:mm A), in the
// product's time zone, formatted on the server so the page reads the same with or without JavaScript. The admin
// pages are English: the one formatter's English (app/utils/date-time.ts).
import { formatDateTime } from '../../utils/date-time';

/** MM/DD/YYYY */
export function usDate(date: Date, timeZone: string): string {
  return usDateTime(date, timeZone).slice(0, 10);
}

/** MM/DD/YYYY hh:mm AM */
export function usDateTime(date: Date, timeZone: string): string {
  return formatDateTime(date, timeZone, 'en');
}

/** A stored calendar day (YYYY-MM-DD) as MM/DD/YYYY. */
export function calendarDayAsUsDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
