// Comments, reviews and rounds (issue 17; end-user-journey.md §3, §4): the spouses' page comments (one per page,
// round and author), the 'edit' reviewer's pending changes per field, and a snapshot of the
// answers each time the form passes from one spouse to the other, with the round each person last saw, so that
// the changes since then can be shown. All rows go with their user workflow (cascade).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('spouse_comments')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('page_uid', 'text', (c) => c.notNull())
    // the round the comment was written in: it is shown to the other spouse once the form has passed on
    .addColumn('round', 'integer', (c) => c.notNull().check(sql`round >= 0`))
    .addColumn('author_role', 'text', (c) => c.notNull().check(sql`author_role in ('petitioner', 'respondent')`))
    .addColumn('author_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    // sanitized HTML (app/services/rich-text), never empty
    .addColumn('body', 'text', (c) => c.notNull().check(sql`body <> ''`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('spouse_comments_one_per_page_round_author', ['user_workflow_id', 'page_uid', 'round', 'author_role'])
    .execute();

  await db.schema
    .createTable('field_reviews')
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('field_uid', 'text', (c) => c.notNull())
    .addColumn('reviewer_email', 'text', (c) => c.notNull().check(sql`reviewer_email = lower(reviewer_email)`))
    .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'jsonb', (c) => c.notNull())
    // the answer's version the reviewer saw: an accept applies the proposal on this version, or is refused
    .addColumn('base_version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('field_reviews_pk', ['user_workflow_id', 'field_uid', 'reviewer_email'])
    .execute();

  await db.schema
    .createTable('answer_rounds')
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('round', 'integer', (c) => c.notNull().check(sql`round >= 1`))
    // who the form passed to: they are the one to look at what changed
    .addColumn('passed_to', 'text', (c) => c.notNull().check(sql`passed_to in ('petitioner', 'respondent')`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('published_workflow_id', 'text', (c) => c.notNull())
    // { field uid: value } of every stored answer at the moment the form passed
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('answer_rounds_pk', ['user_workflow_id', 'round'])
    .execute();

  await db.schema
    .createTable('answer_round_views')
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('viewer_role', 'text', (c) => c.notNull().check(sql`viewer_role in ('petitioner', 'respondent')`))
    // the newest round when this person last opened the form, and the one they had seen before it
    .addColumn('seen_round', 'integer', (c) => c.notNull())
    .addColumn('previous_round', 'integer')
    .addPrimaryKeyConstraint('answer_round_views_pk', ['user_workflow_id', 'viewer_role'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['answer_round_views', 'answer_rounds', 'field_reviews', 'spouse_comments']) await db.schema.dropTable(table).execute();
}
