// The audit trail read back from a test file's migrated database after its services ran: every row parses under its
// type's schema (lib/audit-events.ts). Each audit event type names the test file whose services write it, so a new
// type does not compile until some file answers for it, and that file fails until its services really write it.
import { expect, it } from 'vitest';
import type { Queryable } from '../../../db/client';
import { AUDIT_EVENT_TYPES, parseAuditEvent, type AuditEventType } from '../../../lib/audit-events';

export const AUDIT_EVENT_WRITTEN_IN = {
  PAYMENT_COMPLETED: 'sharing.test.ts',
  PROCEED_TO_SHARE: 'sharing.test.ts',
  SEND_SHARE_INVITE: 'sharing.test.ts',
  BACK_TO_QUESTIONNAIRE: 'sharing.test.ts',
  SEND_BACK_FOR_SPOUSAL_REVIEW: 'sharing.test.ts',
  FINISH_REPLYING: 'sharing.test.ts',
  RESTART: 'sharing.test.ts',
  RESPONDENT_AGREE: 'sharing.test.ts',
  RESPONDENT_SEND_BACK: 'sharing.test.ts',
  AGREE: 'workflow-effects.test.ts',
  PROCEED: 'signing.test.ts',
  CONTINUE: 'signing.test.ts',
  SUBMIT_SIGNATURE: 'signing.test.ts',
  NOTIFY_SPOUSE: 'signing.test.ts',
  DOWNLOAD: 'signing.test.ts',
  RESPONDENT_SUBMIT_SIGNATURE: 'signing.test.ts',
  RESPONDENT_DOWNLOAD: 'signing.test.ts',
  RESPONDENT_RESTART: 'signing.test.ts',
  UPDATE_OUTDATED_FORM: 'workflow-effects.test.ts',
  ANSWERS_CHANGED: 'review-lock.test.ts',
  GO_TO_STEP: 'guide-intents.test.ts',
  RESPONDENT_GO_TO_STEP: 'workflow-effects.test.ts',
  ADMIN_RESET: 'admin-user-workflow-data.test.ts',
  ADMIN_RETURN_TO_SIGNING: 'signature-documents.test.ts',
  ADMIN_RETRY_FINAL_DOCUMENT: 'signature-documents.test.ts',
  DB_SCRIPT: 'admin-db-scripts.test.ts',
  SPOUSE_ACCOUNT_DELETED: 'account-deletion.test.ts',
} satisfies Record<AuditEventType, string>;

/** The types of every audit row in the database, each parsed under its schema (throws naming the row that does not). */
export async function parsedAuditTypes(db: Queryable): Promise<Set<AuditEventType>> {
  const rows = await db.selectFrom('audit_events').select(['id', 'type', 'data']).orderBy('id').execute();
  return new Set(rows.map((row) => parseAuditEvent(row).type));
}

type TestFile = (typeof AUDIT_EVENT_WRITTEN_IN)[AuditEventType];

/**
 * A test, declared last in its file, reading the whole audit trail its services (or seeds) wrote: every row parses,
 * and the types `file` answers for in AUDIT_EVENT_WRITTEN_IN are among them.
 */
export function itReadsBackTheAuditTrail(db: () => Queryable, file?: TestFile): void {
  it('every audit event written here parses under its type’s schema, the types this file answers for among them', async () => {
    const written = await parsedAuditTypes(db());
    expect(written.size).toBeGreaterThan(0);
    const mine = AUDIT_EVENT_TYPES.filter((type) => AUDIT_EVENT_WRITTEN_IN[type] === file);
    expect(mine.filter((type) => !written.has(type)), `written here: ${[...written].join(", ")}`).toEqual([]);
  });
}
