// The final document page of a user workflow (petitioner step 7, respondent step 3): where its job stands, asked
// for when none ran, and the sealed file itself for the download. Nothing is asked for before both spouses have
// signed (the step machine's step 7): the page says what is missing instead.
import { Readable } from 'node:stream';
import type { Queryable } from '../../db.server';
import { fileHeaders } from '../../../lib/content-disposition';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import { requestFinalDocument, type FinalDocumentState } from '../../../lib/documents/final-document/final-document-jobs.server';
import { formatEvidenceTime } from '../../../lib/documents/final-document/evidence-time';
export { FINAL_DOCUMENT_TEXTS } from './final-document-texts';

/** The step machine's last petitioner step: both have signed (or the unilateral petitioner has). */
const COMPLETED_STEP = 7;


export type FinalDocumentView =
  | { kind: 'not-signed' }
  | { kind: 'preparing' }
  | { kind: 'failed'; reason: string }
  | { kind: 'ready'; fileName: string; verificationCode: string; sealedAt: string; sha256: string };

export function finalDocumentPath(userWorkflowId: string): string {
  return `/legal-form-guide/divorce-forms/${userWorkflowId}/final-document`;
}

async function viewOf(db: Queryable, state: FinalDocumentState, timeZone: string): Promise<FinalDocumentView> {
  if (state.status === 'failed') return { kind: 'failed', reason: state.reason };
  if (state.status !== 'ready') return { kind: 'preparing' };
  const sealed = await db
    .selectFrom('sealed_documents')
    .select(['file_name', 'verification_code', 'sealed_at', 'sha256'])
    .where('id', '=', state.sealedDocumentId)
    .executeTakeFirstOrThrow();
  return { kind: 'ready', fileName: sealed.file_name, verificationCode: sealed.verification_code, sealedAt: formatEvidenceTime(sealed.sealed_at, timeZone), sha256: sealed.sha256 };
}

/** The page's state; asks for the document when none was made or asked for (a failure waits for 'Try again'). */
export async function loadFinalDocumentPage(db: Queryable, workflow: { id: string; step: number }, timeZone: string): Promise<FinalDocumentView> {
  if (workflow.step < COMPLETED_STEP) return { kind: 'not-signed' };
  return viewOf(db, await requestFinalDocument(db, workflow.id, { retryFailed: false }), timeZone);
}

/** 'Try again' after a failure. */
export async function retryFinalDocument(db: Queryable, workflow: { id: string; step: number }): Promise<void> {
  if (workflow.step >= COMPLETED_STEP) await requestFinalDocument(db, workflow.id, { retryFailed: true });
}

/** The sealed PDF as a download under the spec's file name, or undefined when it is not ready. */
export async function finalDocumentDownload(db: Queryable, userWorkflowId: string): Promise<Response | undefined> {
  const row = await db
    .selectFrom('user_workflows')
    .innerJoin('sealed_documents', 'sealed_documents.file_key', 'user_workflows.final_pdf_key')
    .select(['sealed_documents.file_key', 'sealed_documents.file_name'])
    .where('user_workflows.id', '=', userWorkflowId)
    .executeTakeFirst();
  if (!row) return undefined;
  const file = await new PostgresFileStorage(db).get(fileKey(...row.file_key.split('/')));
  if (!file) return undefined;
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: fileHeaders({ mediaType: 'application/pdf', size: file.size, fileName: row.file_name, disposition: 'attachment', cacheControl: 'private, no-store' }),
  });
}
