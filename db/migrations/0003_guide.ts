// The guide and the questionnaire: platform data (workflow types with their costs, state counties, prices),
// forms being built, their immutable published versions, users' copies of them, and one answer row per
// (user workflow, field) with a version so that a stale write is detected instead of silently winning.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('workflow_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull().unique())
    .addColumn('states', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('costs', 'jsonb', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('state_counties')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('counties', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('prices')
    .addColumn('variant', 'text', (c) => c.primaryKey().check(sql`variant in ('collaborative', 'unilateral')`))
    .addColumn('level_1', 'integer', (c) => c.notNull())
    .addColumn('level_2', 'integer', (c) => c.notNull())
    .addColumn('general', 'integer', (c) => c.notNull())
    .addColumn('cards', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('forms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('status_date', 'timestamptz')
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('published_workflows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('children_option', 'text', (c) => c.notNull())
    .addColumn('use_counties', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('counties', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('collaborate', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('definition', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('published_workflows_form_version', ['form_id', 'version'])
    .execute();
  await db.schema.createIndex('published_workflows_lookup').on('published_workflows').columns(['state', 'type']).execute();
  // A published version never changes: a user workflow points at the exact definition it was made from.
  await sql`
    create function published_workflows_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'published workflow % is immutable; publish a new version instead', old.id;
    end $$`.execute(db);
  await sql`
    create trigger published_workflows_no_update before update on published_workflows
    for each row execute function published_workflows_immutable()`.execute(db);

  await db.schema
    .createTable('user_workflows')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('published_workflow_id', 'text', (c) => c.notNull().references('published_workflows.id'))
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id'))
    .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('children_option', 'text', (c) => c.notNull())
    .addColumn('collaborate', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(1).check(sql`step between 1 and 7`))
    .addColumn('respondent_step', 'integer', (c) => c.check(sql`respondent_step between 1 and 3`))
    .addColumn('machine_snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('final_pdf_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('modified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_workflows_owner').on('user_workflows').columns(['owner_id', 'created_at']).execute();

  await db.schema
    .createTable('answers')
    .addColumn('user_workflow_id', 'text', (c) => c.notNull().references('user_workflows.id').onDelete('cascade'))
    .addColumn('field_uid', 'text', (c) => c.notNull())
    .addColumn('value', 'jsonb')
    .addColumn('answered', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('answers_pk', ['user_workflow_id', 'field_uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('answers').execute();
  await db.schema.dropTable('user_workflows').execute();
  await db.schema.dropTable('published_workflows').execute();
  await sql`drop function published_workflows_immutable()`.execute(db);
  await db.schema.dropTable('forms').execute();
  await db.schema.dropTable('prices').execute();
  await db.schema.dropTable('state_counties').execute();
  await db.schema.dropTable('workflow_types').execute();
}
