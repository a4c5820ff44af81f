// Who the owner of a user workflow invited: only what the owner did counts (a sharing entry their share created),
// never what a sign-up form claims (issue 14, item 4).
import type { Queryable } from '../../db.server';
import { findSharingEntry } from '../user-workflow/sharing-entries.server';

/** Whether this verified address is one the user workflow is shared with. */
export async function isInvitedRespondent(db: Queryable, userWorkflowId: string, email: string): Promise<boolean> {
  return (await findSharingEntry(db, userWorkflowId, email)) !== undefined;
}
