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
import { RESPONDENT_MESSAGES } from './respondent-guide.server';

export const RESPONDENT_ACTIONS = ['send-back', 'agree', 'restart'] as const;
export type RespondentAction = (typeof RESPONDENT_ACTIONS)[number];

export const RESPONDENT_REFUSALS = {
  terms: "Please tick 'I agree to the terms' first.",
  missing: (n: number) =>
    `${n} required ${n === 1 ? 'field is' : 'fields are'} not filled in yet. Your spouse needs to answer ${n === 1 ? 'it' : 'them'} before you can agree; you can send the form back for review instead.`,
  confirmRestart: 'Please tick the box to confirm that you want to start the review again.',
  noAccess: RESPONDENT_MESSAGES.noAccess,
  notNow: 'This is not possible at this step. The page shows what you can do now.',
  answersChanged: 'The answers changed after this page was shown to you, so you have not agreed yet. The page now shows what changed: look at it, then agree again.',
} as const;

export interface RespondentPost {
  user: SessionUser;
  workflow: UserWorkflowRow;
  entry: SharingEntry | undefined;
  admin: boolean;
  form: FormData;
  context?: EffectContext;
}

export type RespondentAnswer = { kind: 'done'; notices: string[] } | { kind: 'refused'; message: string };

export function readRespondentAction(form: FormData): RespondentAction | undefined {
  const intent = form.get('intent');
  return RESPONDENT_ACTIONS.find((a) => a === intent);
}

export async function handleRespondentAction(db: Database, action: RespondentAction, post: RespondentPost): Promise<RespondentAnswer> {
  const { user, workflow, entry, admin, form, context } = post;
  const access = admin || (entry?.access ?? false);
  const options = { actorId: user.id, context };
  const done = (result: Awaited<ReturnType<typeof applyStepEvent>>, refusal: string): RespondentAnswer =>
    result.accepted ? { kind: 'done', notices: result.carriedOut?.notices ?? [] } : { kind: 'refused', message: refusal };
  switch (action) {
    case 'send-back': {
      if (!access) return { kind: 'refused', message: RESPONDENT_REFUSALS.noAccess };
      return done(await applyStepEvent(db, workflow.id, { type: 'RESPONDENT_SEND_BACK', access, admin }, options), RESPONDENT_REFUSALS.notNow);
    }
    case 'agree': {
      if (!access) return { kind: 'refused', message: RESPONDENT_REFUSALS.noAccess };
      const termsAccepted = form.get('terms') === 'on';
      if (!termsAccepted) return { kind: 'refused', message: RESPONDENT_REFUSALS.terms };
      const page = await loadGuidePage(workflow, admin, new URL('http://app/'), db);
      const missingRequired = page.evaluation.missingRequiredCount;
      if (missingRequired > 0) return { kind: 'refused', message: RESPONDENT_REFUSALS.missing(missingRequired) };
      const event = { type: 'RESPONDENT_AGREE', termsAccepted, missingRequired, access, admin } as const;
      if (!canSendUserWorkflowEvent(workflow.machine_snapshot, machineInput(workflow), event)) return { kind: 'refused', message: RESPONDENT_REFUSALS.notNow };
      // the agreement covers the answers the page showed: none other (a tab opened before a change, an older page)
      if (form.get('answersSha256') !== (await canonicalAnswersSha256(db, workflow.id))) return { kind: 'refused', message: RESPONDENT_REFUSALS.answersChanged };
      return done(await applyStepEvent(db, workflow.id, event, options), RESPONDENT_REFUSALS.notNow);
    }
    case 'restart': {
      const confirmed = form.get('confirm') === 'on';
      if (!confirmed) return { kind: 'refused', message: RESPONDENT_REFUSALS.confirmRestart };
      return done(await applyStepEvent(db, workflow.id, { type: 'RESPONDENT_RESTART', confirmed, admin }, options), RESPONDENT_REFUSALS.notNow);
    }
  }
}
