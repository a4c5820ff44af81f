// The final document page of a user workflow (petitioner step 7, respondent step 3): where its job stands, asked
// for when none ran, and the sealed file itself for the download. Nothing is asked for before both spouses have
// signed (the step machine's step 7): the page says what is missing instead.
import { Readable } from 'node:stream';
import type { Queryable } from '../../db.server';
import { fileHeaders } from '../../../lib/content-disposition';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import { peekFinalDocument, requestFinalDocument, type FinalDocumentState, type SealedSummary } from '../../../lib/documents/final-document/final-document-jobs.server';
import { formatEvidenceTime } from '../../../lib/documents/final-document/evidence-time';
import { formatDateTimeWithZone } from '../../utils/date-time';
import type { Language } from '../../../i18n/languages';
import type { TFunction } from 'i18next';
import guide from '../../../i18n/catalogues/en/guide';
import { knownTextKey } from '../../i18n/known-texts.server';

/** The step machine's last petitioner step: both have signed (or the unilateral petitioner has). */
const COMPLETED_STEP = 7;


export type FinalDocumentView =
  | { kind: 'not-signed' }
  /** `refreshSeconds`: when the page asks again (refreshAfterSeconds) */
  | { kind: 'preparing'; refreshSeconds: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'ready'; fileName: string; verificationCode: string; sealedAt: string; sha256: string };

export function finalDocumentPath(userWorkflowId: string): string {
  return `/legal-form-guide/divorce-forms/${userWorkflowId}/final-document`;
}

/** The waits between the progress page's refreshes, then the longest: it asks less often as the wait grows. */
export const REFRESH_BACK_OFF_SECONDS = [5, 10, 20] as const;
export const REFRESH_LONGEST_SECONDS = 30;

/**
 * How long the progress page waits before asking again, by how long the document has been waited for: 5 s, then
 * 10 s, 20 s, and every 30 s after (a person who opened the page when the document was asked for sees it refresh
 * at 5, 15, 35, 65, 95 s, ...). Taken from the wait, not from a count the page carries, so it is the same with and
 * without JavaScript and for both spouses, and a hundred owners waiting on a long queue ask twice a minute each
 * instead of every 3 s (issue 33, sealing under load: their refreshes were the load).
 */
export function refreshAfterSeconds(waitedSeconds: number): number {
  let elapsed = 0;
  for (const wait of REFRESH_BACK_OFF_SECONDS) {
    if (waitedSeconds < elapsed + wait) return wait;
    elapsed += wait;
  }
  return REFRESH_LONGEST_SECONDS;
}

async function viewOf(db: Queryable, state: FinalDocumentState, timeZone: string, now: Date, language: Language, known?: SealedSummary): Promise<FinalDocumentView> {
  if (state.status === 'failed') return { kind: 'failed', reason: state.reason };
  if (state.status !== 'ready') {
    const waited = state.status === 'none' ? 0 : (now.getTime() - state.since.getTime()) / 1000;
    return { kind: 'preparing', refreshSeconds: refreshAfterSeconds(waited) };
  }
  const sealed =
    known ??
    (await db
      .selectFrom('sealed_documents')
      .select(['file_name', 'verification_code', 'sealed_at', 'sha256'])
      .where('id', '=', state.sealedDocumentId)
      .executeTakeFirstOrThrow());
  // English keeps the certificate's evidence time (to the second, and in UTC); another language its own date words
  const sealedAt = language === 'en' ? formatEvidenceTime(sealed.sealed_at, timeZone) : formatDateTimeWithZone(sealed.sealed_at, timeZone, language);
  return { kind: 'ready', fileName: sealed.file_name, verificationCode: sealed.verification_code, sealedAt, sha256: sealed.sha256 };
}

/**
 * The page's state; asks for the document when none was made or asked for (a failure waits for 'Try again'). A page
 * that refreshes itself while the document is being made, or shows it ready, answers from one statement; only a
 * page that would ask for the document takes requestFinalDocument's transaction.
 */
export async function loadFinalDocumentPage(db: Queryable, workflow: { id: string; step: number }, timeZone: string, now = new Date(), language: Language = 'en'): Promise<FinalDocumentView> {
  if (workflow.step < COMPLETED_STEP) return { kind: 'not-signed' };
  const seen = await peekFinalDocument(db, workflow.id);
  if (seen.settled) return viewOf(db, seen.state, timeZone, now, language, seen.sealed);
  return viewOf(db, await requestFinalDocument(db, workflow.id, { retryFailed: false }), timeZone, now, language);
}

/**
 * The view with a failure's reason in the page's words: the final document job keeps the person's reason in English
 * (lib/documents/final-document, beside the technical error), so it is said by its words; one no entry matches (a
 * reason written since) is shown as it came.
 */
export function sayFinalDocumentView(t: TFunction<'guide'>, view: FinalDocumentView): FinalDocumentView {
  if (view.kind !== 'failed') return view;
  const known = knownTextKey(guide.finalDocument.reasons, view.reason);
  return known ? { ...view, reason: t(`finalDocument.reasons.${known.key as keyof typeof guide.finalDocument.reasons}`) } : view;
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
