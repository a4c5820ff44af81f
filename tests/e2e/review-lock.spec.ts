// What the spouse is shown stays what they agree to (issue 29, items 3 and 4), JavaScript on and off: while the
// spouse reviews, the petitioner's questionnaire is read-only (the fields disabled, the sentence above them, an
// autosave posted anyway refused with it), and editable again once the spouse sends it back; 'Return to
// Questionnaire' on step 3 asks for the box, takes the form back to step 1 and e-mails the spouse. The shared form
// is seeded through the app's services (sharing itself is sharing.spec.ts's); what is tested happens on the pages.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs, uniqueEmail, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { formReadyToShare, storedAnswer, storedStep } from './support/guide';
import { loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { pageOf, uidOf } from '../support/utah-with-children';

const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);
const READ_ONLY = 'Your spouse is reviewing your answers. They are read-only until your spouse sends the form back to you or agrees';
const REFUSED = 'Your spouse is reviewing your answers, so they are read-only until your spouse sends the form back to you or agrees. This change was not saved.';

/** The petitioner's form, naming a spouse, shared with them for comment: step 3, the spouse reviewing. */
async function sharedForm(ownerId: string, id: string, spouseEmail: string) {
  await withAppDatabase(async (db) => {
    const stored = await loadAnswers(db, id);
    const answers = { RES_EADD: spouseEmail, RES_FN: 'Sam', RES_LN: 'Rivera', PET_FN: 'Robin' };
    const changes = Object.entries(answers).map(([title, value]) => ({ uid: uidOf(title), baseVersion: stored[uidOf(title)]?.version ?? 0, value }));
    await saveAnswers(db, { userWorkflowId: id, userId: ownerId, changes });
    await applyStepEvent(db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0, proceedAnyway: true }, { actorId: ownerId });
    const workflow = await findUserWorkflow(db, id);
    const invited = await inviteSpouse(db, { workflow: workflow!, actorId: ownerId, admin: false, confirmed: true, reviewType: 'comment' });
    expect(invited.kind).not.toBe('refused');
  });
  expect(await storedStep(id)).toBe(3);
}

const storedFirstName = async (id: string) => (await storedAnswer(id, uidOf('PET_FN')))?.value;
const firstNamePage = (page: Page, id: string) => page.goto(`/legal-form-guide/divorce-forms/${id}?page=${pageOf('PET_FN')}`);
const firstName = (page: Page) => page.locator(`#field-${uidOf('PET_FN')}`).getByRole('textbox');

test('while the spouse reviews, the answers are read-only and a change is refused; once the spouse sends the form back they save again', async ({ page, app, petitioner }) => {
  const { user, userWorkflowId: id } = petitioner;
  await sharedForm(user.id, id, uniqueEmail('spouse-lock'));

  await firstNamePage(page, id);
  await waitForHydration(page);
  await expect(page.getByText(READ_ONLY)).toBeVisible();
  await expect(firstName(page)).toHaveValue('Robin');
  await expectReadsAsText(firstName(page));
  await expect(page.getByRole('button', { name: 'Save Progress' })).toHaveCount(0);

  // a change posted anyway (an autosave from a page opened before the invite) is refused with the sentence
  const version = await page.locator(`input[name="v.${uidOf('PET_FN')}"]`).inputValue();
  const refused = await page.request.post(`/legal-form-guide/divorce-forms/${id}/autosave?page=${pageOf('PET_FN')}`, {
    headers: { Origin: app.baseUrl, Accept: 'application/json' },
    multipart: { intent: 'autosave', uid: uidOf('PET_FN'), [`v.${uidOf('PET_FN')}`]: version, [`a.${uidOf('PET_FN')}`]: 'Changed while reviewed' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: REFUSED });
  expect(await storedFirstName(id)).toBe('Robin');

  await withAppDatabase((db) => applyStepEvent(db, id, { type: 'RESPONDENT_SEND_BACK', access: true }, { actorId: null }));
  await firstNamePage(page, id);
  await waitForHydration(page);
  await expect(page.getByText(READ_ONLY)).toHaveCount(0);
  await firstName(page).fill('Robin Lee');
  if (usesJavaScript()) await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  else {
    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(page.getByText('Progress is saved').first()).toBeVisible();
  }
  await expect.poll(() => storedFirstName(id)).toBe('Robin Lee');
});

/** A read-only answer reads as text: no white box and no border around it (issue 29, item 9). */
async function expectReadsAsText(control: ReturnType<Page['getByRole']>) {
  await expect(control).toBeDisabled();
  await expect(control).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(control).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
}

test("the spouse reads the petitioner's answers as text, not as boxes to fill in", async ({ browser, app, petitioner }) => {
  const spouse = await createTestUser({ label: 'spouse-reads' });
  await withAppDatabase((db) => db.updateTable('users').set({ is_petitioner: false }).where('id', '=', spouse.id).execute());
  await sharedForm(petitioner.user.id, petitioner.userWorkflowId, spouse.email);
  const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: usesJavaScript() });
  await signInAs(context, spouse);
  const page = await context.newPage();
  await page.goto(`/respondent-guide/${petitioner.userWorkflowId}?page=${pageOf('PET_FN')}`);
  await expect(page.getByText(/read only/).first()).toBeVisible();
  await expect(firstName(page)).toHaveValue('Robin');
  await expectReadsAsText(firstName(page));
  await context.close();
});

test("'Return to Questionnaire' on step 3 asks first, then restarts the form at step 1 and e-mails the spouse", async ({ page, petitioner }) => {
  const { user, userWorkflowId: id } = petitioner;
  const spouseEmail = uniqueEmail('spouse-restart');
  await sharedForm(user.id, id, spouseEmail);

  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Return to Questionnaire' }).click();
  const dialog = () => page.getByRole('dialog', { name: 'Return to Questionnaire' });
  await expect(dialog()).toContainText('your spouse is told by e-mail');
  await dialog().getByRole('button', { name: 'Return to Questionnaire' }).click();
  await expect(dialog().getByRole('alert')).toContainText('Tick the box to confirm that you want to start again from the questionnaire.');
  expect(await storedStep(id)).toBe(3);

  await dialog().getByLabel('Yes, return to the questionnaire and start again').check();
  await dialog().getByRole('button', { name: 'Return to Questionnaire' }).click();
  await expect(page.getByText('You are back at step 1 with your answers kept.').first()).toBeVisible();
  expect(await storedStep(id)).toBe(1);
  const respondentStep = await withAppDatabase(async (db) => (await db.selectFrom('user_workflows').select('respondent_step').where('id', '=', id).executeTakeFirstOrThrow()).respondent_step);
  expect(respondentStep).toBe(1);
  // the questionnaire is the petitioner's again, answers kept
  await firstNamePage(page, id);
  await expect(firstName(page)).toBeEnabled();
  await expect(firstName(page)).toHaveValue('Robin');

  await page.goto('/mailbox');
  await expect(page.getByRole('listitem').filter({ hasText: spouseEmail }).filter({ hasText: `${user.firstName} ${user.lastName} restarted` })).toBeVisible();
});

test('an Agree posted from a page shown before the answers changed is refused with a sentence, and nothing is agreed', async ({ browser, app, petitioner }) => {
  const { user } = petitioner;
  const spouse = await createTestUser({ label: 'spouse-stale' });
  await withAppDatabase((db) => db.updateTable('users').set({ is_petitioner: false }).where('id', '=', spouse.id).execute());
  // every answer given, so the spouse may agree: shared with them for comment
  const id = await formReadyToShare(user, { email: spouse.email, firstName: 'Sam', lastName: 'Rivera' });
  await withAppDatabase(async (db) => {
    const invited = await inviteSpouse(db, { workflow: (await findUserWorkflow(db, id))!, actorId: user.id, admin: false, confirmed: true, reviewType: 'comment' });
    expect(invited.kind).not.toBe('refused');
  });
  const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: usesJavaScript() });
  await signInAs(context, spouse);
  const stale = await context.newPage();
  // the spouse opens the agreement while reviewing the answers as shared
  await stale.goto(`/respondent-guide/${id}?dialog=finished`);
  const dialog = () => stale.getByRole('dialog', { name: 'Finished Reviewing' });
  await expect(dialog().getByRole('button', { name: 'I Agree to Terms' })).toBeEnabled();
  await waitForHydration(stale);

  // meanwhile (another tab) the spouse sent the form back, the petitioner changed an answer and finished replying
  await withAppDatabase(async (db) => {
    await applyStepEvent(db, id, { type: 'RESPONDENT_SEND_BACK', access: true }, { actorId: spouse.id });
    const stored = await loadAnswers(db, id);
    await saveAnswers(db, { userWorkflowId: id, userId: user.id, changes: [{ uid: uidOf('PET_FN'), baseVersion: stored[uidOf('PET_FN')]?.version ?? 0, value: 'Robin Lee' }] });
    expect((await applyStepEvent(db, id, { type: 'FINISH_REPLYING' }, { actorId: user.id })).accepted).toBe(true);
  });

  // the page shown before the change agrees to nothing
  await dialog().getByLabel('I agree to the terms').check();
  await dialog().getByRole('button', { name: 'I Agree to Terms' }).click();
  await expect(stale.getByText('The answers changed after this page was shown to you, so you have not agreed yet.').first()).toBeVisible();
  expect(await storedStep(id)).toBe(3);
  const agreed = await withAppDatabase(async (db) => (await db.selectFrom('sharing_entries').select('agreed_with_spouse').where('user_workflow_id', '=', id).executeTakeFirstOrThrow()).agreed_with_spouse);
  expect(agreed).toBe(false);
  await context.close();
});
