// The platform's reference data as admins edit it (administration-platform.md §2.7 to §2.9, §3, §4): workflow
// types with their states and costs, each state's counties, and each state's child support calculator links.
import { sql } from 'kysely';
import { inTransaction, type Queryable } from '../../../db/client';
import type { WorkflowTypeCosts } from '../../../db/schema';
import { newWorkflowId } from '../user-workflow/ids.server';
import { withdrawForRemovedStates } from '../publishing/publishing.server';

/** A spouse's name in Spanish, the default of every type whose other party is a spouse (migration 0027). */
export const SPOUSE_IN_SPANISH = 'cónyuge';

export interface WorkflowTypeRow {
  id: string;
  title: string;
  states: string[];
  active: boolean;
  costs: WorkflowTypeCosts;
  isDefault: boolean;
  /** ADR 028: 1 for a type the person completes alone, 2 with the other party */
  participants: 1 | 2;
  otherParty: string;
  /** the other party's name in Spanish ('' when the type has none) */
  otherPartyEs: string;
}

export async function listWorkflowTypes(db: Queryable): Promise<WorkflowTypeRow[]> {
  const rows = await db.selectFrom('workflow_types').select(['id', 'title', 'states', 'active', 'costs', 'is_default', 'participants', 'other_party', 'other_party_es']).orderBy('title').execute();
  return rows.map((r) => ({ id: r.id, title: r.title, states: r.states, active: r.active, costs: r.costs, isDefault: r.is_default, participants: r.participants, otherParty: r.other_party, otherPartyEs: r.other_party_es }));
}

export async function findWorkflowType(db: Queryable, id: string): Promise<WorkflowTypeRow | undefined> {
  return (await listWorkflowTypes(db)).find((t) => t.id === id);
}

export interface WorkflowTypeInput {
  title: string;
  states: string[];
  costs: WorkflowTypeCosts;
  active: boolean;
  participants?: 1 | 2;
  otherParty?: string;
  /** the other party's name in Spanish; left empty, a spouse is 'cónyuge' and another party has none */
  otherPartyEs?: string;
}

/** Why a save is refused, as the admin catalogue's `referenceData` names it; the page says it in the admin's language. */
export type ReferenceRefusal = 'titleUsed' | 'typeMissing' | 'stateUsed' | 'countiesMissing';

export type SaveOutcome = { ok: true; id: string; withdrawn: number } | { ok: false; field: string; refusal: ReferenceRefusal };

/**
 * Creates a workflow type, or updates one keeping its title (§5: the title is not editable once created). A state
 * taken off a type withdraws that type's published workflows of the state (§4), in the same transaction.
 */
export async function saveWorkflowType(db: Queryable, id: string | undefined, input: WorkflowTypeInput): Promise<SaveOutcome> {
  const run = async (tx: Queryable): Promise<SaveOutcome> => {
    const states = [...new Set(input.states)];
    const otherParty = input.otherParty?.trim() || 'spouse';
    const people = { participants: input.participants ?? 2, other_party: otherParty, other_party_es: input.otherPartyEs?.trim() || (otherParty.toLowerCase() === 'spouse' ? SPOUSE_IN_SPANISH : '') };
    if (!id) {
      const taken = await tx.selectFrom('workflow_types').select('id').where(sql`lower(title)`, '=', input.title.toLowerCase()).executeTakeFirst();
      if (taken) return { ok: false, field: 'title', refusal: 'titleUsed' };
      const newId = newWorkflowId();
      await tx
        .insertInto('workflow_types')
        .values({ id: newId, title: input.title, states: JSON.stringify(states), active: input.active, costs: JSON.stringify(input.costs), ...people })
        .execute();
      return { ok: true, id: newId, withdrawn: 0 };
    }
    const current = await tx.selectFrom('workflow_types').select(['title', 'states']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return { ok: false, field: 'title', refusal: 'typeMissing' };
    await tx
      .updateTable('workflow_types')
      .set({ states: JSON.stringify(states), active: input.active, costs: JSON.stringify(input.costs), ...people, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const removed = current.states.filter((s) => !states.includes(s));
    const withdrawn = await withdrawForRemovedStates(tx, current.title, removed);
    return { ok: true, id, withdrawn };
  };
  return inTransaction(db, run);
}

export async function listStateCounties(db: Queryable): Promise<Array<{ state: string; counties: string[] }>> {
  return db.selectFrom('state_counties').select(['state', 'counties']).orderBy('state').execute();
}

/** Adds a state with its counties (refused `stateUsed` if it is there) or replaces an existing state's counties. */
export async function saveStateCounties(db: Queryable, input: { state: string; counties: string[] }, mode: 'add' | 'edit'): Promise<{ ok: true } | { ok: false; refusal: ReferenceRefusal }> {
  if (mode === 'add') {
    const inserted = await db
      .insertInto('state_counties')
      .values({ state: input.state, counties: JSON.stringify(input.counties) })
      .onConflict((oc) => oc.column('state').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0 ? { ok: true } : { ok: false, refusal: 'stateUsed' };
  }
  const updated = await db
    .updateTable('state_counties')
    .set({ counties: JSON.stringify(input.counties), updated_at: new Date() })
    .where('state', '=', input.state)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n ? { ok: true } : { ok: false, refusal: 'countiesMissing' };
}

export async function deleteStateCounties(db: Queryable, state: string): Promise<boolean> {
  const deleted = await db.deleteFrom('state_counties').where('state', '=', state).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

export interface ChildSupportInfo {
  state: string;
  description: string;
  website: string;
  hyperlink: string;
}

export async function listChildSupportInfo(db: Queryable): Promise<ChildSupportInfo[]> {
  return db.selectFrom('child_support_info').select(['state', 'description', 'website', 'hyperlink']).orderBy('state').execute();
}

/** Saves a state's information (a new state or a change); §2.9's 'success'. */
export async function saveChildSupportInfo(db: Queryable, info: ChildSupportInfo): Promise<void> {
  await db
    .insertInto('child_support_info')
    .values(info)
    .onConflict((oc) => oc.column('state').doUpdateSet({ description: info.description, website: info.website, hyperlink: info.hyperlink, updated_at: new Date() }))
    .execute();
}

export async function deleteChildSupportInfo(db: Queryable, state: string): Promise<boolean> {
  const deleted = await db.deleteFrom('child_support_info').where('state', '=', state).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
