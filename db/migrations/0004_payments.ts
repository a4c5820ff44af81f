// Payments: coupons (code upper-case, count never past limit), one payment row per provider order (unique, so
// a replayed success URL changes nothing), at most one completed payment per (user, form, level) so nobody
// pays a level twice, the payment log, the payment events (payment_1, payment_2, conversion), and the local
// sandbox provider's orders.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey().check(sql`code = upper(code) and code <> ''`))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(1).check(sql`amount between 1 and 100`))
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`count >= 0`))
    .addColumn('limit', 'integer', (c) => c.notNull().defaultTo(0).check(sql`"limit" >= 0`))
    .addColumn('paywall', 'text', (c) => c.notNull().defaultTo('both'))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('percent'))
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('campaign', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('modified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // the database itself holds the limit and the single campaign, whatever the code does
  await sql`alter table coupons add constraint coupons_count_within_limit check (count <= "limit")`.execute(db);
  await sql`create unique index coupons_one_campaign on coupons (campaign) where campaign`.execute(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** level 1: the published workflow paid for; level 2: the user workflow */
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level in (1, 2)`))
    .addColumn('variant', 'text', (c) => c.notNull().check(sql`variant in ('collaborative', 'unilateral')`))
    .addColumn('county', 'text')
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('discount_cents', 'integer', (c) => c.notNull().check(sql`discount_cents >= 0`))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('coupon_code', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('created').check(sql`status in ('created', 'completed', 'failed', 'cancelled')`))
    .addColumn('transaction_id', 'text')
    .addColumn('user_workflow_id', 'text')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .execute();
  await sql`create unique index payments_one_completed_per_level on payments (user_id, form_id, level) where status = 'completed'`.execute(db);

  await db.schema
    .createTable('payment_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('provider_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('transaction_id', 'text')
    .addColumn('time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`name in ('payment_1', 'payment_2', 'conversion')`))
    .addColumn('payment_id', 'uuid', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sandbox_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('CREATED'))
    .addColumn('capture_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_orders').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropTable('payment_log').execute();
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('coupons').execute();
}
