// A coupon's paywall and type become editable and are honoured at checkout (issue 15, item 3): the database holds
// the values the code knows. The older spelling 'payall' (administration-platform.md §3) and any other unknown
// paywall is read as 'both', any unknown type as 'percent', their defaults.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update coupons set paywall = 'both' where paywall not in ('both', 'level_1', 'level_2')`.execute(db);
  await sql`update coupons set type = 'percent' where type not in ('percent', 'fixed')`.execute(db);
  await sql`alter table coupons add constraint coupons_paywall_known check (paywall in ('both', 'level_1', 'level_2'))`.execute(db);
  await sql`alter table coupons add constraint coupons_type_known check (type in ('percent', 'fixed'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table coupons drop constraint coupons_type_known`.execute(db);
  await sql`alter table coupons drop constraint coupons_paywall_known`.execute(db);
}
