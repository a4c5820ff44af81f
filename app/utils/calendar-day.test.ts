import { describe, expect, it } from 'vitest';
import { addDays, calendarDayOf, parseCalendarDay, startOfCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it('reads the spec format MM/DD/YYYY and ISO days, and refuses days that do not exist', () => {
    expect(parseCalendarDay('03/12/2026')).toBe('2026-03-12');
    expect(parseCalendarDay('2026-03-12')).toBe('2026-03-12');
    expect(parseCalendarDay('02/30/2026')).toBeUndefined();
    expect(parseCalendarDay('13/01/2026')).toBeUndefined();
    expect(parseCalendarDay('tomorrow')).toBeUndefined();
  });

  it('tells today in the product time zone, not in UTC', () => {
    // 03:00 UTC on March 12 is still the evening of March 11 in Utah
    expect(calendarDayOf(new Date('2026-03-12T03:00:00Z'), 'America/Denver')).toBe('2026-03-11');
    expect(calendarDayOf(new Date('2026-03-12T03:00:00Z'), 'UTC')).toBe('2026-03-12');
  });

  it('finds the instant a day starts, across daylight saving changes', () => {
    expect(startOfCalendarDay('2026-01-15', 'America/Denver').toISOString()).toBe('2026-01-15T07:00:00.000Z');
    expect(startOfCalendarDay('2026-07-15', 'America/Denver').toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(startOfCalendarDay('2026-03-08', 'America/Denver').toISOString()).toBe('2026-03-08T07:00:00.000Z');
    expect(startOfCalendarDay('2026-11-01', 'America/Denver').toISOString()).toBe('2026-11-01T06:00:00.000Z');
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('makes the formatters of a zone once, however many days it tells (making one cost more than using it)', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    } as typeof Intl.DateTimeFormat;
    try {
      // a zone no other test asks for, so that none of its formatters exists yet
      const days = ['2026-05-01T12:00:00Z', '2026-05-02T12:00:00Z', '2026-05-03T12:00:00Z'].map((at) => calendarDayOf(new Date(at), 'Pacific/Chatham'));
      expect(days).toEqual(['2026-05-02', '2026-05-03', '2026-05-04']);
      expect(startOfCalendarDay('2026-05-02', 'Pacific/Chatham').toISOString()).toBe('2026-05-01T11:15:00.000Z');
      expect(startOfCalendarDay('2026-05-03', 'Pacific/Chatham').toISOString()).toBe('2026-05-02T11:15:00.000Z');
      // one formatter for days and one for offsets
      expect(made).toBe(2);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});

