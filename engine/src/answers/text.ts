// Text answers: whitespace collapsed and trimmed, then checked by the element's validator.
import type { TextValidator } from '../definition/element-types.ts';
import { coded, type CodedMessage } from './messages.ts';

export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{3}-\d{3}-\d{4}$/;
const SSN = /^\d{3}-\d{2}-\d{4}$/;
const TIME = /^(0?[1-9]|1[0-2]):[0-5]\d ?(am|pm)$/i;
const ZIP = /^\d{5}$/;
const DIGITS = /^\d+$/;

/** The message for a non-empty text that fails its validator, or undefined when it passes. */
export function textValidatorMessage(validator: TextValidator | undefined, value: string): CodedMessage | undefined {
  switch (validator) {
    case 'email':
      return EMAIL.test(value) ? undefined : coded('email');
    case 'phone':
      if (value.replace(/\D/g, '').length !== 10) return coded('phoneDigits');
      return PHONE.test(value) ? undefined : coded('phoneFormat');
    case 'ssn':
      return SSN.test(value) ? undefined : coded('ssn');
    case 'time':
      return TIME.test(value) ? undefined : coded('time');
    case 'zip':
      return ZIP.test(value) ? undefined : coded('zip');
    case 'numbers':
      return DIGITS.test(value) ? undefined : coded('numbersOnly');
    default:
      return undefined;
  }
}
