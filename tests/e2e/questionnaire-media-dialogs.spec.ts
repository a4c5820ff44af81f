// Dialog windows, YouTube videos and the child support calculator's information, with JavaScript on and off
// (end-user-journey.md §2, issue 15 item 8), on a small workflow of their own. There is no internet: the
// privacy-enhanced player's address is answered by a local page.
import type { BrowserContext, Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { validateWorkflow } from '@accord/engine';
import { publishWorkflow } from '../../db/seed-guide';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { BEFORE_THE_SAMPLES, smallWorkflow, startTestUserWorkflow, storedAnswer } from './support/guide';
import { expect, test } from './support/test';

const PUBLISHED = 'mediaDialogsPub00000';
const definition: WorkflowDefinition = smallWorkflow('Media and dialogs', [
  { uid: 'mdPage000000', type: 'page-break', title: 'PAGE_0', label: 'Media' },
  { uid: 'mdVideo00000', type: 'youtube-video', title: 'TUTORIAL', label: 'How the forms work', videoID: 'dQw4w9WgXcQ' },
  { uid: 'mdVideoNone0', type: 'youtube-video', title: 'LATER', label: 'Filing in person' },
  { uid: 'mdSupport000', type: 'child-support-calculator', title: 'SUPPORT', label: 'Child support worksheet', state: 'Nevada' },
  {
    uid: 'mdDialog0000',
    type: 'dialog-window',
    title: 'WITNESS_DIALOG',
    label: 'Witness statement',
    heading: 'Who witnessed the separation?',
    buttons: ['Confirm'],
    dialogFields: [
      { uid: 'mdDlgName000', type: 'text-input-short', title: 'WITNESS-NAME', label: 'Witness name', required: true },
      { uid: 'mdDlgSign000', type: 'signature-pad', title: 'WITNESS-SIGNATURE', label: 'Witness signature', required: true },
    ],
  },
]);

test.beforeAll(async () => {
  expect(validateWorkflow(definition).problems).toEqual([]);
  await withAppDatabase(async (db) => {
    await publishWorkflow(db, { formId: 'mediaDialogsForm0000', publishedId: PUBLISHED, definition, publishedAt: BEFORE_THE_SAMPLES });
    // a state of its own, so the page can only have this text from the child_support_info table
    await db
      .insertInto('child_support_info')
      .values({ state: 'Nevada', description: 'Nevada figures support as a share of gross monthly income.', website: 'Nevada Child Support Guidelines', hyperlink: 'https://example.org/nevada-guidelines' })
      .onConflict((oc) => oc.column('state').doNothing())
      .execute();
  });
});

async function openForm(page: Page, context: BrowserContext) {
  const user = await createTestUser({ label: 'media' });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId: PUBLISHED });
  // no internet: the privacy-enhanced player is a local page
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Local test player</p>' }));
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
  await waitForHydration(page);
  return id;
}

test('a video plays embedded in privacy-enhanced mode with JavaScript, opens YouTube without, and says when it is coming', async ({ page, context }, info) => {
  await openForm(page, context);
  const js = info.project.name === 'js';
  const player = page.locator('iframe[title="How the forms work"]');
  if (js) {
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    // the player loads lazily, once in view
    await player.scrollIntoViewIfNeeded();
    await expect(page.frameLocator('iframe[title="How the forms work"]').getByText('Local test player')).toBeVisible();
  } else {
    await expect(player).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Watch on YouTube (opens a new tab)' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  }
  await expect(page.getByText('Video coming soon!')).toBeVisible();
});

test("the child support calculator shows the state's description, website and link from the child support table", async ({ page, context }) => {
  await openForm(page, context);
  const section = page.getByRole('region', { name: /Child support worksheet/ });
  await expect(section).toContainText('Nevada figures support as a share of gross monthly income.');
  await expect(section.getByRole('link', { name: /Nevada Child Support Guidelines/ })).toHaveAttribute('href', 'https://example.org/nevada-guidelines');
});

test('a dialog window opens as a dialog with its text and signature fields, and what is entered there is saved', async ({ page, context }, info) => {
  const id = await openForm(page, context);
  await page.getByRole('button', { name: 'Witness statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Who witnessed the separation?' });
  await expect(dialog).toBeVisible();
  if (info.project.name === 'no-js') await expect(page).toHaveURL(/dialog=mdDialog0000/);
  await dialog.getByLabel('Witness name').fill('Jamie Witness');
  await dialog.getByLabel(/type your full legal name to sign/i).fill('Jamie Witness');
  await dialog.getByLabel('Confirm').check();
  await expect(page.getByText('Not filled in yet')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  // the summary under the button says what was entered at once, without a reload
  await expect(page.getByText('2 of 2 filled in; your choice: Confirm')).toBeVisible();
  await expect
    .poll(async () => (await storedAnswer(id, 'mdDialog0000'))?.value)
    .toEqual({ buttonClicked: 'Confirm', fields: { mdDlgName000: 'Jamie Witness', mdDlgSign000: { signed: true, typedName: 'Jamie Witness' } } });
});

test('Update on an outdated form without the box ticked says to tick it, and with it ticked rebuilds the form', async ({ page, context }, info) => {
  const formId = `mediaOutdated${info.project.name === 'js' ? 'Js' : 'Nj'}`.padEnd(20, '0');
  const first = `${formId.slice(0, 16)}Pub1`;
  const newer = `${formId.slice(0, 16)}Pub2`;
  await withAppDatabase((db) => publishWorkflow(db, { formId, publishedId: first, definition: { ...definition, version: '1.0.0' }, publishedAt: new Date(Date.now() - 60_000) }));
  const user = await createTestUser({ label: 'outdated' });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId: first });
  await withAppDatabase((db) => publishWorkflow(db, { formId, publishedId: newer, definition: { ...definition, version: '1.0.1' } }));
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
  await waitForHydration(page);
  await expect(page.getByText('A newer version of this form is available.')).toBeVisible();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tick the box to confirm that your answers will be erased.' })).toBeVisible();
  await page.getByLabel(/This form is not up to date/).check();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('A newer version of this form is available.')).toHaveCount(0);
  await expect
    .poll(() => withAppDatabase((db) => db.selectFrom('user_workflows').select('published_workflow_id').where('id', '=', id).executeTakeFirstOrThrow()))
    .toEqual({ published_workflow_id: newer });
});
