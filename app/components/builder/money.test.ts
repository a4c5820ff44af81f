import { describe, expect, it } from 'vitest';
import { formatMoney, readMoney } from './money';

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
    expect(readMoney('twelve', 2)).toEqual({ ok: false, message: 'Enter an amount in dollars, such as 1,250.00' });
    expect(readMoney('1.005', 2)).toEqual({ ok: false, message: 'Enter at most 2 digits after the decimal point' });
    expect(readMoney('12.5', 0)).toEqual({ ok: false, message: 'Enter whole dollars, without cents' });
    expect(readMoney('1000000', 2)).toEqual({ ok: false, message: 'Enter an amount of at most 11 characters, such as 999,999.99' });
    expect(readMoney('1000000000', 0)).toEqual({ ok: false, message: 'Enter an amount of at most 11 characters, such as 999,999,999' });
  });

  it('formats with thousands commas and the precision asked', () => {
    expect(formatMoney(1500, 2)).toBe('1,500.00');
    expect(formatMoney(1500, 0)).toBe('1,500');
  });
});
