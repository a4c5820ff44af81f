// The administrators' tools in Spanish and in the pseudo-locale (issue 35, items 1 and 6): the e-mail test form, the
// development mailbox, Backup Database and Run DB Scripts say their words from the admin catalogue, their refusals and
// outcomes too; an e-mail in the mailbox keeps its recipient's language, marked on its subject. The route sweep walks
// these pages as they open; this adds the states it does not reach (an answer after sending, a scheduled e-mail, the
// script's question and refusal). Admin pages only (tagged ADMIN_ONLY: they run in the project `js`).
import type { Page } from '@playwright/test';
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow } from './support/guide';
import { expectSpanishPage } from './support/language';
import { choosePseudoLocale, PEOPLE_MARKER, textsNotFromCatalogues } from './support/pseudo-locale';
import { textsIn } from '../../i18n/texts-for-tests';

/** A form in the builder's list, for the DB script's choice, named `name`. */
async function formToRebuild(ownerId: string, ownerEmail: string, name: string) {
  const id = `e2elang${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
  await withAppDatabase((db) =>
    db
      .insertInto('forms')
      .values({ id, name, definition: JSON.stringify({ name, elements: [], documents: [] }), status: 'draft', version: '0.1.0', owner_id: ownerId, access: JSON.stringify([ownerEmail]) })
      .execute(),
  );
  return id;
}

/** Fills the e-mail test form's four needed fields. */
async function fillEmail(page: Page, labels: { toName: string; toEmail: string; subject: string; message: string }, values: { toName: string; toEmail: string; subject: string; message: string }) {
  for (const field of ['toName', 'toEmail', 'subject', 'message'] as const) await page.getByLabel(labels[field], { exact: true }).fill(values[field]);
}

test('the e-mail test form, the mailbox, Backup Database and Run DB Scripts speak Spanish', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const [t, common] = await Promise.all([textsIn('es', 'admin'), textsIn('es', 'common')]);
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-tools-admin' });
  await signInAs(context, admin);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/email-form');
  await expectSpanishPage(page, `${t('emailForm.title')} | Accord`, t('emailForm.title'));
  await expect(page.getByText(t('emailForm.sendWhy'))).toBeVisible();
  await expect(page.getByLabel(t('emailForm.template'), { exact: true }).getByRole('option', { name: t('emailForm.templates.practice') })).toHaveCount(1);
  // an attachment over 2 MB is refused on choosing it, in Spanish
  await page.getByLabel(t('emailForm.attachment')).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(2 * 1024 * 1024 + 1, 1) });
  await expect(page.getByText(t('emailForm.tooLarge')).first()).toBeVisible();
  const labels = { toName: t('emailForm.toName'), toEmail: t('emailForm.toEmail'), subject: t('emailForm.subject'), message: t('emailForm.message') };
  const to = `lang-tools-${info.project.name}-${Date.now()}@example.com`;
  const subject = `Prueba de entrega ${Date.now()}`;
  await fillEmail(page, labels, { toName: 'Pat Doe', toEmail: to, subject, message: 'Hola.' });
  await page.getByLabel(t('emailForm.sendOn')).fill('12/31/2099');
  await page.getByRole('button', { name: t('emailForm.send'), exact: true }).click();
  await expect(page.getByText(t('emailForm.scheduled', { name: 'Pat Doe', day: '31 de diciembre de 2099' }))).toBeVisible();

  // the mailbox lists it in the reader's words; its subject is the recipient's (no account: English), marked so
  await page.goto('/mailbox');
  await expectSpanishPage(page, t('mailbox.tabTitle'), t('mailbox.title'));
  const entry = page.getByRole('listitem').filter({ hasText: subject });
  await expect(entry.getByRole('link', { name: subject })).toHaveAttribute('lang', 'en');
  await expect(entry).toContainText(t('mailbox.scheduledFor', { day: '31 de diciembre de 2099' }));
  await entry.getByRole('link', { name: subject }).click();
  await expect(page).toHaveTitle(t('mailbox.messageTabTitle', { subject }));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('definition').filter({ hasText: t('mailbox.scheduledFor', { day: '31 de diciembre de 2099' }) })).toHaveCount(1);
  await expect(page.getByText(t('mailbox.notRendered'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('mailbox.all') })).toHaveAttribute('href', '/mailbox');

  await page.goto('/backup-database');
  await expectSpanishPage(page, `${t('backups.title')} | Accord`, t('backups.title'));
  await expect(page.getByRole('button', { name: t('backups.run') })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: t('backups.columns.written') })).toBeVisible();

  // Run DB Scripts: a refusal and the question before the copy, in Spanish
  const formName = `Formulario dañado ${info.project.name}`;
  const formId = await formToRebuild(admin.id, admin.email.toLowerCase(), formName);
  await page.goto('/run-db-scripts');
  await expectSpanishPage(page, `${t('dbScripts.title')} | Accord`, t('dbScripts.title'));
  await page.getByLabel(t('dbScripts.userWorkflow')).fill('no-such-user-workflow');
  await page.getByLabel(t('dbScripts.form')).selectOption(formId);
  await expect(page.getByLabel(t('dbScripts.form')).locator('option:checked')).toHaveText(t('dbScripts.formOption', { name: formName, id: formId, version: '0.1.0', status: t('dbScripts.statuses.draft') }));
  await page.getByRole('button', { name: t('dbScripts.run'), exact: true }).click();
  await expect(page.getByText(t('dbScripts.refusals.noUserWorkflow'))).toBeVisible();
  const userWorkflowId = await startTestUserWorkflow(admin.id);
  await page.getByLabel(t('dbScripts.userWorkflow')).fill(userWorkflowId);
  await page.getByRole('button', { name: t('dbScripts.run'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('dbScripts.confirmTitle') });
  await expect(dialog).toContainText(t('dbScripts.confirmQuestion', { fields: 0, documents: 0, files: 0, name: formName, version: '0.1.0' }));
  await dialog.getByRole('button', { name: common('yes') }).click();
  await expect(page.getByRole('status').getByText(t('dbScripts.done'), { exact: true })).toBeVisible();
});

test('the e-mail test form after sending, a scheduled e-mail in the mailbox and the DB script\u2019s question say every word from the catalogue (pseudo-locale)', { tag: ADMIN_ONLY }, async ({ page, context, app }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'pseudo-tools-admin' });
  await withAppDatabase((db) => db.updateTable('users').set({ first_name: `${PEOPLE_MARKER}Ana`, last_name: `${PEOPLE_MARKER}Pérez` }).where('id', '=', admin.id).execute());
  await signInAs(context, admin);
  await choosePseudoLocale(context, app.baseUrl);
  const expectAllFromCatalogues = async (state: string) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    expect({ state, found: await textsNotFromCatalogues(page) }).toEqual({ state, found: [] });
  };

  // the e-mail form, its answer after a scheduled send and its preview; what the admin typed carries the marker
  await page.goto('/email-form');
  const to = `pseudo-tools-${Date.now()}@example.com`;
  await page.locator('input[name="toName"]').fill(`${PEOPLE_MARKER}Pat`);
  await page.locator('input[name="toEmail"]').fill(to);
  await page.locator('input[name="subject"]').fill(`${PEOPLE_MARKER}Later`);
  await page.locator('textarea[name="message"]').fill(`${PEOPLE_MARKER}This one waits.`);
  await page.locator('input[name="sendOn"]').fill('12/31/2099');
  await page.locator('button[value="send"]').click();
  await expect(page.getByRole('status').filter({ hasText: `${PEOPLE_MARKER}Pat` })).toHaveText(/^⟦/);
  await expectAllFromCatalogues('e-mail form, sent');
  await page.locator('input[name="toName"]').fill(`${PEOPLE_MARKER}Pat`);
  await page.locator('input[name="toEmail"]').fill(to);
  await page.locator('input[name="subject"]').fill(`${PEOPLE_MARKER}Preview`);
  await page.locator('textarea[name="message"]').fill(`${PEOPLE_MARKER}Look.`);
  await page.locator('button[value="preview"]').click();
  await expect(page.locator('iframe')).toHaveAttribute('title', /^⟦/);
  await expectAllFromCatalogues('e-mail form, preview');

  // the scheduled e-mail's own page: its status with the day, the e-mail not yet rendered
  const email = await withAppDatabase((db) => db.selectFrom('emails').select('id').where('to_email', '=', to).executeTakeFirstOrThrow());
  await page.goto(`/mailbox/${email.id}`);
  await expectAllFromCatalogues('mailbox, a scheduled e-mail');

  // the DB script's question before the copy, and its refusal
  const formId = await formToRebuild(admin.id, admin.email.toLowerCase(), `${PEOPLE_MARKER}Broken form`);
  const userWorkflowId = await startTestUserWorkflow(admin.id);
  await page.goto(`/run-db-scripts?${new URLSearchParams({ userWorkflowId, formId })}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAllFromCatalogues('DB script, question');
  await page.goto(`/run-db-scripts?${new URLSearchParams({ userWorkflowId: 'no-such-user-workflow', formId })}`);
  await expectAllFromCatalogues('DB script, refused');
});
