// Per-field comments (end-user-journey.md §2 "Owner-only panels 'Reviews' ... and 'Comments' appear per field", §3 a
// field's comments {email, name, time, text}): a spouse with the 'comment' or 'edit' review type says something
// about one answer; the owner reads it in that field's 'Comments' panel. The same rules as page comments where the
// spec gives them (§5: 1000 characters counted after stripping markup, no empty comment, sanitized HTML), and the
// same moment to write (the spouse's page-comment right, from the step machine and the entry). Unlike a page
// comment, a field comment is a message, not a draft: it is added, never replaced, and the owner sees it at once.
import { inTransaction, type Queryable } from '../../db.server';
import { sanitizeRichText } from '../rich-text/sanitize.server';
import { COMMENT_MESSAGES, commentHtmlToText, commentSizeRefusal, FIELD_COMMENTS_PER_ROUND } from './comment-text';
import { commentBodyFromPost, type CommentRight } from './page-comments.server';

export const FIELD_COMMENT_MESSAGES = {
  saved: COMMENT_MESSAGES.saved,
  readOnly: 'Your access to this form is read-only, so you cannot comment on its answers.',
  closed: COMMENT_MESSAGES.closed,
  unknownField: 'This question is not on this page any more, so the comment was not saved.',
  empty: COMMENT_MESSAGES.empty,
  limit: COMMENT_MESSAGES.limit,
  markup: COMMENT_MESSAGES.markup,
  perRound: COMMENT_MESSAGES.perRound,
} as const;

export interface FieldCommentAuthor {
  email: string;
  userId: string;
  name: string;
}

export type FieldCommentSave = { kind: 'saved'; message: string } | { kind: 'refused'; message: string; status: 400 | 403 };

export interface FieldCommentInput {
  userWorkflowId: string;
  fieldUid: string;
  author: FieldCommentAuthor;
  /** the spouse's review type on their sharing entry (null: not shared with them) */
  reviewType: string | null;
  /** the spouse's page-comment right now (commentRight): the same moment to write */
  right: CommentRight;
  /** the uids of the answers on the page the comment was posted from */
  fieldUids: readonly string[];
  /** the text box as posted: sanitized before it is counted or stored */
  body: string;
}

/**
 * Adds the spouse's comment on one field. Refused for a read-only entry, outside the spouse's review, above 1000
 * characters of text or 10 KB of markup, when empty, or as the 21st of this person's on this field in this round.
 */
export async function saveFieldComment(db: Queryable, input: FieldCommentInput): Promise<FieldCommentSave> {
  if (input.reviewType !== 'comment' && input.reviewType !== 'edit') return { kind: 'refused', message: FIELD_COMMENT_MESSAGES.readOnly, status: 403 };
  if (input.right !== 'write') return { kind: 'refused', message: FIELD_COMMENT_MESSAGES.closed, status: 403 };
  if (!input.fieldUids.includes(input.fieldUid)) return { kind: 'refused', message: FIELD_COMMENT_MESSAGES.unknownField, status: 400 };
  const body = commentBodyFromPost(input.body);
  const tooLarge = commentSizeRefusal(body);
  if (tooLarge) return { kind: 'refused', message: tooLarge, status: 400 };
  if (commentHtmlToText(body).trim() === '') return { kind: 'refused', message: FIELD_COMMENT_MESSAGES.empty, status: 400 };
  const author = input.author.email.trim().toLowerCase();
  return inTransaction(db, async (tx) => {
    // the user workflow's row lock: two posts at once cannot both be the 20th
    await tx.selectFrom('user_workflows').select('id').where('id', '=', input.userWorkflowId).forUpdate().executeTakeFirst();
    // the round began when the form last passed between the spouses (answer-rounds.server.ts)
    const roundStart = await tx.selectFrom('answer_rounds').select((eb) => eb.fn.max('created_at').as('at')).where('user_workflow_id', '=', input.userWorkflowId).executeTakeFirst();
    let mine = tx
      .selectFrom('field_comments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_workflow_id', '=', input.userWorkflowId)
      .where('field_uid', '=', input.fieldUid)
      .where('author_email', '=', author);
    if (roundStart?.at) mine = mine.where('created_at', '>=', roundStart.at);
    if (Number((await mine.executeTakeFirstOrThrow()).count) >= FIELD_COMMENTS_PER_ROUND) return { kind: 'refused', message: FIELD_COMMENT_MESSAGES.perRound, status: 400 } as const;
    await tx
      .insertInto('field_comments')
      .values({ user_workflow_id: input.userWorkflowId, field_uid: input.fieldUid, author_email: author, author_id: input.author.userId, author_name: input.author.name, body })
      .execute();
    return { kind: 'saved', message: FIELD_COMMENT_MESSAGES.saved } as const;
  });
}

export interface FieldCommentView {
  id: number;
  authorEmail: string;
  authorName: string;
  /** sanitized again on the way out */
  html: string;
  at: string;
  unread: boolean;
}

/**
 * The comments on the given fields, oldest first, by field uid. `author` narrows them to one person's (the spouse
 * sees their own); `markRead` marks them read, as the owner is shown them now.
 */
export async function listFieldComments(db: Queryable, input: { userWorkflowId: string; fieldUids: readonly string[]; author?: string; markRead: boolean }): Promise<Record<string, FieldCommentView[]>> {
  if (input.fieldUids.length === 0) return {};
  let query = db
    .selectFrom('field_comments')
    .select(['id', 'field_uid', 'author_email', 'author_name', 'body', 'read_at', 'created_at'])
    .where('user_workflow_id', '=', input.userWorkflowId)
    .where('field_uid', 'in', [...input.fieldUids]);
  if (input.author !== undefined) query = query.where('author_email', '=', input.author.toLowerCase());
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const byField: Record<string, FieldCommentView[]> = {};
  for (const r of rows) {
    (byField[r.field_uid] ??= []).push({ id: r.id, authorEmail: r.author_email, authorName: r.author_name, html: sanitizeRichText(r.body), at: r.created_at.toISOString(), unread: r.read_at === null });
  }
  const unread = rows.filter((r) => r.read_at === null).map((r) => r.id);
  if (input.markRead && unread.length) await db.updateTable('field_comments').set({ read_at: new Date() }).where('id', 'in', unread).execute();
  return byField;
}
