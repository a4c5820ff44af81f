// Job: render a user workflow's final PDF, stamp its signatures and certificate page, and seal it (queued by
// requestFinalDocument in the transaction of the step that asked for it, or by a download request). A failure is
// recorded for the person to see instead of being retried; a worker that dies mid-way leaves the job to run again.
import type { Logger, Task } from 'graphile-worker';
import { runFinalDocumentJob, SEAL_FINAL_DOCUMENT_TASK, type SealFinalDocumentPayload } from '../../lib/documents/final-document/final-document-jobs.server';
import { getEnv } from '../../lib/env.server';
import { finalDocumentSettings, type WorkerContext } from '../context';

function isPayload(payload: unknown): payload is SealFinalDocumentPayload {
  return typeof (payload as Partial<SealFinalDocumentPayload> | null)?.userWorkflowId === 'string';
}

/** The job's work, also done for a final document queued as render_documents before this task had its name. */
export async function sealFinalDocument(context: WorkerContext, userWorkflowId: string, logger: Logger): Promise<void> {
  const run = await runFinalDocumentJob(context.db, userWorkflowId, context.finalDocuments ?? finalDocumentSettings(getEnv()));
  if ('failed' in run) logger.error(`${SEAL_FINAL_DOCUMENT_TASK} ${userWorkflowId}: failed, ${run.error}`);
  else logger.info(`${SEAL_FINAL_DOCUMENT_TASK} ${userWorkflowId}: ${run.made.pageCount} pages sealed as ${run.made.key} (sha256 ${run.made.sha256})`);
}

export function sealFinalDocumentTask(context: WorkerContext): Task {
  return async (payload, helpers) => {
    if (!isPayload(payload)) {
      helpers.logger.error(`${SEAL_FINAL_DOCUMENT_TASK}: payload needs userWorkflowId: ${JSON.stringify(payload)}`);
      return;
    }
    await sealFinalDocument(context, payload.userWorkflowId, helpers.logger);
  };
}
