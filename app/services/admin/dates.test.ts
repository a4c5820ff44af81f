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

  it("in Spanish, the month's name, as on every page read in Spanish", () => {
    expect(usDate(new Date('2026-03-02T03:00:00Z'), 'America/Denver', 'es')).toBe('1 de marzo de 2026');
    expect(usDateTime(new Date('2026-07-04T20:05:00Z'), 'America/Denver', 'es')).toMatch(/^4 de julio de 2026 a las 2:05\sp\.\sm\.$|^4 de julio de 2026 a las 2:05 p\.m\.$/);
  });
});
