// The price summary's shape (its words while no price is set are the site catalogue's `pricesNotSet`), shared by the pages that show it (the server
// module loads it: price-summary.server.ts).
import type { Variant } from './payments/levels';

export type PriceSummary = Record<Variant, { total: number; level1: number; level2: number }>;
