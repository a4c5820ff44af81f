// The read side of approvals (workflow-builder.md §2 'Approval screens'): the Pending forms where the user is a
// stakeholder, one of them with its definition for the Form Preview and Rule Configuration tabs, the
// administrators who may be named stakeholders, and the published versions of a form.
import type { Queryable } from '../../../db/client';
import type { WorkflowDefinition } from '../../engine.server';
import { STORED_STATUS, type StakeholderStatus } from './workflow-status';

export interface PendingApprovalCard {
  id: string;
  name: string;
  state: string;
  ownerName: string;
}

/** /pending-approvals: forms waiting for approval where this user is a stakeholder, by name. */
export async function listPendingApprovals(db: Queryable, email: string): Promise<PendingApprovalCard[]> {
  const rows = await db
    .selectFrom('form_stakeholders')
    .innerJoin('forms', 'forms.id', 'form_stakeholders.form_id')
    .leftJoin('users', 'users.id', 'forms.owner_id')
    .select(['forms.id', 'forms.name', 'forms.definition', 'users.first_name', 'users.last_name', 'users.email'])
    .where('form_stakeholders.email', '=', email.toLowerCase())
    .where('forms.status', '=', STORED_STATUS.pending)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      state: (r.definition as Partial<WorkflowDefinition>).state ?? '',
      ownerName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email || 'Accord',
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export interface PendingApproval extends PendingApprovalCard {
  definition: WorkflowDefinition;
  version: string;
  pending: boolean;
  myStatus: StakeholderStatus;
  stakeholders: { email: string; status: StakeholderStatus; statusDate: Date }[];
}

/** /pending-approvals/{id}: undefined unless the user is one of the form's stakeholders (the route answers 404). */
export async function loadPendingApproval(db: Queryable, email: string, formId: string): Promise<PendingApproval | undefined> {
  const stakeholders = await db.selectFrom('form_stakeholders').select(['email', 'status', 'status_date']).where('form_id', '=', formId).orderBy('email').execute();
  const mine = stakeholders.find((s) => s.email === email.toLowerCase());
  if (!mine) return undefined;
  const form = await db
    .selectFrom('forms')
    .leftJoin('users', 'users.id', 'forms.owner_id')
    .select(['forms.id', 'forms.name', 'forms.definition', 'forms.version', 'forms.status', 'users.first_name', 'users.last_name', 'users.email'])
    .where('forms.id', '=', formId)
    .executeTakeFirst();
  if (!form) return undefined;
  const definition = form.definition as WorkflowDefinition;
  return {
    id: form.id,
    name: form.name,
    state: definition.state ?? '',
    ownerName: `${form.first_name ?? ''} ${form.last_name ?? ''}`.trim() || form.email || 'Accord',
    definition,
    version: form.version,
    pending: form.status === STORED_STATUS.pending,
    myStatus: mine.status,
    stakeholders: stakeholders.map((s) => ({ email: s.email, status: s.status, statusDate: s.status_date })),
  };
}

/** Administrators who may be named stakeholders: every admin but the one publishing, by name. */
export async function stakeholderChoices(db: Queryable, exceptEmail: string): Promise<{ email: string; name: string }[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('role', 'in', ['admin-global', 'admin-form'])
    .where('email', '<>', exceptEmail.toLowerCase())
    .orderBy('first_name')
    .orderBy('last_name')
    .execute();
  return rows.map((r) => ({ email: r.email.toLowerCase(), name: `${r.first_name} ${r.last_name}`.trim() || r.email }));
}

export interface PublishedVersionRow {
  id: string;
  version: string;
  publishedAt: Date;
  withdrawnAt: Date | null;
  approvals: { email: string; approvedAt: string }[];
  startedCount: number;
}

/** A form's published versions, newest first, with how many people started each. */
export async function publishedVersionsOf(db: Queryable, formId: string): Promise<PublishedVersionRow[]> {
  const rows = await db
    .selectFrom('published_workflows')
    .select(['id', 'version', 'published_at', 'withdrawn_at', 'approvals'])
    .select((eb) => eb.selectFrom('user_workflows').select(eb.fn.countAll<string>().as('n')).whereRef('user_workflows.published_workflow_id', '=', 'published_workflows.id').as('started'))
    .where('form_id', '=', formId)
    .orderBy('published_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, version: r.version, publishedAt: r.published_at, withdrawnAt: r.withdrawn_at, approvals: r.approvals, startedCount: Number(r.started ?? 0) }));
}
