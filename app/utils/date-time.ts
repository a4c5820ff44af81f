// The spec's date-time display, MM/DD/YYYY hh:mm A (end-user-journey.md §9), in the product's time zone
// (APP_TIME_ZONE), so a time reads the same on every page and for every visitor.

export function formatDateTime(instant: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toUpperCase()}`;
}
