// What the respondent's buttons do (end-user-journey.md §4, respondent step 1 and the restart; the shared survey
// detail's Agree and 'Sand Back for Review'), apart from HTTP. Each is one step-machine event; the machine refuses
// what is not possible now (wrong step, no access, comments locked) and the answer says why in plain words.
import type { Database } from '../../db.server';
import type { SessionUser } from '../accounts/sessions.server';
import { applyStepEvent, machineInput, type UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { canSendUserWorkflowEvent } from '../../engine.server';
import { canonicalAnswersSha256 } from '../../../lib/documents/answers-hash.server';
import { loadGuidePage } from '../guide/guide-page.server';
import type { SharingEntry } from '../user-workflow/sharing-entries.server';
import type { EffectContext } from '../user-workflow/effect-context.server';

export const RESPONDENT_ACTIONS = ['send-back', 'agree', 'restart'] as const;
export type RespondentAction = (typeof RESPONDENT_ACTIONS)[number];

/**
 * Why a respondent's button was refused, said by the page from the questionnaire catalogue's `respondent.refusals`
 * (`noAccess`: `respondent.messages.noAccess`, naming who shared the form; `missing` with the number of fields).
 */
export type RespondentRefusal = 'terms' | 'missing' | 'confirmRestart' | 'noAccess' | 'notNow' | 'answersChanged';

export interface RespondentPost {
  user: SessionUser;
  workflow: UserWorkflowRow;
  entry: SharingEntry | undefined;
  admin: boolean;
  form: FormData;
  context?: EffectContext;
}

export type RespondentAnswer = { kind: 'done'; notices: string[] } | { kind: 'refused'; reason: RespondentRefusal; missing?: number };

export function readRespondentAction(form: FormData): RespondentAction | undefined {
  const intent = form.get('intent');
  return RESPONDENT_ACTIONS.find((a) => a === intent);
}

export async function handleRespondentAction(db: Database, action: RespondentAction, post: RespondentPost): Promise<RespondentAnswer> {
  const { user, workflow, entry, admin, form, context } = post;
  const access = admin || (entry?.access ?? false);
  const options = { actorId: user.id, context };
  const done = (result: Awaited<ReturnType<typeof applyStepEvent>>, refusal: RespondentRefusal): RespondentAnswer =>
    result.accepted ? { kind: 'done', notices: result.carriedOut?.notices ?? [] } : { kind: 'refused', reason: refusal };
  switch (action) {
    case 'send-back': {
      if (!access) return { kind: 'refused', reason: 'noAccess' };
      return done(await applyStepEvent(db, workflow.id, { type: 'RESPONDENT_SEND_BACK', access, admin }, options), 'notNow');
    }
    case 'agree': {
      if (!access) return { kind: 'refused', reason: 'noAccess' };
      const termsAccepted = form.get('terms') === 'on';
      if (!termsAccepted) return { kind: 'refused', reason: 'terms' };
      const page = await loadGuidePage(workflow, admin, new URL('http://app/'), db);
      const missingRequired = page.evaluation.missingRequiredCount;
      if (missingRequired > 0) return { kind: 'refused', reason: 'missing', missing: missingRequired };
      const event = { type: 'RESPONDENT_AGREE', termsAccepted, missingRequired, access, admin } as const;
      if (!canSendUserWorkflowEvent(workflow.machine_snapshot, machineInput(workflow), event)) return { kind: 'refused', reason: 'notNow' };
      // the agreement covers the answers the page showed: none other (a tab opened before a change, an older page)
      if (form.get('answersSha256') !== (await canonicalAnswersSha256(db, workflow.id))) return { kind: 'refused', reason: 'answersChanged' };
      return done(await applyStepEvent(db, workflow.id, event, options), 'notNow');
    }
    case 'restart': {
      const confirmed = form.get('confirm') === 'on';
      if (!confirmed) return { kind: 'refused', reason: 'confirmRestart' };
      return done(await applyStepEvent(db, workflow.id, { type: 'RESPONDENT_RESTART', confirmed, admin }, options), 'notNow');
    }
  }
}
