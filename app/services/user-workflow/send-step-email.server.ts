// The 'email' effect: the spec's step e-mail (invite, share, agreed, sign, completed, disagreement, restarted) to the petitioner,
// the respondent or both, recorded and queued through sendEmail in the step's transaction. The respondent is the
// person the form is shared with (its first sharing entry), or the questionnaire's spouse before any share.
import type { UserWorkflowEffect, UserWorkflowEvent } from '../../engine.server';
import type { Queryable } from '../../db.server';
import { recipientLanguage, sendEmail } from '../email.server';
import type { EffectContext } from './effect-context.server';
import type { EffectTarget } from './effect-target';
import { readSpouses, type Spouse } from '../../../lib/documents/spouses.server';
import { emailExists } from '../accounts/users.server';
import { userWorkflowParticipants } from './participants.server';

/**
 * The invite's link (end-user-journey.md §7 userExists): sign-up with the spouse's e-mail, names, the petitioner's
 * e-mail and the form filled in, or sign-in when that e-mail already has an account; both keep the wfid. The sign-up
 * starts in the language the share dialog chose for the spouse (`lng`, issue 35).
 */
async function inviteUrl(tx: Queryable, userWorkflowId: string, respondent: Spouse, petitioner: Spouse, origin: string): Promise<string> {
  const email = respondent.email ?? '';
  if (await emailExists(tx, email)) return `${origin}/sign-in?${new URLSearchParams({ email, wfid: userWorkflowId })}`;
  const name = respondent.unnamed ? '' : respondent.name;
  const lng = await recipientLanguage(tx, email, userWorkflowId);
  return `${origin}/create-user?${new URLSearchParams({ email, name, petitioner: petitioner.email ?? '', wfid: userWorkflowId, lng })}`;
}

/** The page each side acts on next. */
function pageFor(role: 'petitioner' | 'respondent', userWorkflowId: string, origin: string): string {
  return role === 'petitioner' ? `${origin}/legal-form-guide/divorce-forms/${userWorkflowId}` : `${origin}/respondent-guide/${userWorkflowId}`;
}

export async function sendStepEmail(tx: Queryable, userWorkflow: EffectTarget, effect: UserWorkflowEffect<'email'>, event: UserWorkflowEvent, context: EffectContext): Promise<void> {
  const spouses = await readSpouses(tx, userWorkflow);
  let shared: { email: string; name: string } | undefined;
  // the invitation names the spouse's e-mail as confirmed in the share dialog, ahead of the questionnaire's
  if (event.type === 'SEND_SHARE_INVITE' && event.spouseEmail) spouses.respondent.email = event.spouseEmail.toLowerCase();
  else {
    shared = await tx.selectFrom('sharing_entries').select(['email', 'name']).where('user_workflow_id', '=', userWorkflow.id).orderBy('id').limit(1).executeTakeFirst();
    if (shared) spouses.respondent = { email: shared.email, name: shared.name.trim() || spouses.respondent.name };
  }
  // 'invited': only a spouse the form was shared with (a restart before the invite tells nobody)
  if (effect.to === 'invited' && !shared) return;
  const { otherParty } = await userWorkflowParticipants(tx, userWorkflow.id);
  const roles = effect.to === 'both' ? (['petitioner', 'respondent'] as const) : effect.to === 'invited' ? (['respondent'] as const) : [effect.to];
  for (const role of roles) {
    const to: Spouse = spouses[role];
    const from: Spouse = role === 'petitioner' ? spouses.respondent : spouses.petitioner;
    if (!to.email) {
      // the questionnaire has no spouse e-mail yet (the guards let an empty one through): nobody to write to
      console.warn(`step e-mail '${effect.template}' of user workflow ${userWorkflow.id}: the ${role} has no e-mail address; not sent`);
      continue;
    }
    const url =
      effect.template === 'invite'
        ? await inviteUrl(tx, userWorkflow.id, to, from, context.origin)
        : // a restarted form is no longer shared: its respondent guide would answer 404
          effect.template === 'restarted'
          ? `${context.origin}/shared-forms`
          : pageFor(role, userWorkflow.id, context.origin);
    // a two-person type other than divorce names its other party; the divorce's data (and texts) stay the spec's
    const data = { workflowName: userWorkflow.name, fromName: from.name, url, ...(otherParty === 'spouse' ? {} : { otherParty }) };
    await sendEmail(
      tx,
      {
        to: { name: to.name, email: to.email },
        template: effect.template,
        data,
        userWorkflowId: userWorkflow.id,
      },
      context.email,
    );
  }
}
