// A court's fillable PDF in the builder (issue 34), in Chromium with JavaScript (the builder needs it): the author
// uploads the form, sees its fields per page drawn on the page previews, maps one field to an existing question by
// hand, creates questions for the other fields, saves (the builder's checks hold the fills against the template's
// fields), and the preview renders the form with its own fields filled and flattened.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { WorkflowDefinition } from '@accord/engine';
import { formLeftovers, wordsInRect } from '@accord/engine/testing';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { newFormDefinition } from '../../app/services/builder/definition';
import { createForm } from '../../app/services/builder/forms.server';
import { formAssetLoader, renderDocumentPreview } from '../../app/services/builder/documents-preview.server';

const FORM = path.resolve('engine/src/pdf/__fixtures__/forms/pdf-lib-form.pdf');
const NAME_QUESTION = { uid: 'qName0000001', type: 'text-input-short' as const, title: 'PETITIONER_FULL_NAME', label: 'Your full name' };

test('an author uploads a fillable court form, maps a field by hand, drafts the rest, and the preview fills the form', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(180_000);
  const admin = await createTestUser({ role: 'admin-form', label: 'fillable' });
  const definition = newFormDefinition('Fillable workflow');
  definition.elements.push(NAME_QUESTION);
  const user = { id: admin.id, email: admin.email.toLowerCase(), role: 'admin-form' as const, firstName: admin.firstName, lastName: admin.lastName };
  const formId = await withAppDatabase((db) => createForm(db, user, definition));
  await signInAs(context, admin);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'accord-fillable-'));
  try {
    const court = path.join(folder, 'Petition Form.pdf');
    await copyFile(FORM, court);
    await page.goto(`/manage-workflows/${formId}/edit`);
    await page.getByRole('button', { name: '4. Documents' }).click();
    await page.getByTestId('template-upload').setInputFiles(court);
    await expect(page.getByText('Petition Form.pdf: 2 pages added.')).toBeVisible({ timeout: 30_000 });

    // the fields, per page, and drawn on the page previews
    const fields = page.getByRole('region', { name: /^Form fields of pdf\// });
    await expect(fields.getByRole('heading', { name: /^Form fields: 10 in / })).toBeVisible({ timeout: 30_000 });
    await expect(fields.getByRole('rowgroup', { name: 'Page 2' }).getByRole('row')).toHaveCount(1);
    await expect(page.locator('li[data-page-name]').first().locator('[data-field="CaseNumber"]')).toHaveCount(1);
    await expect(page.locator('li[data-page-name]').nth(1).locator('[data-field="Petitioner.Name"]')).toHaveCount(1);
    await expect(fields.getByTestId('unmapped-fields')).toContainText('Unmapped fields (10)');

    // one field mapped by hand: the existing question is the suggestion
    const nameSelect = fields.getByLabel('Question that fills Petitioner.Name');
    await expect(nameSelect.locator('optgroup[label="Suggested"] option')).toHaveText([NAME_QUESTION.title]);
    await nameSelect.selectOption({ label: NAME_QUESTION.title });
    await expect(fields.getByTestId('unmapped-fields')).toContainText('Unmapped fields (9)');

    // the rest drafted: one question per field, one fill per field
    await fields.getByRole('button', { name: 'Create questions from these fields' }).click();
    await expect(fields.getByText('9 questions created from the fields.', { exact: false })).toBeVisible();
    await expect(fields.getByTestId('unmapped-fields')).toHaveText('Every field that takes an answer is filled by a question.');
    await expect(fields.getByLabel('Question that fills MonthlyIncome')).toHaveValue(/.+/);

    await page.getByRole('button', { name: 'Save Workflow' }).click();
    await expect(page.getByText(/Saved as version/)).toBeVisible();
    const saved = await withAppDatabase(async (db) => {
      const row = await db.selectFrom('forms').select('definition').where('id', '=', formId).executeTakeFirstOrThrow();
      return row.definition as WorkflowDefinition;
    });
    const fills = saved.documents![0]!.rules!.flatMap((r) => r.actions ?? []).filter((a) => a.type === 'fill-field');
    expect(fills).toHaveLength(10);
    expect(fills.find((a) => a.field === 'Petitioner.Name')!.question).toBe(NAME_QUESTION.uid);
    expect(saved.elements.find((e) => e.title === 'Monthly income')).toMatchObject({ type: 'number-input', prefix: '$' });

    // the preview: the typed name in the form's own field, on both pages it appears, and nothing of the form left
    const rendered = await withAppDatabase((db) =>
      renderDocumentPreview({ definition: saved, documentUid: saved.documents![0]!.uid, answers: { [NAME_QUESTION.uid]: 'Jordan Avery' } }, formAssetLoader(db, formId)),
    );
    expect(rendered.ok).toBe(true);
    if (!rendered.ok) return;
    expect(wordsInRect(rendered.bytes, 1, { x: 149.5, y: 699.5, width: 251, height: 21 }).join(' ')).toBe('Jordan Avery');
    expect(wordsInRect(rendered.bytes, 2, { x: 149.5, y: 699.5, width: 251, height: 21 }).join(' ')).toBe('Jordan Avery');
    expect(formLeftovers(rendered.bytes)).toEqual({ acroForm: false, widgets: 0 });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
