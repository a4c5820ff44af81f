// The 'email' effect: the spec's step e-mail (share, agreed, sign, completed, disagreement) to the petitioner,
// the respondent or both, recorded and queued through sendEmail in the step's transaction.
import type { UserWorkflowEffect, UserWorkflowEvent } from '../../engine.server';
import type { Queryable } from '../../db.server';
import { sendEmail } from '../email.server';
import { WORKFLOW_STEP_WORDING } from '../../../templates/emails/workflow-step';
import type { EffectContext } from './effect-context.server';
import type { EffectTarget } from './effect-target';
import { readSpouses, type Spouse } from '../../../lib/documents/spouses.server';

/** The page each side acts on next. */
function pageFor(role: 'petitioner' | 'respondent', userWorkflowId: string, origin: string): string {
  return role === 'petitioner' ? `${origin}/legal-form-guide/divorce-forms/${userWorkflowId}` : `${origin}/respondent-guide/${userWorkflowId}`;
}

export async function sendStepEmail(tx: Queryable, userWorkflow: EffectTarget, effect: UserWorkflowEffect<'email'>, event: UserWorkflowEvent, context: EffectContext): Promise<void> {
  const spouses = await readSpouses(tx, userWorkflow);
  // the invitation names the spouse's e-mail as confirmed in the share dialog, ahead of the questionnaire's
  if (event.type === 'SEND_SHARE_INVITE' && event.spouseEmail) spouses.respondent.email = event.spouseEmail.toLowerCase();
  const roles = effect.to === 'both' ? (['petitioner', 'respondent'] as const) : [effect.to];
  for (const role of roles) {
    const to: Spouse = spouses[role];
    const from: Spouse = role === 'petitioner' ? spouses.respondent : spouses.petitioner;
    if (!to.email) {
      // the questionnaire has no spouse e-mail yet (the guards let an empty one through): nobody to write to
      console.warn(`step e-mail '${effect.template}' of user workflow ${userWorkflow.id}: the ${role} has no e-mail address; not sent`);
      continue;
    }
    const data = { workflowName: userWorkflow.name, fromName: from.name, url: pageFor(role, userWorkflow.id, context.origin) };
    await sendEmail(
      tx,
      {
        to: { name: to.name, email: to.email },
        subject: WORKFLOW_STEP_WORDING[effect.template].subject({ kind: effect.template, toName: to.name, ...data }),
        template: effect.template,
        data,
        formId: userWorkflow.id,
      },
      context.email,
    );
  }
}
