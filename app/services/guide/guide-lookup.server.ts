// The setup stepper's lookups (end-user-journey.md §2 and §8): the workflow types offered in a state with
// their costs, the counties, and the published workflow that fits the choices.
import { sql } from 'kysely';
import type { Queryable } from '../../db.server';

export const lookupMessages = {
  noType: (type: string, state: string) => `Sorry, could not find a ${type} form for ${state}.`,
  noForm: (state: string, children: string, county: string | null) => `Sorry, could not find a ${state} form ${children} children for ${county ?? 'any'} county`,
};

export async function workflowTypesFor(db: Queryable, state: string) {
  const rows = await db.selectFrom('workflow_types').select(['id', 'title', 'states', 'costs']).where('active', '=', true).orderBy('title').execute();
  return rows.filter((r) => r.states.includes(state));
}

export async function publishedFor(db: Queryable, choice: { state: string; type: string; children?: string; county?: string | null }) {
  let query = db
    .selectFrom('published_workflows')
    .select(['id', 'form_id', 'name', 'children_option', 'use_counties', 'counties', 'collaborate', 'published_at', sql<string | null>`definition->>'jurisdiction'`.as('jurisdiction')])
    .where('state', '=', choice.state)
    .where('type', '=', choice.type);
  if (choice.children) query = query.where('children_option', 'in', [choice.children, 'both', 'N/A']);
  const rows = await query.orderBy('published_at', 'desc').execute();
  // the newest version of each form
  const seen = new Set<string>();
  const latest = rows.filter((r) => {
    if (seen.has(r.form_id)) return false;
    seen.add(r.form_id);
    return true;
  });
  if (choice.county === undefined) return latest;
  return latest.filter((r) => !r.use_counties || (typeof choice.county === 'string' && r.counties.includes(choice.county)));
}

export async function countiesOf(db: Queryable, state: string): Promise<string[]> {
  const row = await db.selectFrom('state_counties').select('counties').where('state', '=', state).executeTakeFirst();
  return row?.counties ?? [];
}
