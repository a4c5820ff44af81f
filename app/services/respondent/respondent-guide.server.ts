// The respondent guide's access and state (end-user-journey.md §2, §4): who may open /respondent-guide/{id}
// and where each of its three steps stands, read from the user workflow's step machine. The sharing issue
// fills the steps in; this module only decides access and reads the state.
import { RESPONDENT_STEPS } from '../../engine.server';
import { redirect } from '@remix-run/node';
import { userWorkflowEnabledEvents } from '../../engine.server';
import type { Queryable } from '../../db.server';
import { isAdmin, type SessionUser } from '../accounts/sessions.server';
import { isInvitedRespondent } from './invitation.server';
import { findUserWorkflow, machineInput, type UserWorkflowRow } from '../guide/user-workflows.server';

export const RESPONDENT_MESSAGES = {
  notShared: 'Your spouse has not shared the questionnaire with you yet. You will receive an e-mail when they do.',
  waiting: 'Please wait a little longer',
} as const;

export type RespondentAccess = { kind: 'allowed'; admin: boolean } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

/**
 * Admins may open any respondent guide; a petitioner is sent to the petitioner guide; a respondent may open the
 * guide whose owner invited their verified e-mail (`invited`, see invitation.server.ts: what the sign-up form
 * claimed does not count). A respondent whose petitioner has no such workflow goes to /wait (end-user-journey.md
 * §8); anyone else gets 404.
 */
export function respondentAccess(user: SessionUser, workflow: Pick<UserWorkflowRow, 'id'> | undefined, id: string, invited: boolean): RespondentAccess {
  const admin = isAdmin(user);
  if (admin) return workflow ? { kind: 'allowed', admin } : { kind: 'not-found' };
  if (user.isPetitioner) return { kind: 'redirect', to: `/legal-form-guide/divorce-forms/${id}` };
  if (!workflow) return user.respondentWfid === id ? { kind: 'redirect', to: '/wait' } : { kind: 'not-found' };
  return invited ? { kind: 'allowed', admin } : { kind: 'not-found' };
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

/** Loads the guide for this user, throwing the redirect or the 404 the access rule decides. */
export async function loadRespondentGuide(db: Queryable, user: SessionUser, id: string) {
  const workflow = await findUserWorkflow(db, id);
  const invited = workflow !== undefined && !user.isPetitioner && (await isInvitedRespondent(db, workflow.id, user.email));
  const access = respondentAccess(user, workflow, id, invited);
  if (access.kind === 'redirect') throw redirect(access.to);
  if (access.kind === 'not-found' || !workflow) throw new Response('Not Found', { status: 404 });
  const { steps } = userWorkflowEnabledEvents(workflow.machine_snapshot, machineInput(workflow), { admin: access.admin });
  return { id: workflow.id, name: workflow.name, collaborate: workflow.collaborate, ...respondentStepView(steps.respondentStep, steps.respondentWaiting) };
}
