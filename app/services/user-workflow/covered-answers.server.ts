// What an agreement or a signature covers: the answers as they were when it was given (their SHA-256, kept on the
// sharing entry and on each signature). A save that changes the answers under them voids them through the step
// machine (its ANSWERS_CHANGED), in the save's transaction, so nobody agrees to or signs answers they were not shown.
// The save asks for the hashes in the statement that writes its answers (`coveringHashes`, a round trip fewer on
// every autosave) and hashes the answers it holds instead of reading them back.
import type { QueryCreator, Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { canonicalAnswersOf, sha256Hex } from '../../../lib/documents/answers-hash.server';
import { applyStepEvent } from './user-workflows.server';
import type { EffectContext } from './effect-context.server';

/** The hashes the standing agreement and the signatures not superseded cover (null: an agreement recorded before its answers were). */
export function coveringHashes(qb: Pick<QueryCreator<DB>, 'selectFrom'>, userWorkflowId: string) {
  return qb
    .selectFrom('sharing_entries')
    .select('agreed_answers_sha256 as sha256')
    .where('user_workflow_id', '=', userWorkflowId)
    .where('agreed_with_spouse', '=', true)
    .unionAll(qb.selectFrom('signatures').select('answers_sha256 as sha256').where('user_workflow_id', '=', userWorkflowId).where('superseded_at', 'is', null));
}

/**
 * Voids the agreement and the signatures given on answers other than `answers` (all of the user workflow's answers
 * as the save leaves them, by field uid); true when something was voided. `covering` is what `coveringHashes` read in
 * the save's transaction, after its row lock.
 */
export async function voidWhatOtherAnswersCover(
  tx: Transaction<DB>,
  input: { userWorkflowId: string; actorId: string; covering: (string | null)[]; answers: Record<string, unknown>; publishedWorkflowId: string; context?: EffectContext },
): Promise<boolean> {
  if (input.covering.length === 0) return false;
  const now = sha256Hex(canonicalAnswersOf(input.answers, input.publishedWorkflowId));
  // an agreement recorded before its answers were (null) covers unknown answers: a change voids it too
  if (input.covering.every((sha256) => sha256 === now)) return false;
  const result = await applyStepEvent(tx, input.userWorkflowId, { type: 'ANSWERS_CHANGED' }, { actorId: input.actorId, ...(input.context ? { context: input.context } : {}) });
  return result.accepted;
}
