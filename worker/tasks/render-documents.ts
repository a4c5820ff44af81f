// Job: render a user workflow's documents (enqueued by the step machine's 'documents.generate' effect in the
// transaction of the step that asked for them, or by a download request). The stipulation is rendered and stored
// in one transaction; the final PDF is made, sealed and recorded by the final document job, which records a
// failure for the person to see instead of retrying it.
import type { Task } from 'graphile-worker';
import { renderUserWorkflowDocuments, type RenderDocumentsPayload } from '../../lib/documents/user-workflow-documents.server';
import { runFinalDocumentJob } from '../../lib/documents/final-document/final-document-jobs.server';
import { getEnv } from '../../lib/env.server';
import { finalDocumentSettings, type WorkerContext } from '../context';

function isPayload(payload: unknown): payload is RenderDocumentsPayload {
  const p = payload as Partial<RenderDocumentsPayload> | null;
  return typeof p?.userWorkflowId === 'string' && (p.which === 'stipulation' || p.which === 'final');
}

export function renderDocumentsTask(context: WorkerContext): Task {
  return async (payload, helpers) => {
    if (!isPayload(payload)) {
      helpers.logger.error(`render_documents: payload needs userWorkflowId and which (stipulation or final): ${JSON.stringify(payload)}`);
      return;
    }
    if (payload.which === 'final') {
      const run = await runFinalDocumentJob(context.db, payload.userWorkflowId, context.finalDocuments ?? finalDocumentSettings(getEnv()));
      if ('failed' in run) helpers.logger.error(`render_documents ${payload.userWorkflowId} final: failed, ${run.error}`);
      else helpers.logger.info(`render_documents ${payload.userWorkflowId} final: ${run.made.pageCount} pages sealed as ${run.made.key} (sha256 ${run.made.sha256})`);
      return;
    }
    const outcome = await context.db.transaction().execute((tx) => renderUserWorkflowDocuments(tx, payload.userWorkflowId, payload.which));
    helpers.logger.info(
      'skipped' in outcome
        ? `render_documents ${payload.userWorkflowId} ${payload.which}: skipped, ${outcome.skipped}`
        : `render_documents ${payload.userWorkflowId} ${payload.which}: ${outcome.pageCount} pages stored as ${outcome.key}`,
    );
  };
}
