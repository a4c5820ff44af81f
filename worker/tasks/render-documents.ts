// Job: render a user workflow's stipulation (enqueued by the step machine's 'documents.generate' effect in the
// transaction of the step that asked for it) and store it in one transaction. The final PDF has a task of its own,
// seal_final_document; a final document queued here before that task had its name is handed to it.
import type { Task } from 'graphile-worker';
import { renderUserWorkflowDocuments, type RenderDocumentsPayload } from '../../lib/documents/user-workflow-documents.server';
import type { WorkerContext } from '../context';
import { sealFinalDocument } from './seal-final-document';

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
    // queued before the sealing pipeline had its own task: carried out as that task would
    if (payload.which === 'final') return sealFinalDocument(context, payload.userWorkflowId, helpers.logger);
    const outcome = await context.db.transaction().execute((tx) => renderUserWorkflowDocuments(tx, payload.userWorkflowId, payload.which));
    helpers.logger.info(
      'skipped' in outcome
        ? `render_documents ${payload.userWorkflowId} ${payload.which}: skipped, ${outcome.skipped}`
        : `render_documents ${payload.userWorkflowId} ${payload.which}: ${outcome.pageCount} pages stored as ${outcome.key}`,
    );
  };
}
