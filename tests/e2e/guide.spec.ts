// The guide and the questionnaire, with JavaScript on and off: the setup stepper, answers that survive a
// reload, a hidden answer cleared, the Required Fields list, and a stale save refused.
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { storedAnswer } from './support/guide';
import common from '../../i18n/catalogues/en/common';
import { TEST_PROFILE } from '../support/test-users';
import { UID, UTAH_WITH_CHILDREN } from '../support/utah-with-children';

test('a petitioner goes through the setup stepper to level-1 payment', async ({ page, context }) => {
  const user = await createTestUser({ label: 'guide' });
  await signInAs(context, user);
  await page.goto('/legal-form-guide');
  await expect(page.getByLabel('In which state will you file?')).toHaveValue('Utah');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Divorce').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('$199')).toBeVisible();
  await page.getByLabel(/My spouse and I together/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Yes, with children').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // the Utah samples are for any county
  await page.getByLabel('In which county will you file?').selectOption('Any county');
  await page.getByRole('button', { name: 'Continue' }).click();
  // the tutorial: no video is configured on the test app, so the step explains working together in words
  await expect(page.getByText('You share it with your spouse, who reads it')).toBeVisible();
  await expect(page.getByRole('link', { name: /tutorial video/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Jurisdiction', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`));

  // going back to step 1 clears the later choices
  await page.goto('/legal-form-guide?state=Alaska');
  await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveText('Sorry, could not find a Divorce form for Alaska.');
});

test('answers survive a reload, a hidden answer is cleared and the Required Fields list leads to the field', async ({ page, petitioner }, info) => {
  const js = info.project.name === 'js';
  const id = petitioner.userWorkflowId;
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=1`);
  await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
  // PET_* prefilled from the profile
  await expect(page.locator(`#q-${UID.PET_FN}`)).toHaveValue(TEST_PROFILE.firstName);
  await expectNoSeriousA11yViolations(page);

  const attorneyName = page.locator(`#q-${UID.PET_ATTORNEY_NAME}`);
  await expect(attorneyName).toBeHidden();
  await page.getByRole('group', { name: /lawyer helping/ }).getByLabel('Yes').check();
  if (!js) await page.getByRole('button', { name: 'Save Progress' }).click();
  // with JavaScript the engine in the browser shows it at once; without, the server after the save
  await expect(attorneyName).toBeVisible();
  await attorneyName.fill('Jo   Lawyer ');
  if (js) await expect(page.getByRole('status')).toHaveText('All changes saved');
  else await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect.poll(async () => (await storedAnswer(id, UID.PET_ATTORNEY_NAME))?.value).toBe('Jo Lawyer');

  await page.reload();
  await expect(attorneyName).toHaveValue('Jo Lawyer');

  await page.getByRole('group', { name: /lawyer helping/ }).getByLabel('No').check();
  if (!js) await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(attorneyName).toBeHidden();
  await expect.poll(async () => (await storedAnswer(id, UID.PET_ATTORNEY_NAME))?.value).toBe('');

  // the Required Fields list names the filing county on page 1 and leads to it, highlighted
  // with JavaScript the autosave's revalidation may re-render the page just after the list was opened, closing it
  // again: open it until its entry shows
  const countyEntry = page.getByRole('button', { name: 'In which county will you file?' });
  await expect(async () => {
    if (!(await countyEntry.isVisible())) await page.getByText('Oops, take a look!').click();
    await expect(countyEntry).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByText(/Additional Attention Required \d+ fields/).first()).toBeVisible();
  await countyEntry.click();
  await expect(page).toHaveURL(new RegExp(`page=0&field=${UID.FILING_COUNTY}`));
  await expect(page.locator(`#q-${UID.FILING_COUNTY}`)).toBeVisible();
  await expect(page.locator(`#field-${UID.FILING_COUNTY} .ring-4`)).toHaveCount(1);
});

test('a stale save of the same field is refused and the newer value is shown', async ({ page, petitioner, browser, baseURL }, info) => {
  const id = petitioner.userWorkflowId;
  const other = await browser.newContext({ baseURL, javaScriptEnabled: info.project.use.javaScriptEnabled });
  await signInAs(other, petitioner.user);
  const second = await other.newPage();
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=2`);
  await second.goto(`/legal-form-guide/divorce-forms/${id}?page=2`);

  await page.locator(`#q-${UID.RES_FN}`).fill('Samuel');
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect.poll(async () => (await storedAnswer(id, UID.RES_FN))?.value).toBe('Samuel');

  await second.locator(`#q-${UID.RES_FN}`).fill('Sammy');
  if (info.project.name === 'no-js') await second.getByRole('button', { name: 'Save Progress' }).click();
  // beside the field, and in the list of answers that need attention
  await expect(second.getByText(/This answer was changed in another tab or by another person/).first()).toBeVisible();
  await expect(second.getByText(/What you had entered: “Sammy”/).first()).toBeVisible();
  await expect(second.locator(`#q-${UID.RES_FN}`)).toHaveValue('Samuel');
  expect((await storedAnswer(id, UID.RES_FN))?.value).toBe('Samuel');
  await other.close();
});

test('an autosave the server is too busy for (503) says so in its words, keeps the answer and saves it on its own later', async ({ page, petitioner }, info) => {
  test.skip(info.project.name === 'no-js', 'the autosave is the JavaScript path');
  const id = petitioner.userWorkflowId;
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=2`);
  // the first save meets a database with no free connection: the app's 503 (app/utils/database-unavailable.server.ts)
  let refused = false;
  await page.route('**/autosave?*', async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, contentType: 'application/json', body: JSON.stringify({ error: common.status.busyDetail }) });
  });
  const field = page.locator(`#q-${UID.RES_FN}`);
  await field.fill('Samuel');
  await expect(page.getByRole('status').filter({ hasText: common.status.busyDetail })).toBeVisible();
  await expect(field).toHaveValue('Samuel');
  // nobody types again: the page sends the answer once more after Retry-After, and it is saved
  await expect.poll(async () => (await storedAnswer(id, UID.RES_FN))?.value, { timeout: 15_000 }).toBe('Samuel');
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('typing on while a slow autosave is under way saves the newer text without a false conflict', async ({ page, petitioner }, info) => {
  test.skip(info.project.name === 'no-js', 'the autosave is the JavaScript path');
  const id = petitioner.userWorkflowId;
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=2`);
  // the first save answers late, as on a slow phone connection: its answer is held until the person has typed on
  let delayed = false;
  let firstSaved!: () => void;
  const firstSaveHeld = new Promise<void>((resolve) => (firstSaved = resolve));
  let answerFirstSave!: () => void;
  const typedOn = new Promise<void>((resolve) => (answerFirstSave = resolve));
  await page.route('**/autosave?*', async (route) => {
    if (delayed) return route.continue();
    delayed = true;
    const response = await route.fetch();
    firstSaved();
    await typedOn;
    await route.fulfill({ response });
  });
  const field = page.locator(`#q-${UID.RES_FN}`);
  await field.pressSequentially('Sam');
  await firstSaveHeld;
  await field.pressSequentially('uel');
  answerFirstSave();
  await expect.poll(async () => (await storedAnswer(id, UID.RES_FN))?.value, { timeout: 10_000 }).toBe('Samuel');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByText(/This answer was changed in another tab or by another person/)).toHaveCount(0);
});
