// A petitioner's form shared with a spouse who has an account, made through the product's own services (save,
// PROCEED_TO_SHARE, invite), for the tests of comments, reviews and their limits.
import { expect } from 'vitest';
import type { Database } from '../../../app/db.server';
import { createUser } from '../../../db/users';
import { saveAnswers, engineForPublished } from '../../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../../app/services/user-workflow/user-workflows.server';
import type { EffectContext } from '../../../app/services/user-workflow/effect-context.server';
import { inviteSpouse } from '../../../app/services/sharing/invite.server';
import type { SessionUser } from '../../../app/services/accounts/sessions.server';
import { SAMPLE_WORKFLOWS } from '../../../db/seed-guide';
import { testUserInput } from '../../support/test-users';
import { EDIT_SHARING } from '../../support/edit-sharing-workflow';
import { uidOf } from '../../support/utah-with-children';

export const SHARING_CONTEXT: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };

export interface Shared {
  owner: SessionUser;
  spouse: SessionUser;
  id: string;
  pageUids: string[];
}

export async function newPerson(db: Database, label: string, isPetitioner = true): Promise<SessionUser> {
  const input = testUserInput({ label });
  const { id } = await createUser(db, { ...input, isPetitioner });
  return { id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'user-basic', isPetitioner, respondentWfid: null, respondentPetitionerEmail: null };
}

/** Shared as `reviewType` (for edit, from the sample whose Sharing Logic allows it: publishEditSharingSample first). */
export async function sharedForm(
  db: Database,
  reviewType: 'comment' | 'read-only' | 'edit' = 'comment',
  publishedWorkflowId: string = reviewType === 'edit' ? EDIT_SHARING.publishedId : SAMPLE_WORKFLOWS[0]!.publishedId,
  beforeShare?: (id: string) => Promise<void>,
): Promise<Shared> {
  const owner = await newPerson(db, 'comments-owner');
  const spouse = await newPerson(db, 'comments-spouse', false);
  const { id } = await startUserWorkflow(db, { publishedWorkflowId, ownerId: owner.id });
  const engine = await engineForPublished(db, publishedWorkflowId);
  const spouseAnswers = { RES_EADD: spouse.email, RES_FN: 'Sam', RES_LN: 'Spouse' };
  const changes = Object.entries(spouseAnswers)
    .filter(([title]) => engine.elementsByUid.has(uidOf(title)))
    .map(([title, value]) => ({ uid: uidOf(title), baseVersion: 0, value }));
  await saveAnswers(db, { userWorkflowId: id, userId: owner.id, changes });
  await beforeShare?.(id);
  await applyStepEvent(db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true }, { actorId: owner.id, context: SHARING_CONTEXT });
  const workflow = (await findUserWorkflow(db, id))!;
  const invited = await inviteSpouse(db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType, context: SHARING_CONTEXT });
  expect(invited.kind).toBe('invited');
  return { owner, spouse, id, pageUids: engine.pages.map((p) => p.uid) };
}
