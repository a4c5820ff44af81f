// Sharing with the spouse, two people in two browser contexts, JavaScript on and off (issue 16): the petitioner
// shares, the spouse opens the invite from the mailbox and signs up (or signs in, with an account already),
// reviews and sends the form back; the petitioner finishes replying; the spouse agrees; the petitioner sees the
// agreement on step 4. The questionnaire's answers are seeded through the app's services (filling it is the
// questionnaire spec's); everything between the two people happens on the pages.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { acceptTermsAndCreateUser, createTestUser, openEmailLink, SIGN_UP_DETAILS, signInAs, uniqueEmail, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { formReadyToShare, storedStep } from './support/guide';
import { TEST_PASSWORD } from '../support/test-users';

const SHARED = 'Your questionnaire has been shared with the respondent! Please wait until they have finished reviewing it.';

/** The spouse's own browser, with the same JavaScript setting and screen as the petitioner's. */
async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  return browser.newContext({ baseURL, javaScriptEnabled, viewport });
}

/** Goes to a path on the page's own origin: the invite's links use APP_URL's host, and the spouse's cookie is there. */
const goOnSameOrigin = (page: Page, to: string) => page.goto(new URL(to, page.url()).toString());

async function shareFromStep2(page: Page, id: string, spouseName: string) {
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await expect(page.getByText(spouseName)).toBeVisible();
  await page.getByRole('link', { name: 'Send Share Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Questionnaire' });
  await expect(dialog).toBeVisible();
  // without the confirmation nothing is sent
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByRole('dialog', { name: 'Share Questionnaire' }).getByRole('alert')).toContainText("Please tick 'Yes, it's correct'");
  await page.getByRole('dialog', { name: 'Share Questionnaire' }).getByLabel("Yes, it's correct").check();
  await page.getByRole('dialog', { name: 'Share Questionnaire' }).getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText(SHARED)).toBeVisible();
  expect(await storedStep(id)).toBe(3);
  // the spouse holds the form now: the answers are read-only, so there is nothing new to send back for review
  await expect(page.getByText('Your spouse is reviewing the questionnaire.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Back for Spousal Review' })).toHaveCount(0);
}

async function spouseSendsBack(page: Page) {
  await expect(page.getByRole('heading', { name: /Shared Questionnaire/ })).toBeVisible();
  await expect(page.getByText(/Page 1 of \d+ · read only/)).toBeVisible();
  await page.getByRole('link', { name: 'Proceed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finished Reviewing' });
  await dialog.getByRole('button', { name: 'Send Back for Spousal Review' }).click();
  await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
}

async function petitionerFinishesReplying(page: Page, id: string) {
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await expect(page.getByText('Your spouse has sent the questionnaire back with comments.')).toBeVisible();
  // the petitioner holds the form again and may change answers, then send it back for review (§4 step 3)
  await expect(page.getByRole('button', { name: 'Send Back for Spousal Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Finish Replying' }).click();
  await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
}

async function spouseAgrees(page: Page, id: string) {
  await goOnSameOrigin(page, `/respondent-guide/${id}`);
  await page.getByRole('link', { name: 'Proceed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finished Reviewing' });
  await dialog.getByRole('button', { name: 'I Agree to Terms' }).click();
  await expect(page.getByRole('dialog', { name: 'Finished Reviewing' }).getByRole('alert')).toContainText("Please tick 'I agree to the terms' first.");
  await page.getByRole('dialog', { name: 'Finished Reviewing' }).getByLabel('I agree to the terms').check();
  await page.getByRole('dialog', { name: 'Finished Reviewing' }).getByRole('button', { name: 'I Agree to Terms' }).click();
  await expect(page.getByText('You have agreed to all the terms!').first()).toBeVisible();
}

async function petitionerSeesAgreement(page: Page, id: string) {
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await expect(page.getByText('Your spouse has agreed to all terms')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Pay For Completed Documents/ }) })).toHaveAttribute('aria-current', 'step');
  expect(await storedStep(id)).toBe(4);
}

test('the spouse signs up through the invite, sends the form back, the petitioner replies, the spouse agrees', async ({ page, browser, app, petitioner }) => {
  test.setTimeout(180_000);
  const spouseEmail = uniqueEmail('spouse-new');
  const id = await formReadyToShare(petitioner.user, { email: spouseEmail, firstName: 'Sam', lastName: 'Rivera' });

  await test.step('the petitioner shares the questionnaire from step 2', () => shareFromStep2(page, id, 'Sam Rivera'));

  const spouseContext = await newContext(browser, app.baseUrl);
  const spouse = await spouseContext.newPage();
  await test.step('the spouse opens the invite and signs up with the details filled in', async () => {
    await openEmailLink(spouse, spouseEmail, 'has asked you to review', 'Review the questionnaire');
    await expect(spouse).toHaveURL(/\/create-user\?/);
    await waitForHydration(spouse);
    await expect(spouse.getByLabel('Your e-mail', { exact: true })).toHaveValue(spouseEmail);
    await expect(spouse.getByLabel('Yes, my spouse invited me')).toBeChecked();
    await expect(spouse.getByLabel("Your spouse's e-mail", { exact: true })).toHaveValue(petitioner.user.email);
    const fields: Record<string, string> = {
      Password: 'Juniper-Lantern-41',
      ...SIGN_UP_DETAILS,
    };
    for (const [label, value] of Object.entries(fields)) {
      const field = spouse.getByLabel(label, { exact: true });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
    await spouse.getByLabel('ZIP code', { exact: true }).blur();
    await acceptTermsAndCreateUser(spouse);
    await expect(spouse).toHaveURL(/\/sign-in\?/);
    await openEmailLink(spouse, spouseEmail, 'Please verify your e-mail for Accord', 'Verify my e-mail');
    await expect(spouse).toHaveURL(/\/sign-in\?email=/, { timeout: 8_000 });
    await waitForHydration(spouse);
    await spouse.getByLabel('Password').fill('Juniper-Lantern-41');
    await spouse.getByRole('button', { name: 'Sign In' }).click();
    await expect(spouse).toHaveURL(new RegExp(`/respondent-guide/${id}`));
  });

  await test.step('the spouse reviews and sends the form back', () => spouseSendsBack(spouse));
  await test.step('the petitioner finishes replying', () => petitionerFinishesReplying(page, id));
  await test.step('the spouse finds the form under Shared Forms and agrees', async () => {
    await goOnSameOrigin(spouse, '/shared-forms');
    await expect(spouse.getByText(`From: ${petitioner.user.firstName} ${petitioner.user.lastName}`)).toBeVisible();
    await spouseAgrees(spouse, id);
  });
  await test.step('the petitioner sees the agreement and is on step 4', () => petitionerSeesAgreement(page, id));
  await spouseContext.close();
});

test('a spouse who already has an account signs in through the invite and agrees', async ({ page, browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const existing = await createTestUser({ label: 'spouse-existing' });
  const id = await formReadyToShare(petitioner.user, { email: existing.email, firstName: 'Alex', lastName: 'Morgan' });
  await shareFromStep2(page, id, 'Alex Morgan');

  const spouseContext = await newContext(browser, app.baseUrl);
  const spouse = await spouseContext.newPage();
  await openEmailLink(spouse, existing.email, 'has asked you to review', 'Review the questionnaire');
  await expect(spouse).toHaveURL(/\/sign-in\?/);
  await waitForHydration(spouse);
  await expect(spouse.getByLabel('E-mail')).toHaveValue(existing.email);
  await spouse.getByLabel('Password').fill(TEST_PASSWORD);
  await spouse.getByRole('button', { name: 'Sign In' }).click();
  await expect(spouse).toHaveURL(new RegExp(`/respondent-guide/${id}`));
  await spouseAgrees(spouse, id);
  await petitionerSeesAgreement(page, id);
  await spouseContext.close();
});

test('a third person gets Page Not Found from the forms of the area and sees no shared form', async ({ page, context, petitioner }) => {
  const id = await formReadyToShare(petitioner.user, { email: uniqueEmail('spouse-x'), firstName: 'Sam', lastName: 'Rivera' });
  const stranger = await createTestUser({ label: 'stranger' });
  await context.clearCookies();
  await signInAs(context, stranger);
  expect((await page.goto(`/legal-form-guide/divorce-forms/${id}`))?.status()).toBe(404);
  await withAppDatabase((db) => db.updateTable('users').set({ is_petitioner: false }).where('id', '=', stranger.id).execute());
  expect((await page.goto(`/respondent-guide/${id}`))?.status()).toBe(404);
  await page.goto(`/survey-detail/${id}`);
  await expect(page).toHaveURL(/\/shared-forms$/);
  await expect(page.getByText('Nothing has been shared with you yet.')).toBeVisible();
});

test("the spouse card names each missing detail, and without the spouse's e-mail there is no Send Share Invite", async ({ page, petitioner }) => {
  const nothing = await formReadyToShare(petitioner.user, { email: '', firstName: '', lastName: '' });
  await page.goto(`/legal-form-guide/divorce-forms/${nothing}`);
  const missing = page.getByRole('list', { name: 'Missing details' });
  await expect(missing.getByRole('listitem')).toHaveText(['Legal First name is missing', 'Legal Last name is missing', 'Email is missing']);
  await expect(page.getByRole('link', { name: 'Send Share Invite' })).toHaveCount(0);

  // with the e-mail the invite is offered; the dialog names what the card still misses
  const emailOnly = await formReadyToShare(petitioner.user, { email: uniqueEmail('spouse-card'), firstName: '', lastName: '' });
  await page.goto(`/legal-form-guide/divorce-forms/${emailOnly}`);
  await expect(page.getByRole('list', { name: 'Missing details' }).getByRole('listitem')).toHaveText(['Legal First name is missing', 'Legal Last name is missing']);
  await page.getByRole('link', { name: 'Send Share Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Questionnaire' });
  await expect(dialog.getByText('First name is missing', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Last name is missing', { exact: true })).toBeVisible();
});
