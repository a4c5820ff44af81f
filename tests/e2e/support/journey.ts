// The steps of a whole journey through the pages only, as new people live it (issue 29 item 8): sign-up and the
// e-mail links followed from the mailbox, the setup stepper, the sandbox payments, the questionnaire answered by
// the filler from the published definition, signing (drawn with JavaScript, typed without) and the sealed final
// document checked as a clerk would (pdfsig, pdftotext) and on /verify. Nothing here seeds state or writes to the
// database: every step is a page a person sees.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { SIGNING_TEXTS } from '../../../app/services/signing/signing-texts';
import { pdfsig, pdfToText } from '../../support/pdf-tools';
import { UTAH_WITH_CHILDREN } from '../../support/utah-with-children';
import { acceptTermsAndCreateUser, openEmailLink, SIGN_UP_DETAILS, uniqueEmail, waitForHydration } from './accounts';
import { drawSignature, QuestionnaireFiller, type FillOptions } from './questionnaire-filler';

export const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);

export interface Person {
  page: Page;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Goes to a path on the page's own origin: the e-mails' links use APP_URL's host, which may not be the test's base
 * URL, and the person's session cookie is on the host where they signed in.
 */
export async function goTo(page: Page, path: string) {
  return page.goto(page.url().startsWith('http') ? new URL(path, page.url()).toString() : path);
}

/** Starts a journey's clock; the function returned prints and records how long the journey took. */
export function journeyClock(name: string) {
  const started = Date.now();
  return () => {
    const seconds = `${Math.round((Date.now() - started) / 1000)} s`;
    test.info().annotations.push({ type: 'journey time', description: seconds });
    console.log(`${name} journey (${test.info().project.name}): ${seconds}`);
  };
}

/** A person with a browser of their own (the project's JavaScript setting and screen), not signed up yet. */
export async function newPerson(browser: Browser, baseURL: string, name: { label: string; firstName: string; lastName: string }): Promise<Person> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport });
  return { page: await context.newPage(), email: uniqueEmail(name.label), password: 'Juniper-Lantern-41', firstName: name.firstName, lastName: name.lastName };
}

async function fillLabelled(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/**
 * Fills Create User (the page the person is on, or /create-user) with the person's details, answers the captcha,
 * follows the verification e-mail from the mailbox and signs in. `spouse` is the one a petitioner names at sign-up;
 * an invited spouse finds the invite's details filled in and passes none.
 */
/** Signs up from the sign-up page; `spouse` is the other person when starting (the type's `otherParty` names them). */
export async function signUp(person: Person, spouse?: { email: string; firstName: string; lastName: string }, otherParty = 'spouse') {
  const { page } = person;
  if (!/\/create-user/.test(page.url())) await page.goto('/create-user');
  await waitForHydration(page);
  if (spouse) {
    await page.getByLabel('No, I am starting').check();
    const your = `Your ${otherParty}'s`;
    await fillLabelled(page, { [`${your} e-mail`]: spouse.email, [`${your} legal first name`]: spouse.firstName, [`${your} legal last name`]: spouse.lastName });
  }
  const email = page.getByLabel('Your e-mail', { exact: true });
  if ((await email.inputValue()) === '') await email.fill(person.email);
  else await expect(email).toHaveValue(person.email);
  for (const [label, value] of Object.entries({ 'Legal first name': person.firstName, 'Legal last name': person.lastName })) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  await fillLabelled(page, {
    Password: person.password,
    ...SIGN_UP_DETAILS,
  });
  // leaving the last field shows its message now, so the page does not move under the next click
  await page.getByLabel('ZIP code', { exact: true }).blur();
  await acceptTermsAndCreateUser(page);
  await expect(page).toHaveURL(/\/sign-in\?/);
  await openEmailLink(page, person.email, 'Please verify your e-mail for Accord', 'Verify my e-mail');
  await expect(page.getByText('Your email has been successfully verified')).toBeVisible();
  // it goes on to sign-in by itself after 3 seconds
  await expect(page).toHaveURL(/\/sign-in\?email=/, { timeout: 8_000 });
  await waitForHydration(page);
  await expect(page.getByLabel('E-mail')).toHaveValue(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Approves a sandbox payment from the pay page the person is on: the total shown there (this one, if given). */
export async function payWithSandbox(page: Page, total?: string) {
  if (total) await expect(page.getByTestId('total')).toHaveText(total);
  const shown = (await page.getByTestId('total').textContent())!.trim();
  expect(shown).toMatch(/^\$\d+\.\d{2}$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText(`${shown} USD`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
}

/** The setup stepper's first two steps from /legal-form-guide: files in Utah, and chooses the form type by its name. */
export async function chooseStateAndType(page: Page, type: string) {
  await goTo(page, '/legal-form-guide');
  await waitForHydration(page);
  await page.getByLabel('In which state will you file?').selectOption('Utah');
  await page.getByRole('button', { name: 'Continue' }).click();
  // each step has a Continue button: wait for the next step before clicking again
  await expect(page.getByRole('group', { name: 'What kind of form do you need?' })).toBeVisible();
  await page.getByLabel(type, { exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * The setup stepper from /legal-form-guide (Utah, divorce, who takes part, with children, any county, the
 * tutorial, the jurisdiction), the first payment, and the new form's page: its id.
 */
export async function startForm(page: Page, participating: 'collaborative' | 'unilateral', firstPayment: string): Promise<string> {
  await chooseStateAndType(page, 'Divorce');
  await expect(page.getByRole('group', { name: 'Who is taking part?' })).toBeVisible();
  await page.getByLabel(participating === 'collaborative' ? /My spouse and I together/ : /Only me/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Do you and your spouse have minor children together?' })).toBeVisible();
  await page.getByLabel('Yes, with children').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // the children step's own Continue must not be taken for the next step's (the next may be the jurisdiction's)
  await expect(page.getByRole('group', { name: 'Do you and your spouse have minor children together?' })).toBeHidden();
  await continueToJurisdiction(page);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await expect(page).toHaveURL(/\/pay-for-form\//);
  await payWithSandbox(page, firstPayment);
  await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
  await waitForHydration(page);
  return id;
}

/** A global administrator creates a one-person workflow type in Utah on /workflow-types (paywalls $15 and $25). */
export async function createOnePersonType(page: Page, type: string) {
  await page.goto('/workflow-types?dialog=new');
  const dialog = page.getByRole('form', { name: 'Create Workflow Type' });
  await dialog.getByLabel('Title').fill(type);
  await dialog.getByLabel('Utah', { exact: true }).check();
  for (const label of ['Collaborative paywall 1 ($)', 'Collaborative paywall 2 ($)']) await dialog.getByLabel(label).fill('0');
  await dialog.getByLabel('Unilateral paywall 1 ($)').fill('15');
  await dialog.getByLabel('Unilateral paywall 2 ($)').fill('25');
  await dialog.getByLabel('Active').selectOption('Yes');
  await dialog.getByLabel('Participants').selectOption('One');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/workflow-types$/);
  await expect(page.getByRole('row').filter({ hasText: type })).toContainText('One');
}

/**
 * The setup stepper's steps after the kind of form, up to the jurisdiction: the county, when the forms ask for one
 * (any county, when `county` is given), and the tutorial, when it is shown, each going on with Continue.
 */
export async function continueToJurisdiction(page: Page, county?: string) {
  for (let guard = 0; guard < 3; guard++) {
    const agree = page.getByRole('button', { name: 'I Agree' });
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(agree.or(next)).toBeVisible();
    if (await agree.isVisible()) break;
    const select = page.getByLabel('In which county will you file?');
    if (county && (await select.isVisible())) await select.selectOption(county);
    const step = await page.locator('[aria-label="Setup steps"] [aria-current="step"]').textContent();
    await next.click();
    await expect(page.locator('[aria-label="Setup steps"] [aria-current="step"]')).not.toHaveText(step ?? '');
  }
  await expect(page.getByRole('heading', { name: 'Jurisdiction', exact: true })).toBeVisible();
}

/**
 * One person's questionnaire answered from the published definition (the signature drawn with JavaScript, typed
 * without; `answers` typed by element title), Proceed from its last page, and the documents paid for.
 */
export async function answerAloneAndPay(person: Person, guide: string, publishedWorkflowId: string, answers: Record<string, string>) {
  const { page } = person;
  await answerAndProceed(person, guide, publishedWorkflowId, { answers }, 'Proceed');
  await page.getByRole('link', { name: 'Pay For Completed Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Final Payment' })).toBeVisible();
  await payWithSandbox(page);
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
}

/** Opens the form's page until the document people sign has been rendered (its Read link shows). */
export async function openWhenDocumentReady(page: Page, guide: string, documentName: string | RegExp) {
  const name = typeof documentName === 'string' ? `Read "${documentName}" (PDF)` : documentName;
  await expect(async () => {
    await goTo(page, guide);
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await waitForHydration(page);
}

/** The published definition behind the questionnaire, read as the page's own script reads it. */
export async function publishedDefinition(page: Page, publishedWorkflowId: string): Promise<WorkflowDefinition> {
  const response = await page.request.get(`/resources/published-workflows/${publishedWorkflowId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as WorkflowDefinition;
}

/**
 * Answers the questionnaire of the form at `guide` from the published definition, as the person (drawing the
 * signature with JavaScript, typing it without), then, with nothing left required, goes to the last page and
 * proceeds with its button ('Proceed to Share' or 'Proceed'). What the filler answered.
 */
export async function answerAndProceed(person: Person, guide: string, publishedWorkflowId: string, options: Pick<FillOptions, 'answers' | 'optional'>, proceed: string) {
  const { page } = person;
  const js = usesJavaScript();
  await waitForHydration(page);
  const definition = await publishedDefinition(page, publishedWorkflowId);
  const filler = new QuestionnaireFiller(page, definition, js, { ...options, signature: js ? 'drawn' : 'typed', signerName: `${person.firstName} ${person.lastName}` });
  await filler.fillAll();
  await goTo(page, guide);
  await expect(page.getByText('Oops, take a look!')).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Questionnaire pages' }).getByRole('button');
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: proceed, exact: true }).click();
  return filler.report;
}

/** The Utah sample's questionnaire answered and proceeded from (answerAndProceed): every one of its 40-odd questions. */
export async function answerQuestionnaire(person: Person, guide: string, options: Pick<FillOptions, 'answers' | 'optional'>, proceed: string) {
  const report = await answerAndProceed(person, guide, UTAH_WITH_CHILDREN, options, proceed);
  expect(report.answered.length).toBeGreaterThanOrEqual(40);
}

/** Opens the page until the stipulation's job has rendered it (the page says it is being prepared until then). */
export async function openWhenStipulationReady(page: Page, url: string) {
  await expect(async () => {
    await goTo(page, url);
    await expect(page.getByRole('link', { name: 'Read your stipulation (PDF)' })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await waitForHydration(page);
}

/**
 * Signs step 5 (or the other party's signing step), confirmed in the dialog with JavaScript and on the confirm page
 * without: drawn with JavaScript, typed without, or typed either way with `how: 'typed'`.
 */
export async function sign(person: Person, button: 'Submit Signature' | 'Proceed', how: 'drawn' | 'typed' = usesJavaScript() ? 'drawn' : 'typed') {
  const { page } = person;
  if (how === 'drawn') await drawSignature(page, page.getByRole('img', { name: 'Signature drawing area' }));
  else await page.getByLabel('Type your full legal name to sign').fill(`${person.firstName} ${person.lastName}`);
  await page.getByRole('button', { name: button }).click();
  if (usesJavaScript()) {
    const dialog = page.getByRole('alertdialog', { name: 'Please confirm' });
    await expect(dialog).toContainText(SIGNING_TEXTS.consent);
    await dialog.getByRole('button', { name: 'Yes' }).click();
  } else {
    await expect(page.getByText(SIGNING_TEXTS.consent)).toBeVisible();
    await page.getByRole('button', { name: 'Yes, sign' }).click();
  }
}

/** What a person reads on the page (its visible words, addresses left out) has none of `words`. */
export async function expectNoWords(page: Page, words: RegExp) {
  // soft: a walk goes on to list every page that says them
  await expect.soft(page.locator('body')).not.toContainText(words, { useInnerText: true });
}

/**
 * The subject and words of every e-mail the mailbox sent to `to` (links left out), once none of them is still
 * waiting to be sent; one scheduled for later is not written yet, so it has no words to read.
 */
export async function sentMailTexts(page: Page, to: string): Promise<string[]> {
  const items = page.getByRole('listitem').filter({ hasText: `<${to}>` });
  await expect(async () => {
    await goTo(page, '/mailbox');
    await expect(items.filter({ hasText: ' · queued · ' })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const hrefs = await items.filter({ hasText: ' · sent · ' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const texts: string[] = [];
  for (const href of hrefs) {
    await goTo(page, href);
    const subject = await page.getByRole('heading', { level: 1 }).innerText();
    const body = await page.frameLocator('iframe[title^="E-mail"]').locator('body').innerText();
    texts.push(`${subject}\n${body}`.replace(/https?:\/\/\S+/g, ''));
  }
  return texts;
}

/** From the step's Download link: the completed documents page waits until the worker sealed the PDF; its bytes. */
export async function downloadFinalDocument(page: Page): Promise<Buffer> {
  await page.getByRole('link', { name: 'Download' }).click();
  await expect(page.getByRole('heading', { name: 'Completed Documents' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Download' });
  await expect(link).toBeVisible({ timeout: 120_000 });
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return response.body();
}

/** pdfsig reads the seal valid over the whole file; the document's words, spaces folded. */
export async function expectSealed(bytes: Buffer): Promise<string> {
  const report = await pdfsig(bytes);
  expect(report).toContain('Signature is Valid.');
  expect(report).toContain('Total document signed');
  return (await pdfToText(bytes)).replace(/\s+/g, ' ');
}

/** /verify accepts the sealed file as it is and refuses it with one byte flipped. */
export async function expectVerified(page: Page, bytes: Buffer) {
  const check = async (file: Buffer) => {
    await goTo(page, '/verify');
    await waitForHydration(page);
    await page.getByLabel('PDF file').setInputFiles({ name: 'final-documents.pdf', mimeType: 'application/pdf', buffer: file });
    await page.getByRole('button', { name: 'Check this file' }).click();
  };
  await check(bytes);
  await expect(page.getByRole('status').filter({ hasText: 'This file is exactly the document Accord sealed.' })).toBeVisible();
  const flipped = Buffer.from(bytes);
  const middle = Math.floor(flipped.length / 2);
  flipped[middle] = flipped[middle]! ^ 0xff;
  await check(flipped);
  await expect(page.getByRole('alert')).toContainText('This file is not a document Accord sealed');
}
