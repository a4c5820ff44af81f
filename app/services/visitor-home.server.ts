// What the visitor home says about the offer today: what it costs (the paywall prices settings) and the states
// whose forms are published, so the page never promises a state Accord has no form for.
import type { Queryable } from '../db.server';
import { loadPriceSummary } from './price-summary.server';

export async function loadVisitorHome(db: Queryable) {
  const [prices, states] = await Promise.all([
    loadPriceSummary(db),
    db.selectFrom('published_workflows').select('state').where('withdrawn_at', 'is', null).distinct().orderBy('state').execute(),
  ]);
  return { prices, states: states.map((s) => s.state) };
}
