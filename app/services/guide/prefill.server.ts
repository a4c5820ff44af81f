// PET_* fields prefilled from the petitioner's profile (end-user-journey.md §3), birth date as MM/DD/YYYY.
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
}

function usDate(date: string | Date): string {
  const iso = date instanceof Date ? date.toISOString() : date;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
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
  };
  const out: { uid: string; value: unknown }[] = [];
  for (const element of elements) {
    const value = byTitle[element.title];
    if (value === undefined || value === null || value === '') continue;
    out.push({ uid: element.uid, value });
  }
  return out;
}
