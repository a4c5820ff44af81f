// Field reviews (end-user-journey.md §3, §4 "Reviews (edit review type)", §5 "A non-owner reviewer can edit only if
// reviewType is 'edit'"): a change an 'edit' reviewer makes is stored as their pending review of the field, never
// applied. The owner accepts it through the same versioned save as autosave (answers.server.ts), so an accept based
// on an answer that has changed since the owner looked is refused and nothing is lost; or declines it.
import type { Database, Queryable } from '../../db.server';
import { answerOverLimit, engineInLanguage, type CodedMessage, type FormElement } from '../../engine.server';
import { sameAnswer } from '../../answer-form/form-answers';
import { AnswersClosedError, engineForPublished, loadAnswers, saveAnswers, type AnswerChange } from '../user-workflow/answers.server';
import { asStored, ENGLISH_CHANGE_WORDS, shownIn, valueText, wordDifference, type AnswerShown, type ChangeWords, type WordPart } from '../user-workflow/answer-changes';

// The English of each outcome, for callers without a language (tests, tools); a page says the outcome by its key from
// the questionnaire catalogue's `reviews.messages` (reviewMessageKey), a refusal of one answer by its reason.
export const REVIEW_MESSAGES = {
  proposed: (n: number) => (n === 0 ? 'Nothing was changed, so no change was proposed.' : `${n} ${n === 1 ? 'change was' : 'changes were'} sent to your spouse as ${n === 1 ? 'a proposal' : 'proposals'}.`),
  notEditor: 'You can read this form and comment on it, but only a reviewer with edit access can propose changes.',
  notNow: 'Changes cannot be proposed now: the form is not with you for review.',
  fileNotProposed: 'Uploads and signatures cannot be proposed; please describe the change in a comment.',
  accepted: 'The proposed change is now your answer.',
  declined: 'The proposed change was declined.',
  stale: 'This answer changed after you opened the review, so the proposal was not applied. The current answer is shown; please decide again.',
  gone: 'This proposal is no longer there: it was accepted or declined already.',
  closed: (message: string) => message,
} as const;

export interface Reviewer {
  email: string;
  userId: string;
  name: string;
}

/** Why one proposed answer was not stored: an upload or signature, or over the answer's limit (the engine's coded message). */
export type ProposalRefusal = { reason: 'fileNotProposed' } | { reason: 'overLimit'; message: CodedMessage };

/** `refused`: the English of each refusal by field uid; `reasons`: the same refusals by reason, to say them in a language. */
export type ProposeOutcome =
  | { kind: 'proposed'; count: number; message: string; refused: Record<string, string>; reasons: Record<string, ProposalRefusal> }
  | { kind: 'refused'; message: string; status: 403 | 409 };

/** The key in the questionnaire catalogue's `reviews.messages` of a fixed outcome's English text, if it is one. */
export function reviewMessageKey(message: string): Exclude<keyof typeof REVIEW_MESSAGES, 'proposed' | 'closed'> | undefined {
  const found = Object.entries(REVIEW_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as Exclude<keyof typeof REVIEW_MESSAGES, 'proposed' | 'closed'>) : undefined;
}

/**
 * Stores each posted change that differs from the current answer as this reviewer's pending review of the field
 * (one per reviewer and field: a new proposal replaces their earlier one); a change back to the current answer
 * withdraws it. `mayPropose` is the caller's reading of the entry (review type 'edit') and of the step machine.
 */
export async function proposeChanges(db: Queryable, input: { userWorkflowId: string; reviewer: Reviewer; reviewType: string | null; reviewing: boolean; changes: AnswerChange[] }): Promise<ProposeOutcome> {
  if (input.reviewType !== 'edit') return { kind: 'refused', message: REVIEW_MESSAGES.notEditor, status: 403 };
  if (!input.reviewing) return { kind: 'refused', message: REVIEW_MESSAGES.notNow, status: 409 };
  const stored = await loadAnswers(db, input.userWorkflowId);
  const { published_workflow_id } = await db.selectFrom('user_workflows').select('published_workflow_id').where('id', '=', input.userWorkflowId).executeTakeFirstOrThrow();
  const engine = await engineForPublished(db, published_workflow_id);
  const email = input.reviewer.email.trim().toLowerCase();
  const refused: Record<string, string> = {};
  const reasons: Record<string, ProposalRefusal> = {};
  let count = 0;
  for (const change of input.changes) {
    const element = engine.elementsByUid.get(change.uid);
    if (!element) continue;
    if (change.file) {
      refused[change.uid] = REVIEW_MESSAGES.fileNotProposed;
      reasons[change.uid] = { reason: 'fileNotProposed' };
      continue;
    }
    // a proposal is held to the answer's own limits, so what could never be accepted is never stored (issue 30 item 6)
    const overLimit = answerOverLimit(element, change.value);
    if (overLimit) {
      refused[change.uid] = overLimit.message;
      reasons[change.uid] = { reason: 'overLimit', message: overLimit };
      continue;
    }
    const current = stored[change.uid];
    const withdraw = db.deleteFrom('field_reviews').where('user_workflow_id', '=', input.userWorkflowId).where('field_uid', '=', change.uid).where('reviewer_email', '=', email);
    if (sameAnswer(current?.value ?? null, change.value ?? null)) {
      await withdraw.execute();
      continue;
    }
    await db
      .insertInto('field_reviews')
      .values({
        user_workflow_id: input.userWorkflowId,
        field_uid: change.uid,
        reviewer_email: email,
        reviewer_id: input.reviewer.userId,
        reviewer_name: input.reviewer.name,
        value: JSON.stringify(change.value ?? null),
        base_version: current?.version ?? 0,
      })
      .onConflict((oc) =>
        oc.columns(['user_workflow_id', 'field_uid', 'reviewer_email']).doUpdateSet((eb) => ({
          value: eb.ref('excluded.value'),
          base_version: eb.ref('excluded.base_version'),
          reviewer_name: eb.ref('excluded.reviewer_name'),
          created_at: new Date(),
        })),
      )
      .execute();
    count++;
  }
  return { kind: 'proposed', count, message: REVIEW_MESSAGES.proposed(count), refused, reasons };
}

export interface PendingReview {
  fieldUid: string;
  fieldLabel: string;
  pageIndex: number;
  reviewerEmail: string;
  reviewerName: string;
  at: string;
  currentText: string;
  proposedText: string;
  /** the answer's version the owner sees now: an accept is applied on this version or refused */
  currentVersion: number;
  words: WordPart[];
}

/**
 * The pending reviews of a user workflow, in the questionnaire's order, each with the current and the proposed value
 * as `shown` (an admin's view masks Social Security numbers, personal-data.ts); the fields and choices named in the
 * person's `language` when the version offers it (ADR 035).
 */
export async function listPendingReviews(db: Queryable, userWorkflow: { id: string; published_workflow_id: string }, shown: AnswerShown = asStored, language?: string, words: ChangeWords = ENGLISH_CHANGE_WORDS): Promise<PendingReview[]> {
  const rows = await db
    .selectFrom('field_reviews')
    .select(['field_uid', 'reviewer_email', 'reviewer_name', 'value', 'created_at'])
    .where('user_workflow_id', '=', userWorkflow.id)
    .orderBy('created_at')
    .execute();
  if (rows.length === 0) return [];
  const reading = engineInLanguage(await engineForPublished(db, userWorkflow.published_workflow_id), language);
  const engine = reading.engine;
  const inLanguage = shownIn(reading.language);
  const show: AnswerShown = (element, value) => inLanguage(element, shown(element, value));
  const stored = await loadAnswers(db, userWorkflow.id);
  const order = new Map<string, { element: FormElement; pageIndex: number; position: number }>();
  let position = 0;
  engine.pages.forEach((page, pageIndex) => page.elements.forEach((element) => order.set(element.uid, { element, pageIndex, position: position++ })));
  return rows
    .filter((r) => order.has(r.field_uid))
    .sort((a, b) => order.get(a.field_uid)!.position - order.get(b.field_uid)!.position)
    .map((r) => {
      const { element, pageIndex } = order.get(r.field_uid)!;
      const currentText = valueText(element, show(element, stored[r.field_uid]?.value ?? null), words);
      const proposedText = valueText(element, show(element, r.value), words);
      return {
        fieldUid: r.field_uid,
        fieldLabel: element.label || element.title,
        pageIndex,
        reviewerEmail: r.reviewer_email,
        reviewerName: r.reviewer_name,
        at: r.created_at.toISOString(),
        currentText,
        proposedText,
        currentVersion: stored[r.field_uid]?.version ?? 0,
        words: wordDifference(currentText, proposedText),
      };
    });
}

export type ReviewDecision = { kind: 'done'; message: string } | { kind: 'refused'; message: string; status: 404 | 409 };

/**
 * Accepts a reviewer's proposal: the value is saved as the answer on the version the owner saw (`seenVersion`)
 * through the versioned save, and the field's reviews are cleared. A stale version is refused and nothing changes.
 */
export async function acceptReview(db: Database, input: { userWorkflowId: string; fieldUid: string; reviewerEmail: string; ownerId: string; seenVersion: number }): Promise<ReviewDecision> {
  const review = await db
    .selectFrom('field_reviews')
    .select(['value'])
    .where('user_workflow_id', '=', input.userWorkflowId)
    .where('field_uid', '=', input.fieldUid)
    .where('reviewer_email', '=', input.reviewerEmail.toLowerCase())
    .executeTakeFirst();
  if (!review) return { kind: 'refused', message: REVIEW_MESSAGES.gone, status: 404 };
  try {
    const outcome = await saveAnswers(db, { userWorkflowId: input.userWorkflowId, userId: input.ownerId, changes: [{ uid: input.fieldUid, baseVersion: input.seenVersion, value: review.value }] });
    if (outcome.conflicts.length) return { kind: 'refused', message: REVIEW_MESSAGES.stale, status: 409 };
    // a proposal stored before the limits (issue 30 item 6) is refused as any too large answer is
    const tooLarge = outcome.refused[input.fieldUid];
    if (tooLarge) return { kind: 'refused', message: tooLarge, status: 409 };
  } catch (error) {
    if (error instanceof AnswersClosedError) return { kind: 'refused', message: error.message, status: 409 };
    throw error;
  }
  await db.deleteFrom('field_reviews').where('user_workflow_id', '=', input.userWorkflowId).where('field_uid', '=', input.fieldUid).execute();
  return { kind: 'done', message: REVIEW_MESSAGES.accepted };
}

/** Declines one reviewer's proposal for a field: only that review is removed. */
export async function declineReview(db: Queryable, input: { userWorkflowId: string; fieldUid: string; reviewerEmail: string }): Promise<ReviewDecision> {
  const removed = await db
    .deleteFrom('field_reviews')
    .where('user_workflow_id', '=', input.userWorkflowId)
    .where('field_uid', '=', input.fieldUid)
    .where('reviewer_email', '=', input.reviewerEmail.toLowerCase())
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return { kind: 'refused', message: REVIEW_MESSAGES.gone, status: 404 };
  return { kind: 'done', message: REVIEW_MESSAGES.declined };
}

/** The reviewer's own pending proposals (field uid → proposed value), to show them what they proposed. */
export async function proposalsOf(db: Queryable, userWorkflowId: string, reviewerEmail: string): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('field_reviews').select(['field_uid', 'value']).where('user_workflow_id', '=', userWorkflowId).where('reviewer_email', '=', reviewerEmail.toLowerCase()).execute();
  return Object.fromEntries(rows.map((r) => [r.field_uid, r.value]));
}
