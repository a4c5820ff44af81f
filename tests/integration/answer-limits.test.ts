// Answers larger than their element type may store are refused before anything is written (issue 30 item 6), on
// every way an answer comes in: a page's Save Progress, an autosave, a form-data upload, a reviewer's proposal and
// the owner's accept of one stored before the limits. The answer stored before stays as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import { engineForPublished, loadAnswers } from '../../app/services/user-workflow/answers.server';
import { handleGuideIntent, readGuideIntent, type GuidePost } from '../../app/services/guide/guide-intents.server';
import { autosaveResponse, saveFromForm } from '../../app/services/guide/guide-page.server';
import { importFormData } from '../../app/services/guide/form-data.server';
import { acceptReview, proposeChanges } from '../../app/services/reviews/field-reviews.server';
import { handleRespondentPanelIntent } from '../../app/services/comments/questionnaire-panels.server';
import { findSharingEntry } from '../../app/services/user-workflow/sharing-entries.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { publishEditSharingSample } from '../support/edit-sharing-workflow';
import { pageOf, uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { newPerson, SHARING_CONTEXT, sharedForm } from './support/shared-form';

let database: TestDatabase;
let owner: SessionUser;

const TOO_LONG = 'Please shorten this answer to at most 1,000 characters.';
const firstName = uidOf('PET_FN');

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  await publishEditSharingSample(database.db);
  owner = await newPerson(database.db, 'limits-owner');
});

/** A new form, with PET_FN answered from the owner's profile (version 1). */
async function answeredForm() {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id });
  expect(await storedFirstName(id)).toMatchObject({ value: owner.firstName, version: 1 });
  return (await findUserWorkflow(database.db, id))!;
}

async function storedFirstName(id: string) {
  return (await loadAnswers(database.db, id))[firstName];
}

describe('an answer larger than its type allows', () => {
  it('is refused by Save Progress, with the message beside it, and the saved answer stays', async () => {
    const workflow = await answeredForm();
    const form = new FormData();
    form.set('intent', 'save');
    form.set(versionName(firstName), '1');
    // the probe's 11 MB short text, which made the page 33 MB
    form.set(fieldName(firstName), 'R'.repeat(11 * 1024 * 1024));
    const post: GuidePost = { user: owner, workflow, admin: false, form, url: new URL(`http://localhost/legal-form-guide/divorce-forms/${workflow.id}?page=${pageOf('PET_FN')}`) };
    const answer = await handleGuideIntent(database.db, readGuideIntent(form), post);
    expect(answer).toMatchObject({ kind: 'notice', notice: { refused: { [firstName]: TOO_LONG } } });
    expect(await storedFirstName(workflow.id)).toMatchObject({ value: owner.firstName, version: 1 });
  });

  it('is refused by an autosave, which says so, and the saved answer stays', async () => {
    const workflow = await answeredForm();
    const engine = await engineForPublished(database.db, workflow.published_workflow_id);
    const form = new FormData();
    form.set(versionName(firstName), '1');
    form.set(fieldName(firstName), 'J'.repeat(1001));
    const save = await saveFromForm(owner, workflow, [engine.elementsByUid.get(firstName)!], form, database.db);
    if ('closed' in save) throw new Error(save.closed);
    expect(autosaveResponse(engine.pages[pageOf('PET_FN')]!.elements, save)).toMatchObject({ ok: false, refused: { [firstName]: TOO_LONG } });
    expect(await storedFirstName(workflow.id)).toMatchObject({ value: owner.firstName, version: 1 });
  });

  it('is refused in a form-data upload while the file’s other answers are saved', async () => {
    const workflow = await answeredForm();
    const lastName = uidOf('PET_LN');
    const gender = uidOf('PET_GENDER');
    const file = new File([JSON.stringify({ fields: { [firstName]: 'J'.repeat(5000), [lastName]: 'Doe', [gender]: 'x'.repeat(6000) } })], 'form.json', { type: 'application/json' });
    expect(await importFormData(owner.id, workflow, file, database.db)).toEqual({
      saved: 1,
      refused: { [firstName]: TOO_LONG, [gender]: 'This answer is too large to save (at most 5,000 characters), so it was not saved. Please shorten it.' },
    });
    const stored = await loadAnswers(database.db, workflow.id);
    expect(stored[firstName]).toMatchObject({ value: owner.firstName, version: 1 });
    expect(stored[lastName]?.value).toBe('Doe');
    expect(stored[gender]).toBeUndefined();
  });

  it('is refused as a reviewer’s proposal, which is never stored, from the service and from the spouse’s page', async () => {
    const form = await sharedForm(database.db, 'edit');
    const reviewer = { email: form.spouse.email, userId: form.spouse.id, name: 'Sam' };
    const spouseFirstName = uidOf('RES_FN');
    const proposed = await proposeChanges(database.db, { userWorkflowId: form.id, reviewer, reviewType: 'edit', reviewing: true, changes: [{ uid: spouseFirstName, baseVersion: 1, value: 'S'.repeat(200_000) }] });
    expect(proposed).toMatchObject({ kind: 'proposed', count: 0, refused: { [spouseFirstName]: TOO_LONG } });

    const workflow = (await findUserWorkflow(database.db, form.id))!;
    const engine = await engineForPublished(database.db, workflow.published_workflow_id);
    const posted = new FormData();
    posted.set(versionName(spouseFirstName), '1');
    posted.set(fieldName(spouseFirstName), 'S'.repeat(200_000));
    const page = pageOf('RES_FN');
    const entry = await findSharingEntry(database.db, form.id, form.spouse.email);
    const answer = await handleRespondentPanelIntent(database.db, 'propose-changes', {
      user: form.spouse,
      workflow,
      entry,
      form: posted,
      position: { pageUid: form.pageUids[page]!, pageUids: form.pageUids, fieldUids: engine.pages[page]!.elements.map((e) => e.uid) },
      pageElements: engine.pages[page]!.elements,
    });
    expect(answer).toMatchObject({ kind: 'refused', status: 400 });
    expect(answer.message).toContain(TOO_LONG);
    expect(await database.db.selectFrom('field_reviews').select('field_uid').where('user_workflow_id', '=', form.id).execute()).toEqual([]);
  });

  it('stored as a proposal before the limits, is refused when the owner accepts it, and the answer stays', async () => {
    const form = await sharedForm(database.db, 'edit');
    const spouseFirstName = uidOf('RES_FN');
    await database.db
      .insertInto('field_reviews')
      .values({ user_workflow_id: form.id, field_uid: spouseFirstName, reviewer_email: form.spouse.email, reviewer_id: form.spouse.id, reviewer_name: 'Sam', value: JSON.stringify('S'.repeat(200_000)), base_version: 1 })
      .execute();
    // the owner decides once the spouse has sent the form back (while they review, the owner's answers are read-only)
    await applyStepEvent(database.db, form.id, { type: 'RESPONDENT_SEND_BACK', access: true }, { actorId: form.spouse.id, context: SHARING_CONTEXT });
    expect(await acceptReview(database.db, { userWorkflowId: form.id, fieldUid: spouseFirstName, reviewerEmail: form.spouse.email, ownerId: form.owner.id, seenVersion: 1 })).toEqual({ kind: 'refused', message: TOO_LONG, status: 409 });
    expect((await loadAnswers(database.db, form.id))[spouseFirstName]).toMatchObject({ value: 'Sam', version: 1 });
  });
});
