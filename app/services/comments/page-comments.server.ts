// Page comments between the spouses (end-user-journey.md §3 spouse comment set, §4, §5, §8): one comment per page,
// round and author, stored as sanitized HTML. A comment written in the current round is its author's draft; it
// reaches the other spouse when the form passes on (a new round), so nobody reads half a thought. Who may write
// now is decided here from the step machine and the sharing entry; the routes only ask.
import type { Queryable } from '../../db.server';
import type { SpouseRole } from '../../../db/schema';
import { sanitizeRichText } from '../rich-text/sanitize.server';
import { COMMENT_MESSAGES, commentHtmlToText, commentSizeRefusal, normalizeTyped } from './comment-text';
import { currentRound } from '../user-workflow/answer-rounds.server';
import { userWorkflowEnabledEvents } from '../../engine.server';
import { machineInput } from '../user-workflow/machine-input.server';

export interface CommentAuthor {
  role: SpouseRole;
  userId: string;
  name: string;
}

/** Where the form stands, as the step machine says, and the spouse's sharing entry (for the respondent). */
export interface CommentingFacts {
  role: SpouseRole;
  step: number;
  respondentStep: number | null;
  /** the respondent sent the form back and waits for the petitioner (the machine's comment lock) */
  commentsLocked: boolean;
  spouseAgreed: boolean;
  /** the respondent's entry: its review type and the owner's switch */
  entry?: { review_type: string; comments_disabled: boolean } | undefined;
}

export type CommentRight = 'write' | 'read' | 'none';

/**
 * What a person may do with page comments now. The petitioner: nothing on step 1 (the drawer is hidden there),
 * write on steps 2 and 3 until the spouse agrees, read afterwards. The respondent: write while reviewing
 * (respondent step 1, not waiting for the petitioner) when the entry is not read-only and the owner has not
 * turned their commenting off; read the history otherwise.
 */
export function commentRight(facts: CommentingFacts): CommentRight {
  if (facts.role === 'petitioner') {
    if (facts.step <= 1) return 'none';
    return (facts.step === 2 || facts.step === 3) && !facts.spouseAgreed ? 'write' : 'read';
  }
  if (facts.respondentStep === null) return 'none';
  const entry = facts.entry;
  const mayWrite = facts.respondentStep === 1 && !facts.commentsLocked && entry !== undefined && entry.review_type !== 'read-only' && !entry.comments_disabled;
  return mayWrite ? 'write' : 'read';
}

/** The facts for `commentRight`, read from the user workflow's stored step machine. */
export function commentingFacts(workflow: { machine_snapshot: unknown; collaborate: boolean }, role: SpouseRole, entry?: CommentingFacts['entry']): CommentingFacts {
  const { steps, sharing } = userWorkflowEnabledEvents(workflow.machine_snapshot, machineInput(workflow), { admin: false, missingRequired: 0 });
  return { role, step: steps.step, respondentStep: steps.respondentStep, commentsLocked: sharing.commentsDisabled || steps.respondentWaiting, spouseAgreed: sharing.spouseAgreed, entry };
}

/** The length the 1000-character rule counts: the text after stripping markup. */
export function commentLength(html: string): number {
  return commentHtmlToText(sanitizeRichText(html)).length;
}

/** What the text box posted, as stored: line breaks kept as <br>, everything else through the sanitizer. */
export function commentBodyFromPost(posted: string): string {
  return sanitizeRichText(normalizeTyped(posted).trim().replace(/\n/g, '<br>'));
}

export type CommentSave = { kind: 'saved'; message: string } | { kind: 'removed'; message: string } | { kind: 'refused'; message: string; status: 400 | 403 };

export interface CommentInput {
  userWorkflowId: string;
  pageUid: string;
  author: CommentAuthor;
  /** the comment as posted (text or HTML): it is sanitized before it is counted or stored */
  body: string;
  right: CommentRight;
  /** the page uids of the user workflow's questionnaire */
  pageUids: readonly string[];
}

/**
 * Saves the author's comment on a page for the current round (their draft until the form passes on). An empty
 * comment is never saved: emptying a draft removes it. Above 1000 characters nothing is saved.
 */
export async function savePageComment(db: Queryable, input: CommentInput): Promise<CommentSave> {
  if (input.right !== 'write') return { kind: 'refused', message: COMMENT_MESSAGES.closed, status: 403 };
  if (!input.pageUids.includes(input.pageUid)) return { kind: 'refused', message: COMMENT_MESSAGES.unknownPage, status: 400 };
  const body = commentBodyFromPost(input.body);
  const tooLarge = commentSizeRefusal(body);
  if (tooLarge) return { kind: 'refused', message: tooLarge, status: 400 };
  const round = await currentRound(db, input.userWorkflowId);
  const key = { user_workflow_id: input.userWorkflowId, page_uid: input.pageUid, round, author_role: input.author.role };
  if (commentHtmlToText(body).trim() === '') {
    const removed = await db
      .deleteFrom('spouse_comments')
      .where('user_workflow_id', '=', key.user_workflow_id)
      .where('page_uid', '=', key.page_uid)
      .where('round', '=', round)
      .where('author_role', '=', key.author_role)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0 ? { kind: 'removed', message: COMMENT_MESSAGES.removed } : { kind: 'refused', message: COMMENT_MESSAGES.empty, status: 400 };
  }
  await db
    .insertInto('spouse_comments')
    .values({ ...key, author_id: input.author.userId, author_name: input.author.name, body })
    .onConflict((oc) =>
      oc.columns(['user_workflow_id', 'page_uid', 'round', 'author_role']).doUpdateSet({ body, author_id: input.author.userId, author_name: input.author.name, updated_at: new Date() }),
    )
    .execute();
  return { kind: 'saved', message: COMMENT_MESSAGES.saved };
}

export interface CommentBubble {
  id: number;
  round: number;
  authorRole: SpouseRole;
  authorName: string;
  /** sanitized again on the way out: what reaches the page is never more than the allowlist */
  html: string;
  at: string;
  mine: boolean;
  unread: boolean;
}

export interface PageCommentsView {
  right: CommentRight;
  /** the viewer's own comment of the current round, as text for the text box ('' when none) */
  draft: string;
  draftLength: number;
  /** the other comments, oldest first */
  history: CommentBubble[];
  /** unread comments from the other spouse, per page uid (before this page's were marked read) */
  unreadByPage: Record<string, number>;
  unreadTotal: number;
}

/**
 * The comments of one page for one spouse: their own draft first, then the history (their own earlier comments
 * and the other spouse's comments of rounds that have passed on). The other spouse's comments on this page are
 * marked read, as they are now shown.
 */
export async function loadPageComments(db: Queryable, input: { userWorkflowId: string; pageUid: string; role: SpouseRole; right: CommentRight; markRead: boolean }): Promise<PageCommentsView> {
  const round = await currentRound(db, input.userWorkflowId);
  const rows = await db
    .selectFrom('spouse_comments')
    .select(['id', 'page_uid', 'round', 'author_role', 'author_name', 'body', 'read_at', 'created_at', 'updated_at'])
    .where('user_workflow_id', '=', input.userWorkflowId)
    .where((eb) => eb.or([eb('author_role', '=', input.role), eb('round', '<', round)]))
    .orderBy('round')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const unreadByPage: Record<string, number> = {};
  for (const row of rows) if (row.author_role !== input.role && row.read_at === null) unreadByPage[row.page_uid] = (unreadByPage[row.page_uid] ?? 0) + 1;
  const onPage = rows.filter((r) => r.page_uid === input.pageUid);
  const draftRow = onPage.find((r) => r.author_role === input.role && r.round === round);
  const history = onPage
    .filter((r) => r !== draftRow)
    .map((r) => ({
      id: r.id,
      round: r.round,
      authorRole: r.author_role,
      authorName: r.author_name,
      html: sanitizeRichText(r.body),
      at: r.updated_at.toISOString(),
      mine: r.author_role === input.role,
      unread: r.author_role !== input.role && r.read_at === null,
    }));
  if (input.markRead && history.some((h) => h.unread)) {
    await db
      .updateTable('spouse_comments')
      .set({ read_at: new Date() })
      .where('user_workflow_id', '=', input.userWorkflowId)
      .where('page_uid', '=', input.pageUid)
      .where('author_role', '!=', input.role)
      .where('round', '<', round)
      .where('read_at', 'is', null)
      .execute();
  }
  const draft = draftRow ? commentHtmlToText(draftRow.body) : '';
  const unreadTotal = Object.values(unreadByPage).reduce((a, b) => a + b, 0);
  return { right: input.right, draft, draftLength: draft.length, history, unreadByPage, unreadTotal };
}

/**
 * The owner's switch (§4: "the owner can enable or disable spouse commenting per sharing entry"). It is the entry's
 * comments_disabled, which the step machine also sets each time the form passes: the owner's choice holds until then.
 */
export async function setSpouseCommenting(db: Queryable, input: { userWorkflowId: string; entryId: number; enabled: boolean }): Promise<boolean> {
  const updated = await db
    .updateTable('sharing_entries')
    .set({ comments_disabled: !input.enabled })
    .where('id', '=', input.entryId)
    .where('user_workflow_id', '=', input.userWorkflowId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
