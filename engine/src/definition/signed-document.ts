// Which document people review and sign at step 5 (ADR 027, a departure from workflow-builder.md §9): the one the
// builder marks (`signedDocument: true`, step 4). A definition that marks none keeps the spec's name rule, the first
// document whose name contains 'stipulation', so samples and versions published before the mark keep working.
import { engineText, englishOf, listOf, type EngineText } from './engine-text.ts';

/** What the choice reads of a document; the engine's Document and a malformed stored one both fit. */
export interface SignedDocumentCandidate {
  name?: unknown;
  signedDocument?: unknown;
}

export type SignedDocumentChoice<D> =
  | { document: D; index: number; by: 'mark' | 'name' }
  | { problem: 'none' }
  | { problem: 'several'; indexes: number[] };

/** The name the builder's step 4 gives the setting, quoted in the messages that ask for it. */
export const SIGNED_DOCUMENT_SETTING = 'People sign this document at step 5';

const nameOf = (document: SignedDocumentCandidate) => (typeof document.name === 'string' ? document.name : '');

/** The signed document of a list of documents, or why there is none. */
export function signedDocumentChoice<D extends SignedDocumentCandidate>(documents: readonly D[]): SignedDocumentChoice<D> {
  const marked = documents.flatMap((document, index) => (document.signedDocument === true ? [index] : []));
  if (marked.length > 1) return { problem: 'several', indexes: marked };
  if (marked.length === 1) return { document: documents[marked[0]!]!, index: marked[0]!, by: 'mark' };
  const named = documents.findIndex((document) => nameOf(document).toLowerCase().includes('stipulation'));
  return named >= 0 ? { document: documents[named]!, index: named, by: 'name' } : { problem: 'none' };
}

/** The document people sign at step 5, or undefined when none or several are marked (see signedDocumentChoice). */
export function findSignedDocument<D extends SignedDocumentCandidate>(documents: readonly D[]): D | undefined {
  const choice = signedDocumentChoice(documents);
  return 'document' in choice ? choice.document : undefined;
}

/** What to do when the signed document cannot be chosen, by code (see engine-text.ts); undefined when it can. */
export function signedDocumentProblemText(documents: readonly SignedDocumentCandidate[]): EngineText | undefined {
  const choice = signedDocumentChoice(documents);
  if ('document' in choice) return undefined;
  if (choice.problem === 'none') return engineText(documents.length === 0 ? 'signed-document-none-yet' : 'signed-document-unmarked');
  const names = listOf(choice.indexes.map((i) => `"${nameOf(documents[i]!)}"`), 'list-and');
  return engineText(choice.indexes.length === 2 ? 'signed-document-two' : 'signed-document-several', { names });
}

/** What to do when the signed document cannot be chosen, in the author's (English) words; undefined when it can. */
export function signedDocumentProblem(documents: readonly SignedDocumentCandidate[]): string | undefined {
  const text = signedDocumentProblemText(documents);
  return text && englishOf(text);
}
