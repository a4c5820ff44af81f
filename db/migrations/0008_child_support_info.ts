// Child support calculator information per state (administration-platform.md §2.9, §3): a description, the
// name of the website and its link, shown by the questionnaire's child-support-calculator element and edited
// on the admin page /child-support-calculator. One row per state; the state is the key, as in state_counties.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('child_support_info')
    .addColumn('state', 'text', (c) => c.primaryKey().check(sql`state <> ''`))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('website', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('hyperlink', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('child_support_info').execute();
}
