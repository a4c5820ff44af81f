// What Accord costs, as the visitor home and the contact / FAQ page state it: the default workflow type's
// prices (the paywall prices settings), per way of taking part, in whole dollars.
import type { Queryable } from '../db.server';
import { loadPrices } from './payments/prices.server';
import type { PriceSummary } from './price-summary';

export type { PriceSummary } from './price-summary';

/** The prices of both variants, or null while they are not set (a fresh database that was not seeded has no default workflow type and no prices rows). */
export async function loadPriceSummary(db: Queryable): Promise<PriceSummary | null> {
  // what a level costs is the default workflow type's costs: a database with none has no prices yet
  const defaultType = await db.selectFrom('workflow_types').select('id').where('is_default', '=', true).limit(1).executeTakeFirst();
  if (!defaultType) return null;
  const prices = await loadPrices(db);
  const collaborative = prices.find((p) => p.variant === 'collaborative');
  const unilateral = prices.find((p) => p.variant === 'unilateral');
  if (!collaborative || !unilateral) return null;
  const of = (row: typeof collaborative) => ({ total: row.general, level1: row.level_1, level2: row.level_2 });
  return { collaborative: of(collaborative), unilateral: of(unilateral) };
}
