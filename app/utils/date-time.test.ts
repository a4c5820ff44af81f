import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeWithZone, typedDateHint } from './date-time';
import { pageDates } from './use-dates';

describe('formatDateTime', () => {
  it('shows an instant as MM/DD/YYYY hh:mm A in the product’s time zone', () => {
    expect(formatDateTime(new Date('2026-03-05T21:07:00Z'), 'America/Denver')).toBe('03/05/2026 02:07 PM');
  });

  it('shows the hour after midnight as 12 AM, on the local day', () => {
    expect(formatDateTime(new Date('2026-01-01T07:30:00Z'), 'America/Denver')).toBe('01/01/2026 12:30 AM');
  });
});

describe('dates in the person’s language (issue 35)', () => {
  it('writes the month’s name in Spanish, with the time in the same words, on the local day', () => {
    expect(formatDateTime(new Date('2025-03-05T04:07:00Z'), 'America/Denver', 'es')).toBe('4 de marzo de 2025 a las 9:07 p.m.');
    expect(formatDate(new Date('2025-03-05T04:07:00Z'), 'America/Denver', 'es')).toBe('4 de marzo de 2025');
  });

  it('writes a day as March 4, 2025 in English', () => {
    expect(formatDate(new Date('2025-03-05T04:07:00Z'), 'America/Denver', 'en')).toBe('March 4, 2025');
  });
});

describe('the one formatter everywhere a date is shown (issue 35, item 3)', () => {
  it("a signature's time names its zone, in English as the spec writes it and in Spanish with the month's name", () => {
    const instant = new Date('2026-03-02T17:04:00Z');
    expect(formatDateTimeWithZone(instant, 'America/Denver')).toBe('03/02/2026 10:04 AM MST');
    expect(formatDateTimeWithZone(instant, 'America/Denver', 'es')).toBe('2 de marzo de 2026 a las 10:04 a.m. MST');
  });

  it("a typed date's hint keeps the MM/DD/YYYY mask, its letters in the reader's words", () => {
    expect(typedDateHint('en')).toBe('MM/DD/YYYY');
    expect(typedDateHint('es')).toBe('MM/DD/AAAA');
  });

  it("a component's dates follow the page's language and the product's time zone, and mark a Spanish date's language", () => {
    const spanish = pageDates('es', 'America/Denver');
    expect(spanish.dateTime('2025-03-05T04:07:00Z')).toBe('4 de marzo de 2025 a las 9:07 p.m.');
    expect(spanish.date('2025-03-05T04:07:00Z')).toBe('4 de marzo de 2025');
    expect(spanish.lang).toBe('es');
    const english = pageDates('en', 'America/Denver');
    expect(english.dateTime('2025-03-05T04:07:00Z')).toBe('03/04/2025 09:07 PM');
    expect(english.lang).toBeUndefined();
    // a language Accord does not speak reads English
    expect(pageDates('fr').language).toBe('en');
  });
});
