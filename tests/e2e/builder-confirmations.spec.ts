// The builder's confirmations and the gate of step 6 (workflow-builder.md §2): deleting a form element asks 'Are you
// sure you want delete this form element?' (W2.30), deleting an action asks 'Are you sure you want to delete this
// action?' (W2.55), and step 6 opens only for an Action Logic rule, with the spec's hint (W2.21). Also
// /workflow-form-preview: an admin chooses a form and reads its questions page by page, with and without
// JavaScript (W2.60). And Import takes a whole exported bundle back, its template files with it. Forms are seeded through the builder's service; the rest happens on the pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { DocumentRule, FormElement, WorkflowDefinition } from '@accord/engine';
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs, type TestUser } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { newFormDefinition, randomId } from '../../app/services/builder/definition';
import { createForm } from '../../app/services/builder/forms.server';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { exportBundle } from '../../app/services/publishing/stage.server';

const ACTION_LOGIC_HINT = 'Add or change to an ACTION LOGIC rule in order to access actions.';

/** A form with one short-text question and one blank-page document holding these rules. */
function definitionWith(name: string, rules: DocumentRule[]): WorkflowDefinition {
  const definition = newFormDefinition(name);
  definition.elements.push({ uid: randomId(12), type: 'text-input-short', title: 'NICKNAME', label: 'Your nickname' } as FormElement);
  definition.documents = [{ uid: randomId(12), type: 'pdf', name: 'Petition', order: 1, pages: [{ name: 'FIRST', source: { kind: 'blank' } }], rules }];
  return definition;
}

async function openBuilder(page: Page, admin: TestUser, definition: WorkflowDefinition) {
  const id = await withAppDatabase((db) =>
    createForm(db, { id: admin.id, email: admin.email.toLowerCase(), role: 'admin-form', firstName: admin.firstName, lastName: admin.lastName }, definition),
  );
  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto(`/manage-workflows/${id}/edit`);
  return id;
}

test.describe('the builder', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the builder needs JavaScript');

  test('deleting a form element asks first; Cancel keeps it and Confirm removes it', async ({ page }) => {
    const admin = await createTestUser({ role: 'admin-form', label: 'builder-delete-element' });
    await signInAs(page.context(), admin);
    await openBuilder(page, admin, definitionWith('Delete element e2e', []));
    await page.getByRole('button', { name: '2. Build Form' }).click();
    const list = page.locator('ol[aria-label^="Elements of"]');
    await expect(list.getByText('NICKNAME')).toBeVisible();
    await page.getByRole('button', { name: 'Delete NICKNAME' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Form Element' });
    await expect(dialog).toContainText('Are you sure you want delete this form element?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(list.getByText('NICKNAME')).toBeVisible();
    await page.getByRole('button', { name: 'Delete NICKNAME' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Form Element' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(list.getByText('NICKNAME')).toHaveCount(0);
  });

  test('deleting an action asks first; No keeps it and Yes removes it', async ({ page }) => {
    const admin = await createTestUser({ role: 'admin-form', label: 'builder-delete-action' });
    await signInAs(page.context(), admin);
    const rule: DocumentRule = {
      uid: randomId(12),
      name: 'Rule 1',
      type: 'Action Logic',
      order: 1,
      actions: [{ uid: randomId(12), type: 'add-x', title: 'Mark the box', location: { page: 1, x: 20, y: 20 }, size: 'md' }],
    } as DocumentRule;
    await openBuilder(page, admin, definitionWith('Delete action e2e', [rule]));
    await page.getByRole('button', { name: '6. Actions' }).click();
    const actions = page.getByRole('region', { name: 'Actions' });
    await actions.getByRole('button', { name: /Mark the box/ }).click();
    await page.getByRole('button', { name: 'Delete action' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Action' });
    await expect(dialog).toContainText('Are you sure you want to delete this action?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(actions.getByRole('button', { name: /Mark the box/ })).toBeVisible();
    await page.getByRole('button', { name: 'Delete action' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Action' }).getByRole('button', { name: 'Yes' }).click();
    await expect(actions.getByRole('button', { name: /Mark the box/ })).toHaveCount(0);
  });

  test("step 6 is disabled with the spec's hint until the document has an Action Logic rule", async ({ page }) => {
    const admin = await createTestUser({ role: 'admin-form', label: 'builder-step-6' });
    await signInAs(page.context(), admin);
    const sharing = { uid: randomId(12), name: 'Rule 1', type: 'Sharing Logic', order: 1, readOnlyShareLimit: 1, commentShareLimit: 1, editShareLimit: 0 } as DocumentRule;
    await openBuilder(page, admin, definitionWith('Step six e2e', [sharing]));
    const actionsStep = page.getByRole('button', { name: '6. Actions' });
    await expect(actionsStep).toBeDisabled();
    await expect(actionsStep).toHaveAccessibleDescription(ACTION_LOGIC_HINT);
    await expect(page.getByText(ACTION_LOGIC_HINT)).toBeVisible();

    // the rule changed to Action Logic in step 5 opens step 6, and the hint goes
    await page.getByRole('button', { name: '5. Rules' }).click();
    await page.getByRole('listitem', { name: 'Rule 1: Rule 1' }).getByLabel('Type').selectOption('Action Logic');
    await expect(actionsStep).toBeEnabled();
    await expect(page.getByText(ACTION_LOGIC_HINT)).toHaveCount(0);
    await actionsStep.click();
    await expect(actionsStep).toHaveAttribute('aria-current', 'step');
  });
});

test("Import takes an exported bundle whole: its template file is stored under the workflow being edited and kept on save", async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-form', label: 'builder-import' });
  await signInAs(context, admin);
  // a real PDF: an import holds its files to the upload's checks (a made-up '%PDF' header is refused)
  const template = readFileSync(path.resolve('templates/workflows/pdf/petition.pdf'));
  // the source: a workflow whose first document prints on an uploaded template, exported as Export writes it
  const source = readSampleWorkflow(SAMPLE_WORKFLOWS[1]!.file);
  const [first, ...rest] = source.documents ?? [];
  const onTemplate = { ...source, name: 'Import source e2e', documents: [{ ...first!, pages: [{ uid: 'importPage01', name: 'PETITION_1', source: { kind: 'pdf' as const, file: 'pdf/petition.pdf', page: 1 } }, ...first!.pages] }, ...rest] };
  const author = { id: admin.id, email: admin.email.toLowerCase(), role: 'admin-form' as const, firstName: admin.firstName, lastName: admin.lastName };
  const bundle = await withAppDatabase(async (db) => {
    const sourceId = await createForm(db, author, onTemplate);
    await new PostgresFileStorage(db).put(fileKey('forms', sourceId, 'pdf', 'petition.pdf'), template, { mediaType: 'application/pdf' });
    return (await exportBundle(db, sourceId))!;
  });
  const target = await openBuilder(page, admin, definitionWith('Import target e2e', []));
  await page.getByLabel('Import a workflow from a JSON file or an exported bundle').setInputFiles({ name: 'Import-source-e2e.accord.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(bundle)) });
  await expect(page.getByText('Imported Import-source-e2e.accord.json with its 1 file. Save Workflow to keep it.')).toBeVisible();
  const stored = () => withAppDatabase(async (db) => {
    const file = await new PostgresFileStorage(db).get(fileKey('forms', target, 'pdf', 'petition.pdf'));
    return file ? Buffer.concat(await file.stream.toArray()).toString('base64') : null;
  });
  expect(await stored()).toBe(template.toString('base64'));
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as version' })).toBeVisible();
  const saved = await withAppDatabase((db) => db.selectFrom('forms').select(['name', 'definition']).where('id', '=', target).executeTakeFirstOrThrow());
  expect(saved.name).toBe('Import source e2e');
  expect(JSON.stringify(saved.definition)).toContain('"file":"pdf/petition.pdf"');
  // the save's clean-up of unused files keeps the imported template: the saved draft uses it
  expect(await stored()).toBe(template.toString('base64'));
});

test('an admin chooses a workflow on Preview Workflows and reads its questions page by page', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  await signInAs(context, await createTestUser({ role: 'admin-global', label: `form-preview-${info.project.name}` }));
  await page.goto('/workflow-form-preview');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview Workflows' })).toBeVisible();
  const sample = SAMPLE_WORKFLOWS[1]!;
  await page.getByRole('combobox', { name: /^Workflow/ }).selectOption({ value: sample.formId });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${sample.formId}`));
  const questions = page.getByRole('region', { name: 'Questions of Utah Divorce - Without Children' });
  await expect(questions.getByRole('heading', { level: 2, name: 'Utah Divorce - Without Children' })).toBeVisible();
  await expect(questions.getByText('In which county will you file?')).toBeVisible();
  await expect(questions.getByText('Legal first name')).toHaveCount(0);
  await questions.getByRole('navigation', { name: 'Pages of the workflow' }).getByRole('link', { name: 'About you', exact: true }).click();
  await expect(questions.getByText('Legal first name')).toBeVisible();
  await expect(questions.getByText('In which county will you file?')).toHaveCount(0);
  await expect(questions.getByRole('link', { name: 'About you', exact: true })).toHaveAttribute('aria-current', 'page');
});
