// The end user's validation messages, word for word from end-user-journey.md §5 (and workflow-builder.md
// §5 for item tables). Where the spec gives no text, the message says what to do. Every message travels
// with a stable code, so the app can pick messages out (e.g. hold back 'required' until review) without
// comparing their text.
export const MESSAGES = {
  required: 'Required',
  email: 'Invalid e-mail.',
  numbersOnly: 'Must include only numbers.',
  dateFormat: 'Invalid date format. Example MM/DD/YYYY',
  properDate: 'Please enter a proper date value',
  phoneFormat: 'Invalid phone number. Example: ###-###-####',
  phoneDigits: 'Please enter a valid 10-digit US phone number.',
  ssn: 'Invalid social security number. Example: ###-##-####',
  time: 'Invalid time entry. Example: hh:mm am/pm',
  over18: 'Sorry, date of birth must be over 18 to file for divorce.',
  /** Not given by the spec: the child validator's counterpart of over18. */
  under18: 'The date of birth must be of a child under 18.',
  zip: 'Please enter a valid 5-digit ZIP code.',
  atLeastOneRow: 'You must enter at least one row',
  fileFormat: 'Please only upload valid file formats',
  signatureTooShort: 'Please sign your stipulation with more text',
  spouseEmailIsOwn: "Sorry, your email cannot match your spouse's",
  /** Not given by the spec: a choice that is not among the element's options. */
  unknownOption: 'Please choose one of the listed options.',
} as const;

/** The fixed messages' keys, and the codes of the messages that carry a number (range, row limit, length). */
export type MessageCode = keyof typeof MESSAGES | 'range' | 'rowLimit' | 'tooLong' | 'tooLarge';

/** The numbers a message names (range: low and high; rowLimit, tooLong, tooLarge: limit), for a translation by code. */
export type MessageValues = Readonly<Record<string, number>>;

export interface CodedMessage {
  code: MessageCode;
  /** The English text, as the spec gives it (the `accord` CLI and logs show it; the app says it by code). */
  message: string;
  values?: MessageValues;
}

export function coded(code: keyof typeof MESSAGES): CodedMessage {
  return { code, message: MESSAGES[code] };
}

export function rangeMessage(low: number, high: number): string {
  return `Please enter a range between ${low} and ${high}`;
}

export function rowLimitMessage(limit: number): string {
  return `You can enter at most ${limit} row${limit === 1 ? '' : 's'}.`;
}

/** Not given by the spec: a text answer longer than its element type allows (element-registry.ts). */
export function tooLongMessage(limit: number): string {
  return `Please shorten this answer to at most ${limit.toLocaleString('en-US')} characters.`;
}

/** Not given by the spec: an answer larger than its element type may store (element-registry.ts answerLimit). */
export function tooLargeMessage(limit: number): string {
  return `This answer is too large to save (at most ${limit.toLocaleString('en-US')} characters), so it was not saved. Please shorten it.`;
}

/** The coded messages that carry a number, with the number as a value so the app can say them in any language. */
export const numberedMessage = {
  range: (low: number, high: number): CodedMessage => ({ code: 'range', message: rangeMessage(low, high), values: { low, high } }),
  rowLimit: (limit: number): CodedMessage => ({ code: 'rowLimit', message: rowLimitMessage(limit), values: { limit } }),
  tooLong: (limit: number): CodedMessage => ({ code: 'tooLong', message: tooLongMessage(limit), values: { limit } }),
  tooLarge: (limit: number): CodedMessage => ({ code: 'tooLarge', message: tooLargeMessage(limit), values: { limit } }),
};
