// Where a person goes from home and after sign-in (administration-platform.md §2.2, end-user-journey.md §4).
//
// TODO(guide issues): this is the one place that knows which of the product's pages exist yet. The divorce
// forms guide (/legal-form-guide, /legal-form-guide/divorce-forms/{id}) and the respondent guide
// (/respondent-guide/{id}) are built by later issues; until then `PENDING_PAGES` sends a person to the closest
// page that exists. When a page lands, delete its entry here (and the user-navigation link follows).
import type { SessionUser } from './accounts/sessions.server';

/** Product pages that do not exist yet, and the existing page that stands in for each. */
export const PENDING_PAGES: Record<string, string> = {
  '/legal-form-guide': '/user-profile?tab=documents',
  '/shared-forms': '/user-profile?tab=documents',
  '/respondent-guide': '/wait',
};

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
}

/**
 * The spec's routing, written with the spec's paths; `existingPage` turns a pending page into its stand-in.
 * `afterSignIn` is the routing of §4, which also honours a respondent's invitation (wfid).
 */
export function homePathFor(user: SessionUser | undefined, forms: UserForms, options: { afterSignIn?: boolean; wfid?: string } = {}): string {
  if (!user) return '/sign-in';
  if (user.role === 'admin-global') return '/admin';
  if (!user.isPetitioner) {
    const wfid = options.wfid ?? user.respondentWfid ?? forms.petitionerFirstFormId;
    return existingPage(wfid ? `/respondent-guide/${wfid}` : '/wait');
  }
  if (forms.firstFormId) return existingPage(`/legal-form-guide/divorce-forms/${forms.firstFormId}`);
  // §2.2 sends a signed-in user without forms to sign-in; §4 sends them to start one. Starting one is what a
  // person who just signed in wants, so both use §4 here.
  return existingPage('/legal-form-guide');
}

/**
 * The user's forms. TODO(guide issues): user workflows are not stored yet, so nobody has forms; read them here
 * once the user_workflows table exists.
 */
export async function loadUserForms(_user: SessionUser): Promise<UserForms> {
  return {};
}
