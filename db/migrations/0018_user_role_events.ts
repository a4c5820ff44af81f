// The account trail of the Manage Users page: each role change an admin made, with who, from what to what and when.
// Append-only like audit_events (a trigger refuses UPDATE, DELETE and TRUNCATE); users are kept as plain ids and
// e-mails, not foreign keys, so the trail outlives a deleted account.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_role_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('ROLE_CHANGED')`))
    .addColumn('from_role', 'text', (c) => c.notNull())
    .addColumn('to_role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_role_events_by_user').on('user_role_events').columns(['user_id', 'id']).execute();
  await sql`
    create function user_role_events_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'user_role_events is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end $$`.execute(db);
  await sql`create trigger user_role_events_no_update_or_delete before update or delete on user_role_events for each row execute function user_role_events_append_only()`.execute(db);
  await sql`create trigger user_role_events_no_truncate before truncate on user_role_events for each statement execute function user_role_events_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_role_events').execute();
  await sql`drop function if exists user_role_events_append_only()`.execute(db);
}
