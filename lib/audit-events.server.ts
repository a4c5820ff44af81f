// Appending to the audit trail (the audit_events table refuses updates and deletes): who did what to which user
// workflow, as one of the typed events of lib/audit-events.ts. Written in the caller's transaction, so a change that
// rolls back leaves no trace either.
import type { Queryable } from '../db/client';
import { AUDIT_EVENT_SCHEMAS, type AuditEventData, type AuditEventType } from './audit-events';

export interface AuditSubject {
  userWorkflowId: string;
  /** null when the system acted */
  actorId: string | null;
}

/**
 * Appends an event of a known type; its data is checked against the type's schema before it is written, so the
 * trail holds nothing a reader (the certificate page, User Workflow Data) cannot parse.
 */
export async function recordAudit<T extends AuditEventType>(tx: Queryable, subject: AuditSubject, type: T, data: AuditEventData<T>): Promise<void> {
  const parsed = AUDIT_EVENT_SCHEMAS[type].safeParse(data);
  if (!parsed.success) throw new Error(`user workflow ${subject.userWorkflowId}: audit event '${type}' does not match its schema: ${parsed.error.message}`);
  await tx
    .insertInto('audit_events')
    .values({ user_workflow_id: subject.userWorkflowId, actor_id: subject.actorId, type, data: JSON.stringify(data) })
    .execute();
}
