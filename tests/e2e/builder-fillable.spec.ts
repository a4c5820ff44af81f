// A court's fillable PDF from the builder to a petitioner's sealed download (issue 34). The author (in Chromium with
// JavaScript, which the builder needs, in both projects) uploads the form, sees its fields per page drawn on the page
// previews, maps two fields to existing questions by hand, creates questions for the others, saves, and the builder's
// preview (7. Preview, with a name typed into the questionnaire preview) renders the form with its own fields filled
// and flattened. A new revision of the form (a field renamed, one removed, one added) is put in its place through
// 'Replace with a new revision', whose dialog lists what changed and keeps the mappings whose fields still exist. A
// radio group mapped to a question whose choices it lacks is listed in step 4 and on the publish page, and Publish
// refuses it; mended, the workflow is published through the publishing page. A new person (the project's JavaScript
// setting) signs up for the workflow's type, answers, pays, signs and downloads the sealed PDF, whose form fields
// carry the answers (pdftotext inside each field's rectangle), which has no form left, and which /verify accepts.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, PDFSignature, PDFString } from 'pdf-lib';
import type { Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { formLeftovers, popplerComplaints, wordsInRect } from '@accord/engine/testing';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { answerAloneAndPay, chooseStateAndType, continueToJurisdiction, createOnePersonType, downloadFinalDocument, expectSealed, expectVerified, newPerson, openWhenDocumentReady, payWithSandbox, sign, signUp } from './support/journey';
import { SIGNING_TEXTS } from '../../app/services/signing/signing-texts';
import { newFormDefinition } from '../../app/services/builder/definition';
import { createForm } from '../../app/services/builder/forms.server';

const FORM = path.resolve('engine/src/pdf/__fixtures__/forms/pdf-lib-form.pdf');
const NAME_QUESTION = { uid: 'qName0000001', type: 'text-input-short' as const, title: 'PETITIONER_FULL_NAME', label: 'Your full name', required: true };
const COUNTY_QUESTION = { uid: 'qCounty00001', type: 'single-select' as const, variant: 'radio' as const, title: 'FILING_COUNTY', label: 'Where will you file?', options: ['Maricopa', 'Pima', 'Yavapai'], required: true };
// the pdf-lib form's fields, in points: the name on both pages, the county's drop-down on page 1
const NAME_RECT = { x: 149.5, y: 699.5, width: 251, height: 21 };
const COUNTY_RECT = { x: 149.5, y: 359.5, width: 151, height: 21 };
const PETITIONER = 'Jordan Avery';

/** The court's next revision of the form: 'Grounds' renamed, 'Relief' removed, 'Respondent.Name' added. */
async function nextRevision(file: string) {
  const pdf = await PDFDocument.load(await readFile(FORM));
  const form = pdf.getForm();
  form.getTextField('Grounds').acroField.dict.set(PDFName.of('T'), PDFString.of('GroundsForDivorce'));
  form.removeField(form.getOptionList('Relief'));
  form.createTextField('Respondent.Name').addToPage(pdf.getPage(1), { x: 150, y: 500, width: 250, height: 20 });
  await writeFile(file, await pdf.save());
}

async function savedDefinition(formId: string): Promise<WorkflowDefinition> {
  return withAppDatabase(async (db) => {
    const row = await db.selectFrom('forms').select('definition').where('id', '=', formId).executeTakeFirstOrThrow();
    return row.definition as WorkflowDefinition;
  });
}

async function save(page: Page, notice: string | RegExp) {
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: notice }).first()).toBeVisible({ timeout: 30_000 });
}

test('a court form is drafted, revised and published in the builder, and a petitioner downloads it sealed with its own fields filled', async ({ browser, app }, info) => {
  test.setTimeout(600_000);
  const project = info.project.name;
  const type = `Court Form ${project} ${Date.now().toString(36)}`;
  const admin = await createTestUser({ role: 'admin-global', label: `fillable-${project}` });
  // the author's browser has JavaScript whatever the project: the builder needs it
  const adminContext = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: true });
  await signInAs(adminContext, admin);
  const page = await adminContext.newPage();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'accord-fillable-'));
  const fields = page.getByRole('region', { name: /^Form fields of pdf\// });
  let formId = '';

  try {
    await test.step('a one-person workflow type for the form', async () => {
      await createOnePersonType(page, type);
      const definition = { ...newFormDefinition(`Court form ${project}`), type, collaborate: false };
      definition.elements.push(NAME_QUESTION, COUNTY_QUESTION);
      const user = { id: admin.id, email: admin.email.toLowerCase(), role: 'admin-global' as const, firstName: admin.firstName, lastName: admin.lastName };
      formId = await withAppDatabase((db) => createForm(db, user, definition));
    });

    await test.step('the form uploaded, its fields seen, two mapped by hand and the rest drafted', async () => {
      const court = path.join(folder, 'Petition Form.pdf');
      await copyFile(FORM, court);
      await page.goto(`/manage-workflows/${formId}/edit`);
      await page.getByRole('button', { name: '4. Documents' }).click();
      await page.getByTestId('template-upload').setInputFiles(court);
      await expect(page.getByText('Petition Form.pdf: 2 pages added.')).toBeVisible({ timeout: 30_000 });

      // the fields, per page, and drawn on the page previews
      await expect(fields.getByRole('heading', { name: /^Form fields: 10 in / })).toBeVisible({ timeout: 30_000 });
      await expect(fields.getByRole('rowgroup', { name: 'Page 2' }).getByRole('row')).toHaveCount(1);
      await expect(page.locator('li[data-page-name]').first().locator('[data-field="CaseNumber"]')).toHaveCount(1);
      await expect(page.locator('li[data-page-name]').nth(1).locator('[data-field="Petitioner.Name"]')).toHaveCount(1);
      await expect(fields.getByTestId('unmapped-fields')).toContainText('Unmapped fields (10)');

      // mapped by hand: the existing question is the suggestion for the name
      const nameSelect = fields.getByLabel('Question that fills Petitioner.Name');
      await expect(nameSelect.locator('optgroup[label="Suggested"] option')).toHaveText([NAME_QUESTION.title]);
      await nameSelect.selectOption({ label: NAME_QUESTION.title });
      await fields.getByLabel('Question that fills County').selectOption({ label: COUNTY_QUESTION.title });
      await expect(fields.getByTestId('unmapped-fields')).toContainText('Unmapped fields (8)');

      // the rest drafted: one question per field, one fill per field
      await fields.getByRole('button', { name: 'Create questions from these fields' }).click();
      await expect(fields.getByText('8 questions created from the fields.', { exact: false })).toBeVisible();
      await expect(fields.getByTestId('unmapped-fields')).toHaveText('Every field that takes an answer is filled by a question.');
      await expect(fields.getByLabel('Question that fills MonthlyIncome')).toHaveValue(/.+/);
      await save(page, /Saved as version/);

      const saved = await savedDefinition(formId);
      const fills = saved.documents![0]!.rules!.flatMap((r) => r.actions ?? []).filter((a) => a.type === 'fill-field');
      expect(fills).toHaveLength(10);
      expect(fills.find((a) => a.field === 'Petitioner.Name')!.question).toBe(NAME_QUESTION.uid);
      expect(fills.find((a) => a.field === 'County')!.question).toBe(COUNTY_QUESTION.uid);
      expect(saved.elements.find((e) => e.title === 'Monthly income')).toMatchObject({ type: 'number-input', prefix: '$' });

      // the builder's preview (7. Preview): the name typed into the questionnaire preview is printed in the form's own
      // field, on both pages it appears, once Update is pressed, and nothing of the form is left in the processed file
      await page.getByRole('button', { name: '7. Preview' }).click();
      const processed = page.getByRole('region', { name: 'Processed file' });
      await expect(processed.getByText('Page 1 of 2')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('region', { name: 'Workflow preview' }).getByLabel(NAME_QUESTION.label).fill(PETITIONER);
      const rendered = page.waitForResponse((r) => r.url().endsWith(`/manage-workflows/${formId}/render`) && r.request().method() === 'POST');
      await processed.getByRole('button', { name: 'Update' }).click();
      const preview = new Uint8Array(await (await rendered).body());
      expect(wordsInRect(preview, 1, NAME_RECT).join(' ')).toBe(PETITIONER);
      expect(wordsInRect(preview, 2, NAME_RECT).join(' ')).toBe(PETITIONER);
      expect(formLeftovers(preview)).toEqual({ acroForm: false, widgets: 0 });
      await expect(processed.getByRole('status')).toHaveCount(0);
      await page.getByRole('button', { name: '4. Documents' }).click();
    });

    await test.step("the court's new revision replaces the form: the dialog lists the fields added and removed, and the mappings kept", async () => {
      const revision = path.join(folder, 'Petition Form 2027.pdf');
      await nextRevision(revision);
      await fields.getByTestId('revision-upload').setInputFiles(revision);
      const dialog = page.getByRole('alertdialog', { name: 'Replace with the new revision' });
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await expect(dialog.getByText('Fields added (2)')).toBeVisible();
      await expect(dialog.getByText('Fields removed (their questions stay, their fills go) (2)')).toBeVisible();
      await expect(dialog.getByText('Mappings kept (8)')).toBeVisible();
      const listAfter = (title: string) => dialog.locator('p', { hasText: title }).locator('xpath=following-sibling::ul[1]').getByRole('listitem');
      await expect(listAfter('Fields added')).toHaveText(['GroundsForDivorce', 'Respondent.Name']);
      await expect(listAfter('Fields removed')).toHaveText(['Grounds', 'Relief']);
      await expect(listAfter('Mappings kept')).toContainText(['Petitioner.Name', 'County']);
      await dialog.getByRole('button', { name: 'Replace' }).click();
      await expect(page.getByText('The new revision is in place. Save Workflow to keep it.')).toBeVisible();

      await expect(fields.getByTestId('unmapped-fields')).toContainText('Unmapped fields (2)');
      await expect(fields.getByLabel('Question that fills Petitioner.Name')).toHaveValue(NAME_QUESTION.uid);
      // the renamed field is mapped again to the question the old name filled
      await fields.getByLabel('Question that fills GroundsForDivorce').selectOption({ label: 'Grounds' });
      await expect(fields.getByTestId('unmapped-fields')).toContainText('Unmapped fields (1)');
    });

    await test.step('a radio group mapped to a question whose choices it lacks: listed in step 4 and on the publish page, and Publish refuses it', async () => {
      await fields.getByLabel('Question that fills Residence').selectOption({ label: COUNTY_QUESTION.title });
      await save(page, /Saved as version .* 1 problem needs fixing before it can be published/);
      const problem = /fills the field "Residence" with the answer to "FILING_COUNTY", which offers "Maricopa", "Pima", "Yavapai": those are not among the field's choices \("State", "County"\)\./;
      await expect(page.getByRole('region', { name: 'Problems of this document' }).getByRole('listitem').filter({ hasText: problem })).toHaveCount(1);

      await page.goto(`/manage-workflows/${formId}/publishing`);
      await expect(page.getByText('This workflow cannot be published until this problem is fixed in the builder:')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: problem })).toHaveCount(1);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('This workflow has problems that must be fixed before it can be published.', { exact: false }).first()).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: problem }).first()).toBeVisible();
      expect(await withAppDatabase((db) => db.selectFrom('published_workflows').select('id').where('form_id', '=', formId).execute())).toEqual([]);
    });

    await test.step('mended and published through the publishing page', async () => {
      await page.goto(`/manage-workflows/${formId}/edit`);
      await page.getByRole('button', { name: '4. Documents' }).click();
      await fields.getByLabel('Question that fills Residence').selectOption({ label: 'Residence' });
      await save(page, /Saved as version/);
      await expect(page.getByRole('region', { name: 'Problems of this document' }).getByText(/keeps? the workflow from being published/)).toHaveCount(0);
      await page.goto(`/manage-workflows/${formId}/publishing`);
      await expect(page.getByText(/People sign ".+" at step 5\./)).toBeVisible();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(page.getByText('The workflow was published.', { exact: false })).toBeVisible();
    });

    const person = await newPerson(browser, app.baseUrl, { label: `fillable-petitioner-${project}`, firstName: 'Jordan', lastName: 'Avery' });
    const petitioner = person.page;
    let guide = '';
    let publishedWorkflowId = '';
    await test.step('a new person signs up for the type, pays and answers', async () => {
      await petitioner.goto(`/create-user?${new URLSearchParams({ type })}`);
      await signUp(person);
      await chooseStateAndType(petitioner, type);
      await continueToJurisdiction(petitioner, 'any');
      await petitioner.getByRole('button', { name: 'I Agree' }).click();
      await expect(petitioner).toHaveURL(/\/pay-for-form\/[^/]+\/[^/]+\/unilateral\/1/);
      publishedWorkflowId = new URL(petitioner.url()).pathname.split('/')[2]!;
      await payWithSandbox(petitioner);
      await expect(petitioner).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
      guide = new URL(petitioner.url()).pathname;

      await answerAloneAndPay(person, guide, publishedWorkflowId, { [NAME_QUESTION.title]: PETITIONER });
    });

    await test.step('signs, and the sealed PDF carries the answers in the form fields, with no form left', async () => {
      await openWhenDocumentReady(petitioner, guide, /^Read ".+" \(PDF\)$/);
      await sign(person, 'Proceed');
      await expect(petitioner.getByText(SIGNING_TEXTS.signedAlone)).toBeVisible({ timeout: 30_000 });
      const bytes = await downloadFinalDocument(petitioner);
      await expectSealed(bytes);
      const pdf = new Uint8Array(bytes);
      // the revision's page names a widget its producer deleted: the sealed file still has a whole cross-reference table
      expect(popplerComplaints(pdf)).toBe('');
      // the form's two pages, wherever the sealed file puts them: the name in its field on both, the county on the first
      const sealed = await PDFDocument.load(pdf);
      const pages = Array.from({ length: sealed.getPageCount() }, (_, i) => i + 1);
      const named = pages.filter((n) => wordsInRect(pdf, n, NAME_RECT).join(' ') === PETITIONER);
      expect(named).toHaveLength(2);
      expect(wordsInRect(pdf, named[0]!, COUNTY_RECT).join(' ')).toBe(COUNTY_QUESTION.options[0]);
      // the court form's fields were flattened before sealing: the one field left is the seal's own signature
      expect(formLeftovers(pdf)).toEqual({ acroForm: true, widgets: 1 });
      expect(sealed.getForm().getFields().map((f) => (f instanceof PDFSignature ? 'seal' : f.getName()))).toEqual(['seal']);
      // and /verify accepts it as Accord sealed it, and refuses it with one byte changed
      await expectVerified(petitioner, bytes);
    });
    await person.page.context().close();
  } finally {
    await adminContext.close();
    await rm(folder, { recursive: true, force: true });
  }
});
