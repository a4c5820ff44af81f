// Job: render a user workflow's documents (enqueued by the step machine's 'documents.generate' effect in the
// transaction of the step that asked for them) and store them, in one transaction of its own.
import type { Task } from 'graphile-worker';
import { renderUserWorkflowDocuments, type RenderDocumentsPayload } from '../../lib/documents/user-workflow-documents.server';
import type { WorkerContext } from '../context';

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
    const outcome = await context.db.transaction().execute((tx) => renderUserWorkflowDocuments(tx, payload.userWorkflowId, payload.which));
    helpers.logger.info(
      'skipped' in outcome
        ? `render_documents ${payload.userWorkflowId} ${payload.which}: skipped, ${outcome.skipped}`
        : `render_documents ${payload.userWorkflowId} ${payload.which}: ${outcome.pageCount} pages stored as ${outcome.key}`,
    );
  };
}
