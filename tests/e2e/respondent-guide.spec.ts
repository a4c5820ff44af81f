// The respondent guide, JavaScript on and off: an invited respondent sees the form's name and the three steps
// where the step machine stands; a respondent reaching a pay page lands there; others never see the form.
import { expect, test } from './support/test';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent } from '../../app/services/user-workflow/user-workflows.server';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow, UTAH_WITH_CHILDREN, UTAH_WITH_CHILDREN_RES_EADD } from './support/guide';
import { shareUserWorkflow } from '../../app/services/user-workflow/sharing-entries.server';

async function makeRespondent(userId: string, petitionerEmail: string, wfid: string | null) {
  await withAppDatabase((db) =>
    db.updateTable('users').set({ is_petitioner: false, respondent_data: JSON.stringify({ petitioner_email: petitionerEmail, wfid }) }).where('id', '=', userId).execute(),
  );
}

/** The petitioner names the respondent's e-mail in RES_EADD and shares the form: the share grants access (issue 14, item 4). */
async function inviteRespondent(userWorkflowId: string, petitioner: { id: string; email: string }, respondentEmail: string) {
  await withAppDatabase(async (db) => {
    await saveAnswers(db, { userWorkflowId, userId: petitioner.id, changes: [{ uid: UTAH_WITH_CHILDREN_RES_EADD, baseVersion: 0, value: respondentEmail }] });
    const userWorkflow = { id: userWorkflowId, published_workflow_id: UTAH_WITH_CHILDREN, collaborate: true, owner_email: petitioner.email };
    await shareUserWorkflow(db, { userWorkflow, email: respondentEmail, name: 'Sam Spouse', reviewType: 'comment', sharedBy: petitioner.id });
  });
}

test('an invited respondent reaching the pay page goes to the respondent guide, which shows the three steps and the state', async ({ page, context }) => {
  const petitioner = await createTestUser({ label: 'rg-petitioner' });
  const respondent = await createTestUser({ label: 'rg-respondent' });
  const id = await startTestUserWorkflow(petitioner.id);
  await makeRespondent(respondent.id, petitioner.email, id);
  await inviteRespondent(id, petitioner, respondent.email);
  await signInAs(context, respondent);

  await page.goto(`/pay-for-form/${id}/${petitioner.id}/collaborative/2`);
  await expect(page).toHaveURL(new RegExp(`/respondent-guide/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  const steps = page.getByRole('list', { name: 'Your steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Shared Questionnaire');
  await expect(steps.nth(1)).toContainText('Review & E-sign');
  await expect(steps.nth(2)).toContainText('Completed Documents');
  await expect(page.getByRole('status')).toContainText('has not shared the questionnaire');

  // shared, and the petitioner is not on step 3 yet: the respondent's first step is current and waits
  await withAppDatabase((db) => applyStepEvent(db, id, { type: 'GO_TO_STEP', step: 2, admin: true }));
  await withAppDatabase((db) => applyStepEvent(db, id, { type: 'RESPONDENT_GO_TO_STEP', step: 1, admin: true }));
  await page.reload();
  await expect(steps.nth(0)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('status')).toHaveText('Please wait a little longer');
});

test('a petitioner opening a respondent guide goes to the petitioner guide; another respondent gets Page Not Found', async ({ page, context }) => {
  const petitioner = await createTestUser({ label: 'rg-owner' });
  const id = await startTestUserWorkflow(petitioner.id);
  await signInAs(context, petitioner);
  await page.goto(`/respondent-guide/${id}`);
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}$`));

  const stranger = await createTestUser({ label: 'rg-stranger' });
  await makeRespondent(stranger.id, 'someone-else@example.com', null);
  await context.clearCookies();
  await signInAs(context, stranger);
  expect((await page.goto(`/respondent-guide/${id}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('4. a respondent who only claims a form at sign-up (its wfid and the owner e-mail) gets Page Not Found', async ({ page, context }) => {
  const petitioner = await createTestUser({ label: 'rg-claimed' });
  const id = await startTestUserWorkflow(petitioner.id);
  const claimant = await createTestUser({ label: 'rg-claimant' });
  await makeRespondent(claimant.id, petitioner.email, id);
  await signInAs(context, claimant);
  expect((await page.goto(`/respondent-guide/${id}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the respondent reads the important information once per browser (E9.16)', async ({ page, context, browser }) => {
  const petitioner = await createTestUser({ label: 'rg-info-petitioner' });
  const respondent = await createTestUser({ label: 'rg-info-respondent' });
  const id = await startTestUserWorkflow(petitioner.id);
  await makeRespondent(respondent.id, petitioner.email, id);
  await inviteRespondent(id, petitioner, respondent.email);
  await signInAs(context, respondent);
  await page.goto(`/respondent-guide/${id}`);
  const info = page.getByRole('region', { name: 'Important information' });
  await expect(info).toContainText('Nothing is final when you agree');
  await info.getByRole('button', { name: 'I have read this' }).click();
  await expect(page).toHaveURL(new RegExp(`/respondent-guide/${id}$`));
  await expect(info).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  await expect(info).toHaveCount(0);

  // another browser shows it again
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  try {
    await signInAs(other, respondent);
    const second = await other.newPage();
    await second.goto(`/respondent-guide/${id}`);
    await expect(second.getByRole('region', { name: 'Important information' })).toBeVisible();
  } finally {
    await other.close();
  }
});
