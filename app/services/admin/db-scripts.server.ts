// Run DB Scripts (administration-platform.md §2.14): the one-off operation the old product ran by hand, clearing a
// form's fields and documents and copying them from a user workflow, as a named operation with its own checks,
// never arbitrary SQL. A user workflow carries the fields and documents of the version it was made from and the
// form's files copied beside them, so a form lost or broken in the builder can be rebuilt from any form made of it.
import { sql } from 'kysely';
import type { Database, Queryable } from '../../../db/client';
import type { WorkflowDefinition } from '../../engine.server';
import { nextMinorVersion } from '../builder/definition';
import { PENDING_STATUS } from '../builder/workflow-cards';
import { recordAudit } from '../../../lib/audit-events.server';

export const COPY_FORM_FROM_USER_WORKFLOW = 'copy-form-from-user-workflow' as const;

/**
 * Why a copy cannot be done, named by its key in the admin catalogue's `dbScripts.refusals` (the page says it in the
 * admin's language, issue 35): no user workflow with the id, no form with the id, a form waiting for approval.
 */
export type DbScriptRefusal = 'noUserWorkflow' | 'noForm' | 'pending';

/** The folders of a user workflow's files that are the person's own, never the form's: left out of the copy. */
const PERSONAL_FOLDERS = ['uploads', 'signatures', 'documents'];

export interface CopyPlan {
  userWorkflow: { id: string; name: string; version: string; fields: number; documents: number; files: number };
  form: { id: string; name: string; version: string; fields: number; documents: number; files: number };
}

const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);

function formFilesOf(userWorkflowId: string) {
  const prefix = `user-workflows/${userWorkflowId}/`;
  const personal = PERSONAL_FOLDERS.map((folder) => `${prefix}${folder}/`);
  return { prefix, personal };
}

async function countFiles(db: Queryable, prefix: string, except: string[] = []): Promise<number> {
  let query = db.selectFrom('files').select((eb) => eb.fn.countAll<string>().as('n')).where(sql<boolean>`starts_with(key, ${prefix})`);
  for (const folder of except) query = query.where(sql<boolean>`not starts_with(key, ${folder})`);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** What the copy would do, for the confirm; a message instead when it cannot be done. */
export async function planCopy(db: Queryable, input: { userWorkflowId: string; formId: string }): Promise<{ plan: CopyPlan } | { refused: DbScriptRefusal }> {
  const source = await db
    .selectFrom('user_workflows as w')
    .innerJoin('published_workflows as p', 'p.id', 'w.published_workflow_id')
    .select(['w.id', 'w.name', 'p.version', 'p.definition'])
    .where('w.id', '=', input.userWorkflowId)
    .executeTakeFirst();
  if (!source) return { refused: 'noUserWorkflow' };
  const form = await db.selectFrom('forms').select(['id', 'name', 'version', 'status', 'definition']).where('id', '=', input.formId).executeTakeFirst();
  if (!form) return { refused: 'noForm' };
  if (form.status === PENDING_STATUS) return { refused: 'pending' };
  const from = source.definition as Partial<WorkflowDefinition>;
  const to = form.definition as Partial<WorkflowDefinition>;
  const { prefix, personal } = formFilesOf(source.id);
  return {
    plan: {
      userWorkflow: { id: source.id, name: source.name, version: source.version, fields: count(from.elements), documents: count(from.documents), files: await countFiles(db, prefix, personal) },
      form: { id: form.id, name: form.name, version: form.version, fields: count(to.elements), documents: count(to.documents), files: await countFiles(db, `forms/${form.id}/`) },
    },
  };
}

/**
 * Clears the form's fields (its elements), documents and files, and copies those of the user workflow's version
 * in their place, in one transaction: the form's other settings (name, state, rules library) stay. The form gets
 * a new version, so a builder open on the old one is refused its next save instead of overwriting the copy. The
 * source user workflow's audit trail records who ran it.
 */
export async function copyFormFromUserWorkflow(db: Database, input: { userWorkflowId: string; formId: string }, actorId: string): Promise<{ done: true; plan: CopyPlan } | { done: false; refused: DbScriptRefusal }> {
  return db.transaction().execute(async (tx) => {
    await tx.selectFrom('forms').select('id').where('id', '=', input.formId).forUpdate().executeTakeFirst();
    const planned = await planCopy(tx, input);
    if ('refused' in planned) return { done: false as const, refused: planned.refused };
    const source = await tx
      .selectFrom('user_workflows as w')
      .innerJoin('published_workflows as p', 'p.id', 'w.published_workflow_id')
      .select(['p.definition'])
      .where('w.id', '=', input.userWorkflowId)
      .executeTakeFirstOrThrow();
    const form = await tx.selectFrom('forms').select(['definition', 'version']).where('id', '=', input.formId).executeTakeFirstOrThrow();
    const from = source.definition as WorkflowDefinition;
    const version = nextMinorVersion(form.version);
    const definition = { ...(form.definition as WorkflowDefinition), elements: from.elements ?? [], documents: from.documents ?? [], version };
    await tx.updateTable('forms').set({ definition: JSON.stringify(definition), version, updated_at: new Date() }).where('id', '=', input.formId).execute();

    const target = `forms/${input.formId}/`;
    const { prefix, personal } = formFilesOf(input.userWorkflowId);
    await tx.deleteFrom('files').where(sql<boolean>`starts_with(key, ${target})`).execute();
    let copy = sql`insert into files (key, content, media_type, size, sha256)
      select ${target} || substr(key, ${prefix.length + 1}), content, media_type, size, sha256
      from files where starts_with(key, ${prefix})`;
    for (const folder of personal) copy = sql`${copy} and not starts_with(key, ${folder})`;
    await copy.execute(tx);

    await recordAudit(tx, { userWorkflowId: input.userWorkflowId, actorId }, 'DB_SCRIPT', {
      script: COPY_FORM_FROM_USER_WORKFLOW,
      formId: input.formId,
      formVersion: version,
      fields: planned.plan.userWorkflow.fields,
      documents: planned.plan.userWorkflow.documents,
    });
    return { done: true as const, plan: planned.plan };
  });
}

/** The forms a copy may go to, for the page's choice. */
export function listFormsForCopy(db: Queryable) {
  return db.selectFrom('forms').select(['id', 'name', 'version', 'status']).orderBy('name').orderBy('id').execute();
}
