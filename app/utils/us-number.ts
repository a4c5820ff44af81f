// A number as the questionnaire writes it in its English texts ('1,000,000'), the same as
// n.toLocaleString('en-US'): one formatter kept for all of them, as toLocaleString builds a new one on every call
// (a tenth of the 100-field questionnaire page's render went to that, on the server and in the browser).
const US_NUMBER = new Intl.NumberFormat('en-US');

export function usNumber(n: number): string {
  return US_NUMBER.format(n);
}
