// The builder's draft store (workflow-builder.md §2, §3, §4 "Builder state", §6): the forms an administrator
// may load (their role or e-mail is in the form's access list), create, save (validated by the engine, the
// minor version counted up, a save based on an older version refused), clone, delete and share.
import { sql } from 'kysely';
import type { Database, Queryable } from '../../../db/client';
import type { UserRole } from '../../../db/schema';
import { workflowProblems, type WorkflowDefinition } from '../../engine.server';
import { sendEmail } from '../email.server';
import type { EffectContext } from '../user-workflow/effect-context.server';
import {
  duplicatesAmong,
  NEW_FORM_VERSION,
  newFormDefinition,
  nextMinorVersion,
  problemsByElement,
  randomId,
  sameDefinition,
  usedCountiesAmong,
  youtubeLinkProblems,
  type BuilderProblem,
  type FormSummary,
} from './definition';
import { deleteUnusedMedia, rehomeMediaUrls } from './element-media.server';
import { deleteUnusedTemplateFiles } from './template-files.server';
import { PENDING_STATUS } from './workflow-cards';
import { formFillIssues } from './form-fields.server';

export interface BuilderUser {
  id: string;
  email: string;
  role: UserRole;
  firstName: string;
  lastName: string;
}

export interface FormCard {
  id: string;
  name: string;
  description: string;
  state: string;
  type: string;
  childrenOptions: string;
  useCounties: boolean;
  counties: string[];
  version: string;
  status: string;
  statusDate: Date | null;
  updatedAt: Date;
  isOwner: boolean;
  isCollaborator: boolean;
}

export interface LoadedForm extends FormCard {
  definition: WorkflowDefinition;
  ownerEmail: string | null;
  collaborators: { email: string; name: string; sentAt: Date | null }[];
}

export { PENDING_STATUS };

const FORM_COLUMNS = ['forms.id', 'forms.name', 'forms.definition', 'forms.status', 'forms.status_date', 'forms.version', 'forms.owner_id', 'forms.updated_at'] as const;

/** Everything to fix in a draft before it can be published: the engine's problems and the builder's own checks. */
export function draftProblems(definition: WorkflowDefinition): BuilderProblem[] {
  return [...problemsByElement(definition, workflowProblems(definition)), ...youtubeLinkProblems(definition)];
}

/** Rows the user may load: their role or e-mail is in the access list (§6). */
function accessibleTo(user: Pick<BuilderUser, 'role' | 'email'>) {
  return sql<boolean>`forms.access ?| array[${user.role}, ${user.email.toLowerCase()}]::text[]`;
}

interface FormRow {
  id: string;
  name: string;
  definition: unknown;
  status: string;
  status_date: Date | null;
  version: string;
  owner_id: string | null;
  updated_at: Date;
}

function toCard(row: FormRow, user: BuilderUser, collaboratorEmails: Set<string>): FormCard {
  const d = (row.definition ?? {}) as Partial<WorkflowDefinition>;
  return {
    id: row.id,
    name: row.name,
    description: d.description ?? '',
    state: d.state ?? '',
    type: d.type ?? '',
    childrenOptions: d.childrenOptions ?? '',
    useCounties: d.useCounties === true,
    counties: Array.isArray(d.counties) ? d.counties : [],
    version: row.version,
    status: row.status,
    statusDate: row.status_date,
    updatedAt: row.updated_at,
    isOwner: row.owner_id === user.id,
    isCollaborator: collaboratorEmails.has(user.email.toLowerCase()),
  };
}

/** The forms this user may load, sorted by name case-insensitively (§2 Manage Workflows). */
export async function listForms(db: Queryable, user: BuilderUser): Promise<FormCard[]> {
  const rows = await db.selectFrom('forms').select(FORM_COLUMNS).where(accessibleTo(user)).execute();
  const mine = await db.selectFrom('form_collaborators').select('form_id').where('email', '=', user.email.toLowerCase()).execute();
  const shared = new Set(mine.map((r) => r.form_id));
  return rows
    .map((row) => toCard(row, user, shared.has(row.id) ? new Set([user.email.toLowerCase()]) : new Set()))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

/** One form, or undefined when it does not exist or this user may not load it (the route answers 404). */
export async function loadForm(db: Queryable, user: BuilderUser, id: string): Promise<LoadedForm | undefined> {
  const row = await db
    .selectFrom('forms')
    .leftJoin('users', 'users.id', 'forms.owner_id')
    .select([...FORM_COLUMNS, 'users.email as owner_email'])
    .where('forms.id', '=', id)
    .where(accessibleTo(user))
    .executeTakeFirst();
  if (!row) return undefined;
  const collaborators = await db
    .selectFrom('form_collaborators')
    .select(['email', 'name', 'sent_at'])
    .where('form_id', '=', id)
    .orderBy('created_at')
    .execute();
  const emails = new Set(collaborators.map((c) => c.email));
  return {
    ...toCard(row, user, emails),
    definition: row.definition as WorkflowDefinition,
    ownerEmail: row.owner_email,
    collaborators: collaborators.map((c) => ({ email: c.email, name: c.name, sentAt: c.sent_at })),
  };
}

/** A new form owned by the user, who alone is in its access list (§2 Step 1). */
export async function createForm(db: Queryable, user: BuilderUser, definition?: WorkflowDefinition): Promise<string> {
  const id = randomId(20);
  const start = definition ?? newFormDefinition('New workflow');
  const stored = { ...start, id, version: NEW_FORM_VERSION };
  await db
    .insertInto('forms')
    .values({
      id,
      name: formName(stored),
      definition: JSON.stringify(stored),
      status: 'draft',
      version: NEW_FORM_VERSION,
      owner_id: user.id,
      access: JSON.stringify([user.email.toLowerCase()]),
    })
    .execute();
  return id;
}

function formName(definition: Partial<WorkflowDefinition>): string {
  return typeof definition.name === 'string' && definition.name.trim() !== '' ? definition.name.trim() : 'Untitled workflow';
}

export type SaveResult =
  | { kind: 'saved'; version: string; problems: BuilderProblem[] }
  | { kind: 'unchanged'; version: string; problems: BuilderProblem[] }
  | { kind: 'stale'; version: string }
  | { kind: 'pending' }
  | { kind: 'unreadable'; message: string }
  | { kind: 'not-found' };

export const STALE_SAVE_MESSAGE =
  'Someone else saved this workflow after you opened it, so your changes were not saved. Export them if you want to keep them, then close and open the workflow again to see the newer version.';
export const PENDING_SAVE_MESSAGE = 'This workflow is waiting for approval and cannot be edited until its stakeholders decide.';

/**
 * Saves a draft the builder edited from `baseVersion`. The engine's problems come back placed at their elements;
 * an invalid draft is still saved (publishing refuses it). A save based on an older version than the stored one
 * is refused and nothing is written, so two administrators never overwrite each other's work.
 */
export async function saveForm(db: Database, user: BuilderUser, id: string, input: { definition: unknown; baseVersion: string }): Promise<SaveResult> {
  const definition = input.definition;
  if (!definition || typeof definition !== 'object' || Array.isArray(definition) || !Array.isArray((definition as { elements?: unknown }).elements))
    return { kind: 'unreadable', message: 'The workflow could not be read: it must be a JSON object with a list of elements.' };
  const result = await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('forms')
      .select(['definition', 'version', 'status'])
      .where('id', '=', id)
      .where(accessibleTo(user))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { kind: 'not-found' } as const;
    if (row.status === PENDING_STATUS) return { kind: 'pending' } as const;
    if (row.version !== input.baseVersion) return { kind: 'stale', version: row.version } as const;
    if (sameDefinition(row.definition, definition)) {
      const current = row.definition as WorkflowDefinition;
      return { kind: 'unchanged', version: row.version, problems: draftProblems(current) } as const;
    }
    const version = nextMinorVersion(row.version);
    const stored = { ...(definition as WorkflowDefinition), id, version };
    await tx
      .updateTable('forms')
      .set({ name: formName(stored), definition: JSON.stringify(stored), version, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await deleteUnusedMedia(tx, id, stored);
    await deleteUnusedTemplateFiles(tx, id, row.definition, stored);
    return { kind: 'saved', version, problems: draftProblems(stored) } as const;
  });
  // fill actions are checked against the templates' own fields, read after the row is released (issue 34)
  if (result.kind === 'saved' || result.kind === 'unchanged') result.problems.push(...(await fillProblems(db, id, definition as WorkflowDefinition)));
  return result;
}

/** The builder's checks of fill actions as problems of the workflow as a whole. */
export async function fillProblems(db: Database, id: string, definition: WorkflowDefinition): Promise<BuilderProblem[]> {
  const issues = await formFillIssues(db, id, definition);
  return issues.map((issue) => ({ elementUid: null, field: issue.pointer, pointer: issue.pointer, message: issue.message, text: issue.text, severity: issue.severity }));
}

/**
 * A copy of a form as a new draft owned by the user (§2 'Keep Collaborators?'): its files (PDF templates, page and
 * embedded images under forms/{id}/) are copied too, and its collaborators only when kept.
 */
export async function cloneForm(db: Database, user: BuilderUser, id: string, options: { keepCollaborators: boolean }): Promise<string | undefined> {
  const source = await loadForm(db, user, id);
  if (!source) return undefined;
  return db.transaction().execute(async (tx) => {
    const newId = randomId(20);
    const kept = options.keepCollaborators ? source.collaborators.filter((c) => c.email !== user.email.toLowerCase()) : [];
    // the original owner keeps working on the copy with the collaborators when they are kept
    const ownerEmail = options.keepCollaborators && source.ownerEmail && source.ownerEmail !== user.email.toLowerCase() ? [source.ownerEmail] : [];
    const access = [user.email.toLowerCase(), ...ownerEmail, ...kept.map((c) => c.email)];
    const name = `${source.name} - COPY`;
    const definition = rehomeMediaUrls({ ...source.definition, id: newId, name, version: NEW_FORM_VERSION }, id, newId);
    await tx
      .insertInto('forms')
      .values({ id: newId, name, definition: JSON.stringify(definition), status: 'draft', version: NEW_FORM_VERSION, owner_id: user.id, access: JSON.stringify([...new Set(access)]) })
      .execute();
    if (kept.length > 0)
      await tx.insertInto('form_collaborators').values(kept.map((c) => ({ form_id: newId, email: c.email, name: c.name, sent_at: c.sentAt }))).execute();
    await sql`insert into files (key, content, media_type, size, sha256)
      select ${`forms/${newId}/`} || substr(key, ${`forms/${id}/`.length + 1}), content, media_type, size, sha256
      from files where starts_with(key, ${`forms/${id}/`})`.execute(tx);
    return newId;
  });
}

export type DeleteResult = { kind: 'deleted' } | { kind: 'not-found' } | { kind: 'refused'; message: string };

export const DELETE_NOT_OWNER_MESSAGE = 'Only the owner of this workflow or a global administrator can delete it.';
export const DELETE_IN_USE_MESSAGE = 'People have already started this workflow, so it cannot be deleted. Unpublish it instead to stop new people from starting it.';

/** Deletes a form with its files (§2 'Permanent Deletion'): only its owner or a global admin, and never one people use. */
export async function deleteForm(db: Database, user: BuilderUser, id: string): Promise<DeleteResult> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('forms').select(['owner_id']).where('id', '=', id).where(accessibleTo(user)).forUpdate().executeTakeFirst();
    if (!row) return { kind: 'not-found' } as const;
    if (row.owner_id !== user.id && user.role !== 'admin-global' && row.owner_id !== null) return { kind: 'refused', message: DELETE_NOT_OWNER_MESSAGE } as const;
    const used = await tx.selectFrom('user_workflows').select('id').where('form_id', '=', id).limit(1).executeTakeFirst();
    if (used) return { kind: 'refused', message: DELETE_IN_USE_MESSAGE } as const;
    await tx.deleteFrom('files').where(sql<boolean>`starts_with(key, ${`forms/${id}/`})`).execute();
    await tx.deleteFrom('forms').where('id', '=', id).execute();
    return { kind: 'deleted' } as const;
  });
}

export type ShareResult = { kind: 'shared' } | { kind: 'not-found' } | { kind: 'refused'; message: string };

export const SHARE_NOT_OWNER_MESSAGE = 'Only the owner of this workflow can share it.';
export const SHARE_SELF_MESSAGE = 'You own this workflow already. Enter the e-mail address of the person you want to share it with.';
export const SHARE_ALREADY_MESSAGE = 'This person is already a collaborator on this workflow.';

/** The owner shares the form with a collaborator, who gets the 'collaborate' e-mail in the same transaction (§6, §7). */
export async function shareForm(
  db: Database,
  user: BuilderUser,
  id: string,
  collaborator: { email: string; name?: string },
  context: EffectContext,
): Promise<ShareResult> {
  const email = collaborator.email.trim().toLowerCase();
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('forms').select(['owner_id', 'name']).where('id', '=', id).where(accessibleTo(user)).forUpdate().executeTakeFirst();
    if (!row) return { kind: 'not-found' } as const;
    if (row.owner_id !== user.id) return { kind: 'refused', message: SHARE_NOT_OWNER_MESSAGE } as const;
    if (email === user.email.toLowerCase()) return { kind: 'refused', message: SHARE_SELF_MESSAGE } as const;
    const known = await tx.selectFrom('users').select(['first_name', 'last_name']).where('email', '=', email).executeTakeFirst();
    const name = collaborator.name?.trim() || (known ? `${known.first_name} ${known.last_name}`.trim() : '') || email;
    const added = await tx
      .insertInto('form_collaborators')
      .values({ form_id: id, email, name, sent_at: new Date() })
      .onConflict((oc) => oc.columns(['form_id', 'email']).doNothing())
      .returning('email')
      .executeTakeFirst();
    if (!added) return { kind: 'refused', message: SHARE_ALREADY_MESSAGE } as const;
    await grantAccess(tx, id, email);
    const fromName = `${user.firstName} ${user.lastName}`.trim() || user.email;
    await sendEmail(
      tx,
      {
        to: { name, email },
        template: 'collaborate',
        data: { workflowName: row.name, fromName, url: `${context.origin}/manage-workflows` },
        formId: id,
      },
      context.email,
    );
    return { kind: 'shared' } as const;
  });
}

async function grantAccess(tx: Queryable, id: string, email: string) {
  await sql`update forms set access = access || to_jsonb(${email}::text) where id = ${id} and not access ? ${email}`.execute(tx);
}

async function revokeAccess(tx: Queryable, id: string, email: string) {
  await sql`update forms set access = access - ${email}::text where id = ${id}`.execute(tx);
}

export const REMOVE_OWNER_MESSAGE = 'The owner of a workflow cannot remove themselves from it.';

/**
 * Takes a collaborator off a form: the owner removing someone ('delete collaborator'), or a collaborator removing
 * themselves ('Remove Me...'). The owner cannot remove themselves (§6).
 */
export async function removeCollaborator(db: Database, user: BuilderUser, id: string, collaboratorEmail: string): Promise<ShareResult> {
  const email = collaboratorEmail.trim().toLowerCase();
  const self = email === user.email.toLowerCase();
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('forms').select(['owner_id']).where('id', '=', id).where(accessibleTo(user)).forUpdate().executeTakeFirst();
    if (!row) return { kind: 'not-found' } as const;
    if (self && row.owner_id === user.id) return { kind: 'refused', message: REMOVE_OWNER_MESSAGE } as const;
    if (!self && row.owner_id !== user.id) return { kind: 'refused', message: SHARE_NOT_OWNER_MESSAGE } as const;
    const removed = await tx.deleteFrom('form_collaborators').where('form_id', '=', id).where('email', '=', email).returning('email').executeTakeFirst();
    if (!removed) return { kind: 'refused', message: 'This person is not a collaborator on this workflow.' } as const;
    await revokeAccess(tx, id, email);
    return { kind: 'shared' } as const;
  });
}

/** Every other form's state, type, children option and counties, for step 1's checks (whoever owns it). */
export async function otherFormSummaries(db: Queryable, exceptFormId: string | null): Promise<FormSummary[]> {
  let query = db.selectFrom('forms').select(['name', 'definition']);
  if (exceptFormId) query = query.where('id', '<>', exceptFormId);
  const rows = await query.execute();
  return rows.map((row) => {
    const d = (row.definition ?? {}) as Partial<WorkflowDefinition>;
    return {
      name: row.name,
      state: d.state ?? '',
      type: d.type ?? '',
      childrenOptions: d.childrenOptions ?? '',
      useCounties: d.useCounties === true,
      counties: Array.isArray(d.counties) ? d.counties.filter((c): c is string => typeof c === 'string') : [],
    };
  });
}

/** Counties other forms of the same state, type and children option already use (§2 Step 1, ADR 013: excluded from the choices). */
export async function usedCounties(db: Queryable, input: { state: string; type: string; childrenOptions: string; exceptFormId: string }): Promise<string[]> {
  return usedCountiesAmong(await otherFormSummaries(db, input.exceptFormId), input);
}

/** Names of other forms of the same state, type and children option (§2: the duplicate warning). */
export async function duplicateForms(db: Queryable, input: { state: string; type: string; childrenOptions: string; exceptFormId: string }): Promise<string[]> {
  return duplicatesAmong(await otherFormSummaries(db, input.exceptFormId), input);
}

/** Each state's counties (administration-platform.md State Counties). */
export async function countiesByState(db: Queryable): Promise<Record<string, string[]>> {
  const rows = await db.selectFrom('state_counties').select(['state', 'counties']).execute();
  return Object.fromEntries(rows.map((r) => [r.state, r.counties]));
}

/** The workflow types with the states each is offered in (step 1's type choices depend on the state). */
export async function workflowTypeChoices(db: Queryable): Promise<{ title: string; states: string[] }[]> {
  const rows = await db.selectFrom('workflow_types').select(['title', 'states']).orderBy('title').execute();
  return rows.map((r) => ({ title: r.title, states: r.states }));
}
