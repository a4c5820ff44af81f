// The builder's text editor (issue 21, step 6): an author adds a text-editor action on a blank page, a numbering
// level and two Conditional Display blocks with display logic, writes a clause with the keyboard (tags typed as
// **TAG**, numbered paragraphs, a bold word), sees the Block Checker find a tag without a block, deletes a block
// with the spec's confirmation, saves, and the document rendered from the saved workflow holds the clause, the
// block whose condition holds (and not the other) and the numbers, read back by pdftotext.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { newFormDefinition, randomId } from '../../app/services/builder/definition';
import { createForm } from '../../app/services/builder/forms.server';
import { formAssetLoader, renderDocumentPreview } from '../../app/services/builder/documents-preview.server';
import type { FormElement, WorkflowDefinition } from '@accord/engine';

const run = promisify(execFile);
const CHILD_COUNT = 'qchildcount1';

/** A workflow with a number question and one document of one blank page, as step 4 leaves it. */
function seededDefinition(): WorkflowDefinition {
  const definition = newFormDefinition('Text Editor Workflow');
  definition.elements.push({
    uid: CHILD_COUNT,
    type: 'number-input',
    title: 'CHILD_COUNT',
    label: 'How many children do you have together who are under 18?',
    // the preview answers a number question 1234: within these bounds, so the conditions read it
    lowerBound: 0,
    upperBound: 10000,
  } as FormElement);
  definition.documents = [{ uid: randomId(12), type: 'pdf', name: 'Stipulation', order: 1, pages: [{ name: 'TERMS', source: { kind: 'blank' } }] }];
  return definition;
}

/** Adds a Conditional Display block shown when the children count compares as asked. */
async function addConditionalBlock(page: Page, name: string, comparison: string, value: string) {
  const panel = page.getByRole('region', { name: 'Dynamic Blocks' });
  await panel.getByLabel('New block name').fill(name);
  await panel.getByLabel('New block type').selectOption('static-block');
  await panel.getByRole('button', { name: 'Add block' }).click();
  const card = panel.locator(`details[data-block="${name.toUpperCase().replace(/ /g, '_')}"]`);
  await card.locator('summary').click();
  const logic = card.getByRole('region', { name: `${name} display logic` });
  await logic.getByLabel('Condition').selectOption('if');
  await logic.getByLabel('Operator').selectOption('and');
  await logic.getByRole('button', { name: `Add test to ${name} display logic` }).click();
  await logic.getByLabel(`${name} display logic, test 1: question`).selectOption(CHILD_COUNT);
  await logic.getByLabel(`${name} display logic, test 1: comparison`).selectOption(comparison);
  await logic.getByLabel(`${name} display logic, test 1: value`).fill(value);
  await expect(card.locator('summary')).toContainText('Complete');
  await card.locator('summary').click();
  return card;
}

async function typeIn(editor: Locator, page: Page, text: string) {
  await editor.press('End');
  await page.keyboard.type(text);
}

test.describe('the text-editor action', () => {
  test('an author writes a clause with a conditional block and numbered paragraphs, and the rendered document prints them', async ({ page, context }, info) => {
    test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
    test.setTimeout(180_000);
    const admin = await createTestUser({ role: 'admin-form', label: 'text-editor' });
    const formId = await withAppDatabase((db) =>
      createForm(db, { id: admin.id, email: admin.email.toLowerCase(), role: 'admin-form', firstName: admin.firstName, lastName: admin.lastName }, seededDefinition()),
    );
    await signInAs(context, admin);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto(`/manage-workflows/${formId}/edit`);
    await page.getByRole('button', { name: '6. Actions' }).click();

    // the text editor is an action like the others, added on the page
    await page.getByRole('combobox', { name: /^Action to add/ }).selectOption('text-editor');
    await page.getByRole('button', { name: 'Add at the default place' }).click();
    await page.getByRole('region', { name: 'Current Action' }).getByLabel('Title').fill('Terms');
    const workspace = page.getByRole('region', { name: 'Text editor' });
    await expect(workspace).toBeVisible();

    // a numbering level in upper-case Roman numerals
    const numbering = workspace.getByRole('region', { name: 'Auto-Numbering' });
    await numbering.getByRole('button', { name: 'Add level' }).click();
    await expect(numbering.getByText('Complete')).toBeVisible();
    await numbering.getByLabel('Name', { exact: true }).fill('Section');
    await numbering.getByLabel('Style').selectOption('Uppercase Roman Numerals');
    await expect(numbering.getByText('**SECTION**')).toBeVisible();

    // two Conditional Display blocks: one holds with the preview's answers (1234 children), one does not
    await addConditionalBlock(page, 'Children Clause', 'greater-than', '0');
    await addConditionalBlock(page, 'No Children', 'less-than', '1');
    const blocks = workspace.getByRole('region', { name: 'Dynamic Blocks' });
    await blocks.getByLabel('Incomplete', { exact: true }).check();
    await expect(blocks.getByText('No results.')).toBeVisible();
    await blocks.getByLabel('All', { exact: true }).check();

    // the clause, written with the keyboard
    const editor = workspace.getByRole('textbox', { name: 'Clause text' });
    await editor.click();
    await page.keyboard.type('This stipulation is made by the parties.');
    await page.keyboard.press('Enter');
    await workspace.getByLabel('Numbering level of the paragraph').selectOption('SECTION');
    await typeIn(editor, page, 'Each party keeps the property in his or her possession.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('**CHILDREN_CLAUSE**The parties share custody of the children.**/CHILDREN_CLAUSE**');
    await expect(editor.locator('[data-tag-chip="CHILDREN_CLAUSE"]')).toHaveCount(2);
    await expect(editor.locator('[data-tag-chip="CHILDREN_CLAUSE"]').first()).toHaveText(/Children Clause/);
    await page.keyboard.press('Enter');
    await workspace.getByLabel('Numbering level of the paragraph').selectOption('');
    await typeIn(editor, page, '**NO_CHILDREN**There are no children of the marriage.**/NO_CHILDREN**');
    await page.keyboard.press('Enter');
    await workspace.getByLabel('Numbering level of the paragraph').selectOption('SECTION');
    await typeIn(editor, page, 'Each party pays ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('only');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' the debts in his or her own name.');
    await expect(editor.locator('strong')).toHaveText('only');
    await expect(editor.locator('.numbering-label')).toHaveText([/^I\.\s*$/, /^II\.\s*$/, /^III\.\s*$/]);

    // a tag with no block is listed by the Block Checker until it is taken out
    const checker = workspace.getByRole('region', { name: 'Block Checker' });
    await expect(checker.getByText('Every tag in the text has a block.')).toBeVisible();
    await page.keyboard.type(' **WITNESS** ');
    await expect(editor.locator('[data-tag-chip="WITNESS"]')).toHaveText('**WITNESS**');
    await expect(checker.getByText('**WITNESS**')).toBeVisible();
    // the space after it, the tag (one key: it is one piece) and the space before it
    for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
    await expect(editor.locator('[data-tag-chip="WITNESS"]')).toHaveCount(0);
    await expect(checker.getByText('Every tag in the text has a block.')).toBeVisible();

    // renaming a block renames its tags in the text; Ctrl+Z and Ctrl+Y in the editor step through the draft's history
    const noChildren = blocks.locator('details[data-block="NO_CHILDREN"]');
    await noChildren.locator('summary').click();
    await noChildren.getByLabel('Name', { exact: true }).fill('Childless');
    await expect(editor.locator('[data-tag-chip="CHILDLESS"]')).toHaveCount(2);
    await expect(editor.locator('[data-tag-chip="NO_CHILDREN"]')).toHaveCount(0);
    await editor.press('Control+z');
    await expect(editor.locator('[data-tag-chip="NO_CHILDREN"]')).toHaveCount(2);
    await expect(blocks.locator('details[data-block="NO_CHILDREN"]').getByLabel('Name', { exact: true })).toHaveValue('No Children');
    await editor.press('Control+y');
    await expect(editor.locator('[data-tag-chip="CHILDLESS"]').first()).toHaveText(/Childless/);
    await editor.press('Control+z');
    await expect(editor.locator('[data-tag-chip="NO_CHILDREN"]').first()).toHaveText(/No Children/);
    await blocks.locator('details[data-block="NO_CHILDREN"] summary').click();

    // deleting a block asks first, in the spec's words
    await blocks.getByLabel('New block name').fill('Spare');
    await blocks.getByRole('button', { name: 'Add block' }).click();
    await blocks.locator('details[data-block="SPARE"] summary').click();
    await blocks.getByRole('button', { name: 'Delete block Spare' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('Are you sure you want to delete this block?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(blocks.locator('details[data-block="SPARE"]')).toHaveCount(0);

    // so does deleting a numbering level
    await numbering.getByRole('button', { name: 'Add level' }).click();
    await expect(numbering.locator('li[data-level]')).toHaveCount(2);
    await numbering.locator('li[data-level]').nth(1).getByRole('button', { name: /^Delete level/ }).click();
    await expect(confirm.getByText('Are you sure you want to delete this item?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(numbering.locator('li[data-level]')).toHaveCount(1);

    await expect(page.getByRole('status').filter({ hasText: 'Updating the preview' })).toHaveCount(0, { timeout: 30_000 });
    if (process.env.SCREENS) {
      await workspace.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'docs/screens/builder-6-text-editor.png', fullPage: false });
    }

    await page.getByRole('button', { name: 'Save Workflow' }).click();
    await expect(page.getByText(/Saved as version/)).toBeVisible();

    // the stored text is the engine's: tags written as text, the numbering tag at the paragraphs' start
    const definition = await withAppDatabase(async (db) => {
      const row = await db.selectFrom('forms').select('definition').where('id', '=', formId).executeTakeFirstOrThrow();
      return row.definition as WorkflowDefinition;
    });
    const document = definition.documents![0]!;
    const action = document.rules![0]!.actions!.find((a) => a.type === 'text-editor')!;
    const stored = JSON.stringify(action.savedData?.text);
    expect(stored).toContain('**SECTION** Each party keeps the property');
    expect(stored).toContain('**CHILDREN_CLAUSE**The parties share custody of the children.**/CHILDREN_CLAUSE**');
    expect(action.savedData?.text?.content?.at(-1)).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: '**SECTION** Each party pays ' },
        { type: 'text', text: 'only', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' the debts in his or her own name.' },
      ],
    });
    expect(action.blocks!.map((b) => b.tag)).toEqual(['CHILDREN_CLAUSE', 'NO_CHILDREN']);

    const rendered = await withAppDatabase((db) => renderDocumentPreview({ definition, documentUid: document.uid }, formAssetLoader(db, formId)));
    expect(rendered.ok).toBe(true);
    if (!rendered.ok) return;
    const folder = await mkdtemp(path.join(os.tmpdir(), 'accord-text-editor-'));
    try {
      const pdfPath = path.join(folder, 'rendered.pdf');
      await writeFile(pdfPath, rendered.bytes);
      const { stdout } = await run('pdftotext', ['-layout', pdfPath, '-']);
      const text = stdout.replace(/[ \t]+/g, ' ');
      expect(text).toContain('This stipulation is made by the parties.');
      expect(text).toMatch(/I\. Each party keeps the property in his or her possession\./);
      expect(text).toMatch(/II\. The parties share custody of the children\./);
      expect(text).toMatch(/III\. Each party pays only the debts in his or her own name\./);
      expect(text).not.toContain('There are no children');
      expect(text).not.toContain('**');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
