import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../engine.server';
import { holdsMaskedNumber, maskedAnswer, withNumbersMasked, withStoredNumbers } from './personal-data';

const ssn = { uid: 'ssn', type: 'text-input-short', title: 'PET_SSN', validator: 'ssn' } as unknown as FormElement;
const city = { uid: 'city', type: 'text-input-short', title: 'PET_CITY' } as unknown as FormElement;
const dialog = {
  uid: 'dlg',
  type: 'dialog-window',
  title: 'CHILD_DETAILS',
  dialogFields: [
    { uid: 'name', type: 'text-input-short', title: 'CHILD_NAME' },
    { uid: 'number', type: 'text-input-short', title: 'CHILD_SSN' },
  ],
} as unknown as FormElement;

describe('a Social Security number as an admin sees it', () => {
  it('is masked to its last four digits, in a field or a dialog window, and every other answer is kept as it is', () => {
    expect(maskedAnswer(ssn, '123-45-6789')).toBe('***-**-6789');
    expect(maskedAnswer(city, 'Provo')).toBe('Provo');
    expect(maskedAnswer(dialog, { buttonClicked: 'OK', fields: { name: 'Ada', number: '987654321' } })).toEqual({ buttonClicked: 'OK', fields: { name: 'Ada', number: '***-**-4321' } });
    expect(maskedAnswer(ssn, null)).toBe(null);
    const stored = { ssn: { value: '123-45-6789', version: 3 }, city: { value: 'Provo', version: 1 } };
    expect(withNumbersMasked(stored, new Map([['ssn', ssn], ['city', city]]))).toEqual({ ssn: { value: '***-**-6789', version: 3 }, city: { value: 'Provo', version: 1 } });
  });

  it('posted back in a dialog window is put back to the stored number, while the dialog\'s other fields keep what was posted', () => {
    const posted = { buttonClicked: 'OK', fields: { name: 'Ada Lovelace', number: '***-**-4321' } };
    expect(holdsMaskedNumber(dialog, posted)).toBe(true);
    expect(holdsMaskedNumber(dialog, { fields: { name: 'Ada', number: '987-65-4321' } })).toBe(false);
    expect(withStoredNumbers(dialog, posted, { fields: { name: 'Ada', number: '987654321' } })).toEqual({ buttonClicked: 'OK', fields: { name: 'Ada Lovelace', number: '987654321' } });
  });
});
