// Calendar days in the product's time zone: "today", parsing the spec's MM/DD/YYYY, and the instant a day starts.

/** A calendar day as YYYY-MM-DD. */
export type CalendarDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const US_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Accepts YYYY-MM-DD or MM/DD/YYYY; undefined for anything else, including days that do not exist. */
export function parseCalendarDay(value: string): CalendarDay | undefined {
  const iso = ISO_DAY.exec(value.trim());
  const us = US_DAY.exec(value.trim());
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [NaN, NaN, NaN];
  if (!isRealDay(year, month, day)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Making an Intl.DateTimeFormat costs far more than formatting with one (it was 3% of an autosave's CPU, which asks
// for the reminder's day), so each zone's formatters are made once and kept: a formatter holds no state between calls.
function formatterCache(make: (timeZone: string) => Intl.DateTimeFormat): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = made.get(timeZone);
    if (!formatter) {
      formatter = make(timeZone);
      made.set(timeZone, formatter);
    }
    return formatter;
  };
}

const dayFormatter = formatterCache((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));
const offsetFormatter = formatterCache(
  (timeZone) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

export function calendarDayOf(instant: Date, timeZone: string): CalendarDay {
  return dayFormatter(timeZone).format(instant);
}

/** Minutes the zone is ahead of UTC at an instant. */
function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = offsetFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant the day begins (00:00) in the zone. */
export function startOfCalendarDay(day: CalendarDay, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  let instant = utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000;
  // a second pass settles days on which the offset changes (daylight saving)
  instant = utcMidnight - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}
