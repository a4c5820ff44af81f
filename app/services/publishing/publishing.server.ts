// Publishing a form (workflow-builder.md §4, §6, §9): Publish / Republish by its owner or a global admin after the
// engine's checks, the stakeholders' approvals, Unpublish, and the immutable published versions they produce.
// Every status change is decided by the pure machine in workflow-status.ts and stored here in one transaction,
// with the 'stakeholder' e-mails it causes.
import { sql } from 'kysely';
import type { Database, Queryable } from '../../../db/client';
import type { PublishedApproval, UserRole } from '../../../db/schema';
import type { WorkflowDefinition } from '../../engine.server';
import { randomId } from '../builder/definition';
import { sendEmail } from '../email.server';
import type { EffectContext } from '../user-workflow/effect-context.server';
import { formPublishingProblems, type PublishingProblem } from './publishing-checks.server';
import {
  nextMajorVersion,
  normalizeStakeholderEmails,
  parseStoredStatus,
  STORED_STATUS,
  transition,
  type Stakeholder,
  type StatusSnapshot,
  type StatusTransition,
  type WorkflowStatusEvent,
} from './workflow-status';

export interface PublishingUser {
  id: string;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
}

export const NOT_OWNER_MESSAGE = 'Only the owner of this workflow or a global administrator can publish or unpublish it.';
export const INVALID_WORKFLOW_MESSAGE = 'This workflow has problems that must be fixed before it can be published. Open it in the builder to see them on its elements.';

export type PublishingResult =
  | { kind: 'published'; publishedWorkflowId: string; version: string }
  | { kind: 'submitted'; stakeholders: string[] }
  | { kind: 'decided'; status: StatusSnapshot['status'] }
  | { kind: 'unpublished' }
  | { kind: 'not-found' }
  | { kind: 'invalid'; message: string; problems: PublishingProblem[] }
  | { kind: 'refused'; message: string };

interface LockedForm {
  id: string;
  name: string;
  definition: unknown;
  version: string;
  status: string;
  owner_id: string | null;
}

/** Rows the user may load in the builder (the same rule as builder/forms.server.ts: role or e-mail in the access list). */
function accessibleTo(user: Pick<PublishingUser, 'role' | 'email'>) {
  return sql<boolean>`forms.access ?| array[${user.role}, ${user.email.toLowerCase()}]::text[]`;
}

const mayPublish = (user: PublishingUser, form: LockedForm) => form.owner_id === user.id || form.owner_id === null || user.role === 'admin-global';

async function lockForm(tx: Queryable, id: string, user?: PublishingUser): Promise<LockedForm | undefined> {
  let query = tx.selectFrom('forms').select(['id', 'name', 'definition', 'version', 'status', 'owner_id']).where('id', '=', id);
  if (user) query = query.where(accessibleTo(user));
  return query.forUpdate().executeTakeFirst();
}

async function readStakeholders(tx: Queryable, formId: string): Promise<(Stakeholder & { statusDate: Date; requestedBy: string | null })[]> {
  const rows = await tx.selectFrom('form_stakeholders').select(['email', 'status', 'status_date', 'requested_by']).where('form_id', '=', formId).orderBy('email').execute();
  return rows.map((r) => ({ email: r.email, status: r.status, statusDate: r.status_date, requestedBy: r.requested_by }));
}

async function isOffered(tx: Queryable, formId: string): Promise<boolean> {
  return (await tx.selectFrom('published_workflows').select('id').where('form_id', '=', formId).where('withdrawn_at', 'is', null).executeTakeFirst()) !== undefined;
}

async function snapshotOf(tx: Queryable, form: LockedForm): Promise<StatusSnapshot> {
  const stakeholders = await readStakeholders(tx, form.id);
  return { status: parseStoredStatus(form.status), stakeholders: stakeholders.map(({ email, status }) => ({ email, status })), offered: await isOffered(tx, form.id) };
}

/** Stops offering the forms' published versions to new people; people who started one keep it (§4, ADR 015). */
async function withdrawOffered(tx: Queryable, formIds: string[]): Promise<number> {
  if (formIds.length === 0) return 0;
  const result = await tx.updateTable('published_workflows').set({ withdrawn_at: new Date() }).where('form_id', 'in', formIds).where('withdrawn_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The form's draft becomes a new immutable published version (the major part counted up, §9) that replaces the one
 * offered so far; its files (PDF templates, images) are copied under the version, so later edits never reach it.
 */
async function publishVersion(tx: Queryable, form: LockedForm, publishedBy: string | null, approvals: PublishedApproval[]): Promise<{ publishedWorkflowId: string; version: string }> {
  const version = nextMajorVersion(form.version);
  const id = randomId(20);
  const draft = { ...(form.definition as WorkflowDefinition), version };
  await withdrawOffered(tx, [form.id]);
  await tx
    .insertInto('published_workflows')
    .values({
      id,
      form_id: form.id,
      version,
      name: draft.name,
      state: draft.state,
      type: draft.type,
      children_option: draft.childrenOptions,
      use_counties: draft.useCounties === true,
      counties: JSON.stringify(Array.isArray(draft.counties) ? draft.counties : []),
      collaborate: draft.collaborate !== false,
      definition: JSON.stringify({ ...draft, id }),
      published_by: publishedBy,
      approvals: JSON.stringify(approvals),
    })
    .execute();
  await sql`insert into files (key, content, media_type, size, sha256)
    select ${`published-workflows/${id}/`} || substr(key, ${`forms/${form.id}/`.length + 1}), content, media_type, size, sha256
    from files where starts_with(key, ${`forms/${form.id}/`})`.execute(tx);
  await tx.updateTable('forms').set({ version, definition: JSON.stringify(draft), updated_at: new Date() }).where('id', '=', form.id).execute();
  return { publishedWorkflowId: id, version };
}

async function setStatus(tx: Queryable, formId: string, status: StatusSnapshot['status']) {
  await tx
    .updateTable('forms')
    .set({ status: STORED_STATUS[status], status_date: status === 'empty' ? null : new Date() })
    .where('id', '=', formId)
    .execute();
}

function refusal(result: StatusTransition & { ok: false }): PublishingResult {
  return { kind: 'refused', message: result.message };
}

/** Each address must be an administrator's: stakeholders decide on Published Requests, an admin page. */
async function unknownStakeholder(tx: Queryable, emails: string[]): Promise<string | undefined> {
  if (emails.length === 0) return undefined;
  const admins = await tx.selectFrom('users').select('email').where('email', 'in', emails).where('role', 'in', ['admin-global', 'admin-form']).execute();
  const known = new Set(admins.map((a) => a.email.toLowerCase()));
  return emails.find((e) => !known.has(e));
}

export const stakeholderNotAdminMessage = (email: string) =>
  `${email} is not an Accord administrator. Stakeholders approve workflows on Published Requests, which only administrators can open.`;

async function emailStakeholders(tx: Queryable, form: LockedForm, emails: string[], from: PublishingUser, context: EffectContext) {
  const fromName = `${from.firstName} ${from.lastName}`.trim() || from.email;
  const names = await tx.selectFrom('users').select(['email', 'first_name', 'last_name']).where('email', 'in', emails).execute();
  for (const email of emails) {
    const known = names.find((n) => n.email.toLowerCase() === email);
    const name = (known ? `${known.first_name} ${known.last_name}`.trim() : '') || email;
    await sendEmail(
      tx,
      {
        to: { name, email },
        template: 'stakeholder',
        data: { workflowName: form.name, fromName, url: `${context.origin}/pending-approvals/${form.id}` },
        formId: form.id,
      },
      context.email,
    );
  }
}

/**
 * Publish / Republish (§4): the owner or a global admin; the engine's checks first (problems block it). Without
 * stakeholders the draft is published at once; with them each becomes Pending and is e-mailed, and the form is
 * Pending (no edits) until they decide.
 */
export async function publishForm(db: Database, user: PublishingUser, formId: string, input: { stakeholders: readonly string[] }, context: EffectContext): Promise<PublishingResult> {
  return db.transaction().execute(async (tx) => {
    const form = await lockForm(tx, formId, user);
    if (!form) return { kind: 'not-found' } as const;
    if (!mayPublish(user, form)) return { kind: 'refused', message: NOT_OWNER_MESSAGE } as const;
    const emails = normalizeStakeholderEmails(input.stakeholders);
    const decided = transition(await snapshotOf(tx, form), { type: 'PUBLISH', stakeholders: emails });
    if (!decided.ok) return refusal(decided);
    const problems = await formPublishingProblems(tx, formId, form.definition);
    if (problems.length > 0) return { kind: 'invalid', message: INVALID_WORKFLOW_MESSAGE, problems } as const;
    const stranger = await unknownStakeholder(tx, emails);
    if (stranger) return { kind: 'refused', message: stakeholderNotAdminMessage(stranger) } as const;
    await tx.deleteFrom('form_stakeholders').where('form_id', '=', formId).execute();
    if (decided.stakeholders.length > 0)
      await tx
        .insertInto('form_stakeholders')
        .values(decided.stakeholders.map((s) => ({ form_id: formId, email: s.email, status: s.status, requested_by: user.id })))
        .execute();
    await setStatus(tx, formId, decided.status);
    if (decided.publish) return { kind: 'published', ...(await publishVersion(tx, form, user.id, [])) } as const;
    await emailStakeholders(tx, form, decided.notify, user, context);
    return { kind: 'submitted', stakeholders: decided.notify } as const;
  });
}

export type StakeholderDecision = 'approve' | 'reject' | 'remove-me';

const DECISION_EVENTS: Record<StakeholderDecision, (email: string) => WorkflowStatusEvent> = {
  approve: (email) => ({ type: 'APPROVE', email }),
  reject: (email) => ({ type: 'REJECT', email }),
  'remove-me': (email) => ({ type: 'REMOVE_STAKEHOLDER', email }),
};

/**
 * A stakeholder approves, rejects or removes themselves (§4, §6). The last approval publishes the form, named as
 * published by whoever pressed Publish, with each approval and its time. A form the user is not a stakeholder of
 * answers not-found, as someone else's record does.
 */
export async function decideAsStakeholder(db: Database, user: Pick<PublishingUser, 'email'>, formId: string, decision: StakeholderDecision): Promise<PublishingResult> {
  return db.transaction().execute(async (tx) => {
    const form = await lockForm(tx, formId);
    if (!form) return { kind: 'not-found' } as const;
    return applyDecision(tx, form, user.email.toLowerCase(), decision);
  });
}

/**
 * The author (the owner or a global administrator) takes a stakeholder off a pending request (workflow-builder.md §2
 * Manage Workflows: 'remove stakeholder', after a confirmation): as if they had removed themselves, so the request
 * is published when everyone left has approved.
 */
export async function removeStakeholder(db: Database, user: PublishingUser, formId: string, stakeholderEmail: string): Promise<PublishingResult> {
  return db.transaction().execute(async (tx) => {
    const form = await lockForm(tx, formId, user);
    if (!form) return { kind: 'not-found' } as const;
    if (!mayPublish(user, form)) return { kind: 'refused', message: NOT_OWNER_MESSAGE } as const;
    return applyDecision(tx, form, stakeholderEmail.trim().toLowerCase(), 'remove-me');
  });
}

/** One stakeholder's decision on the locked form: their row, the form's status, and the version it publishes. */
async function applyDecision(tx: Queryable, form: LockedForm, email: string, decision: StakeholderDecision): Promise<PublishingResult> {
  const stakeholders = await readStakeholders(tx, form.id);
  if (!stakeholders.some((s) => s.email === email)) return { kind: 'not-found' } as const;
  const decided = transition(await snapshotOf(tx, form), DECISION_EVENTS[decision](email));
  if (!decided.ok) return refusal(decided);
  if (decision === 'remove-me') await tx.deleteFrom('form_stakeholders').where('form_id', '=', form.id).where('email', '=', email).execute();
  else {
    const mine = decided.stakeholders.find((s) => s.email === email)!;
    await tx.updateTable('form_stakeholders').set({ status: mine.status, status_date: new Date() }).where('form_id', '=', form.id).where('email', '=', email).execute();
  }
  await setStatus(tx, form.id, decided.status);
  if (decided.publish) {
    const approvals = (await readStakeholders(tx, form.id)).map((s) => ({ email: s.email, approvedAt: s.statusDate.toISOString() }));
    await publishVersion(tx, form, stakeholders[0]?.requestedBy ?? form.owner_id, approvals);
  }
  return { kind: 'decided', status: decided.status } as const;
}

/** Unpublish (§4): only when Approved; its versions stop being offered, and its status and date are emptied. */
export async function unpublishForm(db: Database, user: PublishingUser, formId: string): Promise<PublishingResult> {
  return db.transaction().execute(async (tx) => {
    const form = await lockForm(tx, formId, user);
    if (!form) return { kind: 'not-found' } as const;
    if (!mayPublish(user, form)) return { kind: 'refused', message: NOT_OWNER_MESSAGE } as const;
    const decided = transition(await snapshotOf(tx, form), { type: 'UNPUBLISH' });
    if (!decided.ok) return refusal(decided);
    await withdrawOffered(tx, [formId]);
    await setStatus(tx, formId, decided.status);
    return { kind: 'unpublished' } as const;
  });
}

/**
 * §4 and administration-platform.md §4: a state taken off a workflow type withdraws that type's published versions
 * in the state, clears the status (and date) of their parent forms and drops their pending approvals. People who
 * started one keep it. Runs in the caller's transaction (the workflow type's save); returns how many were withdrawn.
 */
export async function withdrawForRemovedStates(tx: Queryable, typeTitle: string, states: string[]): Promise<number> {
  if (states.length === 0) return 0;
  const affected = await tx
    .selectFrom('published_workflows')
    .select('form_id')
    .where('type', '=', typeTitle)
    .where('state', 'in', states)
    .where('withdrawn_at', 'is', null)
    .execute();
  const formIds = [...new Set(affected.map((p) => p.form_id))];
  if (formIds.length === 0) return 0;
  for (const formId of formIds) {
    const form = await lockForm(tx, formId);
    if (!form) continue;
    const decided = transition(await snapshotOf(tx, form), { type: 'STATE_REMOVED' });
    if (!decided.ok) throw new Error(`form ${formId}: ${decided.detail}`);
    await tx.deleteFrom('form_stakeholders').where('form_id', '=', formId).execute();
    await setStatus(tx, formId, decided.status);
  }
  return withdrawOffered(tx, formIds);
}

/** A form's status, stakeholders and whether a version of it is offered; undefined when there is no such form. */
export async function formStatusOf(db: Queryable, formId: string): Promise<StatusSnapshot | undefined> {
  const form = await db.selectFrom('forms').select(['id', 'name', 'definition', 'version', 'status', 'owner_id']).where('id', '=', formId).executeTakeFirst();
  return form ? snapshotOf(db, form) : undefined;
}
