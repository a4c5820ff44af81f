// A user's profile photo (end-user-journey.md §3, profile_photo): the key of the image in file storage, set
// from the profile's My account tab; null when the person has none.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('profile_photo_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('profile_photo_key').execute();
}
