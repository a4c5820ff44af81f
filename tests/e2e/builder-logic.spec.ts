// Step 3 of the builder, Display Logic (issue 20): on the Utah sample an author builds a three-level tree with a
// library rule using the keyboard-operable controls, sees the preview follow the answers, and sees a planted
// contradiction flagged at its node before anything is saved (the draft is never saved: the sample stays as it is).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { SAMPLE_WORKFLOWS } from '../../db/seed-guide';

const START_TEXT = 'Answer each page; your answers fill the court forms. You can save and come back at any time.';

/** docs/screens/ pictures of the logic steps, taken along the way when SCREENS=1. */
async function screen(page: Page, name: string) {
  if (process.env.SCREENS) await page.screenshot({ path: `docs/screens/builder-logic-${name}.png`, fullPage: false });
}

async function chooseTest(page: Page, name: string, question: string, comparison: string) {
  await page.getByLabel(`${name}: question`).selectOption({ label: question });
  await page.getByLabel(`${name}: comparison`).selectOption({ label: comparison });
}

test('an author builds a three-level tree with a library rule, the preview follows the answers, and a contradiction is flagged before saving', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(120_000);
  const admin = await createTestUser({ role: 'admin-global', label: `logic-${info.project.name}` });
  await signInAs(context, admin);
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await page.getByRole('button', { name: '3. Display Logic' }).click();

  // the library rule: the residency question answered Yes
  await page.getByLabel('New rule name').fill('Resident three months');
  await page.getByRole('button', { name: 'Add Library Rule' }).click();
  await expect(page.getByRole('heading', { name: 'Library rule: Resident three months' })).toBeVisible();
  await chooseTest(page, 'Rule node 1.1, test 1', 'PET_RESIDENT_3_MONTHS (single-select)', 'is');
  await page.getByRole('group', { name: 'Rule node 1.1, test 1: options' }).getByLabel('Yes').check();
  await expect(page.getByRole('button', { name: 'Add Library to Rule node 1' })).toHaveCount(0);

  // START_TEXT shows when the county is answered, and (collaborating, and the library rule)
  const list = page.getByRole('list', { name: 'Form elements' });
  await list.getByRole('button', { name: /START_TEXT/ }).click();
  await page.getByRole('button', { name: 'Add display logic' }).click();
  await chooseTest(page, 'Node 1.1, test 1', 'FILING_COUNTY (single-select)', 'answered');
  await page.getByRole('button', { name: 'Add Compound to Node 1' }).click();
  await page.getByLabel('Node 1.2: name').fill('Together and resident');
  await page.getByLabel('Node 1.2.1, test 1: question').selectOption({ label: 'Participating (collaborating or unilateral)' });
  await page.getByRole('button', { name: 'Add Library to Node 1.2' }).click();
  await page.getByRole('region', { name: 'Node 1.2.2 (Library)' }).getByLabel('Library rule').selectOption({ label: 'Resident three months' });
  await expect(list.getByRole('button', { name: /START_TEXT.*logic complete/ })).toBeVisible();
  await expect(page.getByText(/^Error: /)).toHaveCount(0);

  // the preview follows the answers
  await page.getByRole('button', { name: '7. Preview' }).click();
  const preview = page.getByRole('region', { name: 'Workflow preview' });
  await expect(preview.getByText(START_TEXT)).toHaveCount(0);
  await preview.getByLabel('In which county will you file?').selectOption('Davis');
  await preview.getByRole('radio', { name: 'Yes' }).check();
  await expect(preview.getByText(START_TEXT)).toBeVisible();
  await preview.getByRole('radio', { name: 'No' }).check();
  await expect(preview.getByText(START_TEXT)).toHaveCount(0);
  await page.getByRole('switch', { name: /Participating/ }).uncheck();
  await preview.getByRole('radio', { name: 'Yes' }).check();
  await expect(preview.getByText(START_TEXT)).toHaveCount(0);

  // a planted contradiction: the county both answered and not answered
  await page.getByRole('button', { name: '3. Display Logic' }).click();
  await list.getByRole('button', { name: /START_TEXT/ }).click();
  await page.getByRole('button', { name: 'Add test to Node 1.1' }).click();
  await chooseTest(page, 'Node 1.1, test 2', 'FILING_COUNTY (single-select)', 'not answered');
  const node = page.getByRole('region', { name: 'Node 1.1 (Expression)' });
  await expect(node.getByText('Error: The display logic of "START_TEXT" can never be true: its tests contradict each other.')).toBeVisible();
  await expect(page.getByText(/Logic checks: 1 error/)).toBeVisible();
  await expect(list.getByRole('button', { name: /START_TEXT.*to check/ })).toBeVisible();
  await expect(page.getByText('unsaved changes')).toBeVisible();
  await screen(page, 'step-3-contradiction');

  // step 2's card of START_TEXT carries the same error, in a marker that opens into the sentence
  await page.getByRole('button', { name: '2. Build Form' }).click();
  const cardOf = (title: string) => page.locator('ol[aria-label^="Elements of"] > li').filter({ has: page.getByText(title, { exact: true }) });
  const card = cardOf('START_TEXT');
  await card.getByText('1 logic error').click();
  await expect(card.getByRole('list', { name: 'Logic checks of START_TEXT' })).toContainText('Error: The display logic of "START_TEXT" can never be true: its tests contradict each other.');
  await expect(cardOf('START_HEADING').getByText(/logic error/)).toHaveCount(0);
  await screen(page, 'step-2-card-logic-error');

  // undo takes the planted test away, and the finding with it (edits of one tree within a second are one step)
  await page.getByRole('button', { name: '3. Display Logic' }).click();
  const error = page.getByText(/Logic checks: 1 error/);
  await expect(async () => {
    if ((await error.count()) > 0) await page.getByRole('button', { name: 'Undo' }).click();
    await expect(error).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Node 1.1 (Expression)' }).getByLabel('Node 1.1, test 2: question')).toHaveCount(0);
});

test('removing a library rule that is used asks first and names where it is used', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: `library-${info.project.name}` });
  await signInAs(context, admin);
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await page.getByRole('button', { name: '3. Display Logic' }).click();
  await page.getByRole('button', { name: 'Remove Alimony requested' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The library rule "Alimony requested" is used by');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Alimony requested', exact: true })).toBeVisible();
});

test('an author manages the rules of a Utah document: adds a Sharing Logic rule with its limits, moves it first, sees a contradiction in its condition flagged on its card, and deletes a rule', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: `rules-${info.project.name}` });
  await signInAs(context, admin);
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await page.getByRole('button', { name: '5. Rules' }).click();
  // the sample petition is one text written with conditional blocks: one rule, 'Text'
  const rules = page.getByRole('region', { name: 'Rules of Petition for Divorce' }).getByRole('listitem').filter({ has: page.getByLabel('Rule name') });
  await expect(rules).toHaveCount(1);

  // one Sharing Logic rule, with its limits; a second is not offered
  await page.getByLabel('New rule type').selectOption('Sharing Logic');
  await page.getByRole('button', { name: 'Add Rule' }).click();
  const sharing = page.getByRole('listitem', { name: 'Rule 2: Rule 2' });
  await sharing.getByLabel('Rule name').fill('Who may review');
  const shared = page.getByRole('listitem', { name: 'Rule 2: Who may review' });
  await shared.getByLabel('Read-only limit').fill('2');
  await shared.getByLabel('Edit limit').fill('one');
  await expect(shared.getByText('Enter a whole number from 0 to 99.')).toBeVisible();
  await shared.getByLabel('Edit limit').fill('1');
  await expect(shared.getByText('Enter a whole number from 0 to 99.')).toHaveCount(0);
  await expect(page.getByLabel('New rule type').locator('option', { hasText: 'Sharing Logic' })).toBeDisabled();

  // moving it to 1 swaps it with the first rule
  await shared.getByLabel('Order').selectOption('1');
  await expect(rules.first()).toHaveAccessibleName('Rule 1: Who may review');
  await expect(rules.last()).toHaveAccessibleName('Rule 2: Text');
  const first = page.getByRole('listitem', { name: 'Rule 1: Who may review' });
  await expect(first.getByLabel('Read-only limit')).toHaveValue('2');
  await expect(first.getByLabel('Edit limit')).toHaveValue('1');

  // a planted contradiction in its condition is flagged on its card before any save
  const condition = first.getByRole('region', { name: 'Who may review condition' });
  await condition.getByLabel('Condition', { exact: true }).selectOption('If');
  await condition.getByRole('button', { name: 'Add test to Who may review condition' }).click();
  await condition.getByRole('button', { name: 'Add test to Who may review condition' }).click();
  await chooseTest(page, 'Who may review condition, test 1', 'FILING_COUNTY (single-select)', 'answered');
  await chooseTest(page, 'Who may review condition, test 2', 'FILING_COUNTY (single-select)', 'not answered');
  await first.getByText('1 logic error').click();
  await expect(first.getByRole('list', { name: 'Logic checks of rule 1, Who may review' })).toContainText('can never be true');
  await expect(page.getByText('unsaved changes')).toBeVisible();
  await screen(page, 'step-5-rules');

  // deleting a rule asks first, and the later ones move up
  await page.getByRole('listitem', { name: 'Rule 2: Text' }).getByRole('button', { name: 'Delete Text' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Rule' });
  await expect(dialog).toContainText('Are you sure you want to delete this rule?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(rules).toHaveCount(1);
  await expect(rules.last()).toHaveAccessibleName('Rule 1: Who may review');
});

test('an author builds a two-level tree with Hide by default using the keyboard alone', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: `keys-${info.project.name}` });
  await signInAs(context, admin);
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await page.getByRole('button', { name: '3. Display Logic' }).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Form elements' });
  await list.getByRole('button', { name: /START_TEXT/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add display logic' }).focus();
  await page.keyboard.press('Enter');

  // a test typed into the native selects, then a compound with the participating test
  await page.getByLabel('Node 1.1, test 1: question').focus();
  await page.keyboard.type('FILING');
  await expect(page.getByLabel('Node 1.1, test 1: question').locator('option:checked')).toHaveText('FILING_COUNTY (single-select)');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Node 1.1, test 1: comparison')).toBeFocused();
  await page.keyboard.type('answered');
  await expect(page.getByLabel('Node 1.1, test 1: comparison').locator('option:checked')).toHaveText('answered');
  await page.getByRole('button', { name: 'Add Compound to Node 1' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Node 1.2.1, test 1: question').focus();
  await page.keyboard.type('Participating');
  await expect(page.getByLabel('Node 1.2.1, test 1: question').locator('option:checked')).toHaveText(/^Participating/);
  await page.getByLabel(/^Hide by default/).focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel(/^Hide by default/)).toBeChecked();
  await expect(list.getByRole('button', { name: /START_TEXT.*logic complete/ })).toBeVisible();
  await expect(page.getByText('unsaved changes')).toBeVisible();
});

test('a test being written reads as unfinished, and the selected row shows its logic-complete icon', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: `logic-unfinished-${info.project.name}` });
  await signInAs(context, admin);
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await page.getByRole('button', { name: '3. Display Logic' }).click();
  const list = page.getByRole('list', { name: 'Form elements' });
  await list.getByRole('button', { name: /START_TEXT/ }).click();
  await page.getByRole('button', { name: 'Add display logic' }).click();
  const node = page.getByRole('region', { name: 'Node 1.1 (Expression)' });
  await expect(node.getByText('Error: The display logic of "START_TEXT" has an unfinished test: choose its question, or remove the test.')).toBeVisible();
  await expect(page.getByText(/no longer exists|can never be true/)).toHaveCount(0);
  await chooseTest(page, 'Node 1.1, test 1', 'FILING_COUNTY (single-select)', 'is');
  await expect(node.getByText('Error: The display logic of "START_TEXT" has an unfinished test of "FILING_COUNTY": choose what it compares with, or remove the test.')).toBeVisible();
  await expect(page.getByText(/can never be true/)).toHaveCount(0);
  await page.getByLabel('Node 1.1, test 1: comparison').selectOption({ label: 'answered' });
  const row = list.getByRole('button', { name: /START_TEXT.*logic complete/ });
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  // the icon's colour is not the selected row's background
  const colours = await row.evaluate((button) => {
    const icon = button.querySelector('svg[data-status="complete"], svg.lucide-circle-check-big, svg.lucide-check-circle-2, svg')!;
    return { icon: getComputedStyle(icon).color, row: getComputedStyle(button).backgroundColor };
  });
  expect(colours.icon).not.toBe(colours.row);
});
