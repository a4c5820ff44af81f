// The two spouses of a user workflow as e-mails and file names need them: the petitioner from the owner's
// profile, the respondent from the questionnaire's RES_EADD, RES_FN and RES_LN answers (end-user-journey.md §3),
// since the respondent may have no account yet.
import type { Queryable } from '../../db/client';
import { readPublishedDefinition } from './published-definition.server';

export interface Spouse {
  name: string;
  email: string | null;
  /** no name was typed into the questionnaire: `name` is the workflow type's words ('Your spouse', 'Your landlord') */
  unnamed?: true;
}

export interface Spouses {
  petitioner: Spouse;
  respondent: Spouse;
}

const RESPONDENT_TITLES = { email: 'RES_EADD', firstName: 'RES_FN', lastName: 'RES_LN' } as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The other party as the user workflow's type names them (ADR 028); a type no longer listed reads as a divorce's spouse. */
async function otherPartyOf(db: Queryable, userWorkflowId: string): Promise<string> {
  const row = await db
    .selectFrom('user_workflows')
    .innerJoin('workflow_types', 'workflow_types.title', 'user_workflows.type')
    .select('workflow_types.other_party')
    .where('user_workflows.id', '=', userWorkflowId)
    .executeTakeFirst();
  return row?.other_party || 'spouse';
}

export async function readSpouses(db: Queryable, userWorkflow: { id: string; owner_id: string; published_workflow_id: string }): Promise<Spouses> {
  const owner = await db.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', userWorkflow.owner_id).executeTakeFirstOrThrow();
  const definition = await readPublishedDefinition(db, userWorkflow.published_workflow_id);
  const uidByTitle = new Map(definition.elements.map((e) => [e.title, e.uid]));
  const uids = Object.values(RESPONDENT_TITLES).flatMap((title) => uidByTitle.get(title) ?? []);
  const rows = uids.length
    ? await db.selectFrom('answers').select(['field_uid', 'value']).where('user_workflow_id', '=', userWorkflow.id).where('field_uid', 'in', uids).execute()
    : [];
  const answer = (title: string) => text(rows.find((r) => r.field_uid === uidByTitle.get(title))?.value);
  const respondentName = `${answer(RESPONDENT_TITLES.firstName)} ${answer(RESPONDENT_TITLES.lastName)}`.trim();
  const respondentEmail = answer(RESPONDENT_TITLES.email).toLowerCase();
  return {
    petitioner: { name: `${owner.first_name} ${owner.last_name}`.trim(), email: owner.email },
    respondent: respondentName ? { name: respondentName, email: respondentEmail || null } : { name: `Your ${await otherPartyOf(db, userWorkflow.id)}`, email: respondentEmail || null, unnamed: true },
  };
}
