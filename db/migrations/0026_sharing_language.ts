// The language of a spouse a form is shared with (issue 35): the share dialog asks it (default the petitioner's),
// so that the invitation, and every e-mail to someone without an account, goes in it, and the sign-up from the
// invitation starts in it. Once the spouse has an account, their own users.language counts. Earlier shares: English.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sharing_entries')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sharing_entries').dropColumn('language').execute();
}
