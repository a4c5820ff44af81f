// The render_documents job's work: the user workflow's documents rendered by the engine from its published
// definition and saved answers, with the PDF templates and images copied under the user workflow, stored
// through the file storage. 'stipulation' renders that document alone (step 5, to review and sign); 'final'
// renders every document that applies, signed, and is sealed by the final document job (final-document/).
import { createHash } from 'node:crypto';
import { safePdfAssetLoader } from '../pdf-sandbox.server';
import { findSignedDocument, signedDocumentProblem } from '@accord/engine';
import type { DocumentReading, DocumentSet, RenderInput, RenderResult } from '@accord/engine';
import type { Queryable } from '../../db/client';
import { fileKey, PostgresFileStorage, type FileKey } from '../file-storage.server';
import { readPublishedDefinition } from './published-definition.server';
import { renderWorkflow } from './render-workflow.server';
import { readSpouses } from './spouses.server';

export const PRODUCT_NAME = 'Accord';

/** The job that renders the stipulation, queued by the step machine's 'documents.generate' effect. */
export const RENDER_DOCUMENTS_TASK = 'render_documents';

export interface RenderDocumentsPayload {
  userWorkflowId: string;
  /** 'final' only in jobs queued before the final document had its own task (seal_final_document) */
  which: DocumentSet;
}

/** Where a user workflow's rendered documents are kept. */
export function documentsKey(userWorkflowId: string, which: DocumentSet): FileKey {
  return fileKey('user-workflows', userWorkflowId, 'documents', `${which}.pdf`);
}

/**
 * Where the stipulation's reading is kept (issue 32, item 9): the headings, paragraphs and answers its PDF's structure
 * tree holds, as the render drew them, beside the PDF they read, so the signing step shows the same text as a page.
 */
export function readingKey(userWorkflowId: string): FileKey {
  return fileKey('user-workflows', userWorkflowId, 'documents', 'stipulation-reading.json');
}

/** The stored reading, with the SHA-256 of the PDF it reads: a reading of another version is never shown with it. */
export interface StoredReading {
  pdfSha256: string;
  documents: DocumentReading[];
}

/**
 * Where a document's asset is stored for this user workflow. Templates and images were copied under the user
 * workflow when it started (copyFormFiles) and are named relative to it; an answer's file (an upload, a typed
 * signature) holds its full key, already under the user workflow. Any other key is read as relative, so a
 * reference cannot reach another user workflow's files.
 */
export function userWorkflowAssetKey(userWorkflowId: string, ref: string): FileKey {
  const own = `user-workflows/${userWorkflowId}/`;
  const relative = ref.startsWith(own) ? ref.slice(own.length) : ref;
  return fileKey('user-workflows', userWorkflowId, ...relative.split('/'));
}

export type RenderedDocuments = { key: FileKey; fileName: string; pageCount: number } | { skipped: string };

/** What the engine made of a user workflow's documents, before anything is stored. */
export type RenderedForUserWorkflow = { result: RenderResult; userWorkflow: { id: string; owner_id: string; published_workflow_id: string } } | { skipped: string };

/**
 * Renders a user workflow's documents from its published definition and saved answers, with the signatures
 * given placed where the workflow's signature actions say. 'stipulation' renders that document alone.
 */
export async function renderForUserWorkflow(
  db: Queryable,
  userWorkflowId: string,
  which: DocumentSet,
  options: { signatures?: RenderInput['signatures']; now?: Date } = {},
): Promise<RenderedForUserWorkflow> {
  const userWorkflow = await db
    .selectFrom('user_workflows')
    .select(['id', 'owner_id', 'published_workflow_id', 'collaborate'])
    .where('id', '=', userWorkflowId)
    .executeTakeFirst();
  if (!userWorkflow) return { skipped: `user workflow ${userWorkflowId} no longer exists` };
  const definition = await readPublishedDefinition(db, userWorkflow.published_workflow_id);
  const documents = definition.documents ?? [];
  const stipulation = findSignedDocument(documents);
  if (which === 'stipulation' && !stipulation) return { skipped: `published workflow ${userWorkflow.published_workflow_id}: ${signedDocumentProblem(documents)}` };

  const rows = await db.selectFrom('answers').select(['field_uid', 'value']).where('user_workflow_id', '=', userWorkflowId).execute();
  const answers = Object.fromEntries(rows.map((row) => [row.field_uid, row.value]));
  const spouses = await readSpouses(db, userWorkflow);
  const storage = new PostgresFileStorage(db);
  const result = await renderWorkflow({
    definition,
    answers,
    collaborate: userWorkflow.collaborate,
    signatures: options.signatures,
    onlyDocuments: which === 'stipulation' ? [stipulation!.uid] : undefined,
    naming: { productName: PRODUCT_NAME, petitionerName: spouses.petitioner.name, respondentName: spouses.respondent.email ? spouses.respondent.name : '', date: options.now },
    now: options.now,
    // templates and images were copied under the user workflow when it started (copyFormFiles); a template stored
    // before PDFs were read safely is read in the sandbox first, so it cannot stop the app or the worker
    loadAsset: safePdfAssetLoader(async (ref) => {
      const file = await storage.get(userWorkflowAssetKey(userWorkflowId, ref));
      if (!file) throw new Error(`user workflow ${userWorkflowId}: the file '${ref}' its documents use is not stored`);
      return new Uint8Array(await file.stream.toArray().then((chunks: Buffer[]) => Buffer.concat(chunks)));
    }),
  });
  return { result, userWorkflow };
}

/**
 * Why a published workflow's stipulation can never be made (its documents mark none or several to sign, ADR 027),
 * in the author's words for the admin; undefined when it can. The person sees SIGNING_TEXTS.stipulationCannotBeMade.
 */
export async function signedDocumentUnavailable(db: Queryable, publishedWorkflowId: string): Promise<string | undefined> {
  const definition = await readPublishedDefinition(db, publishedWorkflowId);
  return signedDocumentProblem(definition.documents ?? []);
}

/** Renders and stores the stipulation (step 5, to review and sign). The final PDF is the final document job's. */
export async function renderUserWorkflowDocuments(db: Queryable, userWorkflowId: string, which: DocumentSet): Promise<RenderedDocuments> {
  const rendered = await renderForUserWorkflow(db, userWorkflowId, which);
  if ('skipped' in rendered) return rendered;
  const { result } = rendered;
  const key = documentsKey(userWorkflowId, which);
  const storage = new PostgresFileStorage(db);
  await storage.put(key, result.bytes, { mediaType: 'application/pdf' });
  if (which === 'stipulation') {
    const reading: StoredReading = { pdfSha256: createHash('sha256').update(result.bytes).digest('hex'), documents: result.reading };
    await storage.put(readingKey(userWorkflowId), new TextEncoder().encode(JSON.stringify(reading)), { mediaType: 'application/json' });
  }
  return { key, fileName: result.fileName, pageCount: result.pageCount };
}
