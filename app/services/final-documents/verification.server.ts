// The public verification page: anyone (a court clerk) uploads a PDF and learns whether it is exactly a final
// document Accord sealed, by its SHA-256 recorded at sealing time, and who signed it when. A copy with one byte
// changed, or with bytes appended after the seal, has another hash and is refused.
import type { Queryable } from '../../db.server';
import type { SealedSigner } from '../../../db/schema';
import { formatEvidenceTime } from '../../../lib/documents/final-document/evidence-time';
import { normalizeVerificationCode } from '../../../lib/documents/final-document/verification-code';
import type { StreamedUpload } from './verify-upload.server';

export const MAX_VERIFY_BYTES = 50 * 1024 * 1024;

export const VERIFY_TEXTS = {
  noFile: 'Please choose the PDF file to check.',
  notPdf: 'This file is not a PDF. Please choose the PDF file of the final documents.',
  tooLarge: 'This file is too large to be a final document from Accord (the limit is 50 MB).',
  unknownCode: 'There is no document with this verification code. Please check the code printed on the certificate page.',
  match: 'This file is exactly the document Accord sealed.',
  noMatch: 'This file is not a document Accord sealed: it differs from every sealed document, even if only by one byte, or something was added to it after sealing.',
  otherCode: 'This file is a document Accord sealed, but not the one with this verification code.',
  malformed: 'Your browser sent the file in a way this page cannot read (perhaps the upload was cut short). Please choose the file and send it again.',
  busy: 'Many documents are being checked right now. Please wait a few seconds and send the file again.',
} as const;

export interface SealedDocumentFacts {
  verificationCode: string;
  formName: string;
  sealedAt: string;
  timestamped: boolean;
  sha256: string;
  signers: { role: string; name: string; method: string; signedAt: string }[];
}

export type VerifyOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'match'; message: string; document: SealedDocumentFacts }
  | { kind: 'no-match'; message: string; sha256: string };

const ROLE = { petitioner: 'Petitioner', respondent: 'Respondent' } as const;
const METHOD = { drawn: 'drawn signature', typed: 'typed signature' } as const;

function factsOf(
  row: { verification_code: string; form_name: string; sealed_at: Date; timestamped: boolean; sha256: string; signers: SealedSigner[] },
  timeZone: string,
): SealedDocumentFacts {
  return {
    verificationCode: row.verification_code,
    formName: row.form_name,
    sealedAt: formatEvidenceTime(row.sealed_at, timeZone),
    timestamped: row.timestamped,
    sha256: row.sha256,
    signers: row.signers.map((s) => ({ role: ROLE[s.role], name: s.name, method: METHOD[s.method], signedAt: formatEvidenceTime(new Date(s.signedAt), timeZone) })),
  };
}

const COLUMNS = ['verification_code', 'form_name', 'sealed_at', 'timestamped', 'sha256', 'signers'] as const;

/** The sealed document a code names, or undefined for a code that is malformed or unknown. */
export async function findSealedDocument(db: Queryable, code: string, timeZone: string): Promise<SealedDocumentFacts | undefined> {
  const normalized = normalizeVerificationCode(code);
  if (!normalized) return undefined;
  const row = await db.selectFrom('sealed_documents').select(COLUMNS).where('verification_code', '=', normalized).executeTakeFirst();
  return row ? factsOf(row, timeZone) : undefined;
}

/** Checks an uploaded file, hashed as it arrived: against the one document `code` names, or against every sealed document. */
export async function verifyUpload(db: Queryable, upload: StreamedUpload, options: { code?: string; timeZone: string }): Promise<VerifyOutcome> {
  if (upload.kind === 'no-file') return { kind: 'error', message: VERIFY_TEXTS.noFile };
  if (upload.kind === 'too-large') return { kind: 'error', message: VERIFY_TEXTS.tooLarge };
  if (upload.kind === 'malformed') return { kind: 'error', message: VERIFY_TEXTS.malformed };
  if (upload.head.indexOf('%PDF-') < 0) return { kind: 'error', message: VERIFY_TEXTS.notPdf };
  const { sha256 } = upload;
  const row = await db.selectFrom('sealed_documents').select(COLUMNS).where('sha256', '=', sha256).orderBy('sealed_at').executeTakeFirst();
  if (!row) return { kind: 'no-match', message: VERIFY_TEXTS.noMatch, sha256 };
  const expected = options.code ? normalizeVerificationCode(options.code) : undefined;
  if (options.code && expected !== row.verification_code) return { kind: 'no-match', message: VERIFY_TEXTS.otherCode, sha256 };
  return { kind: 'match', message: VERIFY_TEXTS.match, document: factsOf(row, options.timeZone) };
}
