// Who may open /survey-detail/{id} (end-user-journey.md §2): the people the form is shared with, and admins.
// Anyone else is sent to /shared-forms, as the spec says, whatever the form: the redirect tells nothing about it.
import { redirect } from '@remix-run/node';
import type { Queryable } from '../../db.server';
import { isAdmin, type SessionUser } from '../accounts/sessions.server';
import { findUserWorkflow } from '../user-workflow/user-workflows.server';
import { findSharingEntry } from '../user-workflow/sharing-entries.server';

export async function requireSharedSurvey(db: Queryable, user: SessionUser, id: string) {
  const workflow = await findUserWorkflow(db, id);
  const entry = workflow ? await findSharingEntry(db, workflow.id, user.email) : undefined;
  const admin = isAdmin(user);
  if (!workflow || (!entry && !admin)) throw redirect('/shared-forms');
  return { workflow, entry, admin };
}
