// Audit events: who did what to which user workflow, and when, written by the step machine's carryOut in the
// same transaction as the step change. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so the trail
// cannot be edited afterwards by the app or by a mistaken script. The user workflow and the actor are kept as
// plain ids, not foreign keys: a cascade or SET NULL would be an UPDATE or DELETE, and the trail must outlive
// a deleted account.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_workflow_id', 'text', (c) => c.notNull())
    /** null when the system acted (a scheduled job, a migration) */
    .addColumn('actor_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type <> ''`))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_events_user_workflow').on('audit_events').columns(['user_workflow_id', 'id']).execute();
  await sql`
    create function audit_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_events is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger audit_events_no_update_or_delete before update or delete on audit_events for each row execute function audit_events_append_only()`.execute(db);
  await sql`create trigger audit_events_no_truncate before truncate on audit_events for each statement execute function audit_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
  await sql`drop function audit_events_append_only()`.execute(db);
}
