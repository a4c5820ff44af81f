// The final PDF of a user workflow: every document of its published workflow rendered by the engine with the
// answers and the current signatures, a certificate page appended, sealed once and last, stored, its SHA-256 and
// verification code recorded (sealed_documents) and user_workflows.final_pdf_key pointed at it.
import { createHash } from 'node:crypto';
import type { SignatureEvidence } from '@accord/engine';
import { nodeFontLoader } from '@accord/engine/node';
import { PDFDocument } from 'pdf-lib';
import type { Database, Queryable } from '../../../db/client';
import type { SealedSigner } from '../../../db/schema';
import { fileKey, parseFileKey, PostgresFileStorage, type FileKey } from '../../file-storage.server';
import { loadSealer, type SealingSettings } from '../sealing/sealer.server';
import { sealPdf } from '../sealing/seal-pdf.server';
import { PRODUCT_NAME, renderForUserWorkflow } from '../user-workflow-documents.server';
import { appendCertificatePage, loadCertificateFonts, type CertificateEvent, type CertificateFonts, type CertificateSigner } from './certificate-page';
import { newVerificationCode } from './verification-code';
import { formatEvidenceTime } from './evidence-time';
import { AUDIT_EVENT_TYPES, type AuditEventType } from '../../audit-events';

export interface FinalDocumentSettings {
  sealing: SealingSettings;
  /** where the verification page is (APP_URL, or the app's own port) */
  origin: string;
  /** the zone evidence times are shown in, beside UTC */
  timeZone: string;
}

/** A reason the final document cannot be made, in the person's words. */
export class FinalDocumentError extends Error {}

export interface SealedFinalDocument {
  sealedDocumentId: string;
  key: FileKey;
  sha256: string;
  fileName: string;
  verificationCode: string;
  pageCount: number;
}

/**
 * The history the certificate page shows: sharing, sending back, agreeing and signing, in words per audit event type;
 * null for a type the certificate leaves out. Every type must be named here: a new one does not compile until it is.
 */
const HISTORY_WORDS = {
  SEND_SHARE_INVITE: 'Shared with the spouse',
  SEND_BACK_FOR_SPOUSAL_REVIEW: 'Sent back for spousal review',
  FINISH_REPLYING: 'Replied and sent back',
  RESPONDENT_SEND_BACK: 'Sent back by the spouse',
  RESPONDENT_AGREE: 'Agreed to all terms (spouse)',
  AGREE: 'Agreed to all terms',
  SUBMIT_SIGNATURE: 'Signed (petitioner)',
  NOTIFY_SPOUSE: 'Spouse asked to sign',
  RESPONDENT_SUBMIT_SIGNATURE: 'Signed (respondent)',
  PROCEED: 'Proceeded to the final documents',
  PAYMENT_COMPLETED: null,
  PROCEED_TO_SHARE: null,
  BACK_TO_QUESTIONNAIRE: null,
  CONTINUE: null,
  DOWNLOAD: null,
  RESTART: null,
  UPDATE_OUTDATED_FORM: null,
  ADMIN_RESET: null,
  ADMIN_RETURN_TO_SIGNING: null,
  ANSWERS_CHANGED: null,
  GO_TO_STEP: null,
  RESPONDENT_DOWNLOAD: null,
  RESPONDENT_RESTART: null,
  RESPONDENT_GO_TO_STEP: null,
  ADMIN_RETRY_FINAL_DOCUMENT: null,
  DB_SCRIPT: null,
  SPOUSE_ACCOUNT_DELETED: null,
} as const satisfies Record<AuditEventType, string | null>;

type HistoryEventType = { [T in AuditEventType]: (typeof HISTORY_WORDS)[T] extends string ? T : never }[AuditEventType];
const HISTORY_TYPES = AUDIT_EVENT_TYPES.filter((type): type is HistoryEventType => HISTORY_WORDS[type] !== null);

export function finalDocumentKey(userWorkflowId: string, verificationCode: string): FileKey {
  return fileKey('user-workflows', userWorkflowId, 'documents', `final-${verificationCode}.pdf`);
}

const SIGNATURE_COLUMNS = [
  'id',
  'role',
  'signer_name',
  'signer_email',
  'method',
  'image_key',
  'typed_name',
  'signed_at',
  'ip_address',
  'user_agent',
  'document_sha256',
  'answers_sha256',
  'consent_text',
  'consent_language',
  'consent_text_shown',
] as const;

function currentSignatures(db: Queryable, userWorkflowId: string) {
  return db.selectFrom('signatures').select(SIGNATURE_COLUMNS).where('user_workflow_id', '=', userWorkflowId).where('superseded_at', 'is', null).orderBy('signed_at').execute();
}

type SignatureRow = Awaited<ReturnType<typeof currentSignatures>>[number];

async function readBytes(storage: PostgresFileStorage, key: FileKey): Promise<Uint8Array | undefined> {
  const file = await storage.get(key);
  return file ? new Uint8Array(Buffer.concat(await file.stream.toArray())) : undefined;
}

/** The signing time printed under a signature that stands in flowing text (the stipulation's terms). */
export function signedAtCaption(at: Date, timeZone: string): string {
  return `Signed ${formatEvidenceTime(at, timeZone)}`;
}

async function evidenceOf(storage: PostgresFileStorage, row: SignatureRow, userWorkflowId: string, timeZone: string): Promise<SignatureEvidence> {
  const signedAtText = signedAtCaption(row.signed_at, timeZone);
  if (row.method === 'typed') return { typedName: row.typed_name ?? row.signer_name, signedAt: row.signed_at, signedAtText };
  const key = row.image_key ? parseFileKey(row.image_key) : undefined;
  const image = key ? await readBytes(storage, key) : undefined;
  if (!image) throw new Error(`user workflow ${userWorkflowId}: the ${row.role}'s drawn signature image '${row.image_key}' is not stored`);
  return { image, signedAt: row.signed_at, signedAtText };
}

/** The signature for the certificate page: the drawn PNG's bytes or the typed name. */
function markOf(evidence: SignatureEvidence | undefined): CertificateSigner['mark'] {
  if (evidence?.image instanceof Uint8Array) return { image: evidence.image };
  return evidence?.typedName ? { typedName: evidence.typedName } : undefined;
}

async function historyOf(db: Queryable, userWorkflowId: string): Promise<CertificateEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .leftJoin('users', 'users.id', 'audit_events.actor_id')
    .select(['audit_events.type', 'audit_events.created_at', 'users.first_name', 'users.last_name', 'users.email'])
    .where('audit_events.user_workflow_id', '=', userWorkflowId)
    .where('audit_events.type', 'in', HISTORY_TYPES)
    .orderBy('audit_events.id')
    .execute();
  return rows.map((row) => ({
    at: row.created_at,
    what: HISTORY_WORDS[row.type as HistoryEventType],
    by: row.email ? `${`${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email} (${row.email})` : 'Accord',
  }));
}

let fontCache: Promise<CertificateFonts> | undefined;
function certificateFonts() {
  fontCache ??= loadCertificateFonts(nodeFontLoader());
  return fontCache;
}

/**
 * Makes, seals and stores the final PDF. The slow part (render, seal) reads only; the writes happen together in
 * one short transaction at the end, after checking the signatures did not change meanwhile (a restart).
 */
export async function produceFinalDocument(db: Database, userWorkflowId: string, settings: FinalDocumentSettings, now = new Date()): Promise<SealedFinalDocument> {
  const userWorkflow = await db
    .selectFrom('user_workflows')
    .select(['id', 'name', 'state', 'county', 'collaborate'])
    .where('id', '=', userWorkflowId)
    .executeTakeFirst();
  if (!userWorkflow) throw new FinalDocumentError('This form no longer exists.');
  const signatures = await currentSignatures(db, userWorkflowId);
  const petitioner = signatures.find((s) => s.role === 'petitioner');
  const respondent = signatures.find((s) => s.role === 'respondent');
  if (!petitioner) throw new FinalDocumentError('The final documents can be made once the petitioner has signed.');
  if (userWorkflow.collaborate && !respondent) throw new FinalDocumentError('The final documents can be made once both spouses have signed.');

  const storage = new PostgresFileStorage(db);
  const evidence = {
    petitioner: await evidenceOf(storage, petitioner, userWorkflowId, settings.timeZone),
    respondent: respondent ? await evidenceOf(storage, respondent, userWorkflowId, settings.timeZone) : undefined,
  };
  const rendered = await renderForUserWorkflow(db, userWorkflowId, 'final', {
    now,
    signatures: evidence,
  });
  if ('skipped' in rendered) throw new Error(rendered.skipped);

  const verificationCode = newVerificationCode();
  const signers = [petitioner, respondent].filter((s): s is SignatureRow => s !== undefined);
  const pdf = await PDFDocument.load(rendered.result.bytes, { updateMetadata: false });
  const sealer = await loadSealer(db, settings.sealing);
  await appendCertificatePage(
    pdf,
    {
      formName: userWorkflow.name,
      place: userWorkflow.county ? `${userWorkflow.county} County, ${userWorkflow.state}` : userWorkflow.state,
      userWorkflowId,
      documents: rendered.result.documents.map((d) => d.name),
      signers: signers.map(
        (s): CertificateSigner => ({
          role: s.role,
          name: s.signer_name,
          email: s.signer_email,
          method: s.method,
          signedAt: s.signed_at,
          ipAddress: s.ip_address,
          userAgent: s.user_agent,
          documentSha256: s.document_sha256,
          answersSha256: s.answers_sha256,
          consentText: s.consent_text,
          ...(s.consent_language && s.consent_text_shown ? { consentShown: { language: s.consent_language, text: s.consent_text_shown } } : {}),
          mark: markOf(evidence[s.role]),
        }),
      ),
      events: await historyOf(db, userWorkflowId),
      verificationCode,
      verificationUrl: `${settings.origin}/verify/${verificationCode}`,
      rootCertificateUrl: `${settings.origin}/verify/root-certificate`,
      sealedAt: now,
      timeZone: settings.timeZone,
      timestamped: sealer.timestampAuthority !== undefined,
    },
    await certificateFonts(),
  );
  pdf.setTitle(`${userWorkflow.name}: final documents`);
  pdf.setProducer(PRODUCT_NAME);
  pdf.setModificationDate(now);
  const sealed = await sealPdf(pdf, sealer, { reason: 'Final documents signed by the parties', location: PRODUCT_NAME, contactInfo: settings.origin, signingTime: now });
  const sha256 = createHash('sha256').update(sealed).digest('hex');
  const key = finalDocumentKey(userWorkflowId, verificationCode);
  const sealedDocumentId = `sd_${verificationCode.replace('-', '')}`;
  const sealedSigners: SealedSigner[] = signers.map((s) => ({ role: s.role, name: s.signer_name, email: s.signer_email, method: s.method, signedAt: s.signed_at.toISOString() }));

  await db.transaction().execute(async (tx) => {
    const still = await currentSignatures(tx, userWorkflowId);
    if (still.map((s) => s.id).join() !== signatures.map((s) => s.id).join()) {
      throw new FinalDocumentError('The signatures changed while the final documents were being made. Please ask for them again.');
    }
    await new PostgresFileStorage(tx).put(key, sealed, { mediaType: 'application/pdf' });
    await tx
      .insertInto('sealed_documents')
      .values({
        id: sealedDocumentId,
        user_workflow_id: userWorkflowId,
        verification_code: verificationCode,
        sha256,
        size: sealed.byteLength,
        file_key: key,
        file_name: rendered.result.fileName,
        form_name: userWorkflow.name,
        signers: JSON.stringify(sealedSigners),
        timestamped: sealer.timestampAuthority !== undefined,
        sealed_at: now,
      })
      .execute();
    await tx.updateTable('user_workflows').set({ final_pdf_key: key }).where('id', '=', userWorkflowId).execute();
    await tx
      .updateTable('final_documents')
      .set({ status: 'ready', sealed_document_id: sealedDocumentId, reason: null, error: null, finished_at: new Date() })
      .where('user_workflow_id', '=', userWorkflowId)
      .execute();
  });
  return { sealedDocumentId, key, sha256, fileName: rendered.result.fileName, verificationCode, pageCount: pdf.getPageCount() };
}
