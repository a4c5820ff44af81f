// Money in the builder (workflow-builder.md §9: 'money input max length 11, precision 2 (0 in tables), locale
// en-US'): an amount is typed with or without '$' and thousands commas, shown back en-US, and refused, naming the
// problem (the page says it in its words, builder:editors.money), when it is not a number, has more decimals than
// allowed, or is longer than 11 characters written out.

export const MONEY_INPUT = { maxLength: 11, decimals: 2, tableDecimals: 0, locale: 'en-US' } as const;

/** Why an amount is refused, with the values its message names. */
export type MoneyProblem =
  | { problem: 'amount' | 'wholeDollars'; values: Record<string, never> }
  | { problem: 'decimals'; values: { count: number } }
  | { problem: 'length'; values: { maxLength: number; example: string } };

export type MoneyReading = { ok: true; value: number; text: string } | ({ ok: false } & MoneyProblem) | { ok: true; value: undefined; text: '' };

/** The amount written as the builder shows it: en-US, thousands commas, exactly `decimals` decimals. */
export function formatMoney(value: number, decimals: number): string {
  return value.toLocaleString(MONEY_INPUT.locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: true });
}

/** Reads what the author typed; an empty box is no amount. */
export function readMoney(typed: string, decimals: number): MoneyReading {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: true, value: undefined, text: '' };
  const bare = trimmed.replace(/^\$\s*/, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d*)?$/.test(bare)) return { ok: false, problem: 'amount', values: {} };
  const fraction = bare.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals)
    return decimals === 0 ? { ok: false, problem: 'wholeDollars', values: {} } : { ok: false, problem: 'decimals', values: { count: decimals } };
  const value = Number(bare);
  const text = formatMoney(value, decimals);
  if (text.length > MONEY_INPUT.maxLength)
    return { ok: false, problem: 'length', values: { maxLength: MONEY_INPUT.maxLength, example: formatMoney(decimals === 0 ? 999_999_999 : 999_999.99, decimals) } };
  return { ok: true, value, text };
}
