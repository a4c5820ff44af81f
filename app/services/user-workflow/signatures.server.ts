// The signatures table (migration 0013): one current signature per role of a user workflow, with its evidence;
// a restart supersedes the current ones (superseded_at) instead of deleting them, so what was once signed stays.
import type { Queryable } from '../../db.server';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';

export type SignerRole = 'petitioner' | 'respondent';

export async function currentSignatures(db: Queryable, userWorkflowId: string) {
  return db
    .selectFrom('signatures')
    .selectAll()
    .where('user_workflow_id', '=', userWorkflowId)
    .where('superseded_at', 'is', null)
    .orderBy('signed_at')
    .execute();
}

export type SignatureRow = Awaited<ReturnType<typeof currentSignatures>>[number];

/** Marks the current signatures (of one role, or both) as no longer counting. */
export async function supersedeSignatures(tx: Queryable, userWorkflowId: string, role?: SignerRole, at = new Date()): Promise<number> {
  let query = tx.updateTable('signatures').set({ superseded_at: at }).where('user_workflow_id', '=', userWorkflowId).where('superseded_at', 'is', null);
  if (role) query = query.where('role', '=', role);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Where a drawn signature's PNG is kept. */
export function signatureImageKey(userWorkflowId: string, signatureId: string) {
  return fileKey('user-workflows', userWorkflowId, 'signatures', `${signatureId}.png`);
}

export async function storeSignatureImage(tx: Queryable, userWorkflowId: string, signatureId: string, png: Uint8Array) {
  const key = signatureImageKey(userWorkflowId, signatureId);
  await new PostgresFileStorage(tx).put(key, png, { mediaType: 'image/png' });
  return key;
}
