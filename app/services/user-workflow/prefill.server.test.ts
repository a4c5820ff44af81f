import { describe, expect, it } from 'vitest';
import type { FormElement } from '../../engine.server';
import { prefillAnswers, type PrefillProfile } from './prefill.server';

const text = (uid: string, title: string) => ({ uid, type: 'text-input-short', title }) as FormElement;
const elements = [text('pf', 'PET_FN'), text('rf', 'RES_FN'), text('rl', 'RES_LN'), text('re', 'RES_EADD')];
const profile: PrefillProfile = {
  email: 'robin@example.com',
  first_name: 'Robin',
  last_name: 'Tester',
  date_of_birth: '1990-04-02',
  gender: null,
  phone_number: '801-555-0100',
  address_street_1: '1 Main St',
  address_city: 'Provo',
  address_state: 'Utah',
  address_zip_code: '84601',
};

describe('the answers a new form starts with', () => {
  it("prefill the spouse's name and e-mail given at sign-up into RES_FN, RES_LN and RES_EADD", () =>
    expect(
      prefillAnswers(elements, { ...profile, petitioner_data: { respondent_first_name: 'Sam', respondent_last_name: 'Doe', respondent_email: ' Sam@Example.com ' } }),
    ).toEqual([
      { uid: 'pf', value: 'Robin' },
      { uid: 'rf', value: 'Sam' },
      { uid: 'rl', value: 'Doe' },
      { uid: 're', value: 'sam@example.com' },
    ]));
  it('leave the RES_* questions empty when no spouse was given (a respondent, or an older account)', () => {
    expect(prefillAnswers(elements, profile)).toEqual([{ uid: 'pf', value: 'Robin' }]);
    expect(prefillAnswers(elements, { ...profile, petitioner_data: null })).toEqual([{ uid: 'pf', value: 'Robin' }]);
  });
  it("never copy the petitioner's own e-mail as the spouse's", () =>
    expect(
      prefillAnswers(elements, { ...profile, petitioner_data: { respondent_first_name: '', respondent_last_name: '', respondent_email: 'ROBIN@example.com' } }),
    ).toEqual([{ uid: 'pf', value: 'Robin' }]));
});
