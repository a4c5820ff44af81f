// Where the final document job of a user workflow stands (final_documents), and asking for it. Asking is
// idempotent: a request while one is queued or running starts no other (the row is locked while deciding, and the
// graphile-worker job key folds duplicates); a request finds a job that was lost (its row says queued or running
// but no live job exists) and queues it again. A job whose worker died mid-way is released by worker/stale-locks.ts
// and runs again by itself.
import { createHash } from 'node:crypto';
import { safeError } from '../../safe-errors';
import { getEnv } from '../../env.server';
import { sql } from 'kysely';
import { inTransaction, type Database, type Queryable } from '../../../db/client';
import type { FinalDocumentStatus } from '../../../db/schema';
import { TimestampError } from '../sealing/timestamp.server';
import { SealingSettingsError } from '../sealing/sealer.server';
import { FinalDocumentError, produceFinalDocument, type FinalDocumentSettings, type SealedFinalDocument } from './final-document.server';

/** The job's attempts: a worker that dies mid-run costs one, so a crash is retried while an ordinary failure is recorded, not retried. */
const MAX_ATTEMPTS = 5;

/**
 * The job that renders, stamps and seals the final PDF. Jobs queued before it had a name of its own ran as
 * render_documents with which 'final', and that task still hands them here (worker/tasks/render-documents.ts).
 */
export const SEAL_FINAL_DOCUMENT_TASK = 'seal_final_document';

export interface SealFinalDocumentPayload {
  userWorkflowId: string;
}

/**
 * The named queue of a user workflow's sealing job. graphile-worker runs one job of a named queue at a time, across
 * every worker process, so SEALING_CONCURRENCY queues (by default one) let that many documents be sealed at once
 * while the workers' other slots go on sending e-mails: a hundred documents asked for together are sealed one after
 * another instead of all at once (less memory, and the app's pages keep the cores; issue 33, sealing under load).
 */
export function sealingQueueOf(userWorkflowId: string, queues = getEnv().SEALING_CONCURRENCY): string {
  if (queues <= 1) return 'final-documents';
  const digest = createHash('sha256').update(userWorkflowId).digest();
  return `final-documents-${digest.readUInt32BE(0) % queues}`;
}

/** One job a user workflow at a time, whichever task name it was queued under: the key is the same. */
export function finalDocumentJobKey(userWorkflowId: string): string {
  return `documents:${userWorkflowId}:final`;
}

export type FinalDocumentState =
  | { status: 'none' }
  | { status: 'queued' | 'running'; since: Date }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; sealedDocumentId: string };

async function liveJobExists(tx: Queryable, userWorkflowId: string): Promise<boolean> {
  const { rows } = await sql<{ live: boolean }>`
    select exists (select 1 from graphile_worker._private_jobs where key = ${finalDocumentJobKey(userWorkflowId)} and attempts < max_attempts) as live`.execute(tx);
  return rows[0]!.live;
}

type Row = { status: FinalDocumentStatus; reason: string | null; sealed_document_id: string | null; requested_at: Date; final_pdf_key: string | null };

function stateOf(row: Row | undefined): FinalDocumentState {
  if (!row) return { status: 'none' };
  if (row.status === 'ready') return row.sealed_document_id && row.final_pdf_key ? { status: 'ready', sealedDocumentId: row.sealed_document_id } : { status: 'none' };
  if (row.status === 'failed') return { status: 'failed', reason: row.reason ?? 'The final documents could not be made.' };
  return { status: row.status, since: row.requested_at };
}

function readRow(db: Queryable, userWorkflowId: string) {
  return db
    .selectFrom('final_documents')
    .innerJoin('user_workflows', 'user_workflows.id', 'final_documents.user_workflow_id')
    .select(['final_documents.status', 'final_documents.reason', 'final_documents.sealed_document_id', 'final_documents.requested_at', 'user_workflows.final_pdf_key'])
    .where('final_documents.user_workflow_id', '=', userWorkflowId)
    .executeTakeFirst();
}

/**
 * Locks the job's own row, then reads it in a statement of its own. Only the job's row: locking the workflow's row
 * too took it after this row, while the job's last transaction writes the workflow's row before this one, and the
 * two waited on each other. Not in one statement: a FOR UPDATE that waited for the job's last transaction reads the
 * locked row as that transaction left it but the joined workflow's row as it was before (final_pdf_key still
 * empty), so a document just sealed looked never made and was queued and sealed again (seen in bench:capacity's
 * sealing mode, a page refreshing itself at the moment the job committed).
 */
async function lockAndReadRow(tx: Queryable, userWorkflowId: string) {
  await tx.selectFrom('final_documents').select('user_workflow_id').where('user_workflow_id', '=', userWorkflowId).forUpdate().execute();
  return readRow(tx, userWorkflowId);
}

/** A sealed final document as its page shows it. */
export interface SealedSummary {
  file_name: string;
  verification_code: string;
  sealed_at: Date;
  sha256: string;
}

/**
 * Where the job stands, read in one statement without a lock (the job's row, the workflow's file, the sealed
 * document's fields and whether a live job stands behind it), and whether a request would change anything: a page
 * that refreshes itself while the document is being made answers from this alone, without the transaction, lock and
 * statements of `requestFinalDocument` (issue 33, sealing under load). `settled` is true exactly when
 * `requestFinalDocument` with `retryFailed: false` would return this state and queue nothing. One statement reads
 * one snapshot, so the job's row and the workflow's file are never seen from either side of the job's commit.
 */
export async function peekFinalDocument(db: Queryable, userWorkflowId: string): Promise<{ state: FinalDocumentState; settled: boolean; sealed: SealedSummary | undefined }> {
  const row = await db
    .selectFrom('final_documents')
    .innerJoin('user_workflows', 'user_workflows.id', 'final_documents.user_workflow_id')
    .leftJoin('sealed_documents', 'sealed_documents.id', 'final_documents.sealed_document_id')
    .select([
      'final_documents.status',
      'final_documents.reason',
      'final_documents.sealed_document_id',
      'final_documents.requested_at',
      'user_workflows.final_pdf_key',
      'sealed_documents.file_name',
      'sealed_documents.verification_code',
      'sealed_documents.sealed_at',
      'sealed_documents.sha256',
      sql<boolean>`exists (select 1 from graphile_worker._private_jobs where key = ${finalDocumentJobKey(userWorkflowId)} and attempts < max_attempts)`.as('live'),
    ])
    .where('final_documents.user_workflow_id', '=', userWorkflowId)
    .executeTakeFirst();
  const state = stateOf(row);
  const sealed = row?.file_name != null && row.verification_code != null && row.sealed_at != null && row.sha256 != null
    ? { file_name: row.file_name, verification_code: row.verification_code, sealed_at: row.sealed_at, sha256: row.sha256 }
    : undefined;
  const settled = (state.status === 'ready' && sealed !== undefined) || state.status === 'failed' || ((state.status === 'queued' || state.status === 'running') && row?.live === true);
  return { state, settled, sealed };
}

/** Where the job stands, without starting anything. */
export async function readFinalDocumentState(db: Queryable, userWorkflowId: string): Promise<FinalDocumentState> {
  return stateOf(await readRow(db, userWorkflowId));
}

/**
 * Asks for the final document: ready stays ready, queued or running with a live job stays as it is; anything else
 * (never asked, failed, lost, or cleared by a restart) queues the job. `retryFailed` false leaves a failure shown
 * until the person asks again, so a page that refreshes itself does not retry forever.
 */
export async function requestFinalDocument(db: Queryable, userWorkflowId: string, options: { retryFailed?: boolean } = {}): Promise<FinalDocumentState> {
  return inTransaction(db, async (tx) => {
    await tx.insertInto('final_documents').values({ user_workflow_id: userWorkflowId, status: 'queued' }).onConflict((oc) => oc.column('user_workflow_id').doNothing()).execute();
    const row = await lockAndReadRow(tx, userWorkflowId);
    if (!row) return { status: 'none' } as const;
    const state = stateOf(row);
    if (state.status === 'ready') return state;
    if (state.status === 'failed' && options.retryFailed === false) return state;
    if ((state.status === 'queued' || state.status === 'running') && (await liveJobExists(tx, userWorkflowId))) return state;
    const payload: SealFinalDocumentPayload = { userWorkflowId };
    await sql`select graphile_worker.add_job(${SEAL_FINAL_DOCUMENT_TASK}, ${JSON.stringify(payload)}::json, queue_name => ${sealingQueueOf(userWorkflowId)}, max_attempts => ${MAX_ATTEMPTS}, job_key => ${finalDocumentJobKey(userWorkflowId)})`.execute(tx);
    const requestedAt = new Date();
    await tx
      .updateTable('final_documents')
      .set({ status: 'queued', reason: null, error: null, sealed_document_id: null, requested_at: requestedAt, started_at: null, finished_at: null })
      .where('user_workflow_id', '=', userWorkflowId)
      .execute();
    return { status: 'queued', since: requestedAt } as const;
  });
}

/** The person's words for a failure; the technical reason goes to the log and the error column. */
function reasonFor(error: unknown): string {
  if (error instanceof FinalDocumentError) return error.message;
  if (error instanceof TimestampError) return 'The timestamp service that dates the seal on your documents did not answer, so they were not sealed. Please try again in a few minutes.';
  if (error instanceof SealingSettingsError) return 'Your documents could not be sealed because of a problem on our side. We have been told; please try again later.';
  return 'Something went wrong while your final documents were being made. Please try again; if it happens again, contact us.';
}

export type FinalDocumentRun = { made: SealedFinalDocument } | { failed: string; error: string };

/** The job's work: marks the run, makes the document, and records a failure instead of retrying it. */
export async function runFinalDocumentJob(db: Database, userWorkflowId: string, settings: FinalDocumentSettings): Promise<FinalDocumentRun> {
  const exists = await db.selectFrom('user_workflows').select('id').where('id', '=', userWorkflowId).executeTakeFirst();
  if (!exists) return { failed: 'This form no longer exists.', error: `user workflow ${userWorkflowId} no longer exists` };
  await db
    .insertInto('final_documents')
    .values({ user_workflow_id: userWorkflowId, status: 'running', started_at: new Date(), runs: 1 })
    .onConflict((oc) => oc.column('user_workflow_id').doUpdateSet({ status: 'running', started_at: new Date(), runs: sql`final_documents.runs + 1`, reason: null, error: null }))
    .execute();
  try {
    return { made: await produceFinalDocument(db, userWorkflowId, settings) };
  } catch (error) {
    // kept in final_documents.error and logged: without any answer the error echoed (lib/safe-errors.ts)
    const technical = safeError(error).message;
    const reason = reasonFor(error);
    await db.updateTable('final_documents').set({ status: 'failed', reason, error: technical, finished_at: new Date() }).where('user_workflow_id', '=', userWorkflowId).execute();
    return { failed: reason, error: technical };
  }
}
