import { describe, expect, it } from 'vitest';
import { formatNumber, unitSuffix } from './format-number.ts';
import { formatAnswer } from '../pdf/format.ts';

describe('a number with its unit', () => {
  it("reads '1 year', not '1 years', and keeps the author's plural for any other number", () => {
    expect(formatNumber(1, '', ' years')).toBe('1 year');
    expect(formatNumber(2, '', ' years')).toBe('2 years');
    expect(formatNumber(1, '', ' months in Utah')).toBe('1 month in Utah');
    expect(unitSuffix(1, 'inches')).toBe('inch');
    expect(unitSuffix(1, 'counties')).toBe('county');
    expect(unitSuffix(1, 'per month')).toBe('per month');
    expect(unitSuffix(-1, 'days')).toBe('day');
    expect(unitSuffix(1.5, 'hours')).toBe('hours');
  });

  it('prints one year on the documents as well', () => {
    expect(formatAnswer({ uid: 'y', title: 'YEARS', type: 'number-input', suffix: 'years' } as never, 1)).toBe('1 year');
    expect(formatAnswer({ uid: 'y', title: 'YEARS', type: 'number-input', suffix: 'years' } as never, 3)).toBe('3 years');
  });
});
