// The 'workflow.rebuild' effect of an outdated-form update: the user workflow moves to the newest published
// version of its form, its answers are erased, and the profile's PET_* prefill is written again. The machine
// has already reset the steps and the sharing (its own effects), so this only does what it cannot.
import type { Queryable } from '../../db.server';
import { engineForPublished } from './stored-answers.server';
import { prefillAnswers } from './prefill.server';
import type { EffectTarget } from './effect-target';

/** The version of the user workflow's form offered now (unpublished ones are not), when it is not the one it was made from. */
export async function newerPublishedVersion(db: Queryable, workflow: { form_id: string; published_workflow_id: string }) {
  const latest = await db
    .selectFrom('published_workflows')
    .select(['id', 'version', 'published_at'])
    .where('form_id', '=', workflow.form_id)
    .where('withdrawn_at', 'is', null)
    .orderBy('published_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return latest && latest.id !== workflow.published_workflow_id ? latest : undefined;
}

/** Writes the PET_* answers from the owner's profile and the RES_* from the spouse given at sign-up (a new user workflow, or one rebuilt). */
export async function writeProfilePrefill(tx: Queryable, userWorkflowId: string, publishedWorkflowId: string, ownerId: string) {
  const engine = await engineForPublished(tx, publishedWorkflowId);
  const owner = await tx
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'date_of_birth', 'gender', 'phone_number', 'address_street_1', 'address_city', 'address_state', 'address_zip_code', 'petitioner_data'])
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  const prefill = prefillAnswers(engine.definition.elements, owner);
  if (prefill.length === 0) return;
  await tx
    .insertInto('answers')
    .values(prefill.map((p) => ({ user_workflow_id: userWorkflowId, field_uid: p.uid, value: JSON.stringify(p.value), answered: true, version: 1, updated_by: ownerId })))
    .execute();
}

export async function rebuildFromNewestVersion(tx: Queryable, userWorkflow: EffectTarget): Promise<void> {
  const latest = await newerPublishedVersion(tx, userWorkflow);
  // the update is only offered for an outdated form; a second click after the first committed finds none
  if (!latest) throw new Error(`workflow.rebuild of user workflow ${userWorkflow.id}: no newer published version of form ${userWorkflow.form_id}`);
  const published = await tx.selectFrom('published_workflows').select(['name', 'state', 'type', 'children_option']).where('id', '=', latest.id).executeTakeFirstOrThrow();
  await tx.deleteFrom('answers').where('user_workflow_id', '=', userWorkflow.id).execute();
  await tx
    .updateTable('user_workflows')
    .set({ published_workflow_id: latest.id, name: published.name, state: published.state, type: published.type, children_option: published.children_option, modified_at: new Date() })
    .where('id', '=', userWorkflow.id)
    .execute();
  await writeProfilePrefill(tx, userWorkflow.id, latest.id, userWorkflow.owner_id);
}
