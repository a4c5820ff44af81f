// The questionnaire's remaining paths, with JavaScript on and off: leaving step 1 with missing required fields,
// real uploads (and one refused by its content), an admin's form data download and upload, printing a
// dialog-window's form, axe on every page of the Utah with-children sample, and a page answered by keyboard.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { startTestUserWorkflow, storedAnswer, storedStep } from './support/guide';
import { TEST_PROFILE } from '../support/test-users';
import { LAST_PAGE, pageOf, UID, uidOf } from '../support/utah-with-children';
import { withAppDatabase } from './support/app-database';
import { drawSignature } from './support/questionnaire-filler';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';

const DOCUMENTS_PAGE = pageOf('MARRIAGE_CERTIFICATE');
// a real 1x1 PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const currentStep = (page: Page) => page.locator('li[aria-current="step"]').getByRole('heading', { level: 2 }).first();

/** Without JavaScript a page is saved with Save Progress; with it, each change autosaves. */
async function saveIfNoJs(page: Page) {
  if (!test.info().project.use.javaScriptEnabled) await page.getByRole('button', { name: 'Save Progress' }).click();
}

test.describe('leaving step 1 with missing required fields', () => {
  test('warns, and Review Missing Information leads to the first missing field with its message', async ({ page, petitioner }) => {
    const id = petitioner.userWorkflowId;
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${LAST_PAGE}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Proceed to Share' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Some of the fields require additional attention!' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Review Missing Information' })).toBeFocused();
    await expect(warning.getByRole('button', { name: 'Proceed Anyway' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await warning.getByRole('button', { name: 'Review Missing Information' }).click();
    await expect(page).toHaveURL(new RegExp(`page=0&field=${UID.FILING_COUNTY}&review=1$`));
    const county = page.locator(`#q-${UID.FILING_COUNTY}`);
    await expect(county).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#q-${UID.FILING_COUNTY}-error`)).toHaveText('Required');
    await expect(county).toHaveAttribute('aria-describedby', `q-${UID.FILING_COUNTY}-error`);
    await expect(currentStep(page)).toContainText('Fill Out Questionnaire');
    expect((await storedStep(id))).toBe(1);
  });

  test('Proceed Anyway goes on to step 2, and the form goes no further than step 3 until they are answered', async ({ page, petitioner }) => {
    const id = petitioner.userWorkflowId;
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${LAST_PAGE}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Proceed to Share' }).click();
    await page.getByRole('button', { name: 'Proceed Anyway' }).click();
    await expect(currentStep(page)).toContainText('Share Questionnaire');
    await expect(page.getByText('Your questionnaire answers are saved.')).toBeVisible();
    expect((await storedStep(id))).toBe(2);

    // a person cannot skip to payment: the machine refuses step 4 (its missing-fields rule is tested in
    // tests/integration/answers.test.ts)
    const response = await page.request.post(`/legal-form-guide/divorce-forms/${id}`, {
      form: { intent: 'go-to-step', step: '4' },
      headers: { Origin: new URL(page.url()).origin },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(409);
    expect((await storedStep(id))).toBe(2);
  });
});

test("a unilateral form's warning shows Proceed Anyway disabled, says why, and the server still refuses it", async ({ page, petitioner }) => {
  const id = await startTestUserWorkflow(petitioner.user.id, { collaborate: false });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${LAST_PAGE}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const warning = page.getByRole('alertdialog', { name: 'Some of the fields require additional attention!' });
  await expect(warning).toBeVisible();
  const anyway = warning.getByRole('button', { name: 'Proceed Anyway' });
  await expect(anyway).toBeDisabled();
  await expect(anyway).toHaveAccessibleDescription(/Proceed Anyway is not available because you are completing this form on your own/);
  await expect(warning).not.toContainText('up to step 3');
  const response = await page.request.post(`/legal-form-guide/divorce-forms/${id}`, {
    form: { intent: 'proceed-anyway' },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(409);
  expect(await storedStep(id)).toBe(1);
});

test('with JavaScript, drawing the last missing answer (the signature) clears Additional Attention Required and shows Proceed without a reload', async ({ page, petitioner }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'the signature pad and the autosave need JavaScript');
  const id = await startTestUserWorkflow(petitioner.user.id, { collaborate: false });
  const scenario = JSON.parse(await readFile('templates/workflows/scenarios/utah-divorce-with-children.scenario.json', 'utf8')) as { baseAnswers: Record<string, unknown> };
  await withAppDatabase(async (db) => {
    const changes = Object.entries(scenario.baseAnswers)
      .filter(([title]) => title !== 'PET_SIGNATURE')
      .map(([title, value]) => ({ uid: uidOf(title), baseVersion: 0, value }));
    const saved = await saveAnswers(db, { userWorkflowId: id, userId: petitioner.user.id, changes });
    expect(saved.evaluation.missingRequired.flatMap((p) => p.fields.map((f) => f.title))).toEqual(['PET_SIGNATURE']);
  });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${pageOf('PET_SIGNATURE')}`);
  await waitForHydration(page);
  await expect(page.getByText('Additional Attention Required 1 fields').first()).toBeVisible();
  await drawSignature(page, page.locator(`#field-${uidOf('PET_SIGNATURE')}`).getByRole('img', { name: 'Signature drawing area' }));
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await expect(page.getByText(/Additional Attention Required/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect.poll(() => storedStep(id)).toBe(4);
});

test.describe('uploads', () => {
  test('a real file is uploaded and downloadable; a .pdf that is text inside is refused and nothing saved is lost', async ({ page, petitioner }) => {
    const id = petitioner.userWorkflowId;
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${DOCUMENTS_PAGE}`);
    await waitForHydration(page);
    const input = page.locator(`#q-${UID.MARRIAGE_CERTIFICATE}`);
    await input.setInputFiles({ name: 'certificate.png', mimeType: 'image/png', buffer: PNG });
    await saveIfNoJs(page);
    const link = page.getByRole('link', { name: 'certificate.png' });
    await expect(link).toBeVisible();
    expect((await storedAnswer(id, UID.MARRIAGE_CERTIFICATE))?.value).toMatchObject({ name: 'certificate.png', mediaType: 'image/png' });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('certificate.png');
    expect(Buffer.compare(await readFile((await download.path())!), PNG)).toBe(0);

    // the dialog's address is typed on the same page as the refused upload: it is saved all the same
    // the dialog window is a button that opens its dialog (a ?dialog= page without JavaScript)
    await page.getByRole('button', { name: 'Mailing address for court notices' }).click();
    await page.locator(`#q-${UID.MAILING_DIALOG}-${UID.MAILING_ADDRESS}`).fill('12 Elm Street');
    await page.getByRole('button', { name: 'Done' }).click();
    await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only text, not a PDF') });
    await saveIfNoJs(page);
    await expect(page.locator(`#q-${UID.MARRIAGE_CERTIFICATE}-error`)).toHaveText('Please only upload valid file formats');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('');
    await expect(page.getByRole('link', { name: 'certificate.png' })).toBeVisible();
    await expect.poll(async () => (await storedAnswer(id, UID.MAILING_DIALOG))?.value).toEqual({ fields: { [UID.MAILING_ADDRESS]: '12 Elm Street' } });
    expect((await storedAnswer(id, UID.MARRIAGE_CERTIFICATE))?.value).toMatchObject({ name: 'certificate.png', mediaType: 'image/png' });
  });
});

test.describe('form data as JSON', () => {
  test('an admin downloads the form data, uploads it back changed, and a malformed file gets a clear message', async ({ page }) => {
    const petitioner = await createTestUser({ label: 'form-data-owner' });
    const id = await startTestUserWorkflow(petitioner.id);
    const admin = await createTestUser({ label: 'form-data-admin', role: 'admin-global' });
    await signInAs(page.context(), admin);
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=2`);
    await waitForHydration(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download form data' }).click()]);
    expect(download.suggestedFilename()).toBe(`form-data-${id}.json`);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { fields: Record<string, unknown> };
    expect(exported.fields[UID.PET_FN]).toBe(TEST_PROFILE.firstName);

    const changed = { ...exported, fields: { ...exported.fields, [UID.RES_FN]: 'Casey', unknownUid00: 'ignored' } };
    await page.locator('#form-data-file').setInputFiles({ name: 'form-data.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(changed)) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Form data uploaded: 1 answer changed.')).toBeVisible();
    await expect(page.locator(`#q-${UID.RES_FN}`)).toHaveValue('Casey');
    expect((await storedAnswer(id, UID.RES_FN))?.value).toBe('Casey');

    await page.locator('#form-data-file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"fields": {') });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/legal-form-guide/divorce-forms/${id}`)),
      page.getByRole('button', { name: 'Upload', exact: true }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole('alert').filter({ hasText: 'The file is not valid JSON.' })).toBeVisible();
    expect((await storedAnswer(id, UID.RES_FN))?.value).toBe('Casey');
  });
});

test.describe('printing a dialog-window', () => {
  test('Print this form saves the page and opens a printable page of the form, with or without JavaScript', async ({ page, petitioner }, info) => {
    const id = petitioner.userWorkflowId;
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${DOCUMENTS_PAGE}`);
    await waitForHydration(page);
    // the dialog window is a button that opens its dialog (a ?dialog= page without JavaScript)
    await page.getByRole('button', { name: 'Mailing address for court notices' }).click();
    await page.locator(`#q-${UID.MAILING_DIALOG}-${UID.MAILING_ADDRESS}`).fill('34 Oak Avenue');
    await page.getByLabel('Use this address').check();
    await page.getByRole('button', { name: 'Print this form' }).click();

    await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}/print/${UID.MAILING_DIALOG}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Mailing address for court notices' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '34 Oak Avenue' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Use this address' })).toBeVisible();
    expect((await storedAnswer(id, UID.MAILING_DIALOG))?.value).toEqual({ buttonClicked: 'Use this address', fields: { [UID.MAILING_ADDRESS]: '34 Oak Avenue' } });
    if (info.project.name === 'js') await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
    else await expect(page.getByText('To print, press Ctrl+P')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // on paper: only the form, no site header, footer or buttons
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to the questionnaire' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Mailing address for court notices' })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: 'Back to the questionnaire' }).click();
    await expect(page).toHaveURL(new RegExp(`page=${DOCUMENTS_PAGE}`));
  });
});

test.describe('accessibility', () => {
  test('axe finds no serious or critical violation on any page of the Utah with-children sample', async ({ page, petitioner }) => {
    test.setTimeout(150_000);
    const id = petitioner.userWorkflowId;
    for (let p = 0; p <= LAST_PAGE; p++) {
      await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${p}&review=1`);
      await waitForHydration(page);
      await expect(page.locator('nav[aria-label="Questionnaire pages"] [aria-current="page"]')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('a page is answered with the keyboard alone', async ({ page, petitioner }) => {
    const id = petitioner.userWorkflowId;
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
    await waitForHydration(page);

    await tabTo(page, page.locator(`#q-${UID.FILING_COUNTY}`));
    await page.keyboard.type('Davis');
    await expect(page.locator(`#q-${UID.FILING_COUNTY}`)).toHaveValue('Davis');
    await tabTo(page, page.getByRole('group', { name: /lived in Utah/ }).getByLabel('Yes'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/page=1/);
    await expect.poll(async () => (await storedAnswer(id, UID.FILING_COUNTY))?.value).toBe('Davis');
    expect((await storedAnswer(id, UID.PET_RESIDENT))?.value).toBe('Yes');
  });
});

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${String(target)} never had the focus after ${most} presses of Tab`);
}
