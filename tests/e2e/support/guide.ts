// Fixtures for the guide: a user workflow started straight from a published sample (as level-1 payment does).
import { startUserWorkflow } from '../../../app/services/guide/user-workflows.server';
import { SAMPLE_WORKFLOWS } from '../../../db/seed-guide';
import { withAppDatabase } from './app-database';

export const UTAH_WITH_CHILDREN = SAMPLE_WORKFLOWS[0]!.publishedId;
/** the spouse's e-mail (RES_EADD) in that workflow: the petitioner naming an address there invites it */
export const UTAH_WITH_CHILDREN_RES_EADD = 's6HfwN3UOmHg';

export async function startTestUserWorkflow(ownerId: string, publishedWorkflowId = UTAH_WITH_CHILDREN): Promise<string> {
  const { id } = await withAppDatabase((db) => startUserWorkflow(db, { publishedWorkflowId, ownerId }));
  return id;
}

export async function storedAnswer(userWorkflowId: string, uid: string) {
  return withAppDatabase((db) =>
    db.selectFrom('answers').select(['value', 'version']).where('user_workflow_id', '=', userWorkflowId).where('field_uid', '=', uid).executeTakeFirst(),
  );
}
