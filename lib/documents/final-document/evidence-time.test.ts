import { describe, expect, it } from 'vitest';
import { formatEvidenceTime } from './evidence-time';

describe('evidence times', () => {
  it('show the local time with its zone and offset, and the same instant in UTC', () => {
    expect(formatEvidenceTime(new Date('2026-11-23T17:15:03Z'), 'America/Denver')).toBe('11/23/2026 10:15:03 AM MST (UTC-07:00), 2026-11-23 17:15:03 UTC');
  });

  it('follow daylight saving time', () => {
    expect(formatEvidenceTime(new Date('2026-07-01T12:00:00Z'), 'America/Denver')).toBe('07/01/2026 06:00:00 AM MDT (UTC-06:00), 2026-07-01 12:00:00 UTC');
  });
});
