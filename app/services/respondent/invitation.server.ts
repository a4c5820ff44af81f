// Who the owner of a user workflow invited as respondent: only what the owner did counts (their RES_EADD answer,
// and later the sharing entries), never what a sign-up form claims (issue 14, item 4).
import { sql } from 'kysely';
import type { Queryable } from '../../db.server';

/** The workflow definition's element that holds the spouse's e-mail address (the sample workflows' name). */
export const RESPONDENT_EMAIL_ELEMENT = 'RES_EADD';

/** The address the owner named as their spouse's in this user workflow, lowercase, or undefined. */
export async function invitedRespondentEmail(db: Queryable, userWorkflowId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('answers')
    .innerJoin('user_workflows', 'user_workflows.id', 'answers.user_workflow_id')
    .innerJoin('published_workflows', 'published_workflows.id', 'user_workflows.published_workflow_id')
    .select('answers.value')
    .where('answers.user_workflow_id', '=', userWorkflowId)
    .where(
      'answers.field_uid',
      'in',
      sql<string>`(select e->>'uid' from jsonb_array_elements(published_workflows.definition->'elements') as e where e->>'title' = ${RESPONDENT_EMAIL_ELEMENT})`,
    )
    .executeTakeFirst();
  return typeof row?.value === 'string' && row.value.trim() ? row.value.trim().toLowerCase() : undefined;
}

/** Whether this verified address is the one the owner of the user workflow invited. */
export async function isInvitedRespondent(db: Queryable, userWorkflowId: string, email: string): Promise<boolean> {
  return (await invitedRespondentEmail(db, userWorkflowId)) === email.trim().toLowerCase();
}
