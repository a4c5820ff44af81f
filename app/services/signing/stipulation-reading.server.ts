// The document to sign as text (issue 32, item 9; WCAG 1.1.1, 1.3.1): the reading the stipulation job stored beside
// the PDF, the headings, paragraphs and answers its tagged structure holds, shown on the signing step and the sign
// page in a disclosure. Only the reading of the PDF shown is ever shown: one of an earlier version is left out.
import type { Queryable } from '../../db.server';
import type { DocumentReading } from '../../engine.server';
import { readingKey, type StoredReading } from '../../../lib/documents/user-workflow-documents.server';
import { PostgresFileStorage, readAll } from '../../../lib/file-storage.server';
import type { UserWorkflowRow } from '../user-workflow/user-workflows.server';
import type { SignerRole } from '../user-workflow/signatures.server';
import { signingWordsFor, type GuideTexts } from './signing-words.server';
import { stipulationSha256 } from './submit-signature.server';

export interface StipulationReading {
  /** the disclosure's summary: 'Read the stipulation as text', or the signed document's name for another type */
  summary: string;
  /** the SHA-256 of the PDF this reads */
  documentSha256: string;
  documents: DocumentReading[];
}

/** The summary of the disclosure, in the words the signing step names the document with (ADR 028). */
export function readingSummary(words: { divorce: boolean; document: string }, t?: GuideTexts): string {
  if (t) return words.divorce ? t('signing.readingSummary.divorce') : t('signing.readingSummary.other', { document: words.document });
  return words.divorce ? 'Read the stipulation as text' : `Read ${words.document} as text`;
}

/** The stored reading of the user workflow's stipulation when it reads the PDF whose SHA-256 is `documentSha256`. */
export async function loadStipulationReading(
  db: Queryable,
  userWorkflowId: string,
  documentSha256: string | null | undefined,
  words: { divorce: boolean; document: string },
  t?: GuideTexts,
): Promise<StipulationReading | null> {
  if (!documentSha256) return null;
  const file = await new PostgresFileStorage(db).get(readingKey(userWorkflowId));
  if (!file) return null; // a stipulation rendered before its reading was stored: the PDF alone, until it is made again
  const stored = JSON.parse(Buffer.from(await readAll(file)).toString('utf8')) as StoredReading;
  if (stored.pdfSha256 !== documentSha256) return null;
  return { summary: readingSummary(words, t), documentSha256, documents: stored.documents };
}

/** The reading for the sign page (the confirm and the refusal without JavaScript): of the stipulation as it stands. */
export async function loadSignPageReading(
  db: Queryable,
  workflow: UserWorkflowRow,
  role: SignerRole,
  t?: GuideTexts,
): Promise<StipulationReading | null> {
  const [documentSha256, words] = await Promise.all([
    stipulationSha256(db, workflow.id),
    signingWordsFor(db, workflow, role, t),
  ]);
  return loadStipulationReading(db, workflow.id, documentSha256, words, t);
}
