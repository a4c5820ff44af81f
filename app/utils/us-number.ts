// A number as the questionnaire writes it in its English texts ('1,000,000'), the same as
// n.toLocaleString('en-US'): one formatter kept for all of them, as toLocaleString builds a new one on every call
// (21 ms of the 100-field questionnaire page's load at 4x slowdown in the browser; the page's server CPU fell from
// about 19-22 to 16 ms per request with it, one bench run).
const US_NUMBER = new Intl.NumberFormat('en-US');

export function usNumber(n: number): string {
  return US_NUMBER.format(n);
}
