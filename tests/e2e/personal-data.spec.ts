// Personal data on an admin's view of someone's questionnaire (issue 30 item 11), with JavaScript on and off: the
// Social Security number shows masked to its last four digits, saving the page keeps the stored number while the
// admin's other change is saved, and the person still sees their own number whole.
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { pageOf, uidOf } from '../support/utah-with-children';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow, storedAnswer } from './support/guide';
import { expect, test } from './support/test';

const js = () => test.info().project.name === 'js';

test('an admin sees the number masked and saving their change keeps it; the person sees their own number', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'ssn-owner' });
  const admin = await createTestUser({ role: 'admin-global', label: 'ssn-admin' });
  const id = await startTestUserWorkflow(owner.id);
  const ssn = uidOf('PET_SSN');
  await withAppDatabase((db) => saveAnswers(db, { userWorkflowId: id, userId: owner.id, changes: [{ uid: ssn, baseVersion: 0, value: '231-54-9876' }] }));
  const city = await storedAnswer(id, uidOf('PET_CITY'));
  const address = `/legal-form-guide/divorce-forms/${id}?page=${pageOf('PET_SSN')}`;

  await signInAs(context, admin);
  await page.goto(address);
  await waitForHydration(page);
  await expect(page.getByLabel('Social security number')).toHaveValue('***-**-9876');
  // (the field's hint shows an example number, 123-45-6789: the stored one is another)
  expect(await page.content()).not.toContain('231-54-9876');

  await page.locator(`#q-${uidOf('PET_CITY')}`).fill('Ogden');
  if (js()) await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('Progress is saved')).toBeVisible();
  expect(await storedAnswer(id, uidOf('PET_CITY'))).toMatchObject({ value: 'Ogden', version: (city?.version ?? 0) + 1 });
  expect(await storedAnswer(id, ssn)).toEqual({ value: '231-54-9876', version: 1 });
  await expect(page.getByLabel('Social security number')).toHaveValue('***-**-9876');

  await context.clearCookies();
  await signInAs(context, owner);
  await page.goto(address);
  await expect(page.getByLabel('Social security number')).toHaveValue('231-54-9876');
});
