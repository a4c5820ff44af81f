// The third whole journey (issue 29 item 8), through the pages only, with JavaScript on and off for the person: a
// workflow of another type, done by one person with no spouse (ADRs 027 and 028). The install's global admin signs
// in with the password the app wrote at first start, creates a one-person workflow type, makes a second global
// administrator on Manage Users, imports the workflow as JSON in the builder, is told by the publish page that no
// document is marked to be signed, marks it in step 4, and publishes it with the second admin as stakeholder, who
// approves it. A new person then comes from the visitor home's link for that type, signs up without being asked
// for a spouse, goes through the setup stepper (no participating or children step), pays, answers, pays, signs
// and downloads the sealed PDF, which prints their answers. No state is seeded and nothing is written to the
// database by the test. The admins use JavaScript throughout: the builder needs it (DESIGN.md 5).
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { SIGNING_TEXTS } from '../../../app/services/signing/signing-texts';
import { signIn, waitForHydration } from '../support/accounts';
import {
  answerAloneAndPay,
  chooseStateAndType,
  createOnePersonType,
  downloadFinalDocument,
  expectSealed,
  goTo,
  journeyClock,
  newPerson,
  openWhenDocumentReady,
  payWithSandbox,
  sign,
  signUp,
} from '../support/journey';

const NEW_NAME = 'Rowan Juniper Hale';
const SIGNED_DOCUMENT = 'Petition to Change Name';

/** The visible words of a region, addresses left out: what the person reads. */
async function wordsOf(page: Page, selector: string) {
  return (await page.locator(selector).innerText()).replace(/\s+/g, ' ');
}

test('a one-person workflow type is published through a stakeholder and completed alone by a new person', async ({
  browser,
  app,
}, info) => {
  test.setTimeout(600_000);
  const finished = journeyClock('one-person');
  const project = info.project.name;
  const type = `Name Change ${project}`;
  const workflowName = `Utah Name Change ${project}`;

  // the admins' browser has JavaScript whatever the project: the builder needs it
  const adminContext = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: true });
  const adminPage = await adminContext.newPage();
  const second = await newPerson(browser, app.baseUrl, {
    label: `journey-second-admin-${project}`,
    firstName: 'Morgan',
    lastName: 'Steward',
  });
  const person = await newPerson(browser, app.baseUrl, {
    label: `journey-name-change-${project}`,
    firstName: 'Robin',
    lastName: 'Hale',
  });

  await test.step('the install admin signs in and creates a one-person workflow type', async () => {
    const password = (await readFile(path.join(app.dataDir, 'admin-password.txt'), 'utf8')).trim();
    await signIn(adminPage, 'admin@accord.local', password);
    await expect(adminPage).not.toHaveURL(/\/sign-in/);
    await createOnePersonType(adminPage, type);
  });

  await test.step('a second person signs up and the admin makes them a global administrator on Manage Users', async () => {
    await second.page.goto(`/create-user?${new URLSearchParams({ type })}`);
    await signUp(second);
    await adminPage.goto('/manage-users');
    await adminPage.getByLabel('Search').fill(second.email);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    const name = `${second.lastName}, ${second.firstName}`;
    await adminPage
      .getByRole('table', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: second.email })
      .getByRole('link', { name: `Change the role of ${name}` })
      .click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('Global administrator (every admin page)').check();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(
      adminPage.getByRole('table', { name: 'Administrators' }).getByRole('row').filter({ hasText: second.email }),
    ).toBeVisible();
  });

  let formId = '';
  await test.step('the workflow is imported in the builder; publishing refuses it until step 4 marks the document to sign', async () => {
    const definition = JSON.parse(
      await readFile(path.join(import.meta.dirname, '..', 'fixtures', 'utah-name-change.json'), 'utf8'),
    ) as WorkflowDefinition;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'accord-journey-'));
    try {
      const file = path.join(dir, 'utah-name-change.json');
      await writeFile(file, JSON.stringify({ ...definition, name: workflowName, type }));
      await adminPage.goto('/manage-workflows/new/edit');
      await waitForHydration(adminPage);
      await adminPage.locator('input[type="file"]').setInputFiles(file);
      await expect(adminPage.getByRole('status').filter({ hasText: 'Imported utah-name-change.json' })).toBeVisible();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    await adminPage.getByRole('button', { name: 'Save Workflow' }).click();
    await expect(adminPage).toHaveURL(/\/manage-workflows\/[A-Za-z0-9]{20}\/edit$/);
    formId = adminPage.url().split('/').at(-2)!;

    await adminPage.goto(`/manage-workflows/${formId}/publishing`);
    await expect(
      adminPage
        .getByText(
          "No document is marked as the one people sign at step 5. In step 4, open that document and tick 'People sign this document at step 5'.",
        )
        .first(),
    ).toBeVisible();

    await adminPage.goto(`/manage-workflows/${formId}/edit`);
    await waitForHydration(adminPage);
    await adminPage.getByRole('button', { name: '4. Documents' }).click();
    await expect(
      adminPage.getByText('No document is signed at step 5 yet: tick this on the one people sign.'),
    ).toBeVisible();
    await adminPage.getByLabel('People sign this document at step 5').check();
    await adminPage.getByRole('button', { name: 'Save Workflow' }).click();
    await expect(adminPage.getByRole('status').filter({ hasText: /Saved as version/ })).toBeVisible();

    // step 2's 'Participating: Uni / Col' switch is the workflow's collaborate flag (§2 Step 2), not only the preview's:
    // switching it is a change to save; this one-person workflow stays unilateral
    await adminPage.getByRole('button', { name: '2. Build Form' }).click();
    const participating = adminPage.getByRole('switch', { name: /Participating:/ }).first();
    await expect(participating).toHaveAccessibleName('Participating: Uni');
    await expect(adminPage.getByText('unsaved changes')).toHaveCount(0);
    await participating.click();
    await expect(participating).toHaveAccessibleName('Participating: Col');
    await expect(adminPage.getByText('unsaved changes')).toBeVisible();
    await adminPage.getByRole('button', { name: 'Undo' }).click();
    await expect(participating).toHaveAccessibleName('Participating: Uni');
    await expect(adminPage.getByText('unsaved changes')).toHaveCount(0);
  });

  await test.step('published with the second admin as stakeholder, who approves it', async () => {
    await adminPage.goto(`/manage-workflows/${formId}/publishing`);
    await expect(adminPage.getByText(`People sign "${SIGNED_DOCUMENT}" at step 5.`)).toBeVisible();
    await adminPage.getByRole('checkbox', { name: new RegExp(second.email, 'i') }).check();
    await adminPage.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(adminPage.getByText('The workflow was sent to its stakeholders for approval.')).toBeVisible();

    // signed in since sign-up; their new role counts at their next page
    await goTo(second.page, `/pending-approvals/${formId}`);
    await expect(second.page.getByRole('heading', { level: 1, name: workflowName })).toBeVisible();
    await expect(second.page.getByText(`People sign "${SIGNED_DOCUMENT}" at step 5.`)).toBeVisible();
    await second.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(second.page.getByText('Every stakeholder has approved it, so it is now published.')).toBeVisible();
  });

  const { page } = person;
  let guide = '';
  let publishedWorkflowId = '';
  await test.step('a new person follows the home page link for the type and signs up without a spouse', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: `${type}: create your account` }).click();
    await expect(page).toHaveURL(/\/create-user\?type=/);
    await expect(page.getByText('Your spouse', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Your spouse's e-mail")).toHaveCount(0);
    await signUp(person);
  });

  await test.step('the setup stepper asks no participating or children question; the first payment', async () => {
    await chooseStateAndType(page, type);
    await expect(page.getByRole('heading', { name: 'Find your forms' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Setup steps' })).not.toContainText('Participating');
    await expect(page.getByRole('list', { name: 'Setup steps' })).not.toContainText('Children');
    await page.getByLabel('In which county will you file?').selectOption('any');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Jurisdiction', exact: true })).toBeVisible();
    expect(await wordsOf(page, 'main')).not.toMatch(/spouse|divorce|children/i);
    await page.getByRole('button', { name: 'I Agree' }).click();
    await expect(page).toHaveURL(/\/pay-for-form\/[^/]+\/[^/]+\/unilateral\/1/);
    publishedWorkflowId = new URL(page.url()).pathname.split('/')[2]!;
    await payWithSandbox(page);
    await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
    guide = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
  });

  await test.step('every question answered, Proceed, the documents paid for', async () => {
    await answerAloneAndPay(person, guide, publishedWorkflowId, {
      NEW_NAME,
      PET_FN: person.firstName,
      PET_LN: person.lastName,
    });
  });

  await test.step('the document named by the workflow is read and signed, with no spouse or divorce words', async () => {
    await openWhenDocumentReady(page, guide, SIGNED_DOCUMENT);
    expect(await wordsOf(page, '[aria-label="Your steps"]')).not.toMatch(/spouse|divorce|children|stipulation/i);
    await sign(person, 'Proceed');
    // the signature's post stores it and asks for the final document: on a loaded machine this takes a while
    await expect(page.getByText(SIGNING_TEXTS.signedAlone)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your signature is in place.')).toBeVisible();
    await expect(page.getByText('Both signatures are in place.')).toHaveCount(0);
  });

  await test.step('the sealed document prints the new name', async () => {
    const bytes = await downloadFinalDocument(page);
    const text = await expectSealed(bytes);
    expect(text).toContain(`I ask the court to change my name to ${NEW_NAME}.`);
    expect(text).toContain(`Petitioner: ${person.firstName} ${person.lastName}`);
  });

  for (const context of [adminContext, second.page.context(), page.context()]) await context.close();
  finished();
});
