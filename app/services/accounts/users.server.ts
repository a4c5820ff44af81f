// Users: creating an account (with the spouse link of spec §4), reading and editing the profile, passwords,
// verification and the last sign-in.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import type { PetitionerData, RespondentData, UserRole } from '../../../db/schema';
import { hashPassword } from './passwords.server';

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
}

function profileColumns(profile: ProfileInput) {
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
    })
    .execute();
  return { id };
}

export async function findUserByEmail(db: Queryable, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'email_verified_at', 'first_name', 'last_name', 'role', 'is_petitioner'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function emailExists(db: Queryable, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export async function getProfile(db: Queryable, userId: string) {
  return db
    .selectFrom('users')
    .select([
      'id', 'email', 'first_name', 'last_name', 'gender', 'date_of_birth', 'phone_number', 'address_street_1',
      'address_street_2', 'address_city', 'address_state', 'address_zip_code', 'permission_to_contact', 'role',
      'is_petitioner', 'respondent_data', 'petitioner_data', 'created_at', 'last_sign_in_at', 'email_verified_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfile(db: Queryable, userId: string, profile: ProfileInput): Promise<void> {
  await db.updateTable('users').set({ ...profileColumns(profile), updated_at: new Date() }).where('id', '=', userId).execute();
}

export async function setPassword(db: Queryable, userId: string, password: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function markEmailVerified(db: Queryable, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, now())`, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function recordSignIn(db: Queryable, userId: string): Promise<void> {
  await db.updateTable('users').set({ last_sign_in_at: new Date() }).where('id', '=', userId).execute();
}

export function fullName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
