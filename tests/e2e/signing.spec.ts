// Signing, two people in two browser contexts, JavaScript on and off (issue 18): seeded through the app's services
// up to the final payment (level 2, step 5), the petitioner reads the stipulation and signs (drawn with JavaScript,
// typed without), notifies the spouse, the spouse finds the e-mail in the mailbox and signs too, and both reach
// the completed documents (step 7 and respondent step 3), where both download the same sealed PDF (pdfsig checks it).
// The unilateral path goes from review with the signature to step 7. Step 5 is photographed at 375 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { formAtStep5, storedStep } from './support/guide';
import { drawSignature } from './support/questionnaire-filler';
import { findUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { SIGNING_TEXTS } from '../../app/services/signing/signing-texts';

const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);

async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  return browser.newContext({ baseURL, javaScriptEnabled, viewport });
}

/** Opens the guide until the stipulation's job has rendered it (the page says it is being prepared until then). */
async function openWhenStipulationReady(page: Page, url: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('link', { name: 'Read your stipulation (PDF)' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await waitForHydration(page);
}

/** Signs on the page: drawn and confirmed in the dialog with JavaScript, typed and confirmed on a page without. */
async function sign(page: Page, button: 'Submit Signature' | 'Proceed', typedName: string) {
  if (usesJavaScript()) {
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    await drawSignature(page, page.getByRole('img', { name: 'Signature drawing area' }));
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(SIGNING_TEXTS.consent);
    await dialog.getByRole('button', { name: 'Yes' }).click();
  } else {
    // a signature is needed: the server says so in the signer's words
    await page.getByRole('button', { name: button }).click();
    // asked again on the sign page with the error summary (GOV.UK pattern, issue 32), linking to the typed name
    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('link', { name: SIGNING_TEXTS.noSignature })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Error: Sign your stipulation · /);
    await summary.getByRole('link').click();
    await expect(page.getByLabel('Type your full legal name to sign')).toBeFocused();
    await page.getByLabel('Type your full legal name to sign').fill(typedName);
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeVisible();
    await expect(page.getByText(SIGNING_TEXTS.consent)).toBeVisible();
    await expect(page.locator('main').getByText(typedName, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, sign' }).click();
  }
}

/** The mailbox shows the e-mail to `to`; its button's path is returned (the mailbox is the app's development one). */
async function emailLinkPath(page: Page, to: string, subject: string, button: string): Promise<string> {
  await expect(async () => {
    await page.goto('/mailbox');
    const item = page.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject }).first();
    await expect(item).toContainText('sent', { timeout: 1000 });
    await item.getByRole('link', { name: subject }).click();
  }).toPass({ timeout: 30_000 });
  const href = await page.frameLocator('iframe[title^="E-mail"]').getByRole('link', { name: button }).getAttribute('href');
  return new URL(href!).pathname;
}

/** From the step's Download link: the completed documents page waits until the worker sealed the PDF; its bytes. */
async function downloadFinalPdf(person: Page, id: string): Promise<Buffer> {
  await person.getByRole('link', { name: 'Download' }).click();
  await expect(person.getByRole('heading', { name: 'Completed Documents' })).toBeVisible();
  await expect(person.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 120_000 });
  const response = await person.request.get(`/legal-form-guide/divorce-forms/${id}/final-document/download`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return response.body();
}

/** pdfsig reads the seal valid over the whole file (it exits 0 either way: its words are what count); its text. */
function expectSealed(bytes: Buffer): string {
  const file = test.info().outputPath('final.pdf');
  fs.writeFileSync(file, bytes);
  const pdfsig = execFileSync('pdfsig', [file], { encoding: 'utf8' });
  expect(pdfsig).toContain('Signature is Valid.');
  expect(pdfsig).toContain('Total document signed');
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

test('the petitioner signs, notifies the spouse, the spouse signs, and both download the same sealed final PDF', async ({ browser, baseURL, page, context }) => {
  // two people, two renders of the stipulation's page and the mailbox's wait for delivery, on a shared machine
  test.setTimeout(420_000);
  const owner = await createTestUser({ label: 'signing-owner' });
  const spouse = await createTestUser({ label: 'signing-spouse' });
  const id = await formAtStep5(owner, spouse);
  await signInAs(context, owner);
  const guide = `/legal-form-guide/divorce-forms/${id}`;

  await openWhenStipulationReady(page, guide);
  const pdf = await page.request.get(`${guide}/stipulation`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await sign(page, 'Submit Signature', `${owner.firstName} ${owner.lastName}`);
  await expect(page.getByText(SIGNING_TEXTS.signed)).toBeVisible();
  expect(await storedStep(id)).toBe(6);

  await page.getByRole('button', { name: 'Notify Spouse' }).click();
  await expect(page.getByText(SIGNING_TEXTS.notified)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notify Spouse Again' })).toBeVisible();

  const spouseContext = await newContext(browser, baseURL!);
  const spousePage = await spouseContext.newPage();
  await signInAs(spouseContext, spouse);
  const subject = `Please review and e-sign "${(await withAppDatabase((db) => findUserWorkflow(db, id)))!.name}"`;
  const link = await emailLinkPath(spousePage, spouse.email, subject, 'Review and sign');
  expect(link).toBe(`/respondent-guide/${id}`);
  await openWhenStipulationReady(spousePage, link);
  await expect(spousePage.getByRole('list', { name: 'Signatures' })).toContainText(`${owner.firstName} ${owner.lastName}`);
  await sign(spousePage, 'Proceed', `${spouse.firstName} ${spouse.lastName}`);
  await expect(spousePage.getByText(SIGNING_TEXTS.completed)).toBeVisible();
  await expect(spousePage.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/legal-form-guide/divorce-forms/${id}/final-document`);
  expect(await storedStep(id)).toBe(7);

  await page.goto(guide);
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/legal-form-guide/divorce-forms/${id}/final-document`);
  const signatures = await withAppDatabase((db) => db.selectFrom('signatures').select(['role', 'method', 'typed_name']).where('user_workflow_id', '=', id).where('superseded_at', 'is', null).orderBy('role').execute());
  const method = usesJavaScript() ? 'drawn' : 'typed';
  expect(signatures.map((s) => [s.role, s.method])).toEqual([
    ['petitioner', method],
    ['respondent', method],
  ]);

  // both open the completed documents: the page waits (refreshing itself, with or without JavaScript) until the
  // worker has sealed the PDF, and both download the same bytes, sealed over the whole file (pdfsig reads it)
  const downloads: Buffer[] = [];
  for (const person of [page, spousePage]) downloads.push(await downloadFinalPdf(person, id));
  expect(downloads[0]!.equals(downloads[1]!)).toBe(true);
  expectSealed(downloads[0]!);
  await spouseContext.close();
});

test('the unilateral petitioner reviews, signs and downloads the sealed final PDF', async ({ page, context }) => {
  test.slow();
  const owner = await createTestUser({ label: 'signing-alone' });
  const id = await formAtStep5(owner, null);
  await signInAs(context, owner);
  const guide = `/legal-form-guide/divorce-forms/${id}`;
  await openWhenStipulationReady(page, guide);
  await sign(page, 'Proceed', `${owner.firstName} ${owner.lastName}`);
  await expect(page.getByText(SIGNING_TEXTS.signedAlone)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `${guide}/final-document`);
  expect(await storedStep(id)).toBe(7);
  const text = expectSealed(await downloadFinalPdf(page, id));
  expect(text).toContain('Certificate of Signing');
  expect(text).toContain(`Petitioner: ${owner.firstName} ${owner.lastName}`);
});

test('the stipulation is also shown as text: a disclosure at step 5 and on the confirm page, its headings and answers as they print (issue 32, item 9)', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'signing-read' });
  const spouse = await createTestUser({ label: 'signing-read-spouse' });
  const id = await formAtStep5(owner, spouse);
  await signInAs(context, owner);
  await openWhenStipulationReady(page, `/legal-form-guide/divorce-forms/${id}`);
  const spouseName = `${spouse.firstName} ${spouse.lastName}`;

  /** Opens the disclosure (a <details>: it opens without JavaScript) and reads the document in it. */
  const readAsText = async () => {
    const disclosure = page.locator('details').filter({ has: page.getByText('Read the stipulation as text', { exact: true }) });
    await expect(disclosure).toHaveCount(1);
    await expect(disclosure.getByRole('heading').first()).toBeHidden();
    await disclosure.getByText('Read the stipulation as text', { exact: true }).click();
    await expect(disclosure.getByRole('heading', { name: /Stipulation/i }).first()).toBeVisible();
    // the answers as they print: the spouse's name, from the questionnaire
    await expect(disclosure).toContainText(spouseName);
  };
  await readAsText();
  // the PDF is still offered beside it
  await expect(page.getByRole('link', { name: 'Read your stipulation (PDF)' })).toBeVisible();

  if (usesJavaScript()) return; // with JavaScript the confirm is a dialog over this same step
  await page.getByLabel('Type your full legal name to sign').fill(`${owner.firstName} ${owner.lastName}`);
  await page.getByRole('button', { name: 'Submit Signature' }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm' })).toBeVisible();
  await readAsText();
});

test('step 5 on a phone (375 px): the stipulation, the signature and the button fit the screen', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'signing-phone' });
  const spouse = await createTestUser({ label: 'signing-phone-spouse' });
  const id = await formAtStep5(owner, spouse);
  await signInAs(context, owner);
  await page.setViewportSize({ width: 375, height: 812 });
  await openWhenStipulationReady(page, `/legal-form-guide/divorce-forms/${id}`);
  // the typed-name box starts empty and looks it: no name in grey that reads as already signed (issue 29, item 9)
  await expect(page.getByLabel(/type your full legal name to sign/i)).toHaveValue('');
  await expect(page.getByLabel(/type your full legal name to sign/i)).not.toHaveAttribute('placeholder');
  if (!usesJavaScript()) await page.getByLabel('Type your full legal name to sign').fill(`${owner.firstName} ${owner.lastName}`);
  const form = page.getByRole('group', { name: 'Your signature' });
  await form.scrollIntoViewIfNeeded();
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // docs/screens/ is tracked: a picture is written only when asked for (SCREENS=1)
  if (process.env.SCREENS) await page.screenshot({ path: `docs/screens/signing-step5-375-${test.info().project.name}.png`, fullPage: true });
});

test('the completed documents page on a phone (375 px): a long file name wraps inside its card and nothing scrolls sideways', async ({ page, context }) => {
  test.slow();
  const owner = await createTestUser({ label: 'signing-phone-final' });
  // a long name makes a long file name (Accord_{first}_{last}_{date}.pdf), as a two-person form's does
  await withAppDatabase((db) => db.updateTable('users').set({ last_name: 'Featherstonehaugh-Montgomery-Worthington' }).where('id', '=', owner.id).execute());
  const id = await formAtStep5(owner, null);
  await signInAs(context, owner);
  const guide = `/legal-form-guide/divorce-forms/${id}`;
  await openWhenStipulationReady(page, guide);
  await sign(page, 'Proceed', `${owner.firstName} Featherstonehaugh-Montgomery-Worthington`);
  await expect(page.getByText(SIGNING_TEXTS.signedAlone)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${guide}/final-document`);
  await expect(page.getByRole('link', { name: 'Download' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/Featherstonehaugh-Montgomery-Worthington.*\.pdf, sealed/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.SCREENS) await page.screenshot({ path: test.info().outputPath('final-document-375.png'), fullPage: true });
});

test('the signature confirmation takes the focus and, answered No, gives it back to the button that asked (issue 32)', async ({ page, context }) => {
  test.skip(!usesJavaScript(), 'without JavaScript the confirmation is a page of its own');
  test.slow();
  const owner = await createTestUser({ label: 'signing-focus' });
  const id = await formAtStep5(owner, null);
  await signInAs(context, owner);
  await openWhenStipulationReady(page, `/legal-form-guide/divorce-forms/${id}`);
  await waitForHydration(page);
  await page.getByLabel('Or type your full legal name to sign').fill(`${owner.firstName} ${owner.lastName}`);
  const opener = page.getByRole('button', { name: 'Proceed' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await storedStep(id)).toBe(5);
});
