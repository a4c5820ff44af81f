// What a save of the questionnaire keeps and says, against a real PostgreSQL and the Utah with-children sample:
// impossible dates in an item table's date column, the save status when kept answers need attention, amounts
// above the spec's $100,000 table limit carried into the rendered stipulation, and a one-letter typed signature.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import type { SessionUser } from '../../app/services/accounts/sessions.server';
import { loadAnswers } from '../../app/services/user-workflow/answers.server';
import { GUIDE_MESSAGES, handleGuideIntent, readGuideIntent, type GuidePost } from '../../app/services/guide/guide-intents.server';
import { loadGuidePage, saveFromForm, SPOUSE_EMAIL_LOCKED } from '../../app/services/guide/guide-page.server';
import { applyStepEvent, findUserWorkflow, startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { PostgresFileStorage } from '../../lib/file-storage.server';
import { renderUserWorkflowDocuments } from '../../lib/documents/user-workflow-documents.server';
import { TEST_PASSWORD, TEST_PROFILE, uniqueEmail } from '../support/test-users';
import { pageOf, uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { SHARING_CONTEXT, sharedForm } from './support/shared-form';

let database: TestDatabase;
let owner: SessionUser;
const scratch = mkdtempSync(path.join(tmpdir(), 'questionnaire-answers-'));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  const email = uniqueEmail('answers');
  const { id } = await createUser(database.db, { ...TEST_PROFILE, email, password: TEST_PASSWORD, verified: true });
  owner = { id, email, firstName: TEST_PROFILE.firstName, lastName: TEST_PROFILE.lastName, role: 'user-basic', isPetitioner: true, respondentWfid: null, respondentPetitionerEmail: null };
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function newUserWorkflow() {
  const { id } = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: owner.id });
  return (await findUserWorkflow(database.db, id))!;
}
type Workflow = Awaited<ReturnType<typeof newUserWorkflow>>;

/** Save Progress of one questionnaire page with these inputs (each field posted with its version 0, as a new form). */
function save(workflow: Workflow, page: number, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.set('intent', 'save');
  const post: GuidePost = { user: owner, workflow, admin: false, form, url: new URL(`http://localhost/legal-form-guide/divorce-forms/${workflow.id}?page=${page}`) };
  return handleGuideIntent(database.db, readGuideIntent(form), post);
}

const rows = (uid: string, cells: Record<string, string>[]) => {
  const out: Record<string, string> = { [versionName(uid)]: '0', [fieldName(uid, 'rows')]: String(cells.length) };
  cells.forEach((row, r) => {
    for (const [column, value] of Object.entries(row)) out[fieldName(uid, `${r}.${column}`)] = value;
  });
  return out;
};

describe('an item table’s date column', () => {
  it('an impossible date is kept as typed, with the date picker’s message, and the save says it needs attention', async () => {
    const workflow = await newUserWorkflow();
    const children = uidOf('CHILDREN');
    const page = pageOf('CHILDREN');
    const answer = await save(workflow, page, rows(children, [{ name: 'Ada', birthDate: '13/40/2015', gender: 'Female' }]));
    expect(answer).toEqual({
      kind: 'redirect',
      to: `/legal-form-guide/divorce-forms/${workflow.id}?page=${page}`,
      flash: 'Progress is saved, as typed. 1 answer needs attention: see ‘Answers that need attention’ below.',
      flashType: 'warning',
    });
    expect((await loadAnswers(database.db, workflow.id))[children]?.value).toEqual([{ name: 'Ada', birthDate: '13/40/2015', gender: 'Female' }]);
    const view = (await loadGuidePage(workflow, false, new URL(`http://localhost/?page=${page}`), database.db)).view;
    expect(view.messages[children]?.map((m) => m.text)).toEqual(['Row 1, Birth date (MM/DD/YYYY): Please enter a proper date value']);
  });

  it('a real date is saved with a plain “Progress is saved”', async () => {
    const workflow = await newUserWorkflow();
    const children = uidOf('CHILDREN');
    const answer = await save(workflow, pageOf('CHILDREN'), rows(children, [{ name: 'Ada', birthDate: '03/05/2015', gender: 'Female' }]));
    expect(answer).toMatchObject({ kind: 'redirect', flash: GUIDE_MESSAGES.saved });
    expect(answer).not.toHaveProperty('flashType');
  });
});

describe('amounts above $100,000', () => {
  it('$1,250,000 of home equity is saved and appears in the rendered stipulation', async () => {
    const workflow = await newUserWorkflow();
    const hasRealEstate = uidOf('HAS_REAL_ESTATE');
    const realEstate = uidOf('REAL_ESTATE');
    const answer = await save(workflow, pageOf('REAL_ESTATE'), {
      [versionName(hasRealEstate)]: '0',
      [fieldName(hasRealEstate)]: 'Yes',
      ...rows(realEstate, [{ address: '12 Canyon Road, Park City', equity: '1,250,000', awardedTo: 'Petitioner' }]),
    });
    expect(answer).toMatchObject({ kind: 'redirect', flash: GUIDE_MESSAGES.saved });

    const rendered = await renderUserWorkflowDocuments(database.db, workflow.id, 'stipulation');
    if (!('key' in rendered)) throw new Error(rendered.skipped);
    const file = await new PostgresFileStorage(database.db).get(rendered.key);
    const pdf = path.join(scratch, 'stipulation.pdf');
    writeFileSync(pdf, Buffer.concat(await file!.stream.toArray()));
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('12 Canyon Road, Park City');
    expect(text).toMatch(/Equity: \$1,250,000(\.00)?\b/);
  });

  it('above the column’s own limit the range message names it', async () => {
    const workflow = await newUserWorkflow();
    const hasRealEstate = uidOf('HAS_REAL_ESTATE');
    const realEstate = uidOf('REAL_ESTATE');
    await save(workflow, pageOf('REAL_ESTATE'), {
      [versionName(hasRealEstate)]: '0',
      [fieldName(hasRealEstate)]: 'Yes',
      ...rows(realEstate, [{ address: 'Somewhere', equity: '20,000,000', awardedTo: 'Petitioner' }]),
    });
    const view = (await loadGuidePage(workflow, false, new URL(`http://localhost/?page=${pageOf('REAL_ESTATE')}`), database.db)).view;
    expect(view.messages[realEstate]?.map((m) => m.text)).toEqual(['Row 1, Equity: Please enter a range between 1 and 10000000']);
  });
});

describe("the spouse's name and e-mail", () => {
  it('given at sign-up, they are the RES_* answers of a new form; the petitioner’s own e-mail is refused there', async () => {
    const email = uniqueEmail('with-spouse');
    const { id } = await createUser(database.db, {
      ...TEST_PROFILE,
      email,
      password: TEST_PASSWORD,
      verified: true,
      petitionerData: { respondent_first_name: 'Sam', respondent_last_name: 'Doe', respondent_email: 'sam.doe@example.com' },
    });
    const started = await startUserWorkflow(database.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: id });
    const answers = await loadAnswers(database.db, started.id);
    expect(answers[uidOf('RES_FN')]?.value).toBe('Sam');
    expect(answers[uidOf('RES_LN')]?.value).toBe('Doe');
    expect(answers[uidOf('RES_EADD')]?.value).toBe('sam.doe@example.com');

    const workflow = (await findUserWorkflow(database.db, started.id))!;
    const spouseEmail = uidOf('RES_EADD');
    const form = new FormData();
    form.set(versionName(spouseEmail), String(answers[spouseEmail]!.version));
    form.set(fieldName(spouseEmail), email.toUpperCase());
    form.set('intent', 'save');
    const user = { ...owner, id, email };
    const page = pageOf('RES_EADD');
    const answer = await handleGuideIntent(database.db, 'save', { user, workflow, admin: false, form, url: new URL(`http://localhost/legal-form-guide/divorce-forms/${workflow.id}?page=${page}`) });
    expect(answer).toMatchObject({ kind: 'redirect', flashType: 'warning' });
    const view = (await loadGuidePage(workflow, false, new URL(`http://localhost/?page=${page}`), database.db)).view;
    expect(view.messages[spouseEmail]?.map((m) => m.text)).toEqual(["Sorry, your email cannot match your spouse's"]);
  });
});

describe('a typed signature', () => {
  it('of one letter is refused with “Please sign your stipulation with more text” and nothing is stored', async () => {
    const workflow = await newUserWorkflow();
    const signature = uidOf('PET_SIGNATURE');
    const answer = await save(workflow, pageOf('PET_SIGNATURE'), { [versionName(signature)]: '0', [fieldName(signature, 'typed')]: ' J ' });
    expect(answer).toEqual({ kind: 'notice', status: 409, notice: { conflicts: [], refused: { [signature]: 'Please sign your stipulation with more text' } } });
    expect((await loadAnswers(database.db, workflow.id))[signature]).toBeUndefined();
  });

  it('of a short real name is stored as a signature', async () => {
    const workflow = await newUserWorkflow();
    const signature = uidOf('PET_SIGNATURE');
    await save(workflow, pageOf('PET_SIGNATURE'), { [versionName(signature)]: '0', [fieldName(signature, 'typed')]: 'Al Bo' });
    expect((await loadAnswers(database.db, workflow.id))[signature]?.value).toMatchObject({ signed: true, typedName: 'Al Bo' });
  });
});

describe("the spouse's e-mail from step 3", () => {
  /**
   * A Save Progress of the spouse's e-mail field, by `user`, on a form at step 3 whose answers the review lock leaves
   * editable (ADR 010): shared with the spouse, who sent it back. Only the spouse's e-mail field lock can refuse it.
   */
  async function changeSpouseEmail(user: 'owner' | 'admin') {
    const form = await sharedForm(database.db);
    await applyStepEvent(database.db, form.id, { type: 'RESPONDENT_SEND_BACK', access: true }, { actorId: form.spouse.id, context: SHARING_CONTEXT });
    const atStep3 = (await findUserWorkflow(database.db, form.id))!;
    expect(atStep3.step).toBe(3);
    const spouseEmail = uidOf('RES_EADD');
    const page = pageOf('RES_EADD');
    const elements = (await loadGuidePage(atStep3, true, new URL(`http://localhost/?page=${page}`), database.db)).view.elements.map((e) => e.element);
    const form2 = new FormData();
    form2.set(versionName(spouseEmail), String((await loadAnswers(database.db, form.id))[spouseEmail]?.version ?? 0));
    form2.set(fieldName(spouseEmail), 'new.spouse@example.com');
    const actor: SessionUser = user === 'admin' ? { ...form.owner, role: 'admin-global' } : form.owner;
    const saved = await saveFromForm(actor, atStep3, elements, form2, database.db);
    return { saved, stored: (await loadAnswers(database.db, form.id))[spouseEmail]?.value, before: form.spouse.email, spouseEmail };
  }

  it('is refused to the petitioner with the reason, and nothing is stored (E5.36)', async () => {
    const { saved, stored, before, spouseEmail } = await changeSpouseEmail('owner');
    expect(saved).toMatchObject({ refused: { [spouseEmail]: SPOUSE_EMAIL_LOCKED } });
    expect(stored).toBe(before);
  });

  it('is changed by an administrator, whom the lock does not hold (E6.5)', async () => {
    const { saved, stored } = await changeSpouseEmail('admin');
    expect(saved).toMatchObject({ refused: {} });
    expect(stored).toBe('new.spouse@example.com');
  });
});
