// Issue 14's findings that show on a page, each as a person (or an attacker) meets it in the browser, with
// JavaScript on and off; each test is named after its finding. Items 4, 9 and 16 are in respondent-guide.spec.ts and
// accounts.spec.ts (with the sign-in rate-limit message of items 5 and 17); the server rules (2, 5, 14, 17, 19)
// are in tests/integration/security-*.test.ts, app-process and multi-process.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs, waitForHydration, type TestUser } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { APP_HEALTHY_WITHIN_MS } from './support/app-under-test';
import { storedAnswer } from './support/guide';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent } from '../../app/services/user-workflow/user-workflows.server';
import { freePort } from '../../db/embedded-server';
import { startServer } from '../integration/support/processes';
import { pageOf, UID } from '../support/utah-with-children';

const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);
// a real 1x1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The questionnaire page of user workflow `id` that shows the sample's element titled `title`. */
const guidePage = (id: string, title: string) => `/legal-form-guide/divorce-forms/${id}?page=${pageOf(title)}`;

async function signInWithForm(page: Page, email: string, password: string) {
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function askForReset(page: Page, email: string) {
  await page.goto('/forgot-password');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please check your email to reset your password.')).toBeVisible();
}

/** Saves the petitioner's first name (PET_FN, prefilled from the profile when the form starts) as `value`. */
async function answerFirstName(userWorkflowId: string, userId: string, value: string) {
  const baseVersion = (await storedAnswer(userWorkflowId, UID.PET_FN))?.version ?? 0;
  await withAppDatabase((db) => saveAnswers(db, { userWorkflowId, userId, changes: [{ uid: UID.PET_FN, baseVersion, value }] }));
}

/** The reset links e-mailed to this address, oldest first. */
async function resetLinks(email: string): Promise<string[]> {
  const rows = await withAppDatabase((db) =>
    db.selectFrom('emails').select('template_data').where('to_email', '=', email).where('template', '=', 'reset-password').orderBy('created_at').execute(),
  );
  return rows.map((r) => String((r.template_data as { url: string }).url));
}

test('1. the mailbox of an app others can reach opens only for a global admin, so nobody else can read a reset link', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  // the worker's app listens on loopback only, where the machine's own user may read the mailbox: this one
  // listens on every address, as `npm start` does by default
  test.setTimeout(APP_HEALTHY_WITHIN_MS + 60_000);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-e2e-exposed-'));
  await fs.chmod(dataDir, 0o755); // PostgreSQL's initdb runs as another user when the tests run as root
  const exposed = await startServer({ PORT: String(await freePort()), HOST: '0.0.0.0', DATA_DIR: dataDir, DATABASE_URL: '' }, { healthyWithinMs: APP_HEALTHY_WITHIN_MS });
  try {
    const app = { baseUrl: exposed.baseUrl, dataDir };
    const victim = await createTestUser({ label: 'mailbox-victim', app });
    await page.goto(`${app.baseUrl}/forgot-password`);
    await waitForHydration(page);
    await page.getByLabel('E-mail').fill(victim.email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Please check your email to reset your password.')).toBeVisible();
    const email = await withAppDatabase((db) => db.selectFrom('emails').select('id').where('to_email', '=', victim.email).executeTakeFirstOrThrow(), dataDir);

    for (const pathname of ['/mailbox', `/mailbox/${email.id}`]) {
      await page.goto(`${app.baseUrl}${pathname}`);
      await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fmailbox/);
    }
    await signInAs(context, await createTestUser({ label: 'mailbox-petitioner', app }), app);
    expect((await page.goto(`${app.baseUrl}/mailbox/${email.id}`))?.status()).toBe(403);
    await expect(page.getByText('Reset your Accord password')).toHaveCount(0);

    await context.clearCookies();
    await signInAs(context, await createTestUser({ label: 'mailbox-admin', role: 'admin-global', app }), app);
    await page.goto(`${app.baseUrl}/mailbox`);
    await expect(page.getByRole('heading', { name: 'Development mailbox' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: victim.email })).toContainText('Reset your Accord password');
  } finally {
    await exposed.stop('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
});

test('3. signing in from a link whose redirect points elsewhere or holds control characters stays on Accord, without an error', async ({ page, baseURL }) => {
  const user = await createTestUser({ label: 'redirect' });
  // anything but a plain path of this site is dropped, and the person lands where a sign-in without it goes
  const cases = [
    { redirect: '/user-profile?tab=password', lands: '/user-profile' },
    { redirect: '/\t/evil.example/phish', lands: '/legal-form-guide' },
    { redirect: '/\\evil.example/phish', lands: '/legal-form-guide' },
    { redirect: '/user-profile\n', lands: '/legal-form-guide' },
    { redirect: '/user-profile?tab=\u4e2d', lands: '/legal-form-guide' },
  ];
  for (const { redirect, lands } of cases) {
    await page.context().clearCookies();
    await page.goto(`/sign-in?${new URLSearchParams({ redirect })}`);
    await signInWithForm(page, user.email, user.password);
    await expect(page).toHaveURL((url) => url.origin === baseURL && url.pathname === lands);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/sorry|went wrong/i);
  }
});

test("7. a file whose name holds ';' and '=' is uploaded, and the page's other answers are saved with it", async ({ page, petitioner }) => {
  const id = petitioner.userWorkflowId;
  await page.goto(guidePage(id, 'MARRIAGE_CERTIFICATE'));
  await waitForHydration(page);
  // the dialog window opens from its button (a ?dialog= page without JavaScript); Done closes it (and saves, without)
  await page.getByRole('button', { name: 'Mailing address for court notices' }).click();
  await page.locator(`#q-${UID.MAILING_DIALOG}-${UID.MAILING_ADDRESS}`).fill('12 Elm Street');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.locator(`#q-${UID.MARRIAGE_CERTIFICATE}`).setInputFiles({ name: 'court copy;version=2.png', mimeType: 'image/png', buffer: PNG });
  if (!usesJavaScript()) await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByRole('link', { name: 'court copy;version=2.png' })).toBeVisible();
  await expect(page.locator(`#q-${UID.MARRIAGE_CERTIFICATE}-error`)).toHaveText('');
  await expect.poll(async () => (await storedAnswer(id, UID.MAILING_DIALOG))?.value).toEqual({ fields: { [UID.MAILING_ADDRESS]: '12 Elm Street' } });
  expect((await storedAnswer(id, UID.MARRIAGE_CERTIFICATE))?.value).toMatchObject({ name: 'court copy;version=2.png', mediaType: 'image/png' });
});

test("8. a file over 10 MB gets a message in the person's words, and the page's other answers are saved", async ({ page, petitioner }) => {
  const id = petitioner.userWorkflowId;
  await page.goto(guidePage(id, 'MARRIAGE_CERTIFICATE'));
  await waitForHydration(page);
  // the dialog window opens from its button (a ?dialog= page without JavaScript); Done closes it (and saves, without)
  await page.getByRole('button', { name: 'Mailing address for court notices' }).click();
  await page.locator(`#q-${UID.MAILING_DIALOG}-${UID.MAILING_ADDRESS}`).fill('12 Elm Street');
  await page.getByRole('button', { name: 'Done' }).click();
  // a real PNG's bytes, padded past the 10 MB a questionnaire file may have and the autosave route's 11 MB body limit
  const large = Buffer.concat([PNG, Buffer.alloc(12 * 1024 * 1024)]);
  await page.locator(`#q-${UID.MARRIAGE_CERTIFICATE}`).setInputFiles({ name: 'large scan.png', mimeType: 'image/png', buffer: large });
  if (!usesJavaScript()) await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('This file is larger than 10 MB. Please choose a smaller file.').first()).toBeVisible();
  await expect.poll(async () => (await storedAnswer(id, UID.MAILING_DIALOG))?.value).toEqual({ fields: { [UID.MAILING_ADDRESS]: '12 Elm Street' } });
  expect((await storedAnswer(id, UID.MARRIAGE_CERTIFICATE))?.value ?? null).toBeNull();
});

test('10. after signing out, Back does not show the answers again', async ({ page, petitioner }) => {
  const id = petitioner.userWorkflowId;
  await answerFirstName(id, petitioner.user.id, 'Confidential-Quill');
  await page.goto(guidePage(id, 'PET_FN'));
  await expect(page.locator(`#q-${UID.PET_FN}`)).toHaveValue('Confidential-Quill');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await page.goBack();
  // the questionnaire is asked for again (not shown from the cache) and, signed out, sends to sign-in; without
  // JavaScript the browser's own request shows it came back for the questionnaire
  await expect(page).toHaveURL(usesJavaScript() ? /\/sign-in/ : /\/sign-in\?redirect=%2Flegal-form-guide%2Fdivorce-forms%2F/);
  await expect(page.locator(`#q-${UID.PET_FN}`)).toHaveCount(0);
  await expect(page.getByText('Confidential-Quill')).toHaveCount(0);
});

test('11. an older reset link no longer works once a newer one was asked for and used', async ({ page }) => {
  const user = await createTestUser({ label: 'reset-older' });
  await askForReset(page, user.email);
  await askForReset(page, user.email);
  const [older, newer] = await resetLinks(user.email);
  expect(newer).toBeDefined();
  await page.goto(older!);
  await expect(page.getByText('Sorry, could not reset your password')).toBeVisible();

  await page.goto(newer!);
  await waitForHydration(page);
  await page.getByRole('textbox', { name: 'New password' }).fill('Quiet-Meadow-63');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully reset your password. Please try signing in again')).toBeVisible();
  for (const link of [older!, newer!]) {
    await page.goto(link);
    await expect(page.getByText('Sorry, could not reset your password')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'New password' })).toHaveCount(0);
  }
});

test("12. the reset page refuses a password the sign-up would call too weak, with the sign-up's message", async ({ page }) => {
  const user = await createTestUser({ label: 'reset-weak' });
  await askForReset(page, user.email);
  const [link] = await resetLinks(user.email);
  await page.goto(link!);
  await waitForHydration(page);
  const password = page.getByRole('textbox', { name: 'New password' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Required.').first()).toBeVisible();
  await password.fill('short');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Min 8 characters').first()).toBeVisible();
  // the person's own first name and a digit, as the probe's 'bobprobe1' was for Bob Probe
  await password.fill(`${user.firstName.toLowerCase()}tester1`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The password is too weak.').first()).toBeVisible();
  // the link stays good for a better password
  await password.fill('Quiet-Meadow-63');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('You have successfully reset your password. Please try signing in again').first()).toBeVisible();
});

test('13. changing the password signs out the other browsers, and wrong current passwords are limited', async ({ page, context, browser, app }) => {
  test.setTimeout(90_000);
  const user: TestUser = await createTestUser({ label: 'change-password' });
  await signInAs(context, user);
  // the same person signed in on another browser
  const elsewhere = await browser.newContext({ baseURL: app.baseUrl });
  await signInAs(elsewhere, user);
  const other = await elsewhere.newPage();
  await other.goto('/user-profile');
  await expect(other).toHaveURL(/\/user-profile$/);

  await page.goto('/user-profile?tab=password');
  await waitForHydration(page);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('textbox', { name: 'New password' }).fill('Harbor-Violet-52!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Success, password is changed successfully!').first()).toBeVisible();
  // this browser stays signed in; the other one is sent to sign in
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/user-profile$/);
  await other.reload();
  await expect(other).toHaveURL(/\/sign-in\?redirect=%2Fuser-profile/);
  await elsewhere.close();

  await page.goto('/user-profile?tab=password');
  await waitForHydration(page);
  for (let attempt = 1; attempt <= 11; attempt++) {
    await page.getByLabel('Current password').fill(`Wrong-Current-${attempt}`);
    await page.getByRole('textbox', { name: 'New password' }).fill('Lantern-Quartz-84!');
    await page.getByRole('button', { name: 'Change password' }).click();
    const expected = attempt <= 10 ? 'Sorry, but you typed the wrong current password' : /Too many attempts/;
    await expect(page.getByText(expected).first()).toBeVisible();
  }
  // even the right current password is not checked now
  await page.getByLabel('Current password').fill('Harbor-Violet-52!');
  await page.getByRole('textbox', { name: 'New password' }).fill('Lantern-Quartz-84!');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Too many attempts/).first()).toBeVisible();
});

test('18. answers typed after the petitioner moved past the questionnaire are refused with a message, and nothing changes', async ({ page, petitioner }) => {
  const id = petitioner.userWorkflowId;
  await answerFirstName(id, petitioner.user.id, 'Before');
  // the page stays open in this tab while the form moves on to step 2 (in another tab, or by an admin)
  await page.goto(guidePage(id, 'PET_FN'));
  await waitForHydration(page);
  await withAppDatabase((db) => applyStepEvent(db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 1, proceedAnyway: true }));

  await page.locator(`#q-${UID.PET_FN}`).fill('After');
  if (usesJavaScript()) await page.locator(`#q-${UID.PET_FN}`).blur();
  else await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText(/Your answers can no longer be changed here: you have moved on to step 2/).first()).toBeVisible();
  expect((await storedAnswer(id, UID.PET_FN))?.value).toBe('Before');
});

test('6. an upload from a tab showing an older version is refused, and the stored file stays the newer one', async ({ page, petitioner, browser, baseURL }) => {
  const id = petitioner.userWorkflowId;
  const other = await browser.newContext({ baseURL, javaScriptEnabled: usesJavaScript() });
  await signInAs(other, petitioner.user);
  const second = await other.newPage();
  await page.goto(guidePage(id, 'MARRIAGE_CERTIFICATE'));
  await second.goto(guidePage(id, 'MARRIAGE_CERTIFICATE'));
  await waitForHydration(page);
  await waitForHydration(second);

  await page.locator(`#q-${UID.MARRIAGE_CERTIFICATE}`).setInputFiles({ name: 'first scan.png', mimeType: 'image/png', buffer: PNG });
  if (!usesJavaScript()) await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect.poll(async () => ((await storedAnswer(id, UID.MARRIAGE_CERTIFICATE))?.value as { name?: string } | null)?.name).toBe('first scan.png');

  // the second tab still shows the form from before the first upload
  await second.locator(`#q-${UID.MARRIAGE_CERTIFICATE}`).setInputFiles({ name: 'stale scan.png', mimeType: 'image/png', buffer: PNG });
  if (!usesJavaScript()) await second.getByRole('button', { name: 'Save Progress' }).click();
  await expect(second.getByText(/This answer was changed in another tab or by another person/).first()).toBeVisible();
  expect(((await storedAnswer(id, UID.MARRIAGE_CERTIFICATE))?.value as { name?: string } | null)?.name).toBe('first scan.png');
  await other.close();
});

test('15. a text answer longer than its type allows gets a message saying how long it may be', async ({ page, petitioner }) => {
  const id = petitioner.userWorkflowId;
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=2`);
  await waitForHydration(page);
  await page.locator(`#q-${UID.RES_FN}`).fill('a'.repeat(1001));
  if (!usesJavaScript()) await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('Please shorten this answer to at most 1,000 characters.').first()).toBeVisible();
});
