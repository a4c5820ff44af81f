// What the visitor home says about the offer today: what it costs (the paywall prices settings) and the states
// whose forms are published, so the page never promises a state Accord has no form for.
import type { Queryable } from '../db.server';
import { loadPriceSummary } from './price-summary.server';

/** The active workflow types with a form people can start today (the visitor home's links, the menu's name; ADR 028). */
export function startableWorkflowTypes(db: Queryable) {
  return db
    .selectFrom('workflow_types')
    .select(['title', 'participants', 'other_party'])
    .where('active', '=', true)
    .where((eb) => eb.exists(eb.selectFrom('published_workflows').select('id').whereRef('published_workflows.type', '=', 'workflow_types.title').where('withdrawn_at', 'is', null)))
    .orderBy('title')
    .execute();
}

export async function loadVisitorHome(db: Queryable) {
  const [prices, states, types] = await Promise.all([
    loadPriceSummary(db),
    db.selectFrom('published_workflows').select('state').where('withdrawn_at', 'is', null).distinct().orderBy('state').execute(),
    // each a way into sign-up (`/create-user?type=`, ADR 028)
    startableWorkflowTypes(db),
  ]);
  return { prices, states: states.map((s) => s.state), types: types.map((t) => ({ title: t.title, onePerson: t.participants === 1 })) };
}
