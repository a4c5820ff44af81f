// Who the owner of a user workflow invited: only what the owner did counts (a sharing entry their share created),
// never what a sign-up form claims (issue 14, item 4).
import type { Queryable } from '../../db.server';
import { userWorkflowParticipants } from '../user-workflow/participants.server';
import { findSharingEntry } from '../user-workflow/sharing-entries.server';

/** Whether this verified address is one the user workflow is shared with. */
export async function isInvitedRespondent(db: Queryable, userWorkflowId: string, email: string): Promise<boolean> {
  return (await findSharingEntry(db, userWorkflowId, email)) !== undefined;
}

/**
 * Who invited this address to a user workflow, for the invited person's sign-up page (ADR 028): the type's other
 * party and the owner's name. Only a real invitation (the owner's sharing entry for this address) answers, so a
 * made-up link learns nothing.
 */
export async function invitedBy(db: Queryable, userWorkflowId: string, email: string): Promise<{ otherParty: string; otherPartyEs: string; ownerName: string } | undefined> {
  if (!email || !/^[A-Za-z0-9]{1,64}$/.test(userWorkflowId)) return undefined;
  if (!(await isInvitedRespondent(db, userWorkflowId, email))) return undefined;
  const row = await db
    .selectFrom('user_workflows')
    .innerJoin('users', 'users.id', 'user_workflows.owner_id')
    .select(['users.first_name', 'users.last_name'])
    .where('user_workflows.id', '=', userWorkflowId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { otherParty, otherPartyEs } = await userWorkflowParticipants(db, userWorkflowId);
  return { otherParty, otherPartyEs, ownerName: `${row.first_name} ${row.last_name}`.trim() };
}
