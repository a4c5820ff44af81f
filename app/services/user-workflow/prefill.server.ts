// PET_* fields prefilled from the petitioner's profile (end-user-journey.md §3), birth date as MM/DD/YYYY, and
// RES_FN, RES_LN, RES_EADD from the spouse's name and e-mail the petitioner gave at sign-up (petitioner_data).
import type { PetitionerData } from '../../../db/schema';
import type { FormElement } from '../../engine.server';

export interface PrefillProfile {
  email: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | Date;
  gender: string | null;
  phone_number: string;
  address_street_1: string;
  address_city: string;
  address_state: string;
  address_zip_code: string;
  /** The spouse as given at sign-up; null for a respondent or when none was given. */
  petitioner_data?: PetitionerData | null;
}

function usDate(date: string | Date): string {
  const iso = date instanceof Date ? date.toISOString() : date;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}

function spouseEmail(profile: PrefillProfile): string | null {
  const email = profile.petitioner_data?.respondent_email?.trim().toLowerCase();
  return email && email !== profile.email.trim().toLowerCase() ? email : null;
}

export function prefillAnswers(elements: readonly FormElement[], profile: PrefillProfile): { uid: string; value: unknown }[] {
  const byTitle: Record<string, string | null> = {
    PET_EADD: profile.email,
    PET_FN: profile.first_name,
    PET_LN: profile.last_name,
    PET_BD: profile.date_of_birth ? usDate(profile.date_of_birth) : null,
    PET_GENDER: profile.gender,
    PET_PHONE: profile.phone_number,
    PET_STADD: profile.address_street_1,
    PET_CITY: profile.address_city,
    PET_ST: profile.address_state,
    'PET_POST-CODE': profile.address_zip_code,
    RES_FN: profile.petitioner_data?.respondent_first_name ?? null,
    RES_LN: profile.petitioner_data?.respondent_last_name ?? null,
    // the sign-up form refuses the petitioner's own e-mail as the spouse's; an old record that holds it is not copied
    RES_EADD: spouseEmail(profile),
  };
  const out: { uid: string; value: unknown }[] = [];
  for (const element of elements) {
    const value = byTitle[element.title];
    if (value === undefined || value === null || value === '') continue;
    out.push({ uid: element.uid, value });
  }
  return out;
}
