// Numbers as the questionnaire shows them: en-US digits with thousands commas, at most two decimals.
const FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number | null, prefix = '', suffix = ''): string {
  if (value === null) return '';
  return `${prefix}${FORMAT.format(value)}${suffix}`;
}
