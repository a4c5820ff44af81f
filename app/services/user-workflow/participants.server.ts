// Who takes part in a user workflow (ADR 028): its workflow type's participants and the name of the other party.
// A type no longer listed reads as the spec's divorce: two people, the other a spouse.
import type { Queryable } from '../../db.server';
import { sendBackLabel } from './other-party-words';

export interface Participants {
  /** the type is completed by one person alone: no spouse, no 'divorce' or 'children' wording */
  onePerson: boolean;
  otherParty: string;
  /** its name in Spanish ('cónyuge'); empty when the type has none (migration 0027) */
  otherPartyEs: string;
}

export async function userWorkflowParticipants(db: Queryable, userWorkflowId: string): Promise<Participants> {
  const row = await db
    .selectFrom('user_workflows')
    .innerJoin('workflow_types', 'workflow_types.title', 'user_workflows.type')
    .select(['workflow_types.participants', 'workflow_types.other_party', 'workflow_types.other_party_es'])
    .where('user_workflows.id', '=', userWorkflowId)
    .executeTakeFirst();
  return { onePerson: row?.participants === 1, otherParty: row?.other_party ?? 'spouse', otherPartyEs: row?.other_party_es ?? 'cónyuge' };
}

/** How the other party's pages name the person who shared the form with them: as a sentence starts, and within one. */
export interface SharerWords {
  /** how they are named, so a page can name them in its own words: 'your spouse', their name, or 'the person who shared this form' */
  kind: 'spouse' | 'named' | 'unnamed';
  subject: string;
  object: string;
  /** the button that sends the form back to them: 'Send Back for Spousal Review' in a divorce */
  sendBack: string;
}

function sharerWordsFor(kind: SharerWords['kind'], subject: string, object: string): SharerWords {
  return { kind, subject, object, sendBack: sendBackLabel(object) };
}

/**
 * The respondent's pages of a divorce say 'your spouse', as the spec does; in a two-person type other than divorce
 * the type names only the respondent (the other party), so the petitioner is named by their name.
 */
export async function sharerWords(db: Queryable, userWorkflow: { id: string; owner_id: string }): Promise<SharerWords> {
  const { otherParty } = await userWorkflowParticipants(db, userWorkflow.id);
  if (otherParty === 'spouse') return sharerWordsFor('spouse', 'Your spouse', 'your spouse');
  const owner = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userWorkflow.owner_id).executeTakeFirst();
  const name = owner ? `${owner.first_name} ${owner.last_name}`.trim() : '';
  return name ? sharerWordsFor('named', name, name) : sharerWordsFor('unnamed', 'The person who shared this form', 'the person who shared this form');
}
