// The User Workflow Data page (administration-platform.md §2.12): finding a user workflow by its owner's e-mail or
// its id, everything an admin needs to see why it is stuck (steps, sharing, payments, e-mails, its audit trail),
// and the reset, which is the step machine's ADMIN_RESET like every other step change.
import { sql } from 'kysely';
import type { Database, Queryable } from '../../../db/client';
import { applyStepEvent } from '../user-workflow/user-workflows.server';
import { listSharingEntries } from '../user-workflow/sharing-entries.server';
import { recordAudit } from '../../../lib/audit-events.server';
import { requestFinalDocument } from '../../../lib/documents/final-document/final-document-jobs.server';
import { signedDocumentUnavailable } from '../../../lib/documents/user-workflow-documents.server';
import { writtenIn } from '../mailbox.server';

export const RETRY_FINAL_DONE = 'The final documents were asked for again. The page shows where they stand.';

export const RETURN_TO_SIGNING_DONE = 'The form is back at signing (step 5). Its signatures no longer count, and everyone who signed was asked by e-mail to sign again.';

export const RESET_DONE = 'The user workflow was reset: step 1, respondent step 1 (not shared), sharing emptied.';

/** At most this many user workflows answer one search (an e-mail has a handful; a partial one could match many). */
export const SEARCH_LIMIT = 50;

export interface FoundUserWorkflow {
  id: string;
  name: string;
  ownerEmail: string;
  ownerName: string;
  step: number;
  respondentStep: number | null;
  modifiedAt: Date;
}

/**
 * The user workflows whose id is `term`, or whose owner's e-mail contains it (case does not matter), most
 * recently changed first. An empty term finds nothing rather than everything.
 */
export async function findUserWorkflows(db: Queryable, term: string): Promise<FoundUserWorkflow[]> {
  const search = term.trim().toLowerCase();
  if (search === '') return [];
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('user_workflows as w')
    .innerJoin('users as u', 'u.id', 'w.owner_id')
    .select(['w.id', 'w.name', 'w.step', 'w.respondent_step', 'w.modified_at', 'u.email', 'u.first_name', 'u.last_name'])
    .where((eb) => eb.or([eb('w.id', '=', term.trim()), eb('u.email', 'like', like)]))
    .orderBy('w.modified_at', 'desc')
    .orderBy('w.id')
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    ownerEmail: r.email,
    ownerName: `${r.first_name} ${r.last_name}`.trim(),
    step: r.step,
    respondentStep: r.respondent_step,
    modifiedAt: r.modified_at,
  }));
}

/** One user workflow as the page shows it, or undefined when there is none with this id. */
export async function loadUserWorkflowData(db: Queryable, id: string) {
  const workflow = await db
    .selectFrom('user_workflows as w')
    .innerJoin('users as u', 'u.id', 'w.owner_id')
    .select([
      'w.id', 'w.name', 'w.state', 'w.type', 'w.county', 'w.children_option', 'w.collaborate', 'w.step', 'w.respondent_step', 'w.final_pdf_key',
      'w.created_at', 'w.modified_at', 'w.published_workflow_id', 'u.email', 'u.first_name', 'u.last_name',
    ])
    .where('w.id', '=', id)
    .executeTakeFirst();
  if (!workflow) return undefined;
  const [sharing, payments, emails, audit, answers, finalDocument] = await Promise.all([
    listSharingEntries(db, id),
    db
      .selectFrom('payments')
      .select(['id', 'level', 'variant', 'status', 'amount_cents', 'coupon_code', 'provider', 'created_at', 'completed_at'])
      .where('user_workflow_id', '=', id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('emails')
      .select(['id', 'to_email', 'subject', 'template', 'status', 'send_on', 'created_at', 'sent_at', writtenIn])
      .where('user_workflow_id', '=', id)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute(),
    db
      .selectFrom('audit_events as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select(['a.id', 'a.type', 'a.created_at', 'a.data', 'u.first_name', 'u.last_name', 'u.email'])
      .where('a.user_workflow_id', '=', id)
      .orderBy('a.id', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('answers')
      .select((eb) => [eb.fn.countAll<string>().as('total'), eb.fn.count<string>(sql`case when answered then 1 end`).as('answered')])
      .where('user_workflow_id', '=', id)
      .executeTakeFirstOrThrow(),
    db.selectFrom('final_documents').select(['status', 'reason', 'error', 'runs', 'requested_at', 'finished_at']).where('user_workflow_id', '=', id).executeTakeFirst(),
  ]);
  // a form at signing whose workflow marks no document (or several) to sign waits for ever: the admin is told why
  const stipulationProblem = workflow.step === 5 || workflow.step === 6 ? await signedDocumentUnavailable(db, workflow.published_workflow_id) : undefined;
  return {
    stipulationProblem: stipulationProblem ?? null,
    workflow: {
      id: workflow.id,
      name: workflow.name,
      state: workflow.state,
      type: workflow.type,
      county: workflow.county,
      childrenOption: workflow.children_option,
      collaborate: workflow.collaborate,
      step: workflow.step,
      respondentStep: workflow.respondent_step,
      hasFinalPdf: workflow.final_pdf_key !== null,
      createdAt: workflow.created_at,
      modifiedAt: workflow.modified_at,
      publishedWorkflowId: workflow.published_workflow_id,
      ownerEmail: workflow.email,
      ownerName: `${workflow.first_name} ${workflow.last_name}`.trim(),
    },
    answers: { total: Number(answers.total), answered: Number(answers.answered) },
    finalDocument: finalDocument ?? null,
    sharing,
    payments,
    emails,
    audit: audit.map((a) => ({
      id: a.id,
      type: a.type,
      at: a.created_at,
      // the admin's name is kept in the reset's own event, so the trail still says who after a name change
      by: auditActor(a.data, a.first_name === null ? null : `${a.first_name} ${a.last_name}`.trim()),
      email: a.email,
    })),
  };
}

export type UserWorkflowData = NonNullable<Awaited<ReturnType<typeof loadUserWorkflowData>>>;

function auditActor(data: Record<string, unknown>, actorName: string | null): string {
  const event = data.event as { by?: unknown } | undefined;
  if (typeof event?.by === 'string' && event.by !== '') return event.by;
  return actorName ?? 'the system';
}

export type ResetOutcome = { reset: true } | { reset: false; reason: string };

/**
 * §2.12's reset: step 1, the respondent back to before the invitation, the sharing emptied, carried out by the
 * step machine (ADMIN_RESET) in one transaction with its effects and the audit row naming the admin.
 */
export async function resetUserWorkflow(db: Database, id: string, admin: { id: string; name: string }): Promise<ResetOutcome> {
  const exists = await db.selectFrom('user_workflows').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return { reset: false, reason: 'This user workflow could not be found. It may have been deleted.' };
  const result = await applyStepEvent(db, id, { type: 'ADMIN_RESET', confirmed: true, admin: true, by: admin.name }, { actorId: admin.id });
  if (!result.accepted) return { reset: false, reason: `The reset was refused: ${result.refusal ?? 'the step machine did not accept it'}` };
  return { reset: true };
}

export interface FailedFinalDocument {
  id: string;
  name: string;
  ownerEmail: string;
  reason: string;
  error: string;
  failedAt: Date | null;
}

/** Every user workflow whose final documents failed and were not asked for again: the admin's list of who waits. */
export async function listFailedFinalDocuments(db: Queryable): Promise<FailedFinalDocument[]> {
  const rows = await db
    .selectFrom('final_documents as f')
    .innerJoin('user_workflows as w', 'w.id', 'f.user_workflow_id')
    .innerJoin('users as u', 'u.id', 'w.owner_id')
    .select(['w.id', 'w.name', 'u.email', 'f.reason', 'f.error', 'f.finished_at'])
    .where('f.status', '=', 'failed')
    // a form sent back to signing no longer waits on this failure
    .where('w.step', '=', 7)
    .orderBy('f.finished_at', 'desc')
    .limit(SEARCH_LIMIT)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, ownerEmail: r.email, reason: r.reason ?? '', error: r.error ?? '', failedAt: r.finished_at }));
}

export type RetryFinalOutcome = { retried: true } | { retried: false; reason: string };

/** An admin asks for a failed final document again; the request is kept in the audit trail with the admin's name. */
export async function retryFinalDocumentAsAdmin(db: Database, id: string, admin: { id: string; name: string }): Promise<RetryFinalOutcome> {
  const workflow = await db.selectFrom('user_workflows').select(['id', 'step']).where('id', '=', id).executeTakeFirst();
  if (!workflow) return { retried: false, reason: 'This user workflow could not be found. It may have been deleted.' };
  if (workflow.step < 7) return { retried: false, reason: 'This form has not been signed by everyone yet, so it has no final documents to make.' };
  await db.transaction().execute(async (tx) => {
    await requestFinalDocument(tx, id, { retryFailed: true });
    await recordAudit(tx, { userWorkflowId: id, actorId: admin.id }, 'ADMIN_RETRY_FINAL_DOCUMENT', { event: { by: admin.name } });
  });
  return { retried: true };
}

/**
 * Sends a completed form whose final documents cannot be made back to signing: the step machine's
 * ADMIN_RETURN_TO_SIGNING (step 5, signatures superseded, the stipulation made again, the 'sign-again' e-mails),
 * audited with the admin's name like every step change.
 */
export async function returnToSigning(db: Database, id: string, admin: { id: string; name: string }): Promise<ResetOutcome> {
  const exists = await db.selectFrom('user_workflows').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) return { reset: false, reason: 'This user workflow could not be found. It may have been deleted.' };
  const result = await applyStepEvent(db, id, { type: 'ADMIN_RETURN_TO_SIGNING', confirmed: true, admin: true, by: admin.name }, { actorId: admin.id });
  if (!result.accepted) return { reset: false, reason: 'Only a form that everyone has signed (step 7) can be sent back to signing.' };
  return { reset: true };
}
