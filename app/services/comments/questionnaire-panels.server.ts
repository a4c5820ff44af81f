// The questionnaire's side panels (end-user-journey.md §2): the comment drawer, the changed-pages notice, and the
// owner's Reviews panel, as the two guides load them and answer their buttons. The rules live in the services
// beside this one; here they are put together for one person on one page.
import { z } from 'zod';
import type { Database } from '../../db.server';
import type { SpouseRole } from '../../../db/schema';
import { bigserialId } from '../../../db/client';
import type { SessionUser } from '../accounts/sessions.server';
import { postedChanges } from '../guide/questionnaire-page.server';
import { signingTextsFor } from '../signing/signing-words.server';
import { formReader } from '../../answer-form/form-answers';
import { listSharingEntries } from '../user-workflow/sharing-entries.server';
import { changesSinceLastSeen } from '../user-workflow/answer-rounds.server';
import type { ChangeWords } from '../user-workflow/answer-changes';
import { acceptReview, declineReview, listPendingReviews, proposalsOf, proposeChanges, reviewMessageKey, type ProposalRefusal } from '../reviews/field-reviews.server';
import { codedText, type QuestionnaireTexts } from '../../answer-form/page-messages';
import { questionnaireTexts } from '../../../i18n/questionnaire-texts';
import { listFieldComments, saveFieldComment } from './field-comments.server';
import { commentingFacts, commentRight, loadPageComments, savePageComment, setSpouseCommenting, type CommentingFacts } from './page-comments.server';
import type { FormElement } from '../../engine.server';
import { asStored } from '../user-workflow/answer-changes';
import { maskedAnswer, seesNumbersMasked } from '../user-workflow/personal-data';

interface PanelWorkflow {
  id: string;
  owner_id: string;
  name: string;
  published_workflow_id: string;
  machine_snapshot: unknown;
  collaborate: boolean;
}

interface PagePosition {
  /** the page shown and the questionnaire's page uids */
  pageUid: string;
  pageUids: string[];
  /** the uids of the answers on the page shown */
  fieldUids: string[];
}

export const PANEL_INTENTS = ['save-comment', 'save-field-comment', 'accept-review', 'decline-review', 'spouse-commenting', 'propose-changes'] as const;
export type PanelIntent = (typeof PANEL_INTENTS)[number];

export function readPanelIntent(form: FormData): PanelIntent | undefined {
  const intent = form.get('intent');
  return PANEL_INTENTS.find((i) => i === intent);
}

async function commentsFor(db: Database, workflow: PanelWorkflow, role: SpouseRole, position: PagePosition, { entry, markRead }: { entry?: CommentingFacts['entry']; markRead: boolean }) {
  const right = commentRight(commentingFacts(workflow, role, entry));
  if (right === 'none') return null;
  return loadPageComments(db, { userWorkflowId: workflow.id, pageUid: position.pageUid, role, right, markRead });
}

/**
 * The owner's panels on a questionnaire page: the comment drawer, the pending reviews, what changed, and the switch
 * per entry, for the person reading it: the owner, or an admin reading someone's form. Only the owner's own look
 * marks the spouse's comments read and the round seen; an admin's reading changes nothing of the owner's state and
 * shows Social Security numbers masked, a dialog window's too. `language`: the reader's, in which the fields and
 * choices are named when the version offers it (ADR 035); `words`: the page's, which values read with ('Signed as …').
 */
export async function loadOwnerPanels(db: Database, workflow: PanelWorkflow, position: PagePosition, viewer: { id: string; admin: boolean }, language?: string, words?: ChangeWords) {
  const ownLook = viewer.id === workflow.owner_id;
  const comments = await commentsFor(db, workflow, 'petitioner', position, { markRead: ownLook });
  if (!comments) return null;
  const shown = seesNumbersMasked(viewer, workflow) ? maskedAnswer : asStored;
  const [reviews, changes, entries, fieldComments] = await Promise.all([
    listPendingReviews(db, workflow, shown, language, words),
    changesSinceLastSeen(db, workflow, 'petitioner', shown, { record: ownLook, language, ...(words ? { words } : {}) }),
    listSharingEntries(db, workflow.id),
    // the spouse's comments on this page's fields, for each field's 'Comments' panel: read when the owner is shown them
    listFieldComments(db, { userWorkflowId: workflow.id, fieldUids: position.fieldUids, markRead: ownLook }),
  ]);
  return {
    comments,
    pageUid: position.pageUid,
    reviews,
    fieldComments,
    changes,
    commenting: entries.map((e) => ({ id: e.id, name: e.name || e.email, enabled: !e.comments_disabled, reviewType: e.review_type })),
  };
}

export type OwnerPanels = NonNullable<Awaited<ReturnType<typeof loadOwnerPanels>>>;

/** The spouse's panels: the comment drawer, what changed since their last look, and their own pending proposals. */
/** `language`: the person's, in which what changed is named when the version offers it (ADR 035); `words`: the page's, which values read with. */
export async function loadRespondentPanels(db: Database, workflow: PanelWorkflow, entry: { email: string; review_type: string; comments_disabled: boolean } | undefined, position: PagePosition, language?: string, words?: ChangeWords) {
  if (!entry) return null;
  // the invited person's own look: their comments' read state and their round are theirs to mark
  const comments = await commentsFor(db, workflow, 'respondent', position, { entry, markRead: true });
  const changes = await changesSinceLastSeen(db, workflow, 'respondent', undefined, { language, ...(words ? { words } : {}) });
  const proposals = entry.review_type === 'edit' ? await proposalsOf(db, workflow.id, entry.email) : {};
  const mayCommentOnFields = entry.review_type !== 'read-only' && comments?.right === 'write';
  // the spouse's own comments on this page's fields, under each field
  const fieldComments = entry.review_type === 'read-only' ? {} : await listFieldComments(db, { userWorkflowId: workflow.id, fieldUids: position.fieldUids, author: entry.email, markRead: false });
  return { comments, changes, pageUid: position.pageUid, proposals, mayPropose: entry.review_type === 'edit' && comments?.right === 'write', mayCommentOnFields, fieldComments };
}

export type RespondentPanels = NonNullable<Awaited<ReturnType<typeof loadRespondentPanels>>>;

/** `field`: the field a field comment was about, so the page comes back to it. */
export type PanelAnswer = { kind: 'done'; message: string; field?: string } | { kind: 'refused'; message: string; status: number; typed?: string; field?: string };

const reviewKey = z.object({ field: z.string().min(1), reviewer: z.string().min(1), version: z.coerce.number().int().min(0).default(0) });

/** A review service's outcome in the page's language: a fixed one by its key, another (a closed form's) as it came. */
function reviewText(t: QuestionnaireTexts, message: string): string {
  const key = reviewMessageKey(message);
  return key ? t(`reviews.messages.${key}`) : message;
}

function proposalRefusalText(t: QuestionnaireTexts, refusal: ProposalRefusal): string {
  return refusal.reason === 'fileNotProposed' ? t('reviews.messages.fileNotProposed') : codedText(t, refusal.message);
}

function commentAnswer(saved: Awaited<ReturnType<typeof savePageComment>>, typed: string): PanelAnswer {
  return saved.kind === 'refused' ? { kind: 'refused', message: saved.message, status: saved.status, typed } : { kind: 'done', message: saved.message };
}

/** The owner's panel buttons on the petitioner guide; `texts`: the page's words (English when none is given). */
export async function handleOwnerPanelIntent(db: Database, intent: PanelIntent, post: { user: SessionUser; workflow: PanelWorkflow; form: FormData; position: PagePosition; texts?: QuestionnaireTexts }): Promise<PanelAnswer> {
  const { user, workflow, form, position } = post;
  const t = post.texts ?? questionnaireTexts('en');
  switch (intent) {
    case 'save-comment': {
      const typed = String(form.get('comment') ?? '');
      const right = commentRight(commentingFacts(workflow, 'petitioner'));
      const saved = await savePageComment(db, { userWorkflowId: workflow.id, pageUid: String(form.get('pageUid') ?? position.pageUid), author: { role: 'petitioner', userId: user.id, name: user.firstName }, body: typed, right, pageUids: position.pageUids });
      return commentAnswer(saved, typed);
    }
    case 'accept-review':
    case 'decline-review': {
      const key = reviewKey.safeParse({ field: form.get('field'), reviewer: form.get('reviewer'), version: form.get('version') ?? undefined });
      if (!key.success) return { kind: 'refused', message: t('reviews.messages.choose'), status: 400 };
      const decided =
        intent === 'accept-review'
          ? await acceptReview(db, { userWorkflowId: workflow.id, fieldUid: key.data.field, reviewerEmail: key.data.reviewer, ownerId: user.id, seenVersion: key.data.version })
          : await declineReview(db, { userWorkflowId: workflow.id, fieldUid: key.data.field, reviewerEmail: key.data.reviewer });
      return decided.kind === 'done' ? { kind: 'done', message: reviewText(t, decided.message) } : { kind: 'refused', message: reviewText(t, decided.message), status: decided.status };
    }
    case 'spouse-commenting': {
      const enabled = form.get('enabled') === 'on';
      const entryId = bigserialId(form.get('entry'));
      const changed = entryId !== undefined && (await setSpouseCommenting(db, { userWorkflowId: workflow.id, entryId, enabled }));
      if (!changed) return { kind: 'refused', message: t('reviews.messages.entryGone'), status: 404 };
      return { kind: 'done', message: enabled ? t('reviews.messages.commentingOn') : t('reviews.messages.commentingOff') };
    }
    case 'propose-changes':
      return { kind: 'refused', message: t('reviews.messages.ownChanges'), status: 400 };
    case 'save-field-comment':
      return { kind: 'refused', message: t('reviews.messages.fieldCommentsForSpouse'), status: 400 };
  }
}

/** The spouse's panel buttons on the respondent guide; `texts`: the page's words (English when none is given). */
export async function handleRespondentPanelIntent(
  db: Database,
  intent: PanelIntent,
  post: {
    user: SessionUser;
    workflow: PanelWorkflow;
    entry: { email: string; review_type: string; comments_disabled: boolean } | undefined;
    form: FormData;
    position: PagePosition;
    pageElements: readonly FormElement[];
    texts?: QuestionnaireTexts;
  },
): Promise<PanelAnswer> {
  const { user, workflow, entry, form, position } = post;
  const t = post.texts ?? questionnaireTexts('en');
  const facts = commentingFacts(workflow, 'respondent', entry);
  const right = entry ? commentRight(facts) : 'none';
  switch (intent) {
    case 'save-comment': {
      const typed = String(form.get('comment') ?? '');
      const saved = await savePageComment(db, { userWorkflowId: workflow.id, pageUid: String(form.get('pageUid') ?? position.pageUid), author: { role: 'respondent', userId: user.id, name: user.firstName }, body: typed, right, pageUids: position.pageUids });
      return commentAnswer(saved, typed);
    }
    case 'save-field-comment': {
      const typed = String(form.get('fieldComment') ?? '');
      const field = String(form.get('field') ?? '');
      const saved = await saveFieldComment(db, {
        userWorkflowId: workflow.id,
        fieldUid: field,
        author: { email: user.email, userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
        reviewType: entry?.review_type ?? null,
        right,
        fieldUids: position.fieldUids,
        body: typed,
      });
      return saved.kind === 'refused' ? { kind: 'refused', message: saved.message, status: saved.status, typed, field } : { kind: 'done', message: saved.message, field };
    }
    case 'propose-changes': {
      const posted = await postedChanges(workflow.id, post.pageElements, formReader(form), () => undefined, () => signingTextsFor(db, workflow, 'respondent'), t);
      const proposed = await proposeChanges(db, {
        userWorkflowId: workflow.id,
        reviewer: { email: user.email, userId: user.id, name: `${user.firstName} ${user.lastName}`.trim() },
        reviewType: entry?.review_type ?? null,
        reviewing: right === 'write',
        changes: posted.changes,
      });
      if (proposed.kind === 'refused') return { ...proposed, message: reviewText(t, proposed.message) };
      const message = proposed.count === 0 ? t('reviews.messages.nothingProposed') : t('reviews.messages.proposed', { count: proposed.count });
      // the answers refused before (posted) and by the review service are of different fields
      const problems = [...Object.values(posted.refused), ...Object.values(proposed.reasons).map((r) => proposalRefusalText(t, r))];
      return problems.length ? { kind: 'refused', message: `${message} ${problems.join(' ')}`, status: 400 } : { kind: 'done', message };
    }
    default:
      // the owner's buttons are not the spouse's: refused as the guards refuse what is not yours
      return { kind: 'refused', message: t('reviews.messages.ownerOnly'), status: 403 };
  }
}
