// The admin platform's operations on people's records and the platform, each page's main task with JavaScript
// (admin pages only: tagged ADMIN_ONLY, they run in the project `js` alone, playwright.config.ts): User Workflow
// Data's reset, the e-mail test form, and the DB script.
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow, storedStep } from './support/guide';

test('an admin finds a stuck user workflow by its owner e-mail, sees its step and resets it after confirming', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: `uwd-admin-${info.project.name}` });
  const owner = await createTestUser({ label: `uwd-owner-${info.project.name}` });
  const id = await startTestUserWorkflow(owner.id, { step: 4 });
  await signInAs(context, admin);
  await page.goto('/user-workflow-data');
  await page.getByLabel('Owner e-mail or user workflow id').fill(owner.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: new RegExp(id) }).click();
  const record = page.getByRole('article');
  await expect(record.getByRole('definition').filter({ hasText: /^4$/ })).toHaveCount(1);

  await record.getByRole('link', { name: 'Reset' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to reset');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The user workflow was reset: step 1, respondent step 1 (not shared), sharing emptied.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedStep(id)).toBe(1);
  const trail = page.getByRole('table', { name: 'Audit trail' });
  await expect(trail.getByRole('row').filter({ hasText: 'ADMIN_RESET' })).toContainText(`${admin.firstName} ${admin.lastName}`);
  const audit = await withAppDatabase((db) => db.selectFrom('audit_events').select('actor_id').where('user_workflow_id', '=', id).where('type', '=', 'ADMIN_RESET').execute());
  expect(audit).toEqual([{ actor_id: admin.id }]);
});

test('an admin previews the practice template, sends it, schedules another, and is told when an attachment is over 2 MB', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: `email-admin-${info.project.name}` });
  const to = `email-form-${info.project.name}-${Date.now()}@example.com`;
  await signInAs(context, admin);
  await page.goto('/email-form');
  const send = page.getByRole('button', { name: 'Send' });
  if (info.project.name === 'js') await expect(send).toBeDisabled();
  await page.getByLabel('To Name', { exact: true }).fill('Pat Doe');
  await page.getByLabel('To Email', { exact: true }).fill(to);
  await page.getByLabel('Subject', { exact: true }).fill('Checking delivery');
  await page.getByLabel('Message', { exact: true }).fill('Hello from the test form.');
  await page.getByLabel('Template', { exact: true }).selectOption('practice');
  await expect(send).toBeEnabled();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.frameLocator('iframe[title="Template preview"]').getByText('This is a practice e-mail from Accord: nothing needs doing.')).toBeVisible();

  // an attachment over 2 MB: refused on choosing it with JavaScript, on sending without
  await page.getByLabel(/^Attachment/).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
  if (info.project.name === 'no-js') await send.click();
  await expect(page.getByText('Please choose a file that is under 2MB in size').first()).toBeVisible();

  await page.getByLabel(/^Attachment/).setInputFiles({ name: 'note.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 a small file') });
  await send.click();
  await expect(page.getByText('Email was successfully sent to Pat Doe')).toBeVisible();
  const sent = await withAppDatabase((db) => db.selectFrom('emails').select(['template', 'status', 'attachment']).where('to_email', '=', to).execute());
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ template: 'practice', attachment: { name: 'note.pdf', size: 21 } });

  await page.getByLabel('To Name', { exact: true }).fill('Pat Later');
  await page.getByLabel('To Email', { exact: true }).fill(to);
  await page.getByLabel('Subject', { exact: true }).fill('Later');
  await page.getByLabel('Message', { exact: true }).fill('This one waits.');
  await page.getByLabel('Send on (optional)').fill('12/31/2099');
  await send.click();
  await expect(page.getByText('Email to Pat Later is scheduled for 12/31/2099')).toBeVisible();
  const scheduled = await withAppDatabase((db) => db.selectFrom('emails').select(['status', 'send_on']).where('to_email', '=', to).where('subject', '=', 'Later').executeTakeFirstOrThrow());
  expect(scheduled).toEqual({ status: 'scheduled', send_on: '2099-12-31' });
});

test("an admin copies a form's fields and documents from a user workflow after confirming, and is told 'done'", { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: `scripts-admin-${info.project.name}` });
  const owner = await createTestUser({ label: `scripts-owner-${info.project.name}` });
  const userWorkflowId = await startTestUserWorkflow(owner.id);
  const formId = `e2escript${info.project.name.replace('-', '')}${Date.now().toString(36)}`.slice(0, 20);
  await withAppDatabase((db) =>
    db
      .insertInto('forms')
      .values({ id: formId, name: `Broken form ${info.project.name}`, definition: JSON.stringify({ name: `Broken form ${info.project.name}`, elements: [], documents: [] }), status: 'draft', version: '0.1.0', owner_id: admin.id, access: JSON.stringify([admin.email]) })
      .execute(),
  );
  await signInAs(context, admin);
  await page.goto('/run-db-scripts');
  await page.getByLabel('User workflow id (the source)').fill(userWorkflowId);
  await page.getByLabel('Form (the one cleared and filled)').selectOption(formId);
  await page.getByRole('button', { name: 'Run' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to replace the 0 fields, 0 documents and 0 files of Broken form ${info.project.name}`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').getByText('done', { exact: true })).toBeVisible();
  const form = await withAppDatabase((db) => db.selectFrom('forms').select(['definition', 'version']).where('id', '=', formId).executeTakeFirstOrThrow());
  expect((form.definition as { elements: unknown[] }).elements.length).toBeGreaterThan(0);
  expect(form.version).not.toBe('0.1.0');
});

test('a global admin turns the maintenance flag on and off from the admin home', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: `maintenance-admin-${info.project.name}` });
  await signInAs(context, admin);
  const flag = async () => (await withAppDatabase((db) => db.selectFrom('settings').select('maintenance').executeTakeFirstOrThrow())).maintenance;
  try {
    await page.goto('/admin');
    await page.getByLabel(/^Maintenance/).check();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('The settings are saved.')).toBeVisible();
    expect(await flag()).toBe(true);
    await page.goto('/admin');
    await expect(page.getByLabel(/^Maintenance/)).toBeChecked();
    await page.getByLabel(/^Maintenance/).uncheck();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('The settings are saved.')).toBeVisible();
    expect(await flag()).toBe(false);
  } finally {
    await withAppDatabase((db) => db.updateTable('settings').set({ maintenance: false }).execute());
  }
});
