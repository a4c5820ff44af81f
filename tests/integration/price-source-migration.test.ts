// Migration 0005 (one price source): the level prices the pay page charged from the prices table move into the
// default workflow type's costs, the prices table keeps only its cards, and down restores the columns.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationDatabase } from './support/migration-database';

describe('migration 0005_one_price_source', () => {
  it('moves the charged level prices into the default workflow type and back', async () => {
    const { db, migrator } = await migrationDatabase();
    expect((await migrator.migrateTo('0004_payments')).error).toBeUndefined();
    const costs = { collaborative: { paywall1: 49, paywall2: 150 }, unilateral: { paywall1: 79, paywall2: 220 } };
    await sql`insert into workflow_types (id, title, costs, is_default) values ('divorce', 'Divorce', ${JSON.stringify(costs)}::jsonb, true), ('other', 'Other', ${JSON.stringify(costs)}::jsonb, false)`.execute(db);
    await sql`insert into prices (variant, level_1, level_2, general, cards) values ('collaborative', 59, 140, 199, '{"level_1":{"title":"Start"}}'), ('unilateral', 79, 220, 299, '{}')`.execute(db);

    expect((await migrator.migrateTo('0005_one_price_source')).error).toBeUndefined();
    const types = await db.selectFrom('workflow_types').select(['id', 'costs']).orderBy('id').execute();
    expect(types).toEqual([
      { id: 'divorce', costs: { collaborative: { paywall1: 59, paywall2: 140 }, unilateral: { paywall1: 79, paywall2: 220 } } },
      { id: 'other', costs },
    ]);
    const prices = await sql<Record<string, unknown>>`select * from prices where variant = 'collaborative'`.execute(db);
    expect(Object.keys(prices.rows[0]!).sort()).toEqual(['cards', 'updated_at', 'variant']);
    expect(prices.rows[0]!.cards).toEqual({ level_1: { title: 'Start' } });

    expect((await migrator.migrateTo('0004_payments')).error).toBeUndefined();
    const restored = await sql<{ variant: string; level_1: number; level_2: number; general: number }>`select variant, level_1, level_2, general from prices order by variant`.execute(db);
    expect(restored.rows).toEqual([
      { variant: 'collaborative', level_1: 59, level_2: 140, general: 199 },
      { variant: 'unilateral', level_1: 79, level_2: 220, general: 299 },
    ]);
  });
});
