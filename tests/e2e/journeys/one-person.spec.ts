// The third whole journey (issue 29 item 8), through the pages only, with JavaScript on and off for the person: a
// workflow of another type, done by one person with no spouse (ADRs 027 and 028). The install's global admin signs
// in with the password the app wrote at first start, creates a one-person workflow type, makes a second global
// administrator on Manage Users, imports the workflow as JSON in the builder, is told by the publish page that no
// document is marked to be signed, marks it in step 4, and publishes it with the second admin as stakeholder, who
// approves it. A new person then comes from the visitor home's link for that type, signs up without being asked
// for a spouse, goes through the setup stepper (no participating or children step), pays, answers, pays, signs
// and downloads the sealed PDF, which prints their answers. No state is seeded and nothing is written to the
// database by the test. The admins use JavaScript throughout: the builder needs it (DESIGN.md 5).
// In Spanish too (issue 35): the new person chooses Spanish on the home page and reads every page and e-mail in it
// (the name-change workflow is English only, so its questions stay English, marked so); the sealed petition stays
// English. The admins read English in both runs: their pages are the administration's and the builder's, whose own
// language tests cover them, and what the journey asks of them in Spanish is the person's side.
import { readFile, writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { signIn, waitForHydration } from '../support/accounts';
import {
  answerAloneAndPay,
  chooseLanguage,
  chooseStateAndType,
  createOnePersonType,
  downloadFinalDocument,
  expectMails,
  expectPageInLanguage,
  expectSealed,
  goTo,
  JOURNEY_LANGUAGES,
  journeyIn,
  type JourneyLanguage,
  openWhenDocumentReady,
  payWithSandbox,
  sign,
  signingTextsOf,
  signUp,
  type JourneyTexts,
} from '../support/journey';

const NEW_NAME = 'Rowan Juniper Hale';
const SIGNED_DOCUMENT = 'Petition to Change Name';

/** The visible words of a region, addresses left out: what the person reads. */
async function wordsOf(page: Page, selector: string) {
  return (await page.locator(selector).innerText()).replace(/\s+/g, ' ');
}

/**
 * The words of a divorce that no page of a one-person form says: English's (left in code) and the catalogue's word
 * for a spouse and for children in the person's language ('divorc' is both languages' stem), and `more`.
 */
function divorceWords(t: JourneyTexts, more: string[] = []) {
  const words = [
    'spouse',
    'divorc',
    'children',
    t.guide('otherParty.spouse'),
    t.guide('setup.steps.Children'),
    ...more,
  ];
  return new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'i');
}

/** The test in each language: the person the journey follows reads it. */
const TITLES: Record<JourneyLanguage, string> = {
  en: 'a one-person workflow type is published through a stakeholder and completed alone by a new person',
  es: 'in Spanish: a one-person workflow type is published through a stakeholder (the admins read English) and completed alone by a new person who reads Spanish',
};

for (const language of JOURNEY_LANGUAGES) {
  test(TITLES[language], ({ browser, app }) =>
    journeyIn(language, { browser, app, clock: 'one-person' }, async ({ t, tag, newPerson, newAdminPage }) => {
      const type = `Name Change ${tag}`;
      const workflowName = `Utah Name Change ${tag}`;
      // the admins' browser has JavaScript whatever the project: the builder needs it
      const adminPage = await newAdminPage();
      const second = await newPerson(
        { label: `journey-second-admin-${tag}`, firstName: 'Morgan', lastName: 'Steward' },
        'en',
      );
      const person = await newPerson({ label: `journey-name-change-${tag}`, firstName: 'Robin', lastName: 'Hale' });

      await test.step('the install admin signs in and creates a one-person workflow type', async () => {
        const password = (await readFile(path.join(app.dataDir, 'admin-password.txt'), 'utf8')).trim();
        await signIn(adminPage, 'admin@accord.local', password);
        await expect(adminPage).not.toHaveURL(/\/sign-in/);
        await createOnePersonType(adminPage, type);
      });

      // the second person signs up while the admin imports the workflow: neither needs the other before publishing
      let formId = '';
      await Promise.all([
        test.step('a second person signs up', async () => {
          await second.page.goto(`/create-user?${new URLSearchParams({ type })}`);
          await signUp(second);
        }),
        test.step('the workflow is imported in the builder; publishing refuses it until step 4 marks the document to sign', async () => {
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
            await expect(
              adminPage.getByRole('status').filter({ hasText: 'Imported utah-name-change.json' }),
            ).toBeVisible();
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
        }),
      ]);

      await test.step('the admin makes the second person a global administrator on Manage Users', async () => {
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
      await test.step('a new person chooses the language on the home page, follows its link for the type and signs up without a spouse', async () => {
        await page.goto('/');
        await chooseLanguage(page);
        await expectPageInLanguage(page, 'the home page');
        await page.getByRole('link', { name: t.site('home.typeLink', { type }) }).click();
        await expect(page).toHaveURL(/\/create-user\?type=/);
        await expect(page.getByText(t.accounts('createUser.yourSpouse'), { exact: true })).toHaveCount(0);
        await expect(page.getByLabel(t.accounts('createUser.spouseEmail'))).toHaveCount(0);
        // nobody to share with: the privacy line says so, and nothing on the page speaks of a spouse
        await expect(page.getByText(t.accounts('createUser.privacyAlone'))).toBeVisible();
        expect(await wordsOf(page, 'main')).not.toMatch(divorceWords(t));
        await signUp(person);
      });

      await test.step('the setup stepper asks no participating or children question; the first payment', async () => {
        await chooseStateAndType(page, type);
        // exact: Spanish's 'forms' heading is the start of the divorce one
        await expect(page.getByRole('heading', { name: t.guide('setup.heading.other'), exact: true })).toBeVisible();
        const steps = page.getByRole('list', { name: t.guide('setup.stepsLabel') });
        await expect(steps).not.toContainText(t.guide('setup.steps.Participating'));
        await expect(steps).not.toContainText(t.guide('setup.steps.Children'));
        await page.getByLabel(t.guide('setup.county.label')).selectOption('any');
        await page.getByRole('button', { name: t.guide('setup.continue') }).click();
        await expect(
          page.getByRole('heading', { name: t.guide('setup.jurisdiction.heading'), exact: true }),
        ).toBeVisible();
        await expectPageInLanguage(page, 'the jurisdiction step');
        expect(await wordsOf(page, 'main')).not.toMatch(divorceWords(t));
        await page.getByRole('button', { name: t.guide('setup.jurisdiction.agree') }).click();
        await expect(page).toHaveURL(/\/pay-for-form\/[^/]+\/[^/]+\/unilateral\/1/);
        publishedWorkflowId = new URL(page.url()).pathname.split('/')[2]!;
        await payWithSandbox(page);
        await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
        guide = new URL(page.url()).pathname;
        await expect(page.getByRole('heading', { name: t.questionnaire('steps.petitioner.1') })).toBeVisible();
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
        await expectPageInLanguage(page, 'the signing step');
        const stepsRead = await wordsOf(page, `[aria-label="${t.questionnaire('steps.label')}"]`);
        expect(stepsRead).not.toMatch(divorceWords(t, ['stipulation', t.guide('signing.yourStipulation')]));
        await sign(person, 'Proceed');
        // the signature's post stores it and asks for the final document: on a loaded machine this takes a while
        const signing = await signingTextsOf(page, { document: SIGNED_DOCUMENT });
        await expect(page.getByText(signing.signedAlone)).toBeVisible({ timeout: 30_000 });
        await expect(page.getByText(t.guide('signing.oneSigned'))).toBeVisible();
        await expect(page.getByText(t.guide('signing.bothSigned'))).toHaveCount(0);
        await expectPageInLanguage(page, 'the signed step');
      });

      await test.step('the sealed document, in English, prints the new name', async () => {
        const bytes = await downloadFinalDocument(page);
        const text = await expectSealed(bytes);
        // court documents stay English whatever the person reads
        expect(text).toContain(`I ask the court to change my name to ${NEW_NAME}.`);
        expect(text).toContain(`Petitioner: ${person.firstName} ${person.lastName}`);
      });

      await test.step('the e-mails came in the language the person reads', async () => {
        await expectMails(page, person, ['verify', 'receipt.initial', 'receipt.final']);
      });
    }),
  );
}
