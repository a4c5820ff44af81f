// A published workflow's definition, read for work outside a request (documents, e-mails). Published versions are
// immutable, so callers may keep what they read; the app's compiled cache (app/engine.server.ts) is for pages.
import type { WorkflowDefinition } from '@accord/engine';
import type { Queryable } from '../../db/client';

export async function readPublishedDefinition(db: Queryable, publishedWorkflowId: string): Promise<WorkflowDefinition> {
  const row = await db.selectFrom('published_workflows').select('definition').where('id', '=', publishedWorkflowId).executeTakeFirstOrThrow();
  return row.definition as WorkflowDefinition;
}
