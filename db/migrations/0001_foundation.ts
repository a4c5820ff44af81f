// The foundation's tables: platform settings, every e-mail with its status, stored files, worker heartbeats.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) =>
      c
        .primaryKey()
        .defaultTo(1)
        .check(sql`id = 1`),
    )
    .addColumn('maintenance', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('idle_timeout_minutes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`idle_timeout_minutes between 1 and 1440`),
    )
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into settings (id) values (1)`.execute(db);

  await db.schema
    .createTable('emails')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('to_name', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('template', 'text')
    .addColumn('template_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('link', 'jsonb')
    .addColumn('attachment', 'jsonb')
    .addColumn('form_id', 'text')
    .addColumn('send_on', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('scheduled', 'queued', 'sent', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('delivered_via', 'text')
    .addColumn('provider_message_id', 'text')
    .addColumn('html', 'text')
    .addColumn('text', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addCheckConstraint('emails_message_or_template', sql`message is not null or template is not null`)
    .execute();
  await db.schema.createIndex('emails_created_at').on('emails').column('created_at').execute();
  await db.schema.createIndex('emails_form_id').on('emails').column('form_id').execute();

  await db.schema
    .createTable('files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('media_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // prefix listing (`where key like 'a/b/%'`) uses this index
  await sql`create index files_key_prefix on files (key text_pattern_ops)`.execute(db);

  await db.schema
    .createTable('worker_heartbeats')
    .addColumn('worker_id', 'text', (c) => c.primaryKey())
    .addColumn('hostname', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['worker_heartbeats', 'files', 'emails', 'settings']) await db.schema.dropTable(table).execute();
}
