import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date-time';

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
