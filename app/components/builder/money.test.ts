import { describe, expect, it } from 'vitest';
import { englishBuilder } from '../../../i18n/english-builder';
import { formatMoney, readMoney } from './money';

const t = englishBuilder();
/** The refusal as the builder says it in English. */
function said(typed: string, decimals: number): string | undefined {
  const reading = readMoney(typed, decimals);
  return reading.ok ? undefined : t(`editors.money.${reading.problem}`, reading.values);
}

describe('money typed in the builder', () => {
  it.each([
    ['1234.5', 2, 1234.5, '1,234.50'],
    ['$1,234.50', 2, 1234.5, '1,234.50'],
    [' 999999.99 ', 2, 999999.99, '999,999.99'],
    ['100000', 0, 100000, '100,000'],
    ['12.00', 0, 12, '12'],
    ['999,999,999', 0, 999999999, '999,999,999'],
  ])('%s with %i decimals reads as %d and shows as %s (en-US)', (typed, decimals, value, text) => {
    expect(readMoney(typed, decimals)).toEqual({ ok: true, value, text });
  });

  it('an empty box is no amount', () => {
    expect(readMoney('  ', 2)).toEqual({ ok: true, value: undefined, text: '' });
  });

  it('words, too many decimals and more than 11 characters written out are refused with a message', () => {
    expect(said('twelve', 2)).toBe('Enter an amount in dollars, such as 1,250.00');
    expect(said('1.005', 2)).toBe('Enter at most 2 digits after the decimal point');
    expect(said('12.5', 0)).toBe('Enter whole dollars, without cents');
    expect(said('1000000', 2)).toBe('Enter an amount of at most 11 characters, such as 999,999.99');
    expect(said('1000000000', 0)).toBe('Enter an amount of at most 11 characters, such as 999,999,999');
  });

  it('formats with thousands commas and the precision asked', () => {
    expect(formatMoney(1500, 2)).toBe('1,500.00');
    expect(formatMoney(1500, 0)).toBe('1,500');
  });
});
