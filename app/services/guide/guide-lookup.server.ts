// The setup stepper's lookups (end-user-journey.md §2 and §8): for one state, the workflow types offered there
// with their costs, every published version of its forms, and its counties. The rules that read them are in
// setup-stepper.ts.
import { sql } from 'kysely';
import type { Queryable } from '../../db.server';
import type { SetupCatalog } from './setup-stepper';

export async function loadSetupCatalog(db: Queryable, state: string): Promise<SetupCatalog> {
  const [types, published, counties] = await Promise.all([
    db
      .selectFrom('workflow_types')
      .select(['title', 'states', 'costs', 'participants', 'other_party'])
      .where('active', '=', true)
      .orderBy('title')
      .execute(),
    db
      .selectFrom('published_workflows')
      .select([
        'id',
        'form_id',
        'name',
        'type',
        'children_option',
        'use_counties',
        'counties',
        sql<string | null>`definition->>'jurisdiction'`.as('jurisdiction'),
      ])
      .where('state', '=', state)
      // withdrawn versions (unpublished, republished, state removed) are not started any more
      .where('withdrawn_at', 'is', null)
      .orderBy('published_at', 'desc')
      .execute(),
    db.selectFrom('state_counties').select('counties').where('state', '=', state).executeTakeFirst(),
  ]);
  return {
    types: types.filter((t) => t.states.includes(state)).map(({ title, costs, participants, other_party }) => ({ title, costs, participants, otherParty: other_party })),
    published,
    counties: counties?.counties ?? [],
  };
}

/** An active workflow type by its title (the guide's and sign-up's `type`), with who takes part (ADR 028). */
export async function findActiveWorkflowType(db: Queryable, title: string): Promise<{ title: string; onePerson: boolean; otherParty: string; otherPartyEs: string } | undefined> {
  if (!title) return undefined;
  const row = await db.selectFrom('workflow_types').select(['title', 'participants', 'other_party', 'other_party_es']).where('title', '=', title).where('active', '=', true).executeTakeFirst();
  return row ? { title: row.title, onePerson: row.participants === 1, otherParty: row.other_party, otherPartyEs: row.other_party_es } : undefined;
}
