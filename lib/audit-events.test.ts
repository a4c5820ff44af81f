import { describe, expect, it } from 'vitest';
import { USER_WORKFLOW_EVENT_TYPES } from '@accord/engine';
import { AUDIT_EVENT_TYPES, parseAuditEvent, type AuditEventData } from './audit-events';

describe('the audit event types', () => {
  it('every event type of the step machine is an audit event type with its schema, beside the events recorded outside the machine', () => {
    expect(AUDIT_EVENT_TYPES).toEqual(expect.arrayContaining([...USER_WORKFLOW_EVENT_TYPES]));
    expect(AUDIT_EVENT_TYPES.filter((type) => !(USER_WORKFLOW_EVENT_TYPES as readonly string[]).includes(type)).sort()).toEqual(['ADMIN_RETRY_FINAL_DOCUMENT', 'DB_SCRIPT', 'SPOUSE_ACCOUNT_DELETED']);
  });

  it('a step event as the trail keeps it parses, with what the machine emitted', () => {
    const data: AuditEventData<'SUBMIT_SIGNATURE'> = {
      event: { confirmed: true, signature: 'given', at: '2026-11-27T10:00:00.000Z' },
      effects: [{ type: 'email', template: 'sign', to: 'respondent' }, { type: 'email.cancel', kind: 'incomplete-reminder' }],
      step: 6,
      respondentStep: 2,
    };
    expect(parseAuditEvent({ type: 'SUBMIT_SIGNATURE', data })).toEqual({ type: 'SUBMIT_SIGNATURE', data });
  });

  it('an unknown type is refused, naming it', () => {
    expect(() => parseAuditEvent({ type: 'FORGED', data: {} })).toThrow("audit event type 'FORGED' has no schema");
  });

  it('data that does not match its type is refused: a signature copied into the trail, an effect the engine has not', () => {
    const base = { effects: [], step: 6, respondentStep: 2 };
    expect(() => parseAuditEvent({ type: 'SUBMIT_SIGNATURE', data: { ...base, event: { confirmed: true, signature: { url: 'x.svg' } } } })).toThrow(/'SUBMIT_SIGNATURE' does not match its schema/);
    expect(() => parseAuditEvent({ type: 'CONTINUE', data: { ...base, event: {}, effects: [{ type: 'fax' }] } })).toThrow(/'CONTINUE' does not match/);
    expect(() => parseAuditEvent({ type: 'ADMIN_RETRY_FINAL_DOCUMENT', data: {} })).toThrow(/'ADMIN_RETRY_FINAL_DOCUMENT' does not match/);
  });

  it('the types refuse what their schema refuses at compile time too', () => {
    // @ts-expect-error a step event's row carries the steps it arrived at
    const missingSteps: AuditEventData<'CONTINUE'> = { event: {}, effects: [] };
    // @ts-expect-error a level is 1 or 2
    const badLevel: AuditEventData<'PAYMENT_COMPLETED'> = { event: { level: 3 }, effects: [], step: 2, respondentStep: null };
    expect([missingSteps, badLevel]).toHaveLength(2);
  });
});
