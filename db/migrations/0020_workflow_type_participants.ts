// Workflow types other than divorce (issue 29 item 6, ADR 028): how many people take part (two: the person and the
// other party, who reviews and signs; one: the person alone, no one invited) and what the other party is called in
// the pages and e-mails ('spouse' for a divorce). Existing types are two-person types with a spouse, as before.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('workflow_types')
    .addColumn('participants', 'smallint', (c) => c.notNull().defaultTo(2).check(sql`participants in (1, 2)`))
    .addColumn('other_party', 'text', (c) => c.notNull().defaultTo('spouse'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workflow_types').dropColumn('participants').dropColumn('other_party').execute();
}
