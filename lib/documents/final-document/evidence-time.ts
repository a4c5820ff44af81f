// Times on the certificate page and the verification page: always with their zone (the zone's abbreviation and
// the UTC offset) and the same instant in UTC, so a reader anywhere knows exactly when something happened.

function parts(at: Date, timeZone: string) {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  });
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value])) as Record<string, string>;
}

function offset(at: Date, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? 'UTC' : name.replace('GMT', 'UTC');
}

/** '11/23/2026 10:15:03 AM MST (UTC-07:00), 2026-11-23 17:15:03 UTC' */
export function formatEvidenceTime(at: Date, timeZone: string): string {
  const p = parts(at, timeZone);
  const utc = at.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}:${p.second} ${p.dayPeriod} ${p.timeZoneName} (${offset(at, timeZone)}), ${utc}`;
}
