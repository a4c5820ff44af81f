// Amounts in whole cents and PayPal's decimal strings (shared by the server and the pay page).
/** '12.34' -> 1234; undefined for anything that is not a plain decimal amount. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1234 -> '12.34' */
export function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
