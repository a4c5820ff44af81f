// The profile fields shared by sign-up and the My account tab, with the typing aids JavaScript adds: the
// MM/DD/YYYY and ###-###-#### masks insert the separators as the person types.
import type { FieldMetadata } from '@conform-to/react';
import type { FormEvent } from 'react';
import { US_STATES } from '~/utils/us-states';
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

export function ProfileFields({ fields }: { fields: ProfileFieldSet }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={fields.firstName} label="Legal first name" autoComplete="given-name" />
      <TextField field={fields.lastName} label="Legal last name" autoComplete="family-name" />
      <TextField
        field={fields.dateOfBirth}
        label="Date of birth"
        hint="MM/DD/YYYY"
        inputMode="numeric"
        autoComplete="bday"
        onInput={mask([2, 2, 4], '/')}
      />
      <SelectField field={fields.gender} label="Gender (optional)" options={['Male', 'Female']} placeholder="Prefer not to say" />
      <TextField
        field={fields.phoneNumber}
        label="Phone number"
        hint="###-###-####"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        onInput={mask([3, 3, 4], '-')}
      />
      <div className="hidden sm:block" />
      <TextField field={fields.addressStreet1} label="Street address" autoComplete="address-line1" className="sm:col-span-2" />
      <TextField field={fields.addressStreet2} label="Apartment, suite, unit (optional)" autoComplete="address-line2" className="sm:col-span-2" />
      <TextField field={fields.addressCity} label="City" autoComplete="address-level2" />
      <SelectField field={fields.addressState} label="State" options={US_STATES} placeholder="Choose your state" autoComplete="address-level1" />
      <TextField field={fields.addressZipCode} label="ZIP code" inputMode="numeric" autoComplete="postal-code" maxLength={5} />
      <CheckboxField
        field={fields.permissionToContact}
        label="Yes, Accord may send me occasional news by e-mail (optional)."
        className="sm:col-span-2"
      />
    </div>
  );
}
