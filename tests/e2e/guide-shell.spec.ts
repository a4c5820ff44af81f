// The shell, sign-up and guide fixes of issue 15 (items 12 to 18, and two of 19), with JavaScript on and off: the
// visitor home, the contact / FAQ page, the top bar and navigation, My Documents and the profile photo, the
// unilateral stepper, the setup stepper's lookup messages, the 'Please Wait...' overlay, Create User and Forgot
// Password.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { acceptTermsAndCreateUser, createTestUser, signInAs, solveCaptcha, uniqueEmail, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow } from './support/guide';
import { loadPriceSummary } from '../../app/services/price-summary.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, DIVORCE_COSTS } from '../../db/seed-guide';

const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);

// a 1×1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a signed-out visitor reads on the home page what Accord does, for whom and what it costs', async ({ page }, info) => {
  const prices = (await withAppDatabase((db) => loadPriceSummary(db)))!; // the test app is seeded
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Prepare your divorce documents, one calm step at a time', level: 1 })).toBeVisible();
  await expect(page.getByText('for people preparing their own divorce papers')).toBeVisible();
  await expect(page.getByTestId('home-states')).toHaveText('Forms are ready today for Utah.');
  const costs = page.getByRole('region', { name: 'What it costs' });
  await expect(costs).toContainText(`$${prices.collaborative.total}`);
  await expect(costs).toContainText(`$${prices.collaborative.level1} to start, $${prices.collaborative.level2} for the completed documents`);
  await expect(costs).toContainText(`$${prices.unilateral.total}`);
  await expect(page.getByRole('link', { name: 'Create your account', exact: true })).toHaveAttribute('href', '/create-user');
  await expect(page.getByRole('link', { name: 'About Accord' })).toHaveAttribute('href', '/about-us');
  // nothing runs off a phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  if (process.env.SCREENS && info.project.name === 'js') await page.screenshot({ path: 'docs/screens/visitor-home.png', fullPage: true });
  await page.getByRole('link', { name: 'Create your account', exact: true }).click();
  await expect(page).toHaveURL(/\/create-user$/);
});

test('the footer and the guide’s Help lead to the contact / FAQ page', async ({ page, petitioner }) => {
  await page.goto(`/legal-form-guide/divorce-forms/${petitioner.userWorkflowId}`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  await page.locator('summary').filter({ hasText: 'Help' }).first().click();
  await page.getByRole('link', { name: 'contact and frequent questions' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await page.getByText('What does Accord cost?').click();
  await expect(page.getByText(`Working together with your spouse costs $${DIVORCE_COSTS.collaborative.paywall1 + DIVORCE_COSTS.collaborative.paywall2} in all`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Shared Forms goes to /shared-forms and My Documents lists the person’s forms', async ({ page, petitioner }) => {
  await page.goto('/user-profile?tab=documents');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Shared Forms' })).toHaveAttribute('href', '/shared-forms');
  const forms = page.getByRole('list', { name: 'Your forms' });
  await expect(forms.getByRole('listitem')).toHaveCount(1);
  await expect(forms).toContainText('Fill Out Questionnaire');
  await expect(forms).toContainText(/Last changed \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/);
  await expect(page.getByText('You have no documents yet.')).toHaveCount(0);
  await forms.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${petitioner.userWorkflowId}`));
});

test('a profile photo is kept only when it is an image, and shown on My account', async ({ page, petitioner }) => {
  void petitioner;
  await page.goto('/user-profile');
  await page.getByLabel('Profile photo').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  // in the error summary and beside the field
  await expect(page.getByText('Please choose a photo in PNG, JPEG, GIF or WebP format.').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile' })).toHaveCount(0);

  await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Your profile photo is saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your profile' })).toBeVisible();
  const served = await page.request.get('/user-profile/photo');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body())).toEqual(PNG);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Your profile photo is removed.')).toBeVisible();
  expect((await page.request.get('/user-profile/photo')).status()).toBe(404);
});

test('an admin finds Sign Out in the top bar', async ({ page, context }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'top-bar' });
  await signInAs(context, admin);
  await page.goto('/admin');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in/, { timeout: 10_000 });
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/sign-in\?redirect/);
});

test('on the unilateral path, Review is the current step while the documents are paid for, with the Pay button under it', async ({ page, context }) => {
  const user = await createTestUser({ label: 'unilateral' });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { collaborate: false, step: 4 });
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  const steps = page.getByRole('list', { name: 'Your steps' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  const current = steps.locator('li[aria-current="step"]');
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('heading')).toHaveText('Review (current)');
  await expect(current.getByRole('link', { name: 'Pay For Completed Documents' })).toBeVisible();
  await expect(steps.getByText('(upcoming)')).toHaveText('(upcoming)');
  await expect(steps.getByRole('heading', { name: 'Completed Documents (upcoming)' })).toBeVisible();
});

async function stepperTo(page: Page, choices: { state?: string; type?: string; children?: string }) {
  await page.goto('/legal-form-guide');
  if (choices.state) await page.getByLabel('In which state will you file?').selectOption(choices.state);
  await page.getByRole('button', { name: 'Continue' }).click();
  if (!choices.type) return;
  await page.getByLabel(choices.type).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // each step has a Continue button: wait for the next step before clicking again, or (with JavaScript, while the
  // navigation is under way) the click lands on the step just left and the stepper is one step behind
  await expect(page.getByRole('group', { name: 'Who is taking part?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(choices.children!).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the setup stepper says when there is no form for the state, the children or the county', async ({ page, context }) => {
  test.slow(); // four walks through the stepper, each several pages
  const user = await createTestUser({ label: 'lookup' });
  await signInAs(context, user);
  await stepperTo(page, { state: 'Wyoming' });
  await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveText('Sorry, could not find a Divorce form for Wyoming.');

  // a second type for Utah whose only form is made for Kane county, with children (removed again afterwards)
  const label = test.info().project.name;
  const ids = { type: `separation-${label}`, form: `e2eSeparation${label}`.padEnd(20, '0').slice(0, 20), published: `pubSeparation${label}`.padEnd(20, '0').slice(0, 20) };
  await withAppDatabase(async (db) => {
    await db.insertInto('workflow_types').values({ id: ids.type, title: `Legal Separation ${label}`, states: JSON.stringify(['Utah']), active: true, costs: JSON.stringify(DIVORCE_COSTS), is_default: false }).execute();
    const definition = readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file);
    await publishWorkflow(db, { formId: ids.form, publishedId: ids.published, definition: { ...definition, name: 'Kane County legal separation', type: `Legal Separation ${label}`, useCounties: true, counties: ['Kane'] } });
  });
  try {
    await stepperTo(page, { state: 'Utah', type: `Legal Separation ${label}`, children: 'No, without children' });
    await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveText('Sorry, could not find a Utah form without children for any county');

    await stepperTo(page, { state: 'Utah', type: `Legal Separation ${label}`, children: 'Yes, with children' });
    const county = page.getByLabel('In which county will you file?');
    await expect(county.locator('option')).toHaveCount(30); // 'Any county' and Utah's 29
    await county.selectOption('Weber');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveText('Sorry, could not find a Utah form with children for Weber county');
    // the error summary links to the step's choice (GOV.UK pattern, issue 32)
    await page.getByTestId('error-summary').getByRole('link').click();
    await expect(page.getByLabel('In which county will you file?')).toBeFocused();
    await page.getByLabel('In which county will you file?').selectOption('Kane');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'How working together works' })).toBeVisible();
  } finally {
    await withAppDatabase(async (db) => {
      await db.deleteFrom('published_workflows').where('id', '=', ids.published).execute();
      await db.deleteFrom('forms').where('id', '=', ids.form).execute();
      await db.deleteFrom('workflow_types').where('id', '=', ids.type).execute();
    });
  }
});

test('with JavaScript, Please Wait... covers a slow step and hides 1 s after a download', async ({ page, context }) => {
  test.skip(!usesJavaScript(), 'the overlay is drawn by JavaScript');
  // the step is slow: its answer is held until the overlay has been seen
  let answer!: () => void;
  const overlaySeen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/forgot-password*', async (route) => {
    if (route.request().method() === 'POST') await overlaySeen;
    await route.continue();
  });
  await page.goto('/forgot-password');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(uniqueEmail('slow'));
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('please-wait')).toHaveText('Please Wait...');
  answer();
  await expect(page.getByTestId('please-wait')).toBeHidden({ timeout: 5_000 });

  const admin = await createTestUser({ role: 'admin-global', label: 'overlay' });
  await signInAs(context, admin);
  const id = await startTestUserWorkflow(admin.id);
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await waitForHydration(page);
  const overlay = page.getByTestId('please-wait');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download form data' }).click();
  await expect(overlay).toBeVisible();
  const download = await downloaded;
  const arrived = Date.now();
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 3_000 });
  expect(Date.now() - arrived).toBeGreaterThanOrEqual(800);
});

test('Create User waits, with JavaScript, until the form is valid, the terms accepted and the check done', async ({ page }) => {
  test.skip(!usesJavaScript(), 'without JavaScript the server’s messages say what is missing');
  await page.goto('/create-user');
  await waitForHydration(page);
  const create = page.getByRole('button', { name: 'Create User' });
  await expect(create).toBeDisabled();
  await page.getByLabel('No, I am starting').check();
  await page.getByLabel("Your spouse's e-mail", { exact: true }).fill(uniqueEmail('spouse'));
  await page.getByLabel("Your spouse's legal first name", { exact: true }).fill('Sam');
  await page.getByLabel(/I accept the terms of service/).check();
  await solveCaptcha(page, true, { formComplete: false });
  // the terms and the check are done, but the spouse's last name and the account are not
  await expect(create).toBeDisabled();
  await fillValidAccount(page, uniqueEmail('waits'));
  await expect(create).toBeDisabled();
  await page.getByLabel("Your spouse's legal last name", { exact: true }).fill('Rivera');
  await expect(create).toBeEnabled();
  await page.getByLabel(/I accept the terms of service/).uncheck();
  await expect(create).toBeDisabled();
});

async function fillValidAccount(page: Page, email: string) {
  const values: Record<string, string> = {
    'Your e-mail': email,
    Password: 'Juniper-Lantern-41',
    'Legal first name': 'Jordan',
    'Legal last name': 'Rivera',
    'Date of birth': '04/12/1986',
    'Phone number': '801-555-0199',
    'Street address': '12 Canyon Road',
    City: 'Ogden',
    'ZIP code': '84401',
  };
  for (const [name, value] of Object.entries(values)) await page.getByLabel(name, { exact: true }).fill(value);
  await page.getByLabel('State', { exact: true }).selectOption('Utah');
}

test('sign-up keeps the e-mail in lower case: on leaving the field with JavaScript, and on the server', async ({ page }) => {
  const email = uniqueEmail('MixedCase');
  await page.goto('/create-user');
  await waitForHydration(page);
  await page.getByLabel('No, I am starting').check();
  await page.getByLabel("Your spouse's e-mail", { exact: true }).fill(uniqueEmail('spouse'));
  await page.getByLabel("Your spouse's legal first name", { exact: true }).fill('Sam');
  await page.getByLabel("Your spouse's legal last name", { exact: true }).fill('Rivera');
  await fillValidAccount(page, email);
  if (usesJavaScript()) await expect(page.getByLabel('Your e-mail', { exact: true })).toHaveValue(email.toLowerCase());
  await acceptTermsAndCreateUser(page);
  await expect(page).toHaveURL(/\/sign-in\?/);
  expect(new URL(page.url()).searchParams.get('email')).toBe(email.toLowerCase());
  const stored = await withAppDatabase((db) => db.selectFrom('users').select('email').where('email', 'ilike', email).execute());
  expect(stored.map((u) => u.email)).toEqual([email.toLowerCase()]);
});

test('Forgot Password submitted empty says Please enter your email address first once', async ({ page }) => {
  await page.goto('/forgot-password');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  // once beside the field, and once in the error summary as a link to it (the GOV.UK pattern, issue 32)
  await expect(page.getByText('Please enter your email address first').and(page.locator(':not(a)'))).toHaveCount(1);
  await expect(page.getByTestId('error-summary').getByRole('link', { name: 'Please enter your email address first' })).toHaveCount(1);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Please enter your email address first');
});

test('the page is painted from its HTML before any script is fetched; with JavaScript its scripts then load and take over', async ({ page }) => {
  // the first frame the browser renders runs its requestAnimationFrame callbacks, then paints; this one is asked for
  // before the page's HTML is read, so it runs first in that frame
  await page.addInitScript(() => requestAnimationFrame(() => ((window as unknown as { firstFrame: number }).firstFrame = performance.now())));
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const seen = await page.evaluate(() => ({
    firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
    scripts: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    hydrated: document.documentElement.dataset.hydrated === 'true',
  }));
  if (!usesJavaScript()) {
    expect(seen.scripts).toEqual([]);
    return;
  }
  expect(seen.hydrated).toBe(true);
  expect(seen.firstFrame).not.toBeNull();
  expect(seen.scripts.length).toBeGreaterThan(0);
  expect(seen.scripts.filter((script) => script.start < seen.firstFrame!)).toEqual([]);
});
