// Creating a user row: the one insert into `users`, with the spec's 12-character id and an argon2id password
// hash. Here in db/ so that the app's sign-up and the seeded local accounts (db/seed.ts) share it.
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../lib/passwords.server';
import type { Queryable } from './client';
import type { PetitionerData, RespondentData, UserRole } from './schema';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 12-character random id (spec: ids are 12-character random strings for uids). */
export function newUserId(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  gender?: 'Male' | 'Female';
  /** YYYY-MM-DD */
  dateOfBirth: string;
  phoneNumber: string;
  addressStreet1: string;
  addressStreet2?: string;
  addressCity: string;
  addressState: string;
  addressZipCode: string;
  permissionToContact: boolean;
}

export interface NewUserInput extends ProfileInput {
  email: string;
  password: string;
  role?: UserRole;
  isPetitioner?: boolean;
  respondentData?: RespondentData | null;
  petitionerData?: PetitionerData | null;
  verified?: boolean;
  termsAccepted?: boolean;
  /** the language the person signed up in: pages and e-mails use it (issue 35); English when not given */
  language?: 'en' | 'es';
}

export function profileColumns(profile: ProfileInput) {
  return {
    first_name: profile.firstName,
    last_name: profile.lastName,
    gender: profile.gender ?? null,
    date_of_birth: profile.dateOfBirth,
    phone_number: profile.phoneNumber,
    address_street_1: profile.addressStreet1,
    address_street_2: profile.addressStreet2 ?? null,
    address_city: profile.addressCity,
    address_state: profile.addressState,
    address_zip_code: profile.addressZipCode,
    permission_to_contact: profile.permissionToContact,
  };
}

export async function createUser(db: Queryable, input: NewUserInput): Promise<{ id: string }> {
  const id = newUserId();
  await db
    .insertInto('users')
    .values({
      id,
      email: input.email.toLowerCase(),
      password_hash: await hashPassword(input.password),
      email_verified_at: input.verified ? new Date() : null,
      ...profileColumns(input),
      role: input.role ?? 'user-basic',
      is_petitioner: input.isPetitioner ?? true,
      respondent_data: JSON.stringify(input.respondentData ?? null),
      petitioner_data: JSON.stringify(input.petitionerData ?? null),
      terms_accepted_at: input.termsAccepted ? new Date() : null,
      ...(input.language ? { language: input.language } : {}),
    })
    .execute();
  return { id };
}
