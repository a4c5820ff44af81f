// Dates as the admin pages show them (administration-platform.md §9: MM/DD/YYYY, MM/DD/YYYY hh:mm A), in the
// product's time zone, formatted on the server so the page reads the same with or without JavaScript.

function parts(date: Date, timeZone: string) {
  const found = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return found;
}

/** MM/DD/YYYY */
export function usDate(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.month}/${p.day}/${p.year}`;
}

/** MM/DD/YYYY hh:mm AM */
export function usDateTime(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** A stored calendar day (YYYY-MM-DD) as MM/DD/YYYY. */
export function calendarDayAsUsDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}
