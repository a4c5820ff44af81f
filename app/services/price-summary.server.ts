// What Accord costs, as the visitor home and the contact / FAQ page state it: the default workflow type's
// prices (the paywall prices settings), per way of taking part, in whole dollars.
import type { Queryable } from '../db.server';
import { loadPrices } from './payments/prices.server';
import type { Variant } from './payments/levels';

export type PriceSummary = Record<Variant, { total: number; level1: number; level2: number }>;

export async function loadPriceSummary(db: Queryable): Promise<PriceSummary> {
  const prices = await loadPrices(db);
  const of = (variant: Variant) => {
    const row = prices.find((p) => p.variant === variant);
    if (!row) throw new Error(`price summary: no prices row for the ${variant} variant (seed the prices table)`);
    return { total: row.general, level1: row.level_1, level2: row.level_2 };
  };
  return { collaborative: of('collaborative'), unilateral: of('unilateral') };
}
