// The audit trail's event types, one zod schema each (as Documenso's audit log types): every step event of the
// user-workflow machine with what it emitted and where it led, and the administrators' operations outside the
// machine. recordAudit (audit-events.server.ts) writes only these; readers parse a row back with parseAuditEvent.
import { z } from 'zod';
import {
  USER_WORKFLOW_EVENT_TYPES,
  type DocumentSet,
  type EmailRecipient,
  type EmailTemplate,
  type ScheduledEmailKind,
  type SpouseConfirmation,
  type UserWorkflowEmitted,
  type UserWorkflowEvent,
  type UserWorkflowEventType,
} from '@accord/engine';

type UserWorkflowEffectType = UserWorkflowEmitted['type'];

/** A union's every member once: a key missing from the record is a type error. */
function oneOfEach<T extends string>(members: Record<T, true>) {
  return z.enum(Object.keys(members) as [T, ...T[]]);
}

const emailTemplate = oneOfEach<EmailTemplate>({ invite: true, share: true, sign: true, signed: true, completed: true, disagreement: true, agreed: true, 'sign-again': true, 'sent-back': true, restarted: true, 'answers-changed': true });
const emailRecipient = oneOfEach<EmailRecipient>({ petitioner: true, respondent: true, both: true, invited: true });
const documentSet = oneOfEach<DocumentSet>({ stipulation: true, final: true });
const spouseConfirmation = oneOfEach<SpouseConfirmation>({ agreed: true, 'sent-back': true, withdrawn: true });
const scheduledEmailKind = oneOfEach<ScheduledEmailKind>({ 'incomplete-reminder': true, 'completion-follow-up': true });
const level = z.union([z.literal(1), z.literal(2)]);

/** What the machine emitted, one schema per effect type of the engine. */
const EFFECT_SCHEMAS = {
  notice: z.object({ type: z.literal('notice'), text: z.string() }),
  email: z.object({ type: z.literal('email'), template: emailTemplate, to: emailRecipient }),
  'documents.generate': z.object({ type: z.literal('documents.generate'), which: documentSet }),
  redirect: z.object({ type: z.literal('redirect'), to: z.literal('payment'), level }),
  'sharing.reset': z.object({ type: z.literal('sharing.reset') }),
  'sharing.update': z.object({
    type: z.literal('sharing.update'),
    agreedWithSpouse: z.boolean().optional(),
    commentsDisabled: z.boolean().optional(),
    confirmation: spouseConfirmation.optional(),
  }),
  'workflow.rebuild': z.object({ type: z.literal('workflow.rebuild') }),
  'answers.snapshot': z.object({ type: z.literal('answers.snapshot'), passedTo: z.enum(['petitioner', 'respondent']) }),
  'signatures.supersede': z.object({ type: z.literal('signatures.supersede') }),
  'email.schedule': z.object({ type: z.literal('email.schedule'), kind: scheduledEmailKind }),
  'email.cancel': z.object({ type: z.literal('email.cancel'), kind: scheduledEmailKind }),
} satisfies { [T in UserWorkflowEffectType]: z.ZodType<Extract<UserWorkflowEmitted, { type: T }>> };

const effect = z.discriminatedUnion('type', Object.values(EFFECT_SCHEMAS) as unknown as [(typeof EFFECT_SCHEMAS)[UserWorkflowEffectType], ...(typeof EFFECT_SCHEMAS)[UserWorkflowEffectType][]]);

/** A step event as the trail keeps it: without its type (the row's), a drawn signature as 'given', not copied. */
export type AuditedStepEvent<T extends UserWorkflowEventType> = Omit<Extract<UserWorkflowEvent, { type: T }>, 'type' | 'signature'> &
  (Extract<UserWorkflowEvent, { type: T }> extends { signature: unknown } ? { signature: 'given' | null } : unknown);

const actor = { admin: z.boolean().optional(), at: z.string().optional() };
const confirmed = { confirmed: z.boolean() };
const signed = { ...confirmed, signature: z.literal('given').nullable() };
const byAdmin = { ...confirmed, by: z.string().optional() };

/** Each step event's own fields, one schema per event type of the engine. */
const STEP_EVENT_SCHEMAS = {
  PAYMENT_COMPLETED: z.object({ ...actor, level }),
  PROCEED_TO_SHARE: z.object({ ...actor, missingRequired: z.number().int(), proceedAnyway: z.boolean().optional() }),
  PROCEED: z.object({ ...actor, missingRequired: z.number().int() }),
  SEND_SHARE_INVITE: z.object({ ...actor, ...confirmed, spouseEmail: z.string().optional() }),
  BACK_TO_QUESTIONNAIRE: z.object({ ...actor, ...confirmed }),
  SEND_BACK_FOR_SPOUSAL_REVIEW: z.object(actor),
  FINISH_REPLYING: z.object(actor),
  AGREE: z.object({ ...actor, missingRequired: z.number().int() }),
  CONTINUE: z.object(actor),
  SUBMIT_SIGNATURE: z.object({ ...actor, ...signed }),
  NOTIFY_SPOUSE: z.object(actor),
  DOWNLOAD: z.object(actor),
  RESTART: z.object({ ...actor, ...confirmed }),
  UPDATE_OUTDATED_FORM: z.object({ ...actor, ...confirmed }),
  ADMIN_RESET: z.object({ ...actor, ...byAdmin }),
  ADMIN_RETURN_TO_SIGNING: z.object({ ...actor, ...byAdmin }),
  ANSWERS_CHANGED: z.object(actor),
  GO_TO_STEP: z.object({ ...actor, step: z.number().int() }),
  RESPONDENT_AGREE: z.object({ ...actor, termsAccepted: z.boolean(), missingRequired: z.number().int(), access: z.boolean().optional() }),
  RESPONDENT_SEND_BACK: z.object({ ...actor, access: z.boolean().optional() }),
  RESPONDENT_SUBMIT_SIGNATURE: z.object({ ...actor, ...signed }),
  RESPONDENT_DOWNLOAD: z.object(actor),
  RESPONDENT_RESTART: z.object({ ...actor, ...confirmed }),
  RESPONDENT_GO_TO_STEP: z.object({ ...actor, step: z.number().int() }),
} satisfies { [T in UserWorkflowEventType]: z.ZodType<AuditedStepEvent<T>> };

/** A step event's row: the event, what the machine emitted, and the steps it arrived at. */
const stepEventRow = { effects: z.array(effect), step: z.number().int(), respondentStep: z.number().int().nullable() };

type StepEventDataSchemas = { [T in UserWorkflowEventType]: z.ZodObject<{ event: (typeof STEP_EVENT_SCHEMAS)[T] } & typeof stepEventRow> };
const stepEventDataSchemas = Object.fromEntries(
  USER_WORKFLOW_EVENT_TYPES.map((type) => [type, z.object({ event: STEP_EVENT_SCHEMAS[type], ...stepEventRow })]),
) as unknown as StepEventDataSchemas;

/** The audit event types, each with the schema of its data. */
export const AUDIT_EVENT_SCHEMAS = {
  ...stepEventDataSchemas,
  /** an administrator asked for a failed final document again (User Workflow Data); `by` is their name then */
  ADMIN_RETRY_FINAL_DOCUMENT: z.object({ event: z.object({ by: z.string() }) }),
  /** the spouse deleted their account and so left this form (docs/decisions/030-account-deletion.md) */
  SPOUSE_ACCOUNT_DELETED: z.object({}),
  /** Run DB Scripts copied a form's fields, documents and files from this user workflow */
  DB_SCRIPT: z.object({
    script: z.literal('copy-form-from-user-workflow'),
    formId: z.string(),
    formVersion: z.string(),
    fields: z.number().int(),
    documents: z.number().int(),
  }),
};

export type AuditEventType = keyof typeof AUDIT_EVENT_SCHEMAS;
/** The data an audit event of this type carries, as written. */
export type AuditEventData<T extends AuditEventType> = z.input<(typeof AUDIT_EVENT_SCHEMAS)[T]>;

export const AUDIT_EVENT_TYPES = Object.keys(AUDIT_EVENT_SCHEMAS) as AuditEventType[];

export function isAuditEventType(type: string): type is AuditEventType {
  return Object.hasOwn(AUDIT_EVENT_SCHEMAS, type);
}

export type ParsedAuditEvent = { [T in AuditEventType]: { type: T; data: z.output<(typeof AUDIT_EVENT_SCHEMAS)[T]> } }[AuditEventType];

/** A stored row's type and data, checked against its schema; an unknown type or a data mismatch throws, naming both. */
export function parseAuditEvent(row: { type: string; data: unknown }): ParsedAuditEvent {
  if (!isAuditEventType(row.type)) throw new Error(`audit event type '${row.type}' has no schema in lib/audit-events.ts`);
  const parsed = AUDIT_EVENT_SCHEMAS[row.type].safeParse(row.data);
  if (!parsed.success) throw new Error(`audit event '${row.type}' does not match its schema: ${z.prettifyError(parsed.error)}`);
  return { type: row.type, data: parsed.data } as ParsedAuditEvent;
}
