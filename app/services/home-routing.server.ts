// Where a person goes from home and after sign-in (administration-platform.md §2.2, end-user-journey.md §4).
//
// TODO(guide issues): this is the one place that knows which of the product's pages exist yet. The divorce
// forms guide (/legal-form-guide, /legal-form-guide/divorce-forms/{id}) and the respondent guide
// (/respondent-guide/{id}) and /shared-forms exist; `PENDING_PAGES` sends a person to the closest page that exists
// for a page not built yet. When a page lands, delete its entry here (and the user-navigation link follows).
import type { Queryable } from '../../db/client';
import { getDb } from '../db.server';
import type { SessionUser } from './accounts/sessions.server';

/** Product pages that do not exist yet, and the existing page that stands in for each. */
export const PENDING_PAGES: Record<string, string> = {};

/** The path itself when its page exists, otherwise the stand-in. */
export function existingPage(path: string): string {
  const prefix = Object.keys(PENDING_PAGES).find((p) => path === p || path.startsWith(`${p}/`));
  return prefix ? PENDING_PAGES[prefix]! : path;
}

export interface UserForms {
  /** the id of the user's first own user workflow, if any */
  firstFormId?: string;
  /** for a respondent: the petitioner's first form, if the petitioner has one */
  petitionerFirstFormId?: string;
  /** the newest form shared with the user's e-mail (a sharing entry), if any */
  sharedFormId?: string;
}

/**
 * The spec's routing, written with the spec's paths; `existingPage` turns a pending page into its stand-in.
 * `afterSignIn` is the routing of §4, which also honours a respondent's invitation (wfid).
 */
export function homePathFor(user: SessionUser | undefined, forms: UserForms, options: { afterSignIn?: boolean; wfid?: string } = {}): string {
  if (!user) return '/sign-in';
  if (user.role === 'admin-global') return '/admin';
  // an invite's sign-in link (wfid) of a form shared with this person: whatever their role, they came to review it
  if (options.wfid && options.wfid === forms.sharedFormId) return existingPage(`/respondent-guide/${options.wfid}`);
  if (!user.isPetitioner) {
    const wfid = options.wfid ?? user.respondentWfid ?? forms.sharedFormId ?? forms.petitionerFirstFormId;
    return existingPage(wfid ? `/respondent-guide/${wfid}` : '/wait');
  }
  if (forms.firstFormId) return existingPage(`/legal-form-guide/divorce-forms/${forms.firstFormId}`);
  // a spouse who signed up on their own first and was invited later: the form shared with them (§4 'shared user')
  if (forms.sharedFormId) return existingPage(`/respondent-guide/${forms.sharedFormId}`);
  // §2.2 sends a signed-in user without forms to sign-in; §4 sends them to start one. Starting one is what a
  // person who just signed in wants, so both use §4 here.
  return existingPage('/legal-form-guide');
}

/** The user's forms: their own first user workflow, and for a respondent the petitioner's first one. */
export async function loadUserForms(user: SessionUser, db: Queryable = getDb()): Promise<UserForms> {
  const own = await db.selectFrom('user_workflows').select('id').where('owner_id', '=', user.id).orderBy('created_at').limit(1).executeTakeFirst();
  let petitionerFirstFormId: string | undefined;
  if (!user.isPetitioner && user.respondentPetitionerEmail) {
    const theirs = await db
      .selectFrom('user_workflows')
      .innerJoin('users', 'users.id', 'user_workflows.owner_id')
      .select('user_workflows.id')
      .where('users.email', '=', user.respondentPetitionerEmail)
      .orderBy('user_workflows.created_at')
      .limit(1)
      .executeTakeFirst();
    petitionerFirstFormId = theirs?.id;
  }
  const shared = await db.selectFrom('sharing_entries').select('user_workflow_id').where('email', '=', user.email.toLowerCase()).orderBy('id', 'desc').limit(1).executeTakeFirst();
  return { firstFormId: own?.id, petitionerFirstFormId, sharedFormId: shared?.user_workflow_id };
}
