// Numbers as the questionnaire shows them: en-US digits with thousands commas, at most two decimals, and a unit
// suffix in the singular for one ('1 year', not '1 years').
const FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** An English plural word in the singular (years, inches, counties), or the word as it is when it is none. */
function singular(word: string): string {
  if (/[^aeiou]ies$/i.test(word)) return `${word.slice(0, -3)}${word.slice(-3) === 'IES' ? 'Y' : 'y'}`;
  if (/(ch|sh|x|ss)es$/i.test(word)) return word.slice(0, -2);
  if (/[^su]s$/i.test(word) && word.length > 2) return word.slice(0, -1);
  return word;
}

/**
 * The suffix an author wrote after a number ('years', ' months in Utah'), its unit (the first word) in the singular
 * when the number is one; any other number keeps it as written.
 */
export function unitSuffix(value: number, suffix: string): string {
  if (Math.abs(value) !== 1) return suffix;
  return suffix.replace(/^(\s*)([A-Za-z]+)/, (_, space: string, word: string) => `${space}${singular(word)}`);
}

export function formatNumber(value: number | null, prefix = '', suffix = ''): string {
  if (value === null) return '';
  return `${prefix}${FORMAT.format(value)}${unitSuffix(value, suffix)}`;
}
