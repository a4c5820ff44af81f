// The price summary's shape and its words while no price is set, shared by the pages that show it (the server
// module loads it: price-summary.server.ts).
import type { Variant } from './payments/levels';

export type PriceSummary = Record<Variant, { total: number; level1: number; level2: number }>;

/** What to say while no price is set yet (a new install on an empty database, before an admin sets them). */
export const PRICES_NOT_SET = 'Prices are shown here as soon as they are set.';
