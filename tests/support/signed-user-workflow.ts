// Puts signatures on a user workflow the way the signing steps leave them (a current row per role in
// `signatures` with its evidence; a drawn one's PNG in file storage), plus the history of sharing, agreeing and
// signing in the audit trail, so final document tests start where both spouses have signed.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client';
import { recordAudit } from '../../lib/audit-events.server';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { signaturePng } from './signature-png';

export interface SignerInput {
  method: 'drawn' | 'typed';
  name: string;
  email: string;
  signerId?: string | null;
  signedAt?: Date;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export const CONSENT_TEXT = 'You are about to sign a legally binding agreement. Please confirm.';

export async function addSignature(db: Queryable, userWorkflowId: string, role: 'petitioner' | 'respondent', signer: SignerInput) {
  const id = `sig_${randomBytes(8).toString('hex')}`;
  let imageKey: string | null = null;
  if (signer.method === 'drawn') {
    const key = fileKey('user-workflows', userWorkflowId, 'signatures', `${role}-${id}.png`);
    await new PostgresFileStorage(db).put(key, signaturePng(), { mediaType: 'image/png' });
    imageKey = key;
  }
  const row = {
    id,
    user_workflow_id: userWorkflowId,
    role,
    signer_id: signer.signerId ?? null,
    signer_email: signer.email,
    signer_name: signer.name,
    method: signer.method,
    image_key: imageKey,
    typed_name: signer.method === 'typed' ? signer.name : null,
    signed_at: signer.signedAt ?? new Date(),
    ip_address: role === 'petitioner' ? '203.0.113.7' : '198.51.100.23',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    document_sha256: sha(`stipulation shown to the ${role} of ${userWorkflowId}`),
    answers_sha256: sha(`answers agreed by the ${role} of ${userWorkflowId}`),
    consent_text: CONSENT_TEXT,
  };
  await db.insertInto('signatures').values(row).execute();
  return row;
}

/** Both spouses signed (the petitioner first), with the history that led there, as the step machine records it. */
export async function signBoth(db: Queryable, userWorkflowId: string, options: { petitioner: SignerInput; respondent: SignerInput; ownerId: string }) {
  const owner = { userWorkflowId, actorId: options.ownerId };
  const spouse = { userWorkflowId, actorId: options.respondent.signerId ?? null };
  await recordAudit(db, owner, 'SEND_SHARE_INVITE', { event: { confirmed: true }, effects: [{ type: 'email', template: 'invite', to: 'respondent' }], step: 3, respondentStep: 1 });
  await recordAudit(db, spouse, 'RESPONDENT_AGREE', { event: { termsAccepted: true, missingRequired: 0, access: true }, effects: [], step: 4, respondentStep: 2 });
  const petitioner = await addSignature(db, userWorkflowId, 'petitioner', options.petitioner);
  await recordAudit(db, owner, 'SUBMIT_SIGNATURE', { event: { confirmed: true, signature: 'given' }, effects: [], step: 6, respondentStep: 2 });
  const respondent = await addSignature(db, userWorkflowId, 'respondent', options.respondent);
  await recordAudit(db, spouse, 'RESPONDENT_SUBMIT_SIGNATURE', { event: { confirmed: true, signature: 'given' }, effects: [{ type: 'documents.generate', which: 'final' }], step: 7, respondentStep: 3 });
  return { petitioner, respondent };
}
