// What each button of the petitioner guide does (end-user-journey.md §2 and §4), apart from HTTP: the route reads
// the form and turns the answer into a redirect or a notice. Steps move only through the step machine
// (applyStepEvent); every intent that leaves the questionnaire page saves it first, so nothing typed is lost.
import { z } from 'zod';
import type { Database } from '../../db.server';
import type { SessionUser } from '../accounts/sessions.server';
import { level2PayPath } from '../payments/level2-link.server';
import { fieldsNeedingAttention, pageMessages, savedStatus, type QuestionnaireTexts } from '../../answer-form/page-messages';
import { questionnaireTexts } from '../../../i18n/questionnaire-texts';
import { fieldName, REMOVE_ANSWER_FIELD } from '../../answer-form/form-answers';
import { importFormData } from './form-data.server';
import { canTransferFormData, loadGuidePage, saveFromForm } from './guide-page.server';
import { applyStepEvent, updateOutdatedUserWorkflow, type UserWorkflowRow } from '../user-workflow/user-workflows.server';
import { inviteSpouse } from '../sharing/invite.server';
import { isLanguage } from '../../../i18n/languages';
import { REVIEW_TYPES } from '../user-workflow/sharing-entries.server';
import { petitionerWords, petitionerWordsIn, SPOUSE_WORDS } from '../user-workflow/other-party-words';
import { stepNoticeText } from './step-notices.server';
import type { TFunction } from 'i18next';
import type { EffectContext } from '../user-workflow/effect-context.server';
import { userWorkflowParticipants } from '../user-workflow/participants.server';

export interface ActionNotice {
  conflicts?: { uid: string; attempted: unknown; current: unknown; currentVersion: number }[];
  refused?: Record<string, string>;
  proceedWarning?: boolean;
  error?: string;
}

/** The guide's notices in the page's language (the questionnaire catalogue's `notices`). */
export function guideMessages(t: QuestionnaireTexts) {
  return {
    confirmUpdate: t('notices.confirmUpdate'),
    updateWhileSpouseReviews: SPOUSE_WORDS.updateRefusal,
    stepUnavailable: (step: number) => t('notices.stepUnavailable', { step }),
    answerRequired: t('notices.answerRequired'),
    saved: t('notices.saved'),
    confirmBack: t('notices.confirmBack'),
    confirmRestart: t('notices.confirmRestart'),
    restartUnavailable: t('notices.restartUnavailable'),
    restarted: t('notices.restarted'),
    sendBackUnavailable: t('notices.sendBackUnavailable'),
    sentBack: t('notices.sentBack'),
    answerDeleted: t('notices.answerDeleted'),
    uploaded: (saved: number) => t('notices.uploaded', { count: saved }),
  };
}

/** The notices in English, as a caller that names no language gets them. */
export const GUIDE_MESSAGES = guideMessages(questionnaireTexts('en'));

const GUIDE_INTENTS = [
  'update-outdated',
  'upload-json',
  'go-to-step',
  'continue',
  'goto',
  'proceed',
  'proceed-anyway',
  'required-fields',
  'open-dialog',
  // a stored upload or signature deleted after its confirmation (workflow-builder.md §8)
  'remove-answer',
  'save',
  // steps 2 and 3, with the spouse (app/services/sharing)
  'send-invite',
  'back-to-questionnaire',
  // steps 3 to 7: 'Return to Questionnaire' (§4 restart), after a confirm
  'restart',
  'send-back-for-review',
  'finish-replying',
  'agree',
] as const;
export type GuideIntent = (typeof GUIDE_INTENTS)[number];

/** A questionnaire link ('goto') names no intent; any other unnamed or unknown button saves the page. */
export function readGuideIntent(form: FormData): GuideIntent {
  const named = form.get('intent') ?? (form.has('goto') ? 'goto' : form.has('dialog') ? 'open-dialog' : form.has(REMOVE_ANSWER_FIELD) ? 'remove-answer' : 'save');
  return z.enum(GUIDE_INTENTS).catch('save').parse(named);
}

export type GuideAnswer =
  | { kind: 'redirect'; to: string; flash?: string; flashType?: 'success' | 'warning' }
  | { kind: 'notice'; notice: ActionNotice; status: number }
  | { kind: 'forbidden' };

export interface GuidePost {
  user: SessionUser;
  workflow: UserWorkflowRow;
  admin: boolean;
  form: FormData;
  /** the guide page's address as posted (its ?page= is the questionnaire page the form came from) */
  url: URL;
  /** e-mail settings and link origin for what the post causes; the app's settings (APP_URL) by default */
  context?: EffectContext;
  /** the questionnaire's texts in the page's language, for the notices and refusals the post answers with; English by default */
  texts?: QuestionnaireTexts;
  /** the sharing services' refusals and notices in the page's language (sharing-words.server.ts); as written by default */
  sharingSaid?: (text: string) => string;
  /** the guide's texts in the page's language, for the other party's words and the step machine's notices; English by default */
  guideTexts?: TFunction<'guide'>;
}

function pageUrl(url: URL, page: string | number, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ page: String(page), ...extra });
  return `${url.pathname}?${params}`;
}

const redirectTo = (to: string, flash?: string): GuideAnswer => ({ kind: 'redirect', to, ...(flash ? { flash } : {}) });
const notice = (n: ActionNotice, status = 200): GuideAnswer => ({ kind: 'notice', notice: n, status });

/** Saves the posted questionnaire page; a conflict or a refused value is the answer instead of moving on. */
async function savePage(db: Database, post: GuidePost) {
  const page = await loadGuidePage(post.workflow, post.admin, post.url, db);
  const elements = page.view.elements.map((e) => e.element);
  const save = await saveFromForm(post.user, post.workflow, elements, post.form, db, page.engine, post.context, post.texts ? { texts: post.texts } : {});
  if ('closed' in save) return { saved: false as const, answer: notice({ error: save.closed }, 409) };
  const { outcome, refused } = save;
  if (outcome.conflicts.length || Object.keys(refused).length) {
    return { saved: false as const, answer: notice({ conflicts: outcome.conflicts, refused }, 409) };
  }
  const messages = pageMessages(outcome.evaluation.messages, elements);
  return { saved: true as const, missingRequired: outcome.evaluation.missingRequiredCount, needingAttention: fieldsNeedingAttention(messages, Object.keys(messages)) };
}

export async function handleGuideIntent(db: Database, intent: GuideIntent, post: GuidePost): Promise<GuideAnswer> {
  const { user, workflow, admin, form, url, context } = post;
  // every e-mail the post causes links where the others do: the caller's context, else the app's settings
  const stepOptions = { actorId: user.id, ...(context ? { context } : {}) };
  const t = post.texts ?? questionnaireTexts('en');
  const words = post.texts ? guideMessages(post.texts) : GUIDE_MESSAGES;
  switch (intent) {
    case 'update-outdated': {
      if (form.get('confirm') !== 'on') return notice({ error: words.confirmUpdate }, 400);
      const update = await updateOutdatedUserWorkflow(db, workflow.id, user.id, admin);
      // the machine refuses the update (it erases the answers) only while the spouse holds the form
      if ('refusal' in update) {
        const { otherParty } = await userWorkflowParticipants(db, workflow.id);
        return notice({ error: (post.guideTexts ? petitionerWordsIn(post.guideTexts, otherParty) : petitionerWords(otherParty)).updateRefusal }, 409);
      }
      return redirectTo(pageUrl(url, 0));
    }
    case 'upload-json': {
      if (!canTransferFormData(admin)) return { kind: 'forbidden' };
      const result = await importFormData(user.id, workflow, form.get('formData'), db, context);
      if ('error' in result) return notice({ error: result.error }, 400);
      // what was too large for its field is named beside it; the rest of the file is saved
      if (Object.keys(result.refused).length) return notice({ error: words.uploaded(result.saved), refused: result.refused }, 400);
      return redirectTo(pageUrl(url, url.searchParams.get('page') ?? 0), words.uploaded(result.saved));
    }
    case 'go-to-step': {
      const step = Number(form.get('step'));
      const result = await applyStepEvent(db, workflow.id, { type: 'GO_TO_STEP', step, admin }, stepOptions);
      if (!result.accepted) return notice({ error: words.stepUnavailable(step) }, 409);
      return redirectTo(url.pathname);
    }
    case 'continue': {
      // step 4: the machine moves a paid (or admin) form to step 5, or asks for the level-2 payment
      const result = await applyStepEvent(db, workflow.id, { type: 'CONTINUE', admin }, stepOptions);
      if (!result.accepted) return notice({ error: words.stepUnavailable(5) }, 409);
      if (result.carriedOut?.redirect?.to === 'payment') return redirectTo(level2PayPath(workflow));
      return redirectTo(url.pathname);
    }
    case 'goto': {
      const saved = await savePage(db, post);
      if (!saved.saved) return saved.answer;
      const [target, field, review] = String(form.get('goto')).split(':');
      // no #fragment: a page opened at one ignores autofocus, and the field's control must take the focus
      if (field) return redirectTo(pageUrl(url, target ?? 0, { field, ...(review ? { review: '1' } : {}) }));
      // the new page's tab in view: on a phone the tab strip scrolls to it, also without JavaScript
      return redirectTo(`${pageUrl(url, target ?? 0)}#page-tab-${Number(target) || 0}`);
    }
    case 'proceed':
    case 'proceed-anyway': {
      const saved = await savePage(db, post);
      if (!saved.saved) return saved.answer;
      const { missingRequired } = saved;
      // 'Proceed' with required fields unanswered asks first; 'Proceed Anyway' is the answer to that question
      if (missingRequired > 0 && intent === 'proceed') return notice({ proceedWarning: true });
      const event = workflow.collaborate
        ? ({ type: 'PROCEED_TO_SHARE', missingRequired, proceedAnyway: intent === 'proceed-anyway', admin } as const)
        : ({ type: 'PROCEED', missingRequired, admin } as const);
      const result = await applyStepEvent(db, workflow.id, event, stepOptions);
      if (!result.accepted)
        return notice({ error: words.answerRequired, proceedWarning: missingRequired > 0 }, 409);
      return redirectTo(url.pathname);
    }
    case 'send-invite': {
      const reviewType = z.enum(REVIEW_TYPES).catch('comment').parse(form.get('reviewType') ?? 'comment');
      const language = form.get('language');
      const invited = await inviteSpouse(db, { workflow, actorId: user.id, admin, confirmed: form.get('confirm') === 'on', reviewType, ...(isLanguage(language) ? { language } : {}), ...(context ? { context } : {}) });
      const said = post.sharingSaid ?? ((text: string) => text);
      if (invited.kind === 'refused') return notice({ error: invited.messages.map(said).join(' ') }, 409);
      return redirectTo(url.pathname, invited.notices[0] === undefined ? undefined : said(invited.notices[0]));
    }
    case 'back-to-questionnaire': {
      if (form.get('confirm') !== 'on') return notice({ error: words.confirmBack }, 400);
      const result = await applyStepEvent(db, workflow.id, { type: 'BACK_TO_QUESTIONNAIRE', confirmed: true, admin }, stepOptions);
      if (!result.accepted) return notice({ error: words.stepUnavailable(1) }, 409);
      return redirectTo(pageUrl(url, 0));
    }
    case 'restart': {
      if (form.get('confirm') !== 'on') return notice({ error: words.confirmRestart }, 400);
      const result = await applyStepEvent(db, workflow.id, { type: 'RESTART', confirmed: true, admin }, stepOptions);
      if (!result.accepted) return notice({ error: words.restartUnavailable }, 409);
      return redirectTo(pageUrl(url, 0), words.restarted);
    }
    case 'send-back-for-review':
    case 'finish-replying': {
      // the petitioner's changes on this page go with the form they send back
      const saved = await savePage(db, post);
      if (!saved.saved) return saved.answer;
      const type = intent === 'finish-replying' ? 'FINISH_REPLYING' : 'SEND_BACK_FOR_SPOUSAL_REVIEW';
      const result = await applyStepEvent(db, workflow.id, { type, admin }, stepOptions);
      if (!result.accepted) return notice({ error: words.sendBackUnavailable }, 409);
      const stepNotice = result.carriedOut?.notices[0];
      return redirectTo(url.pathname, stepNotice === undefined ? words.sentBack : post.guideTexts ? stepNoticeText(post.guideTexts, stepNotice) : stepNotice);
    }
    case 'agree': {
      const page = await loadGuidePage(workflow, admin, url, db);
      const missingRequired = page.evaluation.missingRequiredCount;
      const result = await applyStepEvent(db, workflow.id, { type: 'AGREE', missingRequired, admin }, stepOptions);
      if (!result.accepted) return notice({ error: missingRequired > 0 ? words.answerRequired : words.stepUnavailable(4) }, 409);
      return redirectTo(url.pathname);
    }
    case 'required-fields': {
      // the Required Fields modal without JavaScript: the page is saved, then shown with the modal open
      const saved = await savePage(db, post);
      if (!saved.saved) return saved.answer;
      return redirectTo(pageUrl(url, url.searchParams.get('page') ?? 0, { required: '1' }));
    }
    case 'open-dialog': {
      // a dialog window without JavaScript: the page is saved, then shown with that dialog open
      const saved = await savePage(db, post);
      if (!saved.saved) return saved.answer;
      return redirectTo(pageUrl(url, url.searchParams.get('page') ?? 0, { dialog: String(form.get('dialog')) }));
    }
    case 'remove-answer': {
      // the page's own deletion inputs, read by its save: an upload's 'remove' and a signature's 'clear'
      const uid = String(form.get(REMOVE_ANSWER_FIELD));
      form.set(fieldName(uid, 'remove'), 'on');
      form.set(fieldName(uid, 'clear'), 'on');
      const saved = await savePage(db, post);
      if (!saved.saved) return saved.answer;
      return redirectTo(pageUrl(url, url.searchParams.get('page') ?? 0), words.answerDeleted);
    }
    case 'save': {
      const saved = await savePage(db, post);
      if (!saved.saved) return saved.answer;
      const status = savedStatus(t, words.saved, saved.needingAttention);
      // saved either way; a kept answer that needs fixing is said as a warning, not a plain success
      return { ...redirectTo(pageUrl(url, url.searchParams.get('page') ?? 0), status), ...(saved.needingAttention ? { flashType: 'warning' as const } : {}) };
    }
  }
}
