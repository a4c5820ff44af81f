// Users: reading and editing the profile, passwords, verification and the last sign-in (creating the row is
// db/users.ts's createUser, shared with the seeded local accounts).
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import { profileColumns, type ProfileInput } from '../../../db/users';
import { hashPassword } from '../../../lib/passwords.server';
import { restateScheduledEmails } from '../email.server';

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

/** false when there is no such user to update */
export async function updateProfile(db: Queryable, userId: string, profile: ProfileInput): Promise<boolean> {
  const updated = await db.updateTable('users').set({ ...profileColumns(profile), updated_at: new Date() }).where('id', '=', userId).executeTakeFirst();
  return updated.numUpdatedRows > 0n;
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

/**
 * Keeps the language a person chose on their profile, so that e-mails to them go out in it (issue 35), those already
 * scheduled for a later day included.
 */
export async function setUserLanguage(db: Queryable, userId: string, language: 'en' | 'es'): Promise<void> {
  const user = await db.updateTable('users').set({ language }).where('id', '=', userId).returning('email').executeTakeFirst();
  if (user) await restateScheduledEmails(db, user.email, language);
}
