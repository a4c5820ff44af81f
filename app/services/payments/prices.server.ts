// Paywall prices (administration-platform.md §2.10, §3, §5): per variant the level 1 and level 2 prices, the
// general price that must equal their sum, and the pricing cards (general, level_1, level_2) shown on the pages.
import type { Queryable } from '../../db.server';
import type { Variant } from './payments.server';

export const PRICE_MESSAGES = {
  notEqual: 'Total price is not equal with level 1 and level 2 prices',
  updated: 'Pricing cards are updated.',
} as const;

import { CARD_LEVELS, type CardLevel, type PricingCard } from './pricing-cards';

export { CARD_LEVELS, CARD_PARTS, type CardLevel, type PricingCard } from './pricing-cards';

export interface VariantPrices {
  variant: Variant;
  general: number;
  level_1: number;
  level_2: number;
  cards: Record<CardLevel, PricingCard>;
}

const emptyCard = (): PricingCard => ({ header: '', title: '', price: '', body: '', summary: '', bg: '#ffffff', fg: '#1e3a5f', items: '' });

export async function loadPrices(db: Queryable): Promise<VariantPrices[]> {
  const rows = await db.selectFrom('prices').select(['variant', 'general', 'level_1', 'level_2', 'cards']).orderBy('variant').execute();
  return rows.map((row) => {
    const stored = row.cards as Partial<Record<CardLevel, Partial<PricingCard>>>;
    const cards = Object.fromEntries(CARD_LEVELS.map((level) => [level, { ...emptyCard(), ...stored[level] }])) as Record<CardLevel, PricingCard>;
    return { variant: row.variant, general: row.general, level_1: row.level_1, level_2: row.level_2, cards };
  });
}

/** The save rule: the general price equals level 1 plus level 2; otherwise the message with the difference. */
export function priceRefusal(prices: Pick<VariantPrices, 'general' | 'level_1' | 'level_2'>): string | undefined {
  const difference = prices.general - (prices.level_1 + prices.level_2);
  return difference === 0 ? undefined : `${PRICE_MESSAGES.notEqual} (difference: ${difference > 0 ? '+' : ''}${difference})`;
}

export async function savePrices(db: Queryable, prices: VariantPrices): Promise<{ ok: true } | { ok: false; message: string }> {
  const refusal = priceRefusal(prices);
  if (refusal) return { ok: false, message: refusal };
  // card texts are stored as text and rendered escaped by React, so no markup from an admin reaches a page
  await db
    .updateTable('prices')
    .set({ general: prices.general, level_1: prices.level_1, level_2: prices.level_2, cards: JSON.stringify(prices.cards), updated_at: new Date() })
    .where('variant', '=', prices.variant)
    .execute();
  return { ok: true };
}
