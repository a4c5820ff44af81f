// What the spouse is shown stays what they agree to (issue 29, items 3 and 4), against a real PostgreSQL through the
// services the routes call: while the spouse holds the form the petitioner's page save, autosave, form-data upload
// and Update are refused with a message and nothing changes; after the spouse sends it back the answers are editable,
// and read-only again after Finish Replying. The petitioner's 'Return to Questionnaire' from steps 3 to 7 restarts the
// form: step and respondent step 1, sharing, agreement and final PDF cleared, the invited spouse e-mailed.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { ANSWERS_READ_ONLY_WHILE_SPOUSE_REVIEWS, loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import type { EffectContext } from '../../app/services/user-workflow/effect-context.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { listSharingEntries } from '../../app/services/user-workflow/sharing-entries.server';
import { GUIDE_MESSAGES, handleGuideIntent, readGuideIntent, type GuidePost } from '../../app/services/guide/guide-intents.server';
import { loadGuidePage, saveFromForm } from '../../app/services/guide/guide-page.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { testUserInput } from '../support/test-users';
import { pageOf, uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { newPerson } from './support/shared-form';
import { itReadsBackTheAuditTrail } from './support/audit-trail';
import { answerEverything } from './support/scenario-answers';
import { visitAsSpouse } from './support/spouse-visit';
import { loadRespondentGuide } from '../../app/services/respondent/respondent-guide.server';
import { handleRespondentAction } from '../../app/services/respondent/respondent-actions.server';
import { findSharingEntry } from '../../app/services/user-workflow/sharing-entries.server';
import { changesSinceLastSeen } from '../../app/services/user-workflow/answer-rounds.server';
import { canonicalAnswersSha256 } from '../../lib/documents/answers-hash.server';
import { addSignature } from '../support/signed-user-workflow';
import { STEP_MESSAGES } from '@accord/engine';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const context: EffectContext = { email: { defaultFrom: 'Accord <no-reply@accord.test>', timeZone: 'America/Denver' }, origin: 'https://accord.test' };

let database: TestDatabase;

async function newOwner(): Promise<SessionUser> {
  const input = testUserInput({ label: 'review-lock-owner' });
  const { id } = await createUser(database.db, { ...input, isPetitioner: true });
  return { id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: 'user-basic', isPetitioner: true, respondentWfid: null, respondentPetitionerEmail: null };
}

interface Pair {
  owner: SessionUser;
  id: string;
  spouseEmail: string;
}

/** A collaborative form naming a spouse, at step 2 (or shared: step 3 with the spouse reviewing). */
async function startPair(options: { shared?: boolean; complete?: boolean } = {}): Promise<Pair> {
  const owner = await newOwner();
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE.publishedId, ownerId: owner.id });
  const spouseEmail = `spouse-${id.toLowerCase()}@example.com`;
  await saveAnswers(database.db, {
    userWorkflowId: id,
    userId: owner.id,
    changes: [
      { uid: uidOf('RES_EADD'), baseVersion: 0, value: spouseEmail },
      { uid: uidOf('RES_FN'), baseVersion: 0, value: 'Sam' },
      { uid: uidOf('RES_LN'), baseVersion: 0, value: 'Spouse' },
      { uid: uidOf('PET_FN'), baseVersion: 1, value: 'Robin' },
    ],
  });
  const pair = { owner, id, spouseEmail };
  if (options.complete) await answerEverything(database.db, pair);
  await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true });
  if (options.shared !== false) {
    const invited = await inviteSpouse(database.db, { workflow: await workflowRow(id), actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment', context });
    expect(invited.kind).not.toBe('refused');
  }
  return pair;
}

const step = (pair: Pair, event: Parameters<typeof applyStepEvent>[2]) => applyStepEvent(database.db, pair.id, event, { actorId: pair.owner.id, context });

async function workflowRow(id: string) {
  const row = await findUserWorkflow(database.db, id);
  if (!row) throw new Error(`no user workflow ${id}`);
  return row;
}

/** The guide's post of `fields` from questionnaire page `page`, as the petitioner's browser sends it. */
async function post(pair: Pair, fields: Record<string, string | File>, page = 0): Promise<GuidePost> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const url = new URL(`http://localhost/legal-form-guide/divorce-forms/${pair.id}?page=${page}`);
  return { user: pair.owner, workflow: await workflowRow(pair.id), admin: false, form, url, context };
}

const send = async (p: GuidePost) => handleGuideIntent(database.db, readGuideIntent(p.form), p);

/** The petitioner's first name as the questionnaire page shows it: its uid, page and stored version. */
async function firstNameField(pair: Pair) {
  const uid = uidOf('PET_FN');
  const page = pageOf('PET_FN');
  const version = (await loadAnswers(database.db, pair.id))[uid]?.version ?? 0;
  return { uid, page, version };
}

async function storedFirstName(pair: Pair) {
  return (await loadAnswers(database.db, pair.id))[uidOf('PET_FN')]?.value;
}

/** Every way the petitioner changes answers, each trying to set the first name to `value`. */
async function everyWayOfChanging(pair: Pair, value: string) {
  const field = await firstNameField(pair);
  const fields = { [versionName(field.uid)]: String(field.version), [fieldName(field.uid)]: value };
  const pageSave = await send(await post(pair, fields, field.page));
  const owner = pair.owner;
  const engine = (await loadGuidePage(await workflowRow(pair.id), false, new URL(`http://localhost/?page=${field.page}`), database.db)).engine;
  const autosaveForm = new FormData();
  for (const [name, v] of Object.entries(fields)) autosaveForm.append(name, v);
  const autosave = await saveFromForm(owner, await workflowRow(pair.id), [engine.elementsByUid.get(field.uid)!], autosaveForm, database.db);
  const upload = await send(await post(pair, { intent: 'upload-json', formData: new File([JSON.stringify({ fields: { [field.uid]: value } })], 'answers.json', { type: 'application/json' }) }, 1));
  return { pageSave, autosave, upload };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe("the petitioner's answers while the spouse holds the form", () => {
  it('are refused with a message by the page save, the autosave and the form-data upload from the invite until the spouse sends the form back, and again after Finish Replying', async () => {
    const pair = await startPair();
    const refused = await everyWayOfChanging(pair, 'Changed while reviewed');
    expect(refused.pageSave).toEqual({ kind: 'notice', notice: { error: ANSWERS_READ_ONLY_WHILE_SPOUSE_REVIEWS }, status: 409 });
    expect(refused.autosave).toEqual({ closed: ANSWERS_READ_ONLY_WHILE_SPOUSE_REVIEWS });
    expect(refused.upload).toEqual({ kind: 'notice', notice: { error: ANSWERS_READ_ONLY_WHILE_SPOUSE_REVIEWS }, status: 400 });
    expect(await storedFirstName(pair)).toBe('Robin');
    // the page says so above the answers, which it shows disabled
    expect((await loadGuidePage(await workflowRow(pair.id), false, new URL('http://localhost/?page=0'), database.db)).answersEditable).toBe(false);

    expect((await step(pair, { type: 'RESPONDENT_SEND_BACK', access: true })).accepted).toBe(true);
    const field = await firstNameField(pair);
    expect(await send(await post(pair, { [versionName(field.uid)]: String(field.version), [fieldName(field.uid)]: 'Robin Lee' }, field.page))).toMatchObject({ kind: 'redirect', flash: GUIDE_MESSAGES.saved });
    expect(await storedFirstName(pair)).toBe('Robin Lee');

    expect((await step(pair, { type: 'FINISH_REPLYING' })).accepted).toBe(true);
    const again = await everyWayOfChanging(pair, 'Changed after replying');
    expect(again.pageSave).toMatchObject({ kind: 'notice', notice: { error: ANSWERS_READ_ONLY_WHILE_SPOUSE_REVIEWS } });
    expect(again.autosave).toEqual({ closed: ANSWERS_READ_ONLY_WHILE_SPOUSE_REVIEWS });
    expect(await storedFirstName(pair)).toBe('Robin Lee');
  });

  it("Update to a newer version, which erases the answers, is refused with a message and nothing is erased", async () => {
    const pair = await startPair();
    await publishWorkflow(database.db, {
      formId: SAMPLE.formId,
      publishedId: 'pubReviewLockNewer01',
      definition: { ...readSampleWorkflow(SAMPLE.file), version: '1.0.2' },
      publishedAt: new Date(),
    });
    expect(await send(await post(pair, { intent: 'update-outdated', confirm: 'on' }))).toEqual({ kind: 'notice', notice: { error: GUIDE_MESSAGES.updateWhileSpouseReviews }, status: 409 });
    const row = await workflowRow(pair.id);
    expect({ published: row.published_workflow_id, step: row.step }).toEqual({ published: SAMPLE.publishedId, step: 3 });
    expect(await storedFirstName(pair)).toBe('Robin');
  });

});

describe("the petitioner's 'Return to Questionnaire'", () => {
  it('asks for the box, then takes a shared form back to step 1 with the respondent step 1, ends the sharing and e-mails the spouse that it was restarted', async () => {
    const pair = await startPair();
    expect(await send(await post(pair, { intent: 'restart' }))).toEqual({ kind: 'notice', notice: { error: GUIDE_MESSAGES.confirmRestart }, status: 400 });
    expect((await workflowRow(pair.id)).step).toBe(3);

    expect(await send(await post(pair, { intent: 'restart', confirm: 'on' }))).toEqual({
      kind: 'redirect',
      to: `/legal-form-guide/divorce-forms/${pair.id}?page=0`,
      flash: GUIDE_MESSAGES.restarted,
    });
    const row = await workflowRow(pair.id);
    const stored = await database.db.selectFrom('user_workflows').select(['step', 'respondent_step', 'final_pdf_key']).where('id', '=', pair.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ step: 1, respondent_step: 1, final_pdf_key: null });
    expect(await listSharingEntries(database.db, pair.id)).toEqual([]);
    const mail = await database.db.selectFrom('emails').select(['to_email', 'subject', 'template_data']).where('user_workflow_id', '=', pair.id).where('template', '=', 'restarted').execute();
    expect(mail).toEqual([{ to_email: pair.spouseEmail, subject: `Robin Tester restarted "${row.name}"`, template_data: expect.objectContaining({ url: expect.stringMatching(/\/shared-forms$/) }) }]);
    // the answers are kept, and editable again on step 1
    expect(await storedFirstName(pair)).toBe('Robin');
    expect((await loadGuidePage(row, false, new URL('http://localhost/?page=0'), database.db)).answersEditable).toBe(true);
  });

  it('after the spouse agreed, the restart withdraws the agreement; a form never shared e-mails nobody', async () => {
    const agreed = await startPair();
    expect((await step(agreed, { type: 'RESPONDENT_AGREE', termsAccepted: true, missingRequired: 0, access: true })).steps.step).toBe(4);
    expect(await send(await post(agreed, { intent: 'restart', confirm: 'on' }))).toMatchObject({ kind: 'redirect', flash: GUIDE_MESSAGES.restarted });
    const guide = await loadGuidePage(await workflowRow(agreed.id), false, new URL('http://localhost/?page=0'), database.db);
    expect({ step: guide.steps.step, respondentStep: guide.steps.respondentStep, spouseAgreed: guide.sharing.spouseAgreed }).toEqual({ step: 1, respondentStep: 1, spouseAgreed: false });

    const unshared = await startPair({ shared: false });
    expect((await workflowRow(unshared.id)).step).toBe(2);
    expect((await step(unshared, { type: 'RESTART', confirmed: true })).accepted).toBe(true);
    expect(await database.db.selectFrom('emails').select('id').where('user_workflow_id', '=', unshared.id).where('template', '=', 'restarted').execute()).toEqual([]);
  });

  it('is refused on step 1, where there is nothing to restart', async () => {
    const pair = await startPair({ shared: false });
    await step(pair, { type: 'BACK_TO_QUESTIONNAIRE', confirmed: true });
    expect(await send(await post(pair, { intent: 'restart', confirm: 'on' }))).toEqual({ kind: 'notice', notice: { error: GUIDE_MESSAGES.restartUnavailable }, status: 409 });
  });
});

describe('the agreement and the signatures cover the answers they were given on', () => {
  /** The spouse of `pair` with an account, as the respondent guide shows the form to them. */
  async function spouseOf(pair: Pair) {
    const spouse = { ...(await newPerson(database.db, 'agreed-answers-spouse', false)), email: pair.spouseEmail };
    await database.db.updateTable('users').set({ email: pair.spouseEmail }).where('id', '=', spouse.id).execute();
    return spouse;
  }
  const guideOf = async (spouse: SessionUser, pair: Pair) => loadRespondentGuide(database.db, await visitAsSpouse(database, spouse.id, pair.id));
  async function agree(spouse: SessionUser, pair: Pair, shownAnswersSha256: string | null) {
    const form = new FormData();
    form.set('terms', 'on');
    if (shownAnswersSha256) form.set('answersSha256', shownAnswersSha256);
    const entry = await findSharingEntry(database.db, pair.id, spouse.email);
    return handleRespondentAction(database.db, 'agree', { user: spouse, workflow: await workflowRow(pair.id), entry, admin: false, form, context });
  }
  const agreement = async (pair: Pair) =>
    database.db.selectFrom('sharing_entries').select(['agreed_with_spouse', 'agreed_answers_sha256']).where('user_workflow_id', '=', pair.id).executeTakeFirstOrThrow();
  const currentSignatureHashes = async (pair: Pair) =>
    (await database.db.selectFrom('signatures').select('answers_sha256').where('user_workflow_id', '=', pair.id).where('superseded_at', 'is', null).execute()).map((s) => s.answers_sha256);

  it("a change of answers after the spouse agreed and signed voids both through the step machine; the spouse sees what changed and agrees only to the answers shown", async () => {
    const pair = await startPair({ complete: true });
    const spouse = await spouseOf(pair);
    // the spouse's first look: the answers as shared, which their agreement records
    const first = await guideOf(spouse, pair);
    expect(await changesSinceLastSeen(database.db, await workflowRow(pair.id), 'respondent')).toBeNull();
    expect(await agree(spouse, pair, first.answersSha256)).toEqual({ kind: 'done', notices: [STEP_MESSAGES.respondentAgreed] });
    const agreedOn = await canonicalAnswersSha256(database.db, pair.id);
    expect(first.answersSha256).toBe(agreedOn);
    expect(await agreement(pair)).toEqual({ agreed_with_spouse: true, agreed_answers_sha256: agreedOn });
    // the petitioner signs those answers (the signature keeps their hash)
    expect((await step(pair, { type: 'PAYMENT_COMPLETED', level: 2 })).steps.step).toBe(5);
    expect((await step(pair, { type: 'SUBMIT_SIGNATURE', confirmed: true, signature: { typedName: 'Robin Tester' } })).steps.step).toBe(6);
    await addSignature(database.db, pair.id, 'petitioner', { method: 'typed', name: 'Robin Tester', email: pair.owner.email, signerId: pair.owner.id });
    await database.db.updateTable('signatures').set({ answers_sha256: agreedOn }).where('user_workflow_id', '=', pair.id).execute();

    // an administrator takes the form back to the questionnaire and the first name changes there
    expect((await applyStepEvent(database.db, pair.id, { type: 'GO_TO_STEP', step: 1, admin: true }, { actorId: pair.owner.id, context })).steps.step).toBe(1);
    const field = await firstNameField(pair);
    expect(await send(await post(pair, { [versionName(field.uid)]: String(field.version), [fieldName(field.uid)]: 'Robin Lee' }, field.page))).toMatchObject({ kind: 'redirect', flash: GUIDE_MESSAGES.saved });
    expect(await agreement(pair)).toEqual({ agreed_with_spouse: false, agreed_answers_sha256: null });
    expect(await currentSignatureHashes(pair)).toEqual([]);
    const guide = await loadGuidePage(await workflowRow(pair.id), false, new URL('http://localhost/?page=0'), database.db);
    expect(guide.sharing.spouseAgreed).toBe(false);
    const audit = await database.db.selectFrom('audit_events').select('type').where('user_workflow_id', '=', pair.id).where('type', '=', 'ANSWERS_CHANGED').execute();
    expect(audit).toHaveLength(1);
    // the spouse is told by e-mail that their agreement no longer counts, with a link to their guide on the app's
    // configured origin, as every other e-mail the post causes (it was http://localhost:3000 whatever the app's origin)
    const voidedMail = () => database.db.selectFrom('emails').select(['to_email', 'subject', 'template_data']).where('user_workflow_id', '=', pair.id).where('template', '=', 'answers-changed').execute();
    expect(await voidedMail()).toEqual([
      {
        to_email: pair.spouseEmail,
        subject: `Answers in "${(await workflowRow(pair.id)).name}" changed after you agreed`,
        template_data: expect.objectContaining({ fromName: 'Robin Tester', url: `https://accord.test/respondent-guide/${pair.id}` }),
      },
    ]);
    // a further change voids nothing more, and writes no second e-mail
    const again = await firstNameField(pair);
    await send(await post(pair, { [versionName(again.uid)]: String(again.version), [fieldName(again.uid)]: 'Robin Lee' }, again.page));
    expect(await database.db.selectFrom('audit_events').select('type').where('user_workflow_id', '=', pair.id).where('type', '=', 'ANSWERS_CHANGED').execute()).toHaveLength(1);
    expect(await voidedMail()).toHaveLength(1);

    // the spouse cannot agree until the form is shared again, and then sees the change before agreeing
    expect(await agree(spouse, pair, first.answersSha256)).toEqual({ kind: 'refused', reason: 'notNow' });
    expect((await step(pair, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true })).steps.step).toBe(2);
    expect((await inviteSpouse(database.db, { workflow: await workflowRow(pair.id), actorId: pair.owner.id, admin: false, confirmed: true, reviewType: 'comment', context })).kind).not.toBe('refused');
    const changes = await changesSinceLastSeen(database.db, await workflowRow(pair.id), 'respondent');
    const changed = changes?.pages.flatMap((p) => p.fields.map((f) => f.uid)) ?? [];
    expect(changed).toContain(uidOf('PET_FN'));
    // a page shown before the change does not agree to the new answers
    expect(await agree(spouse, pair, first.answersSha256)).toEqual({ kind: 'refused', reason: 'answersChanged' });
    const shown = await guideOf(spouse, pair);
    expect(await agree(spouse, pair, shown.answersSha256)).toEqual({ kind: 'done', notices: [STEP_MESSAGES.respondentAgreed] });
    expect(await agreement(pair)).toEqual({ agreed_with_spouse: true, agreed_answers_sha256: await canonicalAnswersSha256(database.db, pair.id) });
    expect((await agreement(pair)).agreed_answers_sha256).not.toBe(agreedOn);
  });
});

itReadsBackTheAuditTrail(() => database.db, 'review-lock.test.ts');
