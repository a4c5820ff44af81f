// The petitioner guide's buttons against a real PostgreSQL, without HTTP: saving a page, moving between pages,
// Proceed and Proceed Anyway, an admin's Go to step, step 4's Continue, the outdated-form update and the
// form-data upload, each through the one intent service the route calls.
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { createUser } from '../../db/users';
import { TEST_PASSWORD, TEST_PROFILE } from '../support/test-users';
import { loadAnswers } from '../../app/services/user-workflow/answers.server';
import {
  GUIDE_MESSAGES,
  handleGuideIntent,
  readGuideIntent,
  type GuidePost,
} from '../../app/services/guide/guide-intents.server';
import { loadGuidePage } from '../../app/services/guide/guide-page.server';
import { agreeToSetup, resolveSetupStep } from '../../app/services/guide/setup-stepper.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { itReadsBackTheAuditTrail } from './support/audit-trail';

const WITH_CHILDREN = SAMPLE_WORKFLOWS[0]!;

let database: TestDatabase;
let owner: SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const { id } = await createUser(database.db, { ...TEST_PROFILE, email: 'intents@example.com', password: TEST_PASSWORD, verified: true });
  owner = {
    id,
    email: 'intents@example.com',
    firstName: 'Robin',
    lastName: 'Tester',
    role: 'user-basic',
    isPetitioner: true,
    respondentWfid: null,
    respondentPetitionerEmail: null,
  };
});

async function newUserWorkflow(options: { collaborate?: boolean } = {}) {
  const { id } = await startUserWorkflow(database.db, {
    publishedWorkflowId: WITH_CHILDREN.publishedId,
    ownerId: owner.id,
    ...options,
  });
  return (await findUserWorkflow(database.db, id))!;
}

type Workflow = Awaited<ReturnType<typeof newUserWorkflow>>;

function post(
  workflow: Workflow,
  fields: Record<string, string>,
  options: { admin?: boolean; page?: number } = {},
): GuidePost {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const url = new URL(`http://localhost/legal-form-guide/divorce-forms/${workflow.id}?page=${options.page ?? 0}`);
  return { user: owner, workflow, admin: options.admin ?? false, form, url };
}

const send = (p: GuidePost) => handleGuideIntent(database.db, readGuideIntent(p.form), p);
const guidePath = (workflow: Workflow) => `/legal-form-guide/divorce-forms/${workflow.id}`;
const stepOf = async (workflow: Workflow) => (await findUserWorkflow(database.db, workflow.id))!.step;

/** The first short text field of the questionnaire, with the page it is on, as the guide shows it. */
async function firstTextField(workflow: Workflow) {
  for (let page = 0; page < 30; page++) {
    const view = (await loadGuidePage(workflow, false, new URL(`http://localhost/?page=${page}`), database.db)).view;
    const shown = view.elements.find((e) => e.element.type === 'text-input-short');
    if (shown) return { uid: shown.element.uid, version: shown.version, page };
  }
  throw new Error('the sample workflow has no short text field');
}

describe('reading the intent of a guide form', () => {
  it('reads a named intent, a questionnaire link as goto, and anything else as a save', () => {
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    expect(readGuideIntent(form({ intent: 'proceed-anyway' }))).toBe('proceed-anyway');
    expect(readGuideIntent(form({ goto: '2' }))).toBe('goto');
    expect(readGuideIntent(form({ 'remove-answer': 'fileUid00001' }))).toBe('remove-answer');
    expect(readGuideIntent(form({}))).toBe('save');
    expect(readGuideIntent(form({ intent: 'no-such-button' }))).toBe('save');
  });
});

describe('the petitioner guide’s intents', () => {
  it('a save stores the posted answer and comes back to the same page with “Progress is saved”', async () => {
    const workflow = await newUserWorkflow();
    const field = await firstTextField(workflow);
    const answer = await send(
      post(
        workflow,
        { [versionName(field.uid)]: String(field.version), [fieldName(field.uid)]: 'Avery' },
        { page: field.page },
      ),
    );
    expect(answer).toEqual({
      kind: 'redirect',
      to: `${guidePath(workflow)}?page=${field.page}`,
      flash: GUIDE_MESSAGES.saved,
    });
    expect((await loadAnswers(database.db, workflow.id))[field.uid]?.value).toBe('Avery');
  });

  it('a save based on an old version is refused with the conflict, and nothing moves on', async () => {
    const workflow = await newUserWorkflow();
    const field = await firstTextField(workflow);
    await send(
      post(
        workflow,
        { [versionName(field.uid)]: String(field.version), [fieldName(field.uid)]: 'First' },
        { page: field.page },
      ),
    );
    const stale = await send(
      post(
        workflow,
        { [versionName(field.uid)]: String(field.version), [fieldName(field.uid)]: 'Second' },
        { page: field.page },
      ),
    );
    expect(stale).toMatchObject({
      kind: 'notice',
      status: 409,
      notice: { conflicts: [{ uid: field.uid, attempted: 'Second', current: 'First' }] },
    });
  });

  it('a questionnaire link saves the page and goes to the page (its tab in view) and field it names', async () => {
    const workflow = await newUserWorkflow();
    expect(await send(post(workflow, { goto: '2' }))).toEqual({
      kind: 'redirect',
      to: `${guidePath(workflow)}?page=2#page-tab-2`,
    });
    expect(await send(post(workflow, { goto: '1:abc:review' }))).toEqual({
      kind: 'redirect',
      to: `${guidePath(workflow)}?page=1&field=abc&review=1`,
    });
  });

  it('Proceed with required fields unanswered asks first, and Proceed Anyway then shares the questionnaire (step 2)', async () => {
    const workflow = await newUserWorkflow();
    expect(await send(post(workflow, { intent: 'proceed' }))).toEqual({
      kind: 'notice',
      notice: { proceedWarning: true },
      status: 200,
    });
    expect(await stepOf(workflow)).toBe(1);
    expect(await send(post(workflow, { intent: 'proceed-anyway' }))).toEqual({
      kind: 'redirect',
      to: guidePath(workflow),
    });
    expect(await stepOf(workflow)).toBe(2);
  });

  it('a unilateral form cannot proceed with required fields unanswered, even anyway', async () => {
    const workflow = await newUserWorkflow({ collaborate: false });
    expect(await send(post(workflow, { intent: 'proceed-anyway' }))).toEqual({
      kind: 'notice',
      notice: { error: GUIDE_MESSAGES.answerRequired, proceedWarning: true },
      status: 409,
    });
    expect(await stepOf(workflow)).toBe(1);
  });

  it('an admin goes to any step; a petitioner is told the step is not available', async () => {
    const workflow = await newUserWorkflow();
    expect(await send(post(workflow, { intent: 'go-to-step', step: '5' }))).toEqual({
      kind: 'notice',
      notice: { error: 'Step 5 is not available yet.' },
      status: 409,
    });
    expect(await send(post(workflow, { intent: 'go-to-step', step: '5' }, { admin: true }))).toEqual({
      kind: 'redirect',
      to: guidePath(workflow),
    });
    expect(await stepOf(workflow)).toBe(5);
  });

  it('Continue on step 4 sends a petitioner who has not paid level 2 to the level-2 payment, and an admin on to step 5', async () => {
    const workflow = await newUserWorkflow();
    await applyStepEvent(database.db, workflow.id, { type: 'GO_TO_STEP', step: 4, admin: true });
    expect(await send(post(workflow, { intent: 'continue' }))).toEqual({
      kind: 'redirect',
      to: `/pay-for-form/${workflow.id}/${owner.id}/collaborative/2`,
    });
    expect(await stepOf(workflow)).toBe(4);
    expect(await send(post(workflow, { intent: 'continue' }, { admin: true }))).toEqual({
      kind: 'redirect',
      to: guidePath(workflow),
    });
    expect(await stepOf(workflow)).toBe(5);
  });

  it('Continue away from step 4 is refused', async () => {
    const workflow = await newUserWorkflow();
    expect(await send(post(workflow, { intent: 'continue' }))).toEqual({
      kind: 'notice',
      notice: { error: 'Step 5 is not available yet.' },
      status: 409,
    });
  });

  it('an uploaded form-data file saves its answers and says how many changed', async () => {
    const workflow = await newUserWorkflow();
    const field = await firstTextField(workflow);
    const p = post(workflow, { intent: 'upload-json' }, { page: 1 });
    p.form.append(
      'formData',
      new File([JSON.stringify({ fields: { [field.uid]: 'Imported' } })], 'answers.json', { type: 'application/json' }),
    );
    expect(await send(p)).toEqual({
      kind: 'redirect',
      to: `${guidePath(workflow)}?page=1`,
      flash: GUIDE_MESSAGES.uploaded(1),
    });
    expect((await loadAnswers(database.db, workflow.id))[field.uid]?.value).toBe('Imported');
  });

  it('the outdated-form update needs the box ticked, then rebuilds the form from the newest version', async () => {
    const workflow = await newUserWorkflow();
    const field = await firstTextField(workflow);
    await send(
      post(
        workflow,
        { [versionName(field.uid)]: String(field.version), [fieldName(field.uid)]: 'Before' },
        { page: field.page },
      ),
    );
    await publishWorkflow(database.db, {
      formId: WITH_CHILDREN.formId,
      publishedId: 'pubIntentsNewer00001',
      definition: { ...readSampleWorkflow(WITH_CHILDREN.file), version: '1.0.1' },
      publishedAt: new Date(),
    });
    expect(await send(post(workflow, { intent: 'update-outdated' }))).toEqual({
      kind: 'notice',
      notice: { error: GUIDE_MESSAGES.confirmUpdate },
      status: 400,
    });
    expect(await send(post(workflow, { intent: 'update-outdated', confirm: 'on' }))).toEqual({
      kind: 'redirect',
      to: `${guidePath(workflow)}?page=0`,
    });
    const rebuilt = await findUserWorkflow(database.db, workflow.id);
    expect(rebuilt?.published_workflow_id).toBe('pubIntentsNewer00001');
    expect((await loadAnswers(database.db, workflow.id))[field.uid]?.value).not.toBe('Before');
  });
});

describe('the setup stepper against the seeded catalog', () => {
  const complete = {
    state: 'Utah',
    type: 'Divorce',
    participating: 'unilateral',
    children: 'with',
    county: 'any',
  } as const;

  it('finds the newest seeded Utah form with children for a unilateral petitioner in any county', async () => {
    const step = await resolveSetupStep(database.db, complete);
    expect(step).toMatchObject({ step: 7, workflow: { form_id: WITH_CHILDREN.formId } });
  });

  it('an admin who agrees starts the form at once; a petitioner is sent to pay level 1', async () => {
    const started = await agreeToSetup(database.db, { id: owner.id, admin: true }, complete);
    expect(started).toMatchObject({
      redirectTo: expect.stringMatching(/^\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/),
    });
    const id = (started as { redirectTo: string }).redirectTo.split('/').pop()!;
    expect(await findUserWorkflow(database.db, id)).toMatchObject({ owner_id: owner.id, collaborate: false, step: 1 });
    const pay = await agreeToSetup(database.db, { id: owner.id, admin: false }, complete);
    expect(pay).toEqual({
      redirectTo: expect.stringMatching(new RegExp(`^/pay-for-form/[^/]+/${owner.id}/unilateral/1$`)),
    });
  });
});

itReadsBackTheAuditTrail(() => database.db, 'guide-intents.test.ts');
