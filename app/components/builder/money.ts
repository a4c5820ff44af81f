// Money in the builder (workflow-builder.md §9: 'money input max length 11, precision 2 (0 in tables), locale
// en-US'): an amount is typed with or without '$' and thousands commas, shown back en-US, and refused with a message
// when it is not a number, has more decimals than allowed, or is longer than 11 characters written out.

export const MONEY_INPUT = { maxLength: 11, decimals: 2, tableDecimals: 0, locale: 'en-US' } as const;

export type MoneyReading = { ok: true; value: number; text: string } | { ok: false; message: string } | { ok: true; value: undefined; text: '' };

/** The amount written as the builder shows it: en-US, thousands commas, exactly `decimals` decimals. */
export function formatMoney(value: number, decimals: number): string {
  return value.toLocaleString(MONEY_INPUT.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
}

/** Reads what the author typed; an empty box is no amount. */
export function readMoney(typed: string, decimals: number): MoneyReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, value: undefined, text: '' };
  const bare = trimmed.replace(/^\$\s*/, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d*)?$/.test(bare)) return { ok: false, message: 'Enter an amount in dollars, such as 1,250.00' };
  const fraction = bare.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals)
    return { ok: false, message: decimals === 0 ? 'Enter whole dollars, without cents' : `Enter at most ${decimals} digits after the decimal point` };
  const value = Number(bare);
  const text = formatMoney(value, decimals);
  if (text.length > MONEY_INPUT.maxLength)
    return { ok: false, message: `Enter an amount of at most ${MONEY_INPUT.maxLength} characters, such as ${formatMoney(decimals === 0 ? 999_999_999 : 999_999.99, decimals)}` };
  return { ok: true, value, text };
}
