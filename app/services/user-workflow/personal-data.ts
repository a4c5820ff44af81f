// Social Security numbers among the answers (issue 30 item 11: the samples ask for PET_SSN): an answer titled as
// one, or checked as one, is shown masked wherever it leaves the person's own questionnaire page (the form-data
// download an admin or a tester takes), with only its last four digits.
import type { FormElement } from '../../engine.server';

const SSN_TITLE = /(^|[_\s-])SSN($|[_\s-])|social security/i;
const MASKED = /^\*{3}-\*{2}-\d{0,4}$/;

export function isSocialSecurityNumber(element: Pick<FormElement, 'title'> & { validator?: unknown }): boolean {
  return element.validator === 'ssn' || SSN_TITLE.test(element.title);
}

/** '***-**-6789' for '123-45-6789'; a value that is not text is masked whole. */
export function maskSocialSecurityNumber(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return value;
  const digits = typeof value === 'string' ? value.replace(/\D/g, '') : '';
  return `***-**-${digits.slice(-4)}`;
}

/** Whether a value is a mask this module made (an upload of a downloaded file must not store it over the number). */
export function isMaskedSocialSecurityNumber(value: unknown): boolean {
  return typeof value === 'string' && MASKED.test(value);
}
