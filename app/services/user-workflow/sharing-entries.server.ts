// Sharing entries: who a user workflow is shared with and how (end-user-journey.md §3). Only the owner's share
// (or an admin's for them) creates one, so a spouse's access never comes from what a sign-up form claimed. The
// number of entries per review type is limited per form: read-only 1, comment 1, edit 0 unless the published
// workflow's Sharing Logic rule says otherwise (the engine's evaluation gives the limits in force).
import type { Queryable } from '../../db.server';
import type { ReviewType } from '../../../db/schema';
import type { Language } from '../../../i18n/languages';
import { evaluateAnswers, type SpouseConfirmation } from '../../engine.server';
import { engineForPublished, loadAnswers, rawAnswers } from './stored-answers.server';
import { canonicalAnswersSha256 } from '../../../lib/documents/answers-hash.server';

export const REVIEW_TYPES = ['read-only', 'comment', 'edit'] as const satisfies readonly ReviewType[];

export const REVIEW_TYPE_LABELS: Record<ReviewType, string> = {
  'read-only': 'read only',
  comment: 'comment',
  edit: 'edit',
};

export const SHARING_MESSAGES = {
  limitReached: (type: ReviewType, limit: number) =>
    limit === 0
      ? `This form cannot be shared for review with the '${REVIEW_TYPE_LABELS[type]}' access.`
      : `This form can be shared for review with the '${REVIEW_TYPE_LABELS[type]}' access with only ${limit} ${limit === 1 ? 'person' : 'people'}, and that is already done.`,
  ownEmail: "Sorry, your email cannot match your spouse's",
} as const;

const SHARING_ENTRY_COLUMNS = [
  'id',
  'user_workflow_id',
  'email',
  'name',
  'review_type',
  'access',
  'agreed_with_spouse',
  'comments_disabled',
  'confirmation_response',
  'confirmation_at',
  'is_new',
  'language',
  'first_accessed_at',
  'last_accessed_at',
  'created_at',
] as const;

export type SharingEntry = Awaited<ReturnType<typeof listSharingEntries>>[number];

/** The entries of a user workflow, the first shared first. */
export function listSharingEntries(db: Queryable, userWorkflowId: string) {
  return db.selectFrom('sharing_entries').select(SHARING_ENTRY_COLUMNS).where('user_workflow_id', '=', userWorkflowId).orderBy('id').execute();
}

/** The entry that shares this user workflow with this e-mail, if any. */
export function findSharingEntry(db: Queryable, userWorkflowId: string, email: string) {
  return db
    .selectFrom('sharing_entries')
    .select(SHARING_ENTRY_COLUMNS)
    .where('user_workflow_id', '=', userWorkflowId)
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The limits per review type in force for this user workflow, from its published workflow and answers. */
export async function sharingLimitsFor(db: Queryable, workflow: { id: string; published_workflow_id: string; collaborate: boolean }) {
  const engine = await engineForPublished(db, workflow.published_workflow_id);
  const answers = rawAnswers(await loadAnswers(db, workflow.id));
  return evaluateAnswers(engine, answers, { collaborate: workflow.collaborate }).sharingLimits;
}

const LIMIT_KEY = { 'read-only': 'readOnly', comment: 'comment', edit: 'edit' } as const satisfies Record<ReviewType, string>;

export interface ShareInput {
  userWorkflow: { id: string; published_workflow_id: string; collaborate: boolean; owner_email: string };
  email: string;
  name: string;
  reviewType: ReviewType;
  /** who shares: the owner, or an admin acting for them */
  sharedBy: string;
  /** the language of the person's e-mails while they have no account (the share dialog's choice); kept when absent */
  language?: Language;
}

export type ShareOutcome = { kind: 'shared'; entryId: number; created: boolean } | { kind: 'refused'; message: string };

/**
 * Shares the user workflow with an e-mail, within the limits. Sharing again with the same e-mail (a re-share after
 * the spouse's review) keeps the one entry and gives it access again; a new e-mail beyond its type's limit is
 * refused with a message. Call it inside the transaction that moves the step, so a refused step leaves no entry.
 */
export async function shareUserWorkflow(tx: Queryable, input: ShareInput): Promise<ShareOutcome> {
  const email = input.email.trim().toLowerCase();
  if (email === input.userWorkflow.owner_email.toLowerCase()) return { kind: 'refused', message: SHARING_MESSAGES.ownEmail };
  const existing = await findSharingEntry(tx, input.userWorkflow.id, email);
  if (existing) {
    await tx
      .updateTable('sharing_entries')
      .set({ name: input.name, review_type: input.reviewType, access: true, is_new: true, ...(input.language ? { language: input.language } : {}) })
      .where('id', '=', existing.id)
      .execute();
    return { kind: 'shared', entryId: existing.id, created: false };
  }
  const limits = await sharingLimitsFor(tx, input.userWorkflow);
  const limit = limits[LIMIT_KEY[input.reviewType]];
  const { count } = await tx
    .selectFrom('sharing_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_workflow_id', '=', input.userWorkflow.id)
    .where('review_type', '=', input.reviewType)
    .executeTakeFirstOrThrow();
  if (Number(count) >= limit) return { kind: 'refused', message: SHARING_MESSAGES.limitReached(input.reviewType, limit) };
  const row = await tx
    .insertInto('sharing_entries')
    .values({ user_workflow_id: input.userWorkflow.id, email, name: input.name, review_type: input.reviewType, created_by: input.sharedBy, ...(input.language ? { language: input.language } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { kind: 'shared', entryId: row.id, created: true };
}

/** Records a visit of the shared person: the first and the last access, and the entry is no longer new. */
export async function recordSharingVisit(db: Queryable, entryId: number, at = new Date()): Promise<void> {
  await db
    .updateTable('sharing_entries')
    .set((eb) => ({ first_accessed_at: eb.fn.coalesce('first_accessed_at', eb.val(at)), last_accessed_at: at, is_new: false }))
    .where('id', '=', entryId)
    .execute();
}

/** What the step machine mirrors on the entries (its 'sharing.update' effect): the first entry's agreement, every entry's comment lock. */
export async function mirrorOnSharingEntries(tx: Queryable, userWorkflowId: string, update: { agreedWithSpouse?: boolean; commentsDisabled?: boolean; confirmation?: SpouseConfirmation }) {
  if (update.commentsDisabled !== undefined)
    await tx.updateTable('sharing_entries').set({ comments_disabled: update.commentsDisabled }).where('user_workflow_id', '=', userWorkflowId).execute();
  if (update.agreedWithSpouse === false)
    await tx.updateTable('sharing_entries').set({ agreed_with_spouse: false, agreed_answers_sha256: null }).where('user_workflow_id', '=', userWorkflowId).execute();
  if (!update.agreedWithSpouse && !update.confirmation) return;
  // §4: agreeing "marks the first sharing entry agreedWithSpouse" (withdrawing cleared every entry's mark above); the
  // spouse's confirmed answer and its time (§3 user.confirmation {response, time}) go on the same entry
  const first = await tx.selectFrom('sharing_entries').select('id').where('user_workflow_id', '=', userWorkflowId).orderBy('id').limit(1).executeTakeFirst();
  if (!first) return;
  await tx
    .updateTable('sharing_entries')
    .set({
      // the agreement records the answers it covers, as a signature does: a later change of them voids it (answers.server.ts)
      ...(update.agreedWithSpouse ? { agreed_with_spouse: true, agreed_answers_sha256: await canonicalAnswersSha256(tx, userWorkflowId) } : {}),
      ...(update.confirmation ? { confirmation_response: update.confirmation, confirmation_at: new Date() } : {}),
    })
    .where('id', '=', first.id)
    .execute();
}

/** The owner's restart or an outdated-form update: nobody keeps access to the old questionnaire. */
export async function deleteSharingEntries(tx: Queryable, userWorkflowId: string): Promise<void> {
  await tx.deleteFrom('sharing_entries').where('user_workflow_id', '=', userWorkflowId).execute();
}

/** The user workflows shared with this e-mail (/shared-forms), the newest share first. */
export function formsSharedWith(db: Queryable, email: string) {
  return db
    .selectFrom('sharing_entries')
    .innerJoin('user_workflows', 'user_workflows.id', 'sharing_entries.user_workflow_id')
    .innerJoin('users as owners', 'owners.id', 'user_workflows.owner_id')
    .select([
      'user_workflows.id',
      'user_workflows.name',
      'user_workflows.state',
      'user_workflows.county',
      'user_workflows.type',
      'owners.first_name as owner_first_name',
      'owners.last_name as owner_last_name',
      'owners.email as owner_email',
      'sharing_entries.review_type',
      'sharing_entries.access',
      'sharing_entries.is_new',
      'sharing_entries.agreed_with_spouse',
    ])
    .where('sharing_entries.email', '=', email.trim().toLowerCase())
    .orderBy('sharing_entries.id', 'desc')
    .execute();
}
