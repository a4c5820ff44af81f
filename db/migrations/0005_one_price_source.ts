// One price source: a workflow type's costs (paywall1, paywall2 per variant) are what a level costs, as the
// spec's data model says (administration-platform.md §3, §9: 'Cost of a type is paywall1 plus paywall2'). The
// prices table keeps the pricing cards only; its level prices move into the default workflow type's costs (the
// pay page charged them until now, so nothing anyone pays changes), and the general price is their sum.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update workflow_types set costs = jsonb_build_object(
      'collaborative', (select jsonb_build_object('paywall1', level_1, 'paywall2', level_2) from prices where variant = 'collaborative'),
      'unilateral', (select jsonb_build_object('paywall1', level_1, 'paywall2', level_2) from prices where variant = 'unilateral'))
    where is_default
      and exists (select 1 from prices where variant = 'collaborative')
      and exists (select 1 from prices where variant = 'unilateral')`.execute(db);
  await db.schema.alterTable('prices').dropColumn('level_1').dropColumn('level_2').dropColumn('general').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('prices')
    .addColumn('level_1', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level_2', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('general', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update prices p set
      level_1 = (t.costs -> p.variant ->> 'paywall1')::int,
      level_2 = (t.costs -> p.variant ->> 'paywall2')::int,
      general = (t.costs -> p.variant ->> 'paywall1')::int + (t.costs -> p.variant ->> 'paywall2')::int
    from workflow_types t where t.is_default`.execute(db);
}
