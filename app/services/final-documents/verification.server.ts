// The public verification page: anyone (a court clerk) uploads a PDF and learns whether it is exactly a final
// document Accord sealed, by its SHA-256 recorded at sealing time, and who signed it when. A copy with one byte
// changed, or with bytes appended after the seal, has another hash and is refused.
import type { Queryable } from '../../db.server';
import type { SealedSigner } from '../../../db/schema';
import { formatEvidenceTime } from '../../../lib/documents/final-document/evidence-time';
import { normalizeVerificationCode } from '../../../lib/documents/final-document/verification-code';
import type { StreamedUpload } from './verify-upload.server';

export const MAX_VERIFY_BYTES = 50 * 1024 * 1024;

/** Why a check of an uploaded file ended as it did; the page says each in the person's language (the site catalogue's `verify.outcomes`). */
export type VerifyRefusal = 'noFile' | 'notPdf' | 'tooLarge' | 'malformed';

export interface SealedDocumentFacts {
  verificationCode: string;
  formName: string;
  sealedAt: string;
  timestamped: boolean;
  sha256: string;
  signers: { role: SealedSigner['role']; name: string; method: SealedSigner['method']; signedAt: string }[];
}

export type VerifyOutcome =
  | { kind: 'error'; reason: VerifyRefusal }
  | { kind: 'match'; document: SealedDocumentFacts }
  /** `otherCode`: a sealed document, but not the one the page's code names */
  | { kind: 'no-match'; reason: 'noMatch' | 'otherCode'; sha256: string };

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
    signers: row.signers.map((s) => ({ role: s.role, name: s.name, method: s.method, signedAt: formatEvidenceTime(new Date(s.signedAt), timeZone) })),
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
  if (upload.kind === 'no-file') return { kind: 'error', reason: 'noFile' };
  if (upload.kind === 'too-large') return { kind: 'error', reason: 'tooLarge' };
  if (upload.kind === 'malformed') return { kind: 'error', reason: 'malformed' };
  if (upload.head.indexOf('%PDF-') < 0) return { kind: 'error', reason: 'notPdf' };
  const { sha256 } = upload;
  const row = await db.selectFrom('sealed_documents').select(COLUMNS).where('sha256', '=', sha256).orderBy('sealed_at').executeTakeFirst();
  if (!row) return { kind: 'no-match', reason: 'noMatch', sha256 };
  const expected = options.code ? normalizeVerificationCode(options.code) : undefined;
  if (options.code && expected !== row.verification_code) return { kind: 'no-match', reason: 'otherCode', sha256 };
  return { kind: 'match', document: factsOf(row, options.timeZone) };
}
