// Appending to the audit trail (the audit_events table refuses updates and deletes): who did what to which
// user workflow. Written in the caller's transaction, so a change that rolls back leaves no trace either.
import type { Queryable } from '../../db.server';

export interface AuditEvent {
  userWorkflowId: string;
  /** null when the system acted */
  actorId: string | null;
  type: string;
  data: Record<string, unknown>;
}

export async function appendAuditEvent(tx: Queryable, event: AuditEvent): Promise<void> {
  await tx
    .insertInto('audit_events')
    .values({ user_workflow_id: event.userWorkflowId, actor_id: event.actorId, type: event.type, data: JSON.stringify(event.data) })
    .execute();
}
