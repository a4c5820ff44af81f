// The petitioner guide's server side, shared by its page and its autosave route: the page's data, and saving a
// posted form (whole page or one field) through the versioned answers service.
import type { FormElement, PublishedWorkflowEngine } from '../../engine.server';
import { getDb, type Database } from '../../db.server';
import { getEnv } from '../../../lib/env.server';
import { engineInLanguage, evaluateAnswers, userWorkflowEnabledEvents } from '../../engine.server';
import { answerFingerprint, formReader, untouchedValue } from '../../answer-form/form-answers';
import { isAdmin, type SessionUser } from '../accounts/sessions.server';
import { SPOUSE_TITLES } from '../sharing/spouse-card.server';
import { AnswersClosedError, engineForPublished, loadAnswers, rawAnswers, saveAnswers, type AnswerChange, type SaveOutcome } from '../user-workflow/answers.server';
import { pageMessages, type QuestionnaireTexts } from '../../answer-form/page-messages';
import { questionnaireTexts } from '../../../i18n/questionnaire-texts';
import { holdsMaskedNumber, withNumbersMasked, withStoredNumbers } from '../user-workflow/personal-data';
import { postedChanges, questionnairePageView } from './questionnaire-page.server';
import { signingTextsFor } from '../signing/signing-words.server';
import { readFormWithFileLimit } from '../upload-handler.server';
import { MAX_UPLOAD_BYTES } from '../../answer-form/upload-limits';
import { SPOUSE_WORDS } from '../user-workflow/other-party-words';
import type { EffectContext } from '../user-workflow/effect-context.server';
import { machineInput, newerPublishedVersion, type UserWorkflowRow } from '../user-workflow/user-workflows.server';

export { MAX_UPLOAD_BYTES };

/** What the petitioner's questionnaire says above its answers while the spouse holds the form (a divorce's words). */
export const ANSWERS_READ_ONLY_NOTICE = SPOUSE_WORDS.readOnlyNotice;

export function canTransferFormData(admin: boolean): boolean {
  return admin || getEnv().NODE_ENV !== 'production';
}

export function readPostedForm(request: Request): Promise<FormData> {
  return readFormWithFileLimit(request, MAX_UPLOAD_BYTES);
}

/**
 * `db` defaults to the app's database; tests and the intent service pass theirs. `maskNumbers`: the page shows
 * Social Security numbers masked (an admin on someone else's user workflow, personal-data.ts); the engine still
 * judges the stored answers, and the masked value's fingerprint makes an untouched field no change when posted back.
 */
export async function loadGuidePage(workflow: UserWorkflowRow, admin: boolean, url: URL, db: Database = getDb(), { maskNumbers = false, language = undefined as string | undefined } = {}) {
  // the person's language (ADR 035): the version's Spanish texts when it is offered in Spanish; the same decisions
  const reading = engineInLanguage(await engineForPublished(db, workflow.published_workflow_id), language);
  const engine = reading.engine;
  const stored = await loadAnswers(db, workflow.id);
  const evaluation = evaluateAnswers(engine, rawAnswers(stored), { collaborate: workflow.collaborate, ownerEmail: workflow.owner_email });
  const answers = maskNumbers ? withNumbersMasked(stored, engine.elementsByUid) : stored;
  const raw = rawAnswers(answers);
  const view = questionnairePageView(engine, answers, evaluation, Number(url.searchParams.get('page') ?? '0') || 0, reading.language);
  // Step 1's button: Proceed to Share, or a unilateral form's Proceed, shown also while required fields are missing (the
  // machine refuses it then, and the warning lists them), so that answering the last one needs no reload to go on;
  // whether Proceed would be taken with nothing missing is asked of the same restored machine
  const { enabled, steps, sharing, answersEditable, possible } = userWorkflowEnabledEvents(workflow.machine_snapshot, machineInput(workflow), { admin, missingRequired: evaluation.missingRequiredCount }, [
    { type: 'PROCEED', missingRequired: 0, admin },
  ]);
  const proceedEvent = steps.step !== 1 ? null : enabled.includes('PROCEED_TO_SHARE') ? ('PROCEED_TO_SHARE' as const) : possible[0] ? ('PROCEED' as const) : null;
  const outdated = await newerPublishedVersion(db, workflow);
  const groupingLabels: Record<string, string> = {};
  for (const { element } of view.elements)
    if (element.type === 'grouped-options') {
      const q = engine.elementsByUid.get(element.groupingQuestion);
      groupingLabels[element.uid] = q?.label ?? q?.title ?? '';
    }
  // a revision that changes whenever a stored answer changes: the page's live state starts afresh then
  let revision = `${view.pageIndex}`;
  for (const uid of Object.keys(answers).sort()) revision += `:${answers[uid]!.version}`;
  return { engine, language: reading.language, translationReviewed: reading.reviewed, evaluation, view, enabled, steps, sharing, answersEditable, proceedEvent, outdated: Boolean(outdated), groupingLabels, revision: answerFingerprint(revision), raw };
}

export interface FormSave {
  outcome: SaveOutcome;
  refused: Record<string, string>;
}

/** Nothing saved: the step machine no longer allows changing answers; `closed` says so in the person's words. */
export interface ClosedSave {
  closed: string;
}

/**
 * Saves what a posted form changed among `elements` (the page's, or one field's for an autosave); once the
 * petitioner has moved past the questionnaire, nothing is saved and the answer says why. `engine`: the one the
 * caller already has for the workflow's published version, so the save does not look it up again.
 */
export async function saveFromForm(
  user: SessionUser,
  workflow: UserWorkflowRow,
  elements: readonly FormElement[],
  form: FormData,
  db: Database = getDb(),
  engine?: PublishedWorkflowEngine,
  context?: EffectContext,
  /**
   * `rowLocked`: `workflow` was read FOR UPDATE in the transaction `db` is (requireOwnUserWorkflowLocked), so the save
   * takes no lock of its own. `texts`: the questionnaire's texts in the page's language, for the refusals (English by default).
   */
  { rowLocked = false, texts = questionnaireTexts('en') }: { rowLocked?: boolean; texts?: QuestionnaireTexts } = {},
): Promise<FormSave | ClosedSave> {
  const files = (name: string) => {
    const value = form.get(name);
    return value instanceof File ? value : undefined;
  };
  const posted = await postedChanges(workflow.id, elements, formReader(form), files, () => signingTextsFor(db, workflow, 'petitioner'), texts);
  const { changes: unlocked, refused } = withoutLockedSpouseEmail(posted, elements, workflow.step, isAdmin(user), texts('messages.spouseEmailLocked'));
  const changes = await keepStoredNumbers(db, workflow.id, elements, unlocked);
  try {
    // the owner's e-mail came with the workflow from the route's guard: the save need not read it again
    const loaded = { publishedWorkflowId: workflow.published_workflow_id, ownerEmail: workflow.owner_email, ...(engine ? { engine } : {}), ...(rowLocked ? { locked: workflow } : {}) };
    const outcome = await saveAnswers(db, { userWorkflowId: workflow.id, userId: user.id, changes, loaded, ...(context ? { context } : {}) });
    return { outcome, refused: { ...refused, ...outcome.refused } };
  } catch (error) {
    if (error instanceof AnswersClosedError) return { closed: error.message };
    throw error;
  }
}

/**
 * A dialog window posted back by an admin who saw its Social Security number masked holds the mask: the stored
 * number is put back in its place (a plain field's mask is no change at all: questionnaire-page.server.ts).
 */
async function keepStoredNumbers(db: Database, userWorkflowId: string, elements: readonly FormElement[], changes: AnswerChange[]): Promise<AnswerChange[]> {
  const byUid = new Map(elements.map((e) => [e.uid, e]));
  const masked = changes.filter((c) => holdsMaskedNumber(byUid.get(c.uid)!, c.value));
  if (masked.length === 0) return changes;
  const stored = await loadAnswers(db, userWorkflowId);
  return changes.map((c) => (masked.includes(c) ? { ...c, value: withStoredNumbers(byUid.get(c.uid)!, c.value, stored[c.uid]?.value) } : c));
}

export const SPOUSE_EMAIL_LOCKED = questionnaireTexts('en')('messages.spouseEmailLocked');

/** From step 3 the spouse's e-mail (RES_EADD) is locked for everyone but admins (end-user-journey.md §5). */
function withoutLockedSpouseEmail<T extends { changes: { uid: string }[]; refused: Record<string, string> }>(posted: T, elements: readonly FormElement[], step: number, admin: boolean, lockedMessage: string): T {
  const locked = step >= 3 && !admin ? elements.find((e) => e.title === SPOUSE_TITLES.email)?.uid : undefined;
  if (!locked || !posted.changes.some((c) => c.uid === locked)) return posted;
  return { ...posted, changes: posted.changes.filter((c) => c.uid !== locked), refused: { ...posted.refused, [locked]: lockedMessage } };
}

/** The autosave's answer: new versions and fingerprints, conflicts, and what the engine now says about the page. */
export function autosaveResponse(elementsOnPage: readonly FormElement[], save: FormSave) {
  const { outcome, refused } = save;
  const fields: Record<string, { version: number; fingerprint: string }> = {};
  const byUid = new Map(elementsOnPage.map((e) => [e.uid, e]));
  for (const s of [...outcome.saved, ...outcome.cleared]) {
    const element = byUid.get(s.uid);
    if (element) fields[s.uid] = { version: s.version, fingerprint: answerFingerprint(untouchedValue(element, outcome.values[s.uid] ?? null)) };
  }
  const messages = pageMessages(outcome.evaluation.messages, elementsOnPage);
  const computed: Record<string, string> = {};
  for (const [uid, c] of Object.entries(outcome.evaluation.computed)) if (byUid.has(uid)) computed[uid] = c.text;
  return {
    ok: outcome.conflicts.length === 0 && Object.keys(refused).length === 0,
    conflicts: outcome.conflicts,
    refused,
    fields,
    cleared: outcome.cleared.map((c) => c.uid),
    messages,
    computed,
    missingRequiredCount: outcome.evaluation.missingRequiredCount,
  };
}
