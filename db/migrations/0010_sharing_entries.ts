// Sharing entries (end-user-journey.md §3): who the owner of a user workflow shared it with, how that person may
// review it (read-only, comment or edit), whether they may act (access), their confirmation and visits, and the
// agreement and comment lock the step machine mirrors here. One row per (user workflow, e-mail): an e-mail is
// shared once per form; the owner's restart deletes the rows (the 'sharing.reset' effect).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sharing_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email <> '' and email = lower(email)`))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('review_type', 'text', (c) => c.notNull().check(sql`review_type in ('read-only', 'comment', 'edit')`))
    .addColumn('access', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('confirmation_response', 'text')
    .addColumn('confirmation_at', 'timestamptz')
    .addColumn('first_accessed_at', 'timestamptz')
    .addColumn('last_accessed_at', 'timestamptz')
    .addColumn('agreed_with_spouse', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('comments_disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('sharing_entries_one_per_email', ['user_workflow_id', 'email'])
    .execute();
  // /shared-forms and the respondent's access look entries up by the signed-in e-mail
  await db.schema.createIndex('sharing_entries_email').on('sharing_entries').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sharing_entries').execute();
}
