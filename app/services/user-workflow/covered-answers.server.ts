// What an agreement or a signature covers: the answers as they were when it was given (their SHA-256, kept on the
// sharing entry and on each signature). A save that changes the answers under them voids them through the step
// machine (its ANSWERS_CHANGED), in the save's transaction, so nobody agrees to or signs answers they were not shown.
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { canonicalAnswersSha256 } from '../../../lib/documents/answers-hash.server';
import { applyStepEvent } from './user-workflows.server';

/** Voids the agreement and the signatures given on answers other than the stored ones; true when something was voided. */
export async function voidWhatOtherAnswersCover(tx: Transaction<DB>, userWorkflowId: string, actorId: string): Promise<boolean> {
  const covering = await tx
    .selectFrom('sharing_entries')
    .select('agreed_answers_sha256 as sha256')
    .where('user_workflow_id', '=', userWorkflowId)
    .where('agreed_with_spouse', '=', true)
    .unionAll(tx.selectFrom('signatures').select('answers_sha256 as sha256').where('user_workflow_id', '=', userWorkflowId).where('superseded_at', 'is', null))
    .execute();
  if (covering.length === 0) return false;
  const now = await canonicalAnswersSha256(tx, userWorkflowId);
  // an agreement recorded before its answers were (null) covers unknown answers: a change voids it too
  if (covering.every((c) => c.sha256 === now)) return false;
  const result = await applyStepEvent(tx, userWorkflowId, { type: 'ANSWERS_CHANGED' }, { actorId });
  return result.accepted;
}
