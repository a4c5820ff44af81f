import { describe, expect, it } from 'vitest';
import { usDate, usDateTime } from './dates';

describe('admin dates', () => {
  it('a date shows as MM/DD/YYYY on the product day, not the server day', () => {
    // 03:00 UTC on March 2nd is still March 1st in Denver
    expect(usDate(new Date('2026-03-02T03:00:00Z'), 'America/Denver')).toBe('03/01/2026');
  });

  it('a date and time shows as MM/DD/YYYY hh:mm AM', () => {
    expect(usDateTime(new Date('2026-07-04T20:05:00Z'), 'America/Denver')).toBe('07/04/2026 02:05 PM');
  });
});
