// Accounts: users with their profile and role, database sessions, single-use hashed e-mail tokens, rate-limit
// counters shared by every app process, used captcha challenges, newsletter subscriptions and app secrets.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.check(sql`gender in ('Male', 'Female')`))
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('phone_number', 'text', (c) => c.notNull())
    .addColumn('address_street_1', 'text', (c) => c.notNull())
    .addColumn('address_street_2', 'text')
    .addColumn('address_city', 'text', (c) => c.notNull())
    .addColumn('address_state', 'text', (c) => c.notNull())
    .addColumn('address_zip_code', 'text', (c) => c.notNull())
    .addColumn('permission_to_contact', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user-basic')
        .check(sql`role in ('user-basic', 'admin-global', 'admin-form')`),
    )
    .addColumn('is_petitioner', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('respondent_data', 'jsonb')
    .addColumn('petitioner_data', 'jsonb')
    .addColumn('terms_accepted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('flash', 'jsonb')
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify-email', 'reset-password')`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('auth_tokens_user_purpose').on('auth_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('challenge_id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', 'text', (c) => c.primaryKey().check(sql`email = lower(email)`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('footer', 'sign-up')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('mailing_list_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('stored')
        .check(sql`mailing_list_status in ('stored', 'sent', 'failed')`),
    )
    .addColumn('mailing_list_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_secrets',
    'newsletter_subscriptions',
    'captcha_uses',
    'rate_limits',
    'auth_tokens',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
