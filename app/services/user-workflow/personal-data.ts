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

/**
 * Whether this viewer sees a user workflow's Social Security numbers masked: an admin opening someone else's user
 * workflow (the questionnaire, its print pages, the spouse's guides). The person sees and edits their own number, and
 * the spouse reviewing the form sees what they review.
 */
export function seesNumbersMasked(viewer: { id: string; admin: boolean }, workflow: { owner_id: string }): boolean {
  return viewer.admin && viewer.id !== workflow.owner_id;
}

const asFields = (value: unknown): Record<string, unknown> | undefined => {
  const fields = value && typeof value === 'object' ? (value as { fields?: unknown }).fields : undefined;
  return fields && typeof fields === 'object' && !Array.isArray(fields) ? (fields as Record<string, unknown>) : undefined;
};

/** The numbers a dialog window asks for among its fields (none for any other element). */
function dialogNumbers(element: FormElement) {
  return element.type === 'dialog-window' ? element.dialogFields.filter((f) => isSocialSecurityNumber(f)) : [];
}

/** One answer as a masked viewer sees it: a Social Security number masked, or a dialog window's, the rest as it is. */
export function maskedAnswer(element: FormElement, value: unknown): unknown {
  const fields = asFields(value);
  const numbers = dialogNumbers(element).filter((f) => fields && f.uid in fields);
  if (fields && numbers.length) return { ...(value as object), fields: { ...fields, ...Object.fromEntries(numbers.map((f) => [f.uid, maskSocialSecurityNumber(fields[f.uid])])) } };
  return isSocialSecurityNumber(element) && (typeof value === 'string' || typeof value === 'number') ? maskSocialSecurityNumber(value) : value;
}

/** Whether a posted dialog window's answer holds a number as a mask, so that the stored number must be put back. */
export function holdsMaskedNumber(element: FormElement, posted: unknown): boolean {
  const fields = asFields(posted);
  return fields !== undefined && dialogNumbers(element).some((f) => isMaskedSocialSecurityNumber(fields[f.uid]));
}

/** A posted dialog window's answer with each masked number put back to the stored one (never the mask over it). */
export function withStoredNumbers(element: FormElement, posted: unknown, stored: unknown): unknown {
  const fields = asFields(posted);
  if (!fields) return posted;
  const storedFields = asFields(stored) ?? {};
  const kept = { ...fields };
  for (const f of dialogNumbers(element)) if (isMaskedSocialSecurityNumber(fields[f.uid])) kept[f.uid] = storedFields[f.uid] ?? null;
  return { ...(posted as object), fields: kept };
}

/** The answers with each Social Security number masked (anything else kept as it is, its version too). */
export function withNumbersMasked<A extends { value: unknown }>(answers: Record<string, A>, elementsByUid: ReadonlyMap<string, FormElement>): Record<string, A> {
  const masked: Record<string, A> = {};
  for (const [uid, answer] of Object.entries(answers)) {
    const element = elementsByUid.get(uid);
    masked[uid] = element ? { ...answer, value: maskedAnswer(element, answer.value) } : answer;
  }
  return masked;
}
