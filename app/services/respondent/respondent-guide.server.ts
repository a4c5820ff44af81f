// The respondent guide (end-user-journey.md §2, §4): who may open /respondent-guide/{id}, where each of its three
// steps stands (read from the user workflow's step machine), and step 1's shared questionnaire with the
// 'Finished Reviewing' choices. The spouse's access comes only from a sharing entry the owner created.
import { RESPONDENT_STEPS, type UserWorkflowEventType } from '../../engine.server';
import { redirect } from '@remix-run/node';
import { userWorkflowEnabledEvents } from '../../engine.server';
import type { Database, Queryable } from '../../db.server';
import { isAdmin, type SessionUser } from '../accounts/sessions.server';
import { findUserWorkflow, machineInput, type UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { loadGuidePage } from '../guide/guide-page.server';
import { childSupportInfoFor } from '../guide/child-support-info.server';
import { findSharingEntry, recordSharingVisit, type SharingEntry } from '../user-workflow/sharing-entries.server';

export const RESPONDENT_MESSAGES = {
  notShared: 'Your spouse has not shared the questionnaire with you yet. You will receive an e-mail when they do.',
  waiting: 'Please wait a little longer',
  agreed: 'You have agreed to all the terms!',
  sentBack: 'You are now waiting for your spouse to respond to your comments. Until they respond, you can only check the comment history.',
  noAccess: 'Your spouse has not given you access to agree or send the form back, so you can read it only.',
} as const;

export type RespondentAccess = { kind: 'allowed'; admin: boolean } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * Admins may open any respondent guide; a person the form is shared with may open it (`shared`, whatever their
 * role: a spouse may have started a form of their own); its owner and other petitioners are sent to the petitioner
 * guide (which answers 404 to anyone but the owner). A respondent whose petitioner has no such workflow goes to
 * /wait (end-user-journey.md §8); anyone else gets 404.
 */
export function respondentAccess(
  user: SessionUser,
  workflow: Pick<UserWorkflowRow, 'id' | 'owner_id'> | undefined,
  id: string,
  shared: boolean,
): RespondentAccess {
  const admin = isAdmin(user);
  if (admin) return workflow ? { kind: 'allowed', admin } : { kind: 'not-found' };
  if (workflow && shared) return { kind: 'allowed', admin };
  if (user.isPetitioner || workflow?.owner_id === user.id) return { kind: 'redirect', to: `/legal-form-guide/divorce-forms/${id}` };
  if (!workflow) return user.respondentWfid === id ? { kind: 'redirect', to: '/wait' } : { kind: 'not-found' };
  return { kind: 'not-found' };
}

export type RespondentStepStatus = 'complete' | 'current' | 'upcoming';

/** The three steps' status: none before the petitioner shares; the current one waits while the machine says so. */
export function respondentStepView(respondentStep: number | null, waiting: boolean) {
  return {
    message: respondentStep === null ? RESPONDENT_MESSAGES.notShared : waiting ? RESPONDENT_MESSAGES.waiting : null,
    steps: RESPONDENT_STEPS.map((s) => ({
      ...s,
      status: (respondentStep === null ? 'upcoming' : s.step < respondentStep ? 'complete' : s.step === respondentStep ? 'current' : 'upcoming') as RespondentStepStatus,
    })),
  };
}

/** The guide's workflow and the signed-in person's place on it, or the redirect or 404 the access rule decides. */
export async function requireRespondentWorkflow(db: Queryable, user: SessionUser, id: string): Promise<{ workflow: UserWorkflowRow; entry: SharingEntry | undefined; admin: boolean }> {
  const workflow = await findUserWorkflow(db, id);
  const entry = workflow ? await findSharingEntry(db, workflow.id, user.email) : undefined;
  const access = respondentAccess(user, workflow, id, entry !== undefined);
  if (access.kind === 'redirect') throw redirect(access.to);
  if (access.kind === 'not-found' || !workflow) throw new Response('Not Found', { status: 404 });
  return { workflow, entry, admin: access.admin };
}

/** The buttons of 'Finished Reviewing' and the restart, as the step machine allows them now. */
function respondentChoices(enabled: readonly UserWorkflowEventType[]) {
  return {
    sendBack: enabled.includes('RESPONDENT_SEND_BACK'),
    agree: enabled.includes('RESPONDENT_AGREE'),
    restart: enabled.includes('RESPONDENT_RESTART'),
  };
}

/** Loads the guide for this user: the steps, and on step 1 the shared questionnaire's page and the choices. */
export async function loadRespondentGuide(db: Database, user: SessionUser, id: string, url = new URL(`http://app/respondent-guide/${id}`)) {
  const { workflow, entry, admin } = await requireRespondentWorkflow(db, user, id);
  if (entry) await recordSharingVisit(db, entry.id);
  const access = admin || (entry?.access ?? false);
  const page = await loadGuidePage(workflow, admin, url, db);
  const missingRequired = page.evaluation.missingRequiredCount;
  // the choices as if the terms were accepted: the checkbox is the person's to tick in the dialog
  const { enabled, steps, sharing } = userWorkflowEnabledEvents(workflow.machine_snapshot, machineInput(workflow), { admin, access, missingRequired: 0 });
  const view = respondentStepView(steps.respondentStep, steps.respondentWaiting);
  const sentBack = steps.respondentStep === 1 && steps.step === 3 && sharing.commentsDisabled;
  const agreed = sharing.spouseAgreed && steps.respondentStep !== null && steps.respondentStep >= 2;
  return {
    id: workflow.id,
    name: workflow.name,
    state: workflow.state,
    collaborate: workflow.collaborate,
    ownerEmail: workflow.owner_email,
    reviewType: entry?.review_type ?? null,
    access,
    admin,
    ...view,
    message: sentBack ? RESPONDENT_MESSAGES.sentBack : view.message,
    agreedMessage: agreed ? RESPONDENT_MESSAGES.agreed : null,
    respondentStep: steps.respondentStep,
    /** step 1's questionnaire shows while the respondent reviews, or reads it while waiting */
    reviewing: steps.respondentStep === 1 && !steps.respondentWaiting,
    missingRequired,
    choices: respondentChoices(enabled),
    page: { pages: page.view.pages, pageIndex: page.view.pageIndex, elements: page.view.elements, visibleUids: page.view.visibleUids, computed: page.view.computed, groupedOptions: page.view.groupedOptions,
      groupingLabels: page.groupingLabels,
      // the spouse's guide shows the state's calculator as the petitioner's does
      childSupportInfo: await childSupportInfoFor(db, page.view.elements.map((e) => e.element), workflow.state),
    },
  };
}
