import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('shows an instant as MM/DD/YYYY hh:mm A in the product’s time zone', () => {
    expect(formatDateTime(new Date('2026-03-05T21:07:00Z'), 'America/Denver')).toBe('03/05/2026 02:07 PM');
  });

  it('shows the hour after midnight as 12 AM, on the local day', () => {
    expect(formatDateTime(new Date('2026-01-01T07:30:00Z'), 'America/Denver')).toBe('01/01/2026 12:30 AM');
  });
});
