// The workflow builder (issue 19): Manage Workflows with and without JavaScript, and, with JavaScript, a workflow
// built from nothing with one element of every type in the engine's registry over three pages, reordered by drag
// and by keyboard, a dialog window built, previewed, saved, exported (and accepted by `accord validate`),
// imported back unchanged, and twenty changes undone and redone.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ELEMENT_TYPES } from '@accord/engine';
import type { Locator, Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { SAMPLE_WORKFLOWS } from '../../db/seed-guide';

const run = promisify(execFile);

/** docs/screens/ pictures of the builder, taken along the way when SCREENS=1 (as screens.spec.ts does). */
async function screen(page: Page, name: string) {
  if (process.env.SCREENS) await page.screenshot({ path: `docs/screens/builder-${name}.png`, fullPage: false });
}

/** The uids of the elements listed on the builder's current page, in order. */
async function listedUids(page: Page): Promise<string[]> {
  return page.locator('ol[aria-label^="Elements of"] > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-uid') ?? ''));
}

async function addElement(page: Page, type: string) {
  await page.getByLabel('Element type', { exact: true }).selectOption(type);
  await page.getByRole('button', { name: 'Add Element' }).click();
}

function elementList(page: Page): Locator {
  return page.locator('ol[aria-label^="Elements of"]');
}

test('Manage Workflows lists the samples, finds by keyword, says No results., and clones through a confirm page', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-form', label: `manage-${info.project.name}` });
  await signInAs(context, admin);
  await page.goto('/manage-workflows');
  await expect(page.getByRole('heading', { name: 'Manage Workflows' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Workflows' }).getByRole('heading', { level: 2 });
  const names = await cards.allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  expect(names).toEqual(expect.arrayContaining(['Utah Divorce - With Children', 'Utah Divorce - Without Children']));

  await page.getByLabel('Search workflows').fill('without kids');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cards).toHaveText(['Utah Divorce - Without Children']);
  await expect(page.getByLabel('Search workflows')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Search workflows').fill('no such workflow anywhere');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No results.')).toBeVisible();
  // the keyword box is in its error state, described by the message (workflow-builder.md §8)
  await expect(page.getByLabel('Search workflows')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Search workflows')).toHaveAccessibleDescription('No results.');

  await page.goto('/manage-workflows');
  const card = page.getByRole('listitem', { name: 'Utah Divorce - Without Children' });
  await card.getByText('Menu').click();
  await card.getByRole('link', { name: 'Clone Workflow' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Keep Collaborators?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
  await expect(page.getByText('The workflow was cloned.')).toBeVisible();
  const copy = page.getByRole('listitem', { name: 'Utah Divorce - Without Children - COPY' }).first();
  await expect(copy).toContainText('0.1.0');

  // the copy is the admin's own: they may delete it, after the 'Permanent Deletion' confirmation
  await copy.getByText('Menu').click();
  await copy.getByRole('link', { name: 'Delete Workflow' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Permanent Deletion' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The workflow was deleted.')).toBeVisible();
});

test('a petitioner who opens Manage Workflows is sent home', async ({ page, petitioner }) => {
  expect(petitioner.userWorkflowId).toBeTruthy();
  await page.goto('/manage-workflows');
  await expect(page).not.toHaveURL(/manage-workflows/);
});

test('without JavaScript the builder says it needs it', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'no-js', 'the message is for browsers without JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: 'builder-nojs' });
  await signInAs(context, admin);
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await expect(page.getByText('The workflow builder needs JavaScript.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Workflow' })).toHaveCount(0);
});

test('an admin builds a workflow of every element type over three pages, reorders, builds a dialog, previews, saves, exports, imports and undoes twenty changes', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(180_000);
  const admin = await createTestUser({ role: 'admin-form', label: 'builder' });
  await signInAs(context, admin);
  await page.goto('/manage-workflows');
  await screen(page, '1-manage-workflows');
  await page.getByRole('link', { name: 'Add Workflow' }).click();
  await expect(page.getByRole('button', { name: 'Save Workflow' })).toBeVisible();

  // step 1
  await page.getByLabel('Form name', { exact: true }).fill('Every Element Workflow');
  await page.getByLabel('Description').fill('Built end to end by the builder test.');
  // every step of the stepper is open once a form is being built
  for (const label of ['1. Add Metadata', '2. Build Form', '3. Display Logic', '4. Documents', '5. Rules', '6. Actions', '7. Preview']) await expect(page.getByRole('button', { name: label })).toBeEnabled();
  await screen(page, '2-step-1-metadata');

  // step 2: every type of the registry, a third of them on each of three pages
  await page.getByRole('button', { name: '2. Build Form' }).click();
  const others = ELEMENT_TYPES.filter((t) => t !== 'page-break');
  const perPage = Math.ceil(others.length / 3);
  for (const [index, type] of others.entries()) {
    if (index > 0 && index % perPage === 0) await addElement(page, 'page-break');
    await addElement(page, type);
  }
  await expect(page.getByRole('tablist', { name: 'Pages' }).getByRole('tab')).toHaveCount(3);

  // the first page: reorder by keyboard (Space, ArrowDown, Space on a handle), then by dragging
  await page.getByRole('tablist', { name: 'Pages' }).getByRole('tab').first().click();
  const before = await listedUids(page);
  // the handle comes first; 'Move … up' and 'Move … down' follow it
  const firstHandle = elementList(page).locator(`li[data-uid="${before[1]}"]`).getByRole('button', { name: /^Move / }).first();
  await firstHandle.focus();
  // dnd-kit's keyboard sensor listens for the arrows once the Space has picked the element up, and drops where the
  // last arrow took it: each key waits for what the live region says of the one before
  const dragSaid = page.locator('[role="status"][aria-live="assertive"]');
  await page.keyboard.press('Space');
  await expect(dragSaid.filter({ hasText: /^Picked up / })).toHaveCount(1);
  await sensorListening(page);
  await page.keyboard.press('ArrowDown');
  await expect(dragSaid.filter({ hasText: / was moved over / })).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect.poll(() => listedUids(page)).toEqual([before[0], before[2], before[1], ...before.slice(3)]);
  const afterKeyboard = await listedUids(page);
  const dragged = elementList(page).locator(`li[data-uid="${afterKeyboard[3]}"]`).getByRole('button', { name: /^Move / }).first();
  const target = elementList(page).locator(`li[data-uid="${afterKeyboard[1]}"]`);
  const from = (await dragged.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + 20, to.y + 4, { steps: 15 });
  await page.mouse.up();
  await expect.poll(async () => (await listedUids(page))[1]).toBe(afterKeyboard[3]);
  // the first page-break has no handle: it cannot be moved
  await expect(elementList(page).locator(`li[data-uid="${before[0]}"]`).getByRole('button', { name: /^Move / })).toHaveCount(0);
  // and with a single pointer, no dragging (WCAG 2.5.7, issue 32 item 7): Move down, Move up, one place each;
  // the element after the page-break cannot go above it
  const afterDrag = await listedUids(page);
  const second = elementList(page).locator(`li[data-uid="${afterDrag[1]}"]`);
  await expect(second.getByRole('button', { name: / up$/ })).toBeDisabled();
  await second.getByRole('button', { name: / down$/ }).click();
  await expect.poll(() => listedUids(page)).toEqual([afterDrag[0], afterDrag[2], afterDrag[1], ...afterDrag.slice(3)]);
  await elementList(page).locator(`li[data-uid="${afterDrag[1]}"]`).getByRole('button', { name: / up$/ }).click();
  await expect.poll(() => listedUids(page)).toEqual(afterDrag);
  // a drag is announced by the elements' titles, never their ids (issue 32, finding 8)
  const handle = second.getByRole('button', { name: /^Move / }).first();
  await handle.focus();
  await page.keyboard.press('Space');
  const title = (await handle.getAttribute('aria-label'))!.replace(/^Move /, '');
  await expect(dragSaid.filter({ hasText: 'Picked up' })).toHaveText(`Picked up "${title}".`);
  await sensorListening(page);
  await page.keyboard.press('Escape');

  // the dialog window: its Dialog Builder takes a short text whose title is normalised
  const tabs = page.getByRole('tablist', { name: 'Pages' }).getByRole('tab');
  for (let i = 0; i < 3; i++) {
    await tabs.nth(i).click();
    if ((await elementList(page).getByText('dialog-window', { exact: true }).count()) > 0) break;
  }
  const dialogCard = elementList(page).locator('li').filter({ has: page.getByText('dialog-window', { exact: true }) });
  await dialogCard.locator('button[aria-expanded]').click();
  await screen(page, '3-step-2-card-open');
  await dialogCard.getByRole('button', { name: 'Open Dialog Builder' }).click();
  const builder = page.getByRole('dialog');
  await expect(builder.getByRole('heading', { name: /Dialog Builder/ })).toBeVisible();
  await expect(builder.getByLabel('Dialog element type').locator('option')).toHaveText(['text-input-short', 'text-input-long', 'signature-pad']);
  await builder.getByRole('button', { name: 'Add Dialog Element' }).click();
  await builder.getByLabel('Title').fill('spouse phone');
  await expect(builder.getByLabel('Title')).toHaveValue('SPOUSE-PHONE');
  await builder.getByLabel('Label', { exact: true }).fill("Your spouse's phone");
  await expect(builder.getByRole('region', { name: 'Dialog Preview' }).getByText("Your spouse's phone")).toBeAttached();
  await screen(page, '4-dialog-builder');
  await builder.getByRole('button', { name: 'Done' }).click();

  // step 7: the questionnaire as people get it
  await page.getByRole('button', { name: '7. Preview' }).click();
  await expect(page.getByRole('region', { name: 'Workflow preview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Workflow preview' }).getByText('New single select').first()).toBeVisible();

  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as version 0.1.0.' })).toBeVisible();
  await expect(page).toHaveURL(/\/manage-workflows\/[A-Za-z0-9]{20}\/edit$/);
  const id = page.url().split('/').at(-2)!;
  const stored = await withAppDatabase((db) => db.selectFrom('forms').select(['definition', 'version']).where('id', '=', id).executeTakeFirstOrThrow());
  const storedTypes = (stored.definition as { elements: { type: string }[] }).elements.map((e) => e.type);
  expect(new Set(storedTypes)).toEqual(new Set(ELEMENT_TYPES));

  // export, then the engine's CLI accepts the file as it is
  const dir = await mkdtemp(path.join(os.tmpdir(), 'accord-builder-'));
  try {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const file = path.join(dir, 'workflow.json');
    await (await downloading).saveAs(file);
    const validated = await run('npx', ['accord', 'validate', file], { cwd: process.cwd() });
    expect(validated.stdout).toContain('valid');
    // the export is the workflow bundle (the definition and its template files, none here), which the CLI reads as it is
    const exported = JSON.parse(await readFile(file, 'utf8')) as { format: string; form: { definition: unknown } };
    expect(exported.format).toBe('accord-workflow-bundle/1');
    expect(exported.form.definition).toEqual(stored.definition);

    // importing that file gives the same definition: nothing to save
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect(page.getByRole('status').filter({ hasText: 'Imported workflow.json' })).toBeVisible();
    await expect(page.getByText('unsaved changes')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save Workflow' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No changes to save.' })).toBeVisible();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // twenty changes undone one by one return to the saved draft; redone, to the last state
  await page.getByRole('button', { name: '2. Build Form' }).click();
  await tabs.first().click();
  const savedCount = (await listedUids(page)).length;
  for (let i = 0; i < 20; i++) await addElement(page, 'heading');
  await expect(elementList(page).locator(':scope > li')).toHaveCount(savedCount + 20);
  for (let i = 19; i >= 0; i--) {
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(elementList(page).locator(':scope > li')).toHaveCount(savedCount + i);
  }
  await expect(page.getByText('unsaved changes')).toHaveCount(0);
  for (let i = 0; i < 20; i++) await page.getByRole('button', { name: 'Redo' }).click();
  await expect(elementList(page).locator(':scope > li')).toHaveCount(savedCount + 20);
  await expect(page.getByText('unsaved changes')).toBeVisible();

  // Close with unsaved changes asks first
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: 'Close Without Saving' })).toContainText('Are you sure you want to close this form without saving? All unsaved work will be lost.');
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/manage-workflows$/);
});

test('a second admin saving an older version is refused and the first save stays', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: 'stale-builder' });
  await signInAs(context, admin);
  await page.goto('/manage-workflows/new/edit');
  await page.getByLabel('Form name', { exact: true }).fill('Two Tabs Workflow');
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page).toHaveURL(/\/manage-workflows\/[A-Za-z0-9]{20}\/edit$/);
  const url = page.url();
  const other = await context.newPage();
  await other.goto(url);
  await other.getByLabel('Description').fill('From the second tab');
  await other.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Saved as version 0.2.0.' })).toBeVisible();
  await page.getByLabel('Description').fill('From the first tab');
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else saved this workflow after you opened it' })).toBeVisible();
  const id = url.split('/').at(-2)!;
  const stored = await withAppDatabase((db) => db.selectFrom('forms').select(['definition', 'version']).where('id', '=', id).executeTakeFirstOrThrow());
  expect(stored.version).toBe('0.2.0');
  expect((stored.definition as { description: string }).description).toBe('From the second tab');
});

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function openCard(page: Page): Locator {
  return elementList(page).locator('li').filter({ has: page.locator('button[aria-expanded="true"]') });
}

test('the element cards edit pictures, table columns and rows, video links and money in forms, with the spec’s messages', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(120_000);
  const admin = await createTestUser({ role: 'admin-global', label: 'builder-editors' });
  await signInAs(context, admin);
  await page.goto('/manage-workflows/new/edit');
  await page.getByLabel('Form name', { exact: true }).fill('Editors Workflow');
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page).toHaveURL(/\/manage-workflows\/[A-Za-z0-9]{20}\/edit$/);
  const id = page.url().split('/').at(-2)!;
  await page.getByRole('button', { name: '2. Build Form' }).click();

  // an embedded image: a title is required, a file of another type is refused before it is sent, a PNG is kept
  await addElement(page, 'embedded-image');
  let card = openCard(page);
  await card.getByRole('button', { name: 'Add Picture' }).click();
  await expect(card.locator('p', { hasText: /^Required$/ })).toBeVisible();
  await expect(card.getByText('Choose a picture file, or enter a link to one.')).toBeVisible();
  await card.getByLabel('New picture title').fill('Our house');
  await card.getByLabel(/^Picture file/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') });
  await card.getByRole('button', { name: 'Add Picture' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please only upload accepted files');
  await card.getByLabel('Or a link to a picture').fill('http://127.0.0.1:1/nothing.png');
  await card.getByRole('button', { name: 'Add Picture' }).click();
  // one message for every failure of a link, so that it cannot probe the server's ports (issue 30, item 1)
  await expect(card.getByRole('alert')).toContainText('No picture could be taken from this link.');
  await card.getByLabel('Or a link to a picture').fill('');
  await card.getByLabel(/^Picture file/).setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: PNG });
  await card.getByRole('button', { name: 'Add Picture' }).click();
  await expect(card.getByLabel('Picture 1 title')).toHaveValue('Our house');
  await expect(page.getByRole('img', { name: 'Our house' })).toBeVisible();
  await screen(page, '5-embedded-image-card');

  // an item table: the new-column messages, a drop-down and a money column, a read-only row with a money box
  await addElement(page, 'item-table');
  card = openCard(page);
  await card.getByRole('button', { name: 'Add Column' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please enter a header and alignment for this new column');
  await card.getByLabel('New column header').fill('Kind');
  await card.getByLabel('New column alignment').selectOption({ label: 'Left' });
  await card.getByLabel('New column kind').selectOption({ label: 'Drop-down' });
  await card.getByRole('button', { name: 'Add Column' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please enter some options for this dropdown');
  await card.getByLabel('New column options (one per line)').fill('Car\nBoat');
  await card.getByRole('button', { name: 'Add Column' }).click();
  await expect(card.getByRole('listitem', { name: 'Column 2: Kind' })).toBeVisible();
  await card.getByLabel('New column header').fill('Value');
  await card.getByLabel('New column alignment').selectOption({ label: 'Right' });
  await card.getByLabel('New column kind').selectOption({ label: 'Money' });
  await card.getByRole('button', { name: 'Add Column' }).click();
  await card.getByLabel('Variant').selectOption('read-only');
  await card.getByRole('button', { name: 'Add Row' }).click();
  const row = card.getByRole('listitem', { name: 'Row 1' });
  await expect(row.getByText('Required')).toHaveCount(3);
  await row.getByLabel('Item').fill('Family car');
  await row.getByLabel('Kind').selectOption('Car');
  const value = row.getByLabel('Value');
  await value.fill('12.5');
  await value.blur();
  await expect(row.getByText('Enter whole dollars, without cents')).toBeVisible();
  await value.fill('250000');
  await value.blur();
  await expect(value).toHaveValue('250,000');
  await expect(row.getByText('Must be between $1 and $100,000')).toBeVisible();
  await value.fill('$12,500');
  await value.blur();
  await expect(value).toHaveValue('12,500');
  await expect(row.getByText(/Required|Must be between/)).toHaveCount(0);

  // a video: only YouTube's shapes, a watch link stored as its embed link; no key here, so the author writes the label
  await addElement(page, 'youtube-video');
  card = openCard(page);
  const link = card.getByLabel('Video link (YouTube)', { exact: true });
  await link.fill('https://vimeo.com/12345');
  await link.blur();
  await expect(card.getByText('Invalid YouTube format.')).toBeVisible();
  await expect(link).toHaveValue('');
  await link.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await link.blur();
  await expect(link).toHaveValue('https://www.youtube.com/embed/dQw4w9WgXcQ');
  await expect(card.getByRole('status')).toContainText('Video details are not looked up on this server');

  // a number input in dollars: its default is a money box, en-US with two decimals
  await addElement(page, 'number-input');
  card = openCard(page);
  await card.getByLabel('Prefix').fill('$');
  const amount = card.getByLabel('Default');
  await amount.fill('1234.5');
  await amount.blur();
  await expect(amount).toHaveValue('1,234.50');
  await expect(amount).toHaveAttribute('maxlength', '11');

  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as version 0.2.0.' })).toBeVisible();
  const stored = await withAppDatabase((db) => db.selectFrom('forms').select('definition').where('id', '=', id).executeTakeFirstOrThrow());
  const elements = (stored.definition as { elements: Record<string, unknown>[] }).elements;
  const byType = (type: string) => elements.find((e) => e.type === type)!;
  const images = byType('embedded-image').images as { url: string; title: string }[];
  expect(images).toEqual([expect.objectContaining({ title: 'Our house', url: expect.stringMatching(new RegExp(`^/form-media/${id}/embedded-image/`)) })]);
  const picture = await page.request.get(images[0]!.url);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
  expect(byType('item-table')).toMatchObject({
    variant: 'read-only',
    headers: [expect.objectContaining({ value: 'item' }), { text: 'Kind', value: 'kind', align: 'start', variant: 'select', options: ['Car', 'Boat'] }, { text: 'Value', value: 'value', align: 'end', variant: 'money' }],
    readOnlyRows: [{ item: 'Family car', kind: 'Car', value: 12500 }],
  });
  expect(byType('youtube-video')).toMatchObject({ videoURL: 'https://www.youtube.com/embed/dQw4w9WgXcQ', videoID: 'dQw4w9WgXcQ' });
  expect(byType('number-input')).toMatchObject({ prefix: '$', default: 1234.5 });
});

/** A form straight in the database, as createForm leaves it (tested in builder-forms.test.ts), owned by `owner`. */
async function seedForm(
  owner: { id: string; email: string },
  name: string,
  elements: (definition: WorkflowDefinition) => WorkflowDefinition = (d) => d,
  collaborator?: { email: string },
): Promise<string> {
  const { newFormDefinition } = await import('../../app/services/builder/definition');
  const id = `e2e${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 20).padEnd(20, '0');
  const definition = elements({ ...newFormDefinition(name), id });
  const emails = [owner, ...(collaborator ? [collaborator] : [])].map((u) => u.email.toLowerCase());
  await withAppDatabase(async (db) => {
    await db.insertInto('forms').values({ id, name, definition: JSON.stringify(definition), status: 'draft', version: '0.1.0', owner_id: owner.id, access: JSON.stringify(emails) }).execute();
    if (collaborator) await db.insertInto('form_collaborators').values({ form_id: id, email: emails[1]!, name: 'Casey Collaborator', sent_at: new Date() }).execute();
  });
  return id;
}

test('the owner removes a collaborator from the share dialog after a confirmation', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const owner = await createTestUser({ role: 'admin-form', label: `share-owner-${info.project.name}` });
  const collaborator = await createTestUser({ role: 'admin-form', label: `share-collaborator-${info.project.name}` });
  await signInAs(context, owner);
  const name = `Shared Workflow ${info.project.name} ${Date.now()}`;
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  // the form and its sharing made straight in the database, as shareForm leaves them (tested in builder-forms.test.ts)
  const id = await seedForm(owner, name, undefined, collaborator);
  await page.reload();
  const card = page.getByRole('listitem', { name });
  await card.getByText('Menu').click();
  await card.getByRole('link', { name: 'Share Workflow With...' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('region', { name: 'Collaborators' })).toContainText(collaborator.email.toLowerCase());
  await dialog.getByRole('link', { name: `Remove ${collaborator.email.toLowerCase()}` }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Remove Collaborator' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The collaborator was removed from the workflow.')).toBeVisible();
  const left = await withAppDatabase(async (db) => ({
    collaborators: await db.selectFrom('form_collaborators').select('email').where('form_id', '=', id).execute(),
    access: (await db.selectFrom('forms').select('access').where('id', '=', id).executeTakeFirstOrThrow()).access,
  }));
  expect(left).toEqual({ collaborators: [], access: [owner.email.toLowerCase()] });
});

test('the share dialog stays open and says why it refuses an address: the owner’s own, or a collaborator already', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const owner = await createTestUser({ role: 'admin-form', label: `share-refused-${info.project.name}` });
  const collaborator = await createTestUser({ role: 'admin-form', label: `share-refused-collaborator-${info.project.name}` });
  await signInAs(context, owner);
  const name = `Refused Share ${info.project.name} ${Date.now()}`;
  const id = await seedForm(owner, name, undefined, collaborator);
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  const card = page.getByRole('listitem', { name });
  await card.getByText('Menu').click();
  await card.getByRole('link', { name: 'Share Workflow With...' }).click();
  const dialog = page.getByRole('dialog');
  const email = dialog.getByLabel(/e-mail/i);
  const ownAddress = 'You own this workflow already. Enter the e-mail address of the person you want to share it with.';
  const collaboratorAlready = 'This person is already a collaborator on this workflow.';
  // one after the other in the same open dialog: each refusal replaces the one before it, the first one again too
  for (const [address, refusal, gone] of [
    [owner.email, ownAddress, collaboratorAlready],
    [collaborator.email, collaboratorAlready, ownAddress],
    [owner.email, ownAddress, collaboratorAlready],
  ] as const) {
    await email.fill(address);
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    // the refusal beside the field, in the dialog that stays open on the same address
    await expect(dialog.getByText(refusal)).toBeVisible();
    await expect(dialog.getByText(gone)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`dialog=share.*id=${id}|id=${id}.*dialog=share`));
  }
  const collaborators = await withAppDatabase((db) => db.selectFrom('form_collaborators').select('email').where('form_id', '=', id).execute());
  expect(collaborators).toEqual([{ email: collaborator.email.toLowerCase() }]);
});

/** A two-page PDF whose first page is a letter page with a red square on it. */
async function twoPagePdf(): Promise<Buffer> {
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawRectangle({ x: 100, y: 400, width: 200, height: 200, color: rgb(0.8, 0.1, 0.1) });
  pdf.addPage([612, 792]);
  return Buffer.from(await pdf.save());
}

test('a PDF added as an embedded picture becomes a PNG of its first page, shows in the preview and is stored as a PNG', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-form', label: 'builder-pdf-picture' });
  await signInAs(context, admin);
  const id = await seedForm(admin, `PDF Picture Workflow ${Date.now()}`);
  await page.goto(`/manage-workflows/${id}/edit`);
  await page.getByRole('button', { name: '2. Build Form' }).click();
  await addElement(page, 'embedded-image');
  const card = openCard(page);
  await card.getByLabel('New picture title').fill('Parenting plan');
  // a file named .pdf that pdf.js cannot read is refused in the card, nothing sent
  await card.getByLabel(/^Picture file/).setInputFiles({ name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a PDF at all') });
  await card.getByRole('button', { name: 'Add Picture' }).click();
  await expect(card.getByRole('alert')).toHaveText('This PDF could not be read. If it has a password, remove it; or save its page as a PNG and upload that.');
  await card.getByLabel(/^Picture file/).setInputFiles({ name: 'Plan.PDF', mimeType: 'application/pdf', buffer: await twoPagePdf() });
  await card.getByRole('button', { name: 'Add Picture' }).click();
  await expect(card.getByLabel('Picture 1 title')).toHaveValue('Parenting plan');
  await expect(card.getByRole('status')).toHaveText('This PDF has 2 pages; its first page was added as the picture.');
  const shown = page.getByRole('region', { name: 'Preview' }).getByRole('img', { name: 'Parenting plan' });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1275);
  await screen(page, '8-embedded-image-from-pdf');

  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as version 0.2.0.' })).toBeVisible();
  const stored = await withAppDatabase((db) => db.selectFrom('forms').select('definition').where('id', '=', id).executeTakeFirstOrThrow());
  const picture = (stored.definition as { elements: { type: string; images?: { url: string; name: string }[] }[] }).elements.find((e) => e.type === 'embedded-image')!;
  expect(picture.images).toEqual([expect.objectContaining({ url: expect.stringMatching(/\.png$/), name: expect.stringMatching(/\.png$/) })]);
  const served = await page.request.get(picture.images![0]!.url);
  expect(served.headers()['content-type']).toBe('image/png');
  const bytes = await served.body();
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // the PNG's header: 1275 wide, letter-shaped
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1275, 1650]);

  // the server itself never keeps a raw PDF as a picture: one sent past the builder is refused with a message
  const uid = await openCard(page).getAttribute('data-uid');
  const refused = await page.evaluate(
    async ({ id, uid, pdf }) => {
      const body = new FormData();
      body.set('intent', 'upload-image');
      body.set('elementType', 'embedded-image');
      body.set('uid', uid ?? '');
      body.set('file', new File([Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0))], 'plan.pdf', { type: 'application/pdf' }));
      const response = await fetch(`/manage-workflows/${id}/media`, { method: 'POST', body, headers: { Accept: 'application/json' } });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { id, uid, pdf: (await twoPagePdf()).toString('base64') },
  );
  expect(refused).toEqual({ status: 400, body: { ok: false, message: expect.stringContaining('A PDF is added as a picture of its first page, made in your browser.') } });
});

test('a page with more than 10 elements has a search box that keeps the elements whose title, label or type holds 3 or more typed characters', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-form', label: 'builder-page-search' });
  await signInAs(context, admin);
  const { addElement: add, patchElement } = await import('../../app/components/builder/element-operations');
  const id = await seedForm(admin, `Long Page Workflow ${Date.now()}`, (definition) => {
    let d = definition;
    for (let i = 0; i < 11; i++) d = add(d, i % 2 ? 'number-input' : 'text-input-short', 0).definition;
    d = patchElement(d, d.elements[4]!.uid, { title: 'SPOUSE_NAME', label: 'Your spouse’s full name' });
    d = add(d, 'page-break', 0).definition;
    return add(d, 'heading', 1).definition;
  });
  await page.goto(`/manage-workflows/${id}/edit`);
  await page.getByRole('button', { name: '2. Build Form' }).click();
  await expect(elementList(page).locator(':scope > li')).toHaveCount(12);
  const search = page.getByRole('searchbox', { name: 'Search this page' });
  await search.fill('sp');
  await expect(elementList(page).locator(':scope > li')).toHaveCount(12);
  await search.fill('Full Name');
  await expect(elementList(page).locator(':scope > li')).toHaveCount(1);
  await expect(elementList(page).getByText('SPOUSE_NAME')).toBeVisible();
  await expect(page.getByText('1 of 12 elements on this page')).toBeVisible();
  await search.fill('number-input');
  await expect(elementList(page).locator(':scope > li')).toHaveCount(5);
  await screen(page, '6-step-2-page-search');
  // the second page has two elements: no box there, and the first page's search does not follow
  await page.getByRole('tablist', { name: 'Pages' }).getByRole('tab').nth(1).click();
  await expect(elementList(page).locator(':scope > li')).toHaveCount(2);
  await expect(page.getByRole('searchbox', { name: 'Search this page' })).toHaveCount(0);
});

test('step 2’s preview stays in view beside a long open card', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  await page.setViewportSize({ width: 1400, height: 800 });
  const admin = await createTestUser({ role: 'admin-form', label: 'builder-sticky-preview' });
  await signInAs(context, admin);
  const { addElement: add } = await import('../../app/components/builder/element-operations');
  const id = await seedForm(admin, `Sticky Preview Workflow ${Date.now()}`, (definition) => {
    let d = definition;
    for (let i = 0; i < 6; i++) d = add(d, 'text-input-short', 0).definition;
    return add(d, 'item-table', 0).definition;
  });
  await page.goto(`/manage-workflows/${id}/edit`);
  await page.getByRole('button', { name: '2. Build Form' }).click();
  const last = elementList(page).locator(':scope > li').last();
  await last.locator('button[aria-expanded]').click();
  await last.getByRole('button', { name: 'Add Row' }).scrollIntoViewIfNeeded();
  // the list has scrolled out of view under the header, the preview has not
  await expect(elementList(page).locator(':scope > li').first()).not.toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Preview', exact: true })).toBeInViewport();
  await screen(page, '7-step-2-sticky-preview');
});

test('step 1 offers the types of the chosen state, warns of a form of the same kind, and leaves out counties other forms use', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: 'builder-metadata' });
  await signInAs(context, admin);
  // another Utah form with children already serves Cache county
  await seedForm(admin, `Cache County Workflow ${Date.now()}`, (d) => ({ ...d, state: 'Utah', type: 'Divorce', childrenOptions: 'with', useCounties: true, counties: ['Cache'] }));
  await page.goto('/manage-workflows/new/edit');
  await page.getByLabel('Form name', { exact: true }).fill('Utah Northern Counties');
  await expect(page.getByRole('radio', { name: 'both' })).toBeChecked();
  await page.getByLabel('State').selectOption('Utah');
  await expect(page.getByLabel('Type').locator('option')).toContainText(['Divorce']);
  await page.getByLabel('Type').selectOption('Divorce');
  await page.getByRole('radio', { name: 'With Kids' }).check();
  await expect(page.getByText(/^Utah already has a Divorce form for this children option: .*Cache County Workflow/)).toBeVisible();
  await page.getByRole('switch', { name: 'Use Counties?' }).check();
  const counties = page.getByLabel(/^Counties \(hold Ctrl/);
  await expect(counties.locator('option', { hasText: /^Box Elder$/ })).toHaveCount(1);
  await expect(counties.locator('option', { hasText: /^Cache$/ })).toHaveCount(0);
  await expect(page.getByText(/^Not offered, used by other Utah forms of this children option: .*Cache/)).toBeVisible();
  await counties.selectOption(['Box Elder', 'Weber']);
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page).toHaveURL(/\/manage-workflows\/[A-Za-z0-9]{20}\/edit$/);
  const id = page.url().split('/').at(-2)!;
  const stored = await withAppDatabase((db) => db.selectFrom('forms').select(['definition', 'version', 'access']).where('id', '=', id).executeTakeFirstOrThrow());
  expect(stored.definition).toMatchObject({ name: 'Utah Northern Counties', state: 'Utah', type: 'Divorce', childrenOptions: 'with', useCounties: true, counties: ['Box Elder', 'Weber'], collaborate: true, version: '0.1.0' });
  expect(stored.access).toEqual([admin.email.toLowerCase()]);
});

test('a collaborator sees the counties behind the card’s toggle and removes themselves with Remove Me...', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const owner = await createTestUser({ role: 'admin-form', label: `remove-me-owner-${info.project.name}` });
  const collaborator = await createTestUser({ role: 'admin-form', label: `remove-me-${info.project.name}` });
  const name = `Remove Me Workflow ${info.project.name} ${Date.now()}`;
  await seedForm(owner, name, (d) => ({ ...d, state: 'Utah', childrenOptions: 'without', useCounties: true, counties: ['Iron', 'Kane'] }), collaborator);
  await signInAs(context, collaborator);
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  const card = page.getByRole('listitem', { name });
  await expect(card.getByText('Kane')).toBeHidden();
  await card.getByText('Counties (2)').click();
  await expect(card.getByText('Kane')).toBeVisible();
  await card.getByText('Menu').click();
  await expect(card.getByRole('link', { name: 'Share Workflow With...' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Remove Me...' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to remove yourself as a collaborator on "${name}"?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('You were removed from the workflow.')).toBeVisible();
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  await expect(page.getByText('No results.')).toBeVisible();
});

test('a draft whose titles clash is saved, and the engine’s message shows on both elements’ cards', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-form', label: 'builder-clashing-titles' });
  await signInAs(context, admin);
  const { addElement: add } = await import('../../app/components/builder/element-operations');
  const id = await seedForm(admin, `Clashing Titles Workflow ${Date.now()}`, (d) => add(add(d, 'text-input-short', 0).definition, 'text-input-long', 0).definition);
  await page.goto(`/manage-workflows/${id}/edit`);
  await page.getByRole('button', { name: '2. Build Form' }).click();
  const cards = elementList(page).locator(':scope > li');
  await cards.nth(2).locator('button[aria-expanded]').click();
  await cards.nth(2).getByLabel(/^Title/).fill('NEW_TEXT_INPUT_SHORT');
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as version 0.2.0.' })).toBeVisible();
  for (const index of [1, 2]) await expect(cards.nth(index)).toContainText('1 to fix');
  await expect(cards.nth(2).getByText('Please enter a unique title for this form element.')).toBeVisible();
  await cards.nth(1).locator('button[aria-expanded]').click();
  await expect(cards.nth(1).getByText('Please enter a unique title for this form element.')).toBeVisible();
  const stored = await withAppDatabase((db) => db.selectFrom('forms').select('definition').where('id', '=', id).executeTakeFirstOrThrow());
  expect((stored.definition as { elements: { title: string }[] }).elements.map((e) => e.title).filter((t) => t === 'NEW_TEXT_INPUT_SHORT')).toHaveLength(2);
});

/**
 * dnd-kit's KeyboardSensor starts listening for keys in a timer it sets when the Space picks an element up
 * (KeyboardSensor.attach), which can run after 'Picked up' is said; a timer set now runs after it (failed once in CI).
 */
async function sensorListening(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
