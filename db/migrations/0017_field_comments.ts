// Per-field comments (end-user-journey.md §2 the owner's 'Comments' panel per field, §3 a field's comments
// {email, name, time, text}): what the spouse says about one answer, kept with its author and time, and read by the
// owner beside that field. Rows go with their user workflow (cascade).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('field_comments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('field_uid', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull().check(sql`author_email = lower(author_email)`))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    // sanitized HTML (app/services/rich-text), never empty
    .addColumn('body', 'text', (c) => c.notNull().check(sql`body <> ''`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('field_comments_by_workflow').on('field_comments').columns(['user_workflow_id', 'field_uid', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_comments').execute();
}
