// The 'documents.generate' effect: a render_documents job queued in the step's transaction, so documents are
// rendered only for a step that committed. The job key folds repeated requests for the same documents (two
// Download clicks) into one pending job.
import { sql } from 'kysely';
import type { UserWorkflowEffect } from '../../engine.server';
import { RENDER_DOCUMENTS_TASK, type RenderDocumentsPayload } from '../../../lib/documents/user-workflow-documents.server';
import type { Queryable } from '../../db.server';
import { requestFinalDocument } from '../../../lib/documents/final-document/final-document-jobs.server';
import type { EffectTarget } from './effect-target';

const MAX_ATTEMPTS = 5;

export async function enqueueDocuments(tx: Queryable, userWorkflow: EffectTarget, effect: UserWorkflowEffect<'documents.generate'>): Promise<void> {
  // the final PDF's job is tracked (final_documents) so the progress page and a download request see it
  if (effect.which === 'final') {
    await requestFinalDocument(tx, userWorkflow.id);
    return;
  }
  const payload: RenderDocumentsPayload = { userWorkflowId: userWorkflow.id, which: effect.which };
  await sql`select graphile_worker.add_job(
      ${RENDER_DOCUMENTS_TASK},
      ${JSON.stringify(payload)}::json,
      max_attempts => ${MAX_ATTEMPTS},
      job_key => ${`documents:${userWorkflow.id}:${effect.which}`}
    )`.execute(tx);
}
