// Who takes part in a user workflow (ADR 028): its workflow type's participants and the name of the other party.
// A type no longer listed reads as the spec's divorce: two people, the other a spouse.
import type { Queryable } from '../../db.server';

export interface Participants {
  /** the type is completed by one person alone: no spouse, no 'divorce' or 'children' wording */
  onePerson: boolean;
  otherParty: string;
}

export async function userWorkflowParticipants(db: Queryable, userWorkflowId: string): Promise<Participants> {
  const row = await db
    .selectFrom('user_workflows')
    .innerJoin('workflow_types', 'workflow_types.title', 'user_workflows.type')
    .select(['workflow_types.participants', 'workflow_types.other_party'])
    .where('user_workflows.id', '=', userWorkflowId)
    .executeTakeFirst();
  return { onePerson: row?.participants === 1, otherParty: row?.other_party ?? 'spouse' };
}
