// The account journey as a new user lives it, with JavaScript on and off: sign up, verify from the mailbox,
// sign in, edit the profile, change the password, sign out, reset the password, sign in again; and every
// message the account forms give for bad input.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { acceptTermsAndCreateUser, createTestUser, openEmailLink, SIGN_UP_DETAILS, signIn, solveCaptcha, uniqueEmail, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow, UTAH_WITH_CHILDREN, UTAH_WITH_CHILDREN_RES_EADD } from './support/guide';
import { shareUserWorkflow } from '../../app/services/user-workflow/sharing-entries.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';

const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);

// A refused form lists each message in its error summary too: a field's own message is the last with its text.
/** The sign-up's fields about the person, as a new user fills them in. */
const NEW_PERSON = {
  'Legal first name': 'Jordan',
  'Legal last name': 'Rivera',
  ...SIGN_UP_DETAILS,
};

async function fillSignUp(page: Page, values: Record<string, string>) {
  let last;
  for (const [label, value] of Object.entries(values)) {
    last = page.getByLabel(label, { exact: true });
    if ((await last.evaluate((el) => el.tagName)) === 'SELECT') await last.selectOption(value);
    else await last.fill(value);
  }
  // leaving the last field shows its message now, so the page does not move under the next click
  await last?.blur();
}

/** Without JavaScript the server answers Create User; with it the button stays disabled while the form is invalid (spec §5) and each message shows as its field is left. */
async function submitInvalidSignUp(page: Page) {
  const button = page.getByRole('button', { name: 'Create User' });
  if (usesJavaScript()) await expect(button).toBeDisabled();
  else await button.click();
}

test('a new user signs up, verifies, signs in, edits the profile, changes and resets the password', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('journey');
  const firstPassword = 'Juniper-Lantern-41';
  const secondPassword = 'Harbor-Violet-52';
  const resetPassword = 'Quiet-Meadow-63';

  await test.step('sign up at /create-user', async () => {
    await page.goto('/create-user');
    await waitForHydration(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('No, I am starting').check();
    await fillSignUp(page, {
      "Your spouse's e-mail": uniqueEmail('spouse'),
      "Your spouse's legal first name": 'Sam',
      "Your spouse's legal last name": 'Rivera',
      'Your e-mail': email,
      Password: firstPassword,
      ...NEW_PERSON,
    });
    await acceptTermsAndCreateUser(page);
    await expect(page).toHaveURL(/\/sign-in\?/);
    await expect(page.getByTestId('alert-banner')).toContainText('Please check your email');
    // signed out: the top bar offers Create Account, not a profile
    await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
  });

  await test.step('an unverified sign-in re-sends the verification and warns', async () => {
    await signIn(page, email, firstPassword);
    await expect(page.getByText('Sorry, you have not verified your email. Please check your email.')).toBeVisible();
  });

  await test.step('open the verification e-mail in the mailbox and verify', async () => {
    await openEmailLink(page, email, 'Please verify your e-mail for Accord', 'Verify my e-mail');
    await expect(page.getByText('Your email has been successfully verified')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // it goes on to sign-in by itself after 3 seconds
    await expect(page).toHaveURL(/\/sign-in\?email=/, { timeout: 8_000 });
    // that move is a client navigation: the address changes before React shows the new page, and in that moment
    // getByLabel('E-mail') once found an element of the page before that is not a field ('Not an input element');
    // the sign-in page's own field is awaited instead
    await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  });

  await test.step('sign in and land on the divorce forms guide (a petitioner without forms starts one)', async () => {
    await page.getByLabel('Password').fill(firstPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/legal-form-guide$/);
    await expect(page.getByRole('link', { name: 'Jordan Rivera' })).toBeVisible();
    const lastSignIn = await withAppDatabase((db) => db.selectFrom('users').select('last_sign_in_at').where('email', '=', email).executeTakeFirstOrThrow());
    expect(lastSignIn.last_sign_in_at).not.toBeNull();
  });

  await test.step('edit the profile; Save returns home with the message', async () => {
    await page.getByRole('link', { name: 'Jordan Rivera' }).click();
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByLabel('City').fill('Logan');
    await page.getByLabel('Phone number').fill('435-555-0123');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('alert-banner')).toContainText('Your profile is updated');
    const row = await withAppDatabase((db) => db.selectFrom('users').select(['address_city', 'phone_number']).where('email', '=', email).executeTakeFirstOrThrow());
    expect(row).toEqual({ address_city: 'Logan', phone_number: '435-555-0123' });
    // the banner is cleared on the next page
    await page.getByRole('link', { name: 'Jordan Rivera' }).click();
    await expect(page.getByTestId('alert-banner')).toHaveCount(0);
    await page.getByRole('link', { name: 'Change password' }).click();
  });

  await test.step('change the password: a wrong current password is refused, then it changes', async () => {
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Current password').fill('Not-My-Password-1');
    await page.getByLabel('New password').fill(secondPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Sorry, but you typed the wrong current password').first()).toBeVisible(); // in the error summary and beside the field
    await page.getByLabel('Current password').fill(firstPassword);
    await page.getByLabel('New password').fill(secondPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Success, password is changed successfully!')).toBeVisible();
  });

  await test.step('sign out: back at sign-in after a second', async () => {
    await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await expect(page.getByText('You are signed out')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 5_000 });
    await page.goto('/user-profile');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fuser-profile/);
  });

  await test.step('reset the password from /forgot-password', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Please check your email to reset your password.')).toBeVisible();
    await openEmailLink(page, email, 'Reset your Accord password', 'Choose a new password');
    await page.getByRole('textbox', { name: 'New password' }).fill(resetPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('You have successfully reset your password. Please try signing in again')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in\?email=/, { timeout: 8_000 });
  });

  await test.step('the old password no longer works; the new one does', async () => {
    await signIn(page, email, secondPassword);
    await expect(page.getByText('Wrong password.').last()).toBeVisible();
    await signIn(page, email, resetPassword);
    await expect(page).toHaveURL(/\/legal-form-guide$/);
  });
});

test('sign-up shows every validation message for bad input', async ({ page }) => {
  test.setTimeout(60_000);
  const spouse = uniqueEmail('same');
  await page.goto('/create-user');
  await waitForHydration(page);
  await page.getByLabel('Yes, my spouse invited me').check();
  await fillSignUp(page, {
    "Your spouse's e-mail": spouse,
    'Your e-mail': spouse,
    Password: 'short',
    'Date of birth': '1990',
    'Phone number': '8015550100',
    'ZIP code': '8440',
  });
  if (usesJavaScript()) {
    await page.getByLabel(/I accept the terms of service/).check();
    await solveCaptcha(page, true, { formComplete: false });
  }
  await submitInvalidSignUp(page);
  const form = page.locator('form#create-user');
  await expect(form.getByText("Sorry, your email cannot match your spouse's").last()).toBeVisible();
  await expect(form.getByText('Use at least 10 characters with a lowercase letter').last()).toBeVisible();
  await expect(form.getByText('Invalid date format. Example MM/DD/YYYY').last()).toBeVisible();
  if (!usesJavaScript()) {
    // the JavaScript mask turns these digits into the right shape, so only the server sees the raw form
    await expect(form.getByText('Invalid phone number. Example: ###-###-####').last()).toBeVisible();
  }
  await expect(form.getByText('Please enter a valid 5-digit ZIP code.').last()).toBeVisible();
  if (!usesJavaScript()) {
    // with JavaScript a field untouched shows no message yet; the disabled button says the form is not done
    await expect(form.getByText('Required').first()).toBeVisible();
    await expect(form.getByText('Please accept the terms of service to continue').last()).toBeVisible();
  }

  await fillSignUp(page, {
    "Your spouse's e-mail": 'not-an-email',
    'Your e-mail': uniqueEmail('weak'),
    Password: 'Password123!',
    'Date of birth': '02/30/1990',
    'ZIP code': '84a01',
  });
  await submitInvalidSignUp(page);
  await expect(form.getByText('Invalid e-mail.').last()).toBeVisible();
  await expect(form.getByText('The password is too weak.').last()).toBeVisible();
  await expect(form.getByText('Please enter a proper date value').last()).toBeVisible();
  await expect(form.getByText('Must include only numbers.').last()).toBeVisible();

  const young = new Date();
  young.setFullYear(young.getFullYear() - 17);
  const mmddyyyy = `${String(young.getMonth() + 1).padStart(2, '0')}/${String(young.getDate()).padStart(2, '0')}/${young.getFullYear()}`;
  await fillSignUp(page, { 'Date of birth': mmddyyyy, "Your spouse's e-mail": uniqueEmail('nobody') });
  if (usesJavaScript()) await page.getByLabel('Date of birth').blur();
  else await page.getByRole('button', { name: 'Create User' }).click();
  await expect(form.getByText('Sorry, date of birth must be over 18 to file for divorce.').last()).toBeVisible();
});

test('sign-up looks up the spouse and sends an existing e-mail to sign-in from an invitation link only', async ({ page }) => {
  const existing = await createTestUser({ label: 'existing' });
  // any other query does not tell whether the address has an account (issue 14, item 9)
  await page.goto(`/create-user?email=${encodeURIComponent(existing.email)}`);
  await expect(page).toHaveURL(/\/create-user\?email=/);
  const inviter = await createTestUser({ label: 'inviter' });
  const wfid = await startTestUserWorkflow(inviter.id);
  await withAppDatabase(async (db) => {
    await saveAnswers(db, { userWorkflowId: wfid, userId: inviter.id, changes: [{ uid: UTAH_WITH_CHILDREN_RES_EADD, baseVersion: 0, value: existing.email }] });
    // the inviter's share is what makes the link an invitation (a sharing entry)
    const userWorkflow = { id: wfid, published_workflow_id: UTAH_WITH_CHILDREN, collaborate: true, owner_email: inviter.email };
    await shareUserWorkflow(db, { userWorkflow, email: existing.email, name: 'Existing', reviewType: 'comment', sharedBy: inviter.id });
  });
  await page.goto(`/create-user?${new URLSearchParams({ email: existing.email, wfid })}`);
  await expect(page).toHaveURL(/\/sign-in\?email=/);
  await expect(page.getByLabel('E-mail')).toHaveValue(existing.email);

  // an invitation link prefills the form: the spouse is the petitioner
  await page.goto(`/create-user?${new URLSearchParams({ email: uniqueEmail('invited'), name: 'Casey Morgan', petitioner: uniqueEmail('missing'), wfid: 'wf123' })}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Legal first name')).toHaveValue('Casey');
  await expect(page.getByLabel('Legal last name')).toHaveValue('Morgan');
  await expect(page.getByLabel('Yes, my spouse invited me')).toBeChecked();
  await fillSignUp(page, {
    Password: 'Juniper-Lantern-41',
    ...SIGN_UP_DETAILS,
  });
  await acceptTermsAndCreateUser(page);
  await expect(page.getByText("Sorry, could not find your spouse's email in our records. Please try again.").last()).toBeVisible();
  // the terms stay accepted for 7 days through a cookie
  const cookies = await page.context().cookies();
  const terms = cookies.find((c) => c.name === 'accord_terms');
  expect(terms?.value).toBe('accepted');
  expect(terms!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
});

test('a spouse who already started is information after sign-up, not a refusal: the account is made (E4.9, E8.22)', async ({ page }) => {
  const started = await createTestUser({ label: 'started' });
  await page.goto('/create-user');
  await waitForHydration(page);
  await page.getByLabel('No, I am starting').check();
  await fillSignUp(page, {
    "Your spouse's e-mail": started.email,
    "Your spouse's legal first name": 'Sam',
    "Your spouse's legal last name": 'Started',
    'Your e-mail': uniqueEmail('second-starter'),
    Password: 'Juniper-Lantern-41',
    ...NEW_PERSON,
  });
  await acceptTermsAndCreateUser(page);
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByTestId('alert-banner')).toContainText('Please check your email');
  await expect(page.getByTestId('alert-banner')).toContainText('Looks like your spouse has already started the process.');
});

test('sign-in and forgot-password give the spec messages', async ({ page }) => {
  const user = await createTestUser({ label: 'messages' });
  await signIn(page, uniqueEmail('nobody'), 'Whatever-123!');
  await expect(page.getByText('Sorry, could not find this email address in our system. Please try again').last()).toBeVisible();
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('E-mail').fill('nope');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid e-mail.').last()).toBeVisible();
  await signIn(page, user.email, 'Wrong-Password-1');
  await expect(page.getByText('Wrong password.').last()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please enter your email address first').first()).toBeVisible();
  await page.getByLabel('E-mail').fill(uniqueEmail('unknown'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Sorry, could not find this email in our database.').last()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (const query of ['', '?mode=verifyEmail', '?code=abc', '?mode=other&code=abc']) {
    await page.goto(`/verify-user${query}`);
    await expect(page.getByText('Sorry, I think you may have the wrong page')).toBeVisible();
  }
  await page.goto('/verify-user?mode=verifyEmail&code=not-a-real-code');
  await expect(page.getByText('Sorry, could not verify this email')).toBeVisible();
  await page.goto('/verify-user?mode=resetPassword&code=not-a-real-code');
  await expect(page.getByText('Sorry, could not reset your password')).toBeVisible();

  // only the sign-in page's own messages are shown (issue 14, item 16)
  await page.goto(`/sign-in?type=warning&msg=${encodeURIComponent('A message from the link')}`);
  await expect(page.getByText('A message from the link')).toHaveCount(0);
  const idle = 'Your session ended after a period of inactivity. Please sign in again.';
  await page.goto(`/sign-in?type=warning&msg=${encodeURIComponent(idle)}`);
  await expect(page.getByTestId('alert-banner')).toContainText(idle);
  await page.getByRole('link', { name: 'Dismiss this message' }).click();
  await expect(page.getByTestId('alert-banner')).toHaveCount(0);
});

test('eleven wrong passwords in a row get the rate-limit message, and the twelfth try is not checked', async ({ page }) => {
  test.skip(usesJavaScript(), 'the limit is the server’s; one run covers it');
  const user = await createTestUser({ label: 'limited' });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    await signIn(page, user.email, `Wrong-Password-${attempt}`);
    await expect(page.getByText('Wrong password.').last()).toBeVisible();
  }
  await signIn(page, user.email, 'Wrong-Password-11');
  await expect(page.getByText(/Too many attempts/)).toBeVisible();
  // even the right password is refused without being checked
  await signIn(page, user.email, user.password);
  await expect(page.getByText(/Too many attempts/)).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});
