// The profile fields shared by sign-up and the My account tab, with the typing aids JavaScript adds: the
// MM/DD/YYYY and ###-###-#### masks insert the separators as the person types (the typed date keeps MM/DD/YYYY in
// every language; its hint says 'MM/DD/AAAA' in Spanish). The words come from the accounts catalogue in the page's
// language (`t`).
import type { FieldMetadata } from '@conform-to/react';
import type { FormEvent } from 'react';
import type { AccountTexts } from '~/utils/account-forms';
import { US_STATES } from '~/utils/us-states';
import { PRODUCT_NAME } from './site-shell';
import { CheckboxField, SelectField, TextField } from './ui/field';

type Field = FieldMetadata<unknown>;

export interface ProfileFieldSet {
  firstName: Field;
  lastName: Field;
  gender: Field;
  dateOfBirth: Field;
  phoneNumber: Field;
  addressStreet1: Field;
  addressStreet2: Field;
  addressCity: Field;
  addressState: Field;
  addressZipCode: Field;
  permissionToContact: Field;
}

export function maskDigits(value: string, groups: number[], separator: string): string {
  const digits = value.replace(/\D/g, '').slice(0, groups.reduce((a, b) => a + b, 0));
  const parts: string[] = [];
  let index = 0;
  for (const size of groups) {
    if (index >= digits.length) break;
    parts.push(digits.slice(index, index + size));
    index += size;
  }
  return parts.join(separator);
}

const mask = (groups: number[], separator: string) => (event: FormEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  const masked = maskDigits(input.value, groups, separator);
  if (masked !== input.value) input.value = masked;
};

export function ProfileFields({ fields, t }: { fields: ProfileFieldSet; t: AccountTexts }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={fields.firstName} label={t('profile.firstName')} autoComplete="given-name" />
      <TextField field={fields.lastName} label={t('profile.lastName')} autoComplete="family-name" />
      <TextField
        field={fields.dateOfBirth}
        label={t('profile.dateOfBirth')}
        hint={t('profile.dateHint')}
        inputMode="numeric"
        autoComplete="bday"
        onInput={mask([2, 2, 4], '/')}
      />
      <SelectField
        field={fields.gender}
        label={t('profile.gender')}
        options={['Male', 'Female']}
        optionLabel={(option) => t(`profile.genderOptions.${option as 'Male' | 'Female'}`)}
        placeholder={t('profile.preferNotToSay')}
      />
      <TextField
        field={fields.phoneNumber}
        label={t('profile.phoneNumber')}
        hint="###-###-####"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        onInput={mask([3, 3, 4], '-')}
      />
      <div className="hidden sm:block" />
      <TextField field={fields.addressStreet1} label={t('profile.street1')} autoComplete="address-line1" className="sm:col-span-2" />
      <TextField field={fields.addressStreet2} label={t('profile.street2')} autoComplete="address-line2" className="sm:col-span-2" />
      <TextField field={fields.addressCity} label={t('profile.city')} autoComplete="address-level2" />
      <SelectField field={fields.addressState} label={t('profile.state')} options={US_STATES} placeholder={t('profile.chooseState')} autoComplete="address-level1" />
      <TextField field={fields.addressZipCode} label={t('profile.zip')} inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      <CheckboxField
        field={fields.permissionToContact}
        label={t('profile.permissionToContact', { product: PRODUCT_NAME })}
        className="sm:col-span-2"
      />
    </div>
  );
}
