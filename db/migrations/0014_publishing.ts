// Publishing (workflow-builder.md §3 stakeholders, §4 workflow status, §9 versions): each form's stakeholders with
// their decision, and on published versions who published and approved them and when they were withdrawn. A
// published version stays immutable: only its withdrawal may be written, once, because people's user workflows
// keep pointing at the version they started (the spec's "delete" on unpublish becomes a withdrawal).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_stakeholders')
    .addColumn('form_id', 'text', (c) => c.notNull().references('forms.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('status_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // who pressed Publish: the published version names them when the last approval publishes it
    .addColumn('requested_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('form_stakeholders_pk', ['form_id', 'email'])
    .execute();
  await db.schema.createIndex('form_stakeholders_email').on('form_stakeholders').columns(['email', 'status']).execute();

  await db.schema
    .alterTable('published_workflows')
    .addColumn('published_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    // [{ email, approvedAt }]: the stakeholders whose approval published this version (empty: none were asked)
    .addColumn('approvals', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  // versions published before this migration: only the newest of each form stays offered
  await sql`
    create temporary table newest_published as
      select distinct on (form_id) id from published_workflows order by form_id, published_at desc, id desc`.execute(db);
  await sql`alter table published_workflows disable trigger published_workflows_no_update`.execute(db);
  await sql`update published_workflows set withdrawn_at = now() where id not in (select id from newest_published)`.execute(db);
  await sql`alter table published_workflows enable trigger published_workflows_no_update`.execute(db);
  await sql`drop table newest_published`.execute(db);
  // §4 'Only one non-empty-status workflow per parent': one offered version per form
  await sql`create unique index published_workflows_one_offered on published_workflows (form_id) where withdrawn_at is null`.execute(db);
  await sql`
    create or replace function published_workflows_immutable() returns trigger language plpgsql as $$
    begin
      if old.withdrawn_at is null and new.withdrawn_at is not null
         and (to_jsonb(new) - 'withdrawn_at') = (to_jsonb(old) - 'withdrawn_at') then
        return new;
      end if;
      raise exception 'published workflow % is immutable; publish a new version instead', old.id;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function published_workflows_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'published workflow % is immutable; publish a new version instead', old.id;
    end $$`.execute(db);
  await sql`drop index published_workflows_one_offered`.execute(db);
  await db.schema.alterTable('published_workflows').dropColumn('withdrawn_at').dropColumn('approvals').dropColumn('published_by').execute();
  await db.schema.dropTable('form_stakeholders').execute();
}
