// The admin platform's pages, each page's main task, with JavaScript (admin pages only: tagged ADMIN_ONLY, they run
// in the project `js` alone, playwright.config.ts).
// With SCREENS=1 the js project also writes docs/screens/admin-*.png.
import type { Page } from '@playwright/test';
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';

const screens = (info: { project: { name: string } }) => Boolean(process.env.SCREENS) && info.project.name === 'js';

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `docs/screens/${name}.png`, fullPage: true });
}

test('the admin home groups the pages as §2.4 does, and a form author sees only the workflow pages', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'home-admin' });
  await signInAs(context, admin);
  await page.goto('/admin');
  for (const group of ['Workflow Management', 'User Management', 'Support Tools'])
    await expect(page.getByRole('main').getByRole('heading', { name: group })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/manage-users');
  await expect(page.getByRole('main').getByRole('link', { name: 'Manage Workflows' })).toHaveAttribute('href', '/manage-workflows');
  // the drawer holds the same items
  await page.locator('summary', { hasText: 'Admin menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Statistics' })).toHaveAttribute('href', '/statistics');
  await page.locator('summary', { hasText: 'Admin menu' }).click();
  if (screens(info)) await screenshot(page, 'admin');

  // the settings: a bad idle timeout is explained, a good one is kept
  await page.getByLabel('Idle timeout (minutes)').fill('0');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('The idle timeout is a whole number of minutes from 1 to 1440 (one day)').first()).toBeVisible();
  await page.getByLabel('Idle timeout (minutes)').fill('45');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();
  expect(await withAppDatabase((db) => db.selectFrom('settings').select('idle_timeout_minutes').executeTakeFirstOrThrow())).toEqual({ idle_timeout_minutes: 45 });
  await withAppDatabase((db) => db.updateTable('settings').set({ idle_timeout_minutes: 30 }).execute());

  await context.clearCookies();
  const author = await createTestUser({ role: 'admin-form', label: 'home-author' });
  await signInAs(context, author);
  await page.goto('/admin');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Workflow Management' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: 'User Management' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Coupons' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Settings' })).toHaveCount(0);
  expect((await page.goto('/manage-users'))?.status()).toBe(403);
});

test('an admin finds a user and deletes them after confirming', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'users-admin' });
  const person = await createTestUser({ label: `delete-me-${info.project.name}` });
  await withAppDatabase((db) => db.updateTable('users').set({ first_name: 'Dana', last_name: `Zed${info.project.name.replace('-', '')}` }).where('id', '=', person.id).execute());
  await signInAs(context, admin);
  await page.goto('/manage-users');
  await expect(page.getByRole('columnheader', { name: /Last Name/ })).toHaveAttribute('aria-sort', 'ascending');
  if (screens(info)) await screenshot(page, 'manage-users');
  await page.getByLabel('Search').fill(person.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  const name = `Zed${info.project.name.replace('-', '')}, Dana`;
  await row.getByRole('link', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete user ${name}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`User ${name} was deleted.`)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);
  expect(await withAppDatabase((db) => db.selectFrom('users').select('id').where('id', '=', person.id).execute())).toEqual([]);
});

test("workflow types, state counties and child support information are added and edited with the spec's messages", { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const author = await createTestUser({ role: 'admin-form', label: 'reference-author' });
  await signInAs(context, author);
  // each project its own state and title: both run against the same app
  const state = info.project.name === 'js' ? 'Idaho' : 'Nevada';
  const title = `Custody ${info.project.name} ${Date.now().toString(36)}`;

  await page.goto('/workflow-types');
  await page.getByRole('link', { name: 'Create Workflow Type' }).click();
  const typeDialog = page.getByRole('dialog');
  await typeDialog.getByLabel('Title').fill(title);
  await typeDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog').getByText('Required').first()).toBeVisible();
  await page.getByRole('dialog').getByLabel('Title').fill(title);
  await page.getByRole('dialog').getByLabel(state, { exact: true }).check();
  for (const [label, value] of [['Collaborative paywall 1 ($)', '10'], ['Collaborative paywall 2 ($)', '20'], ['Unilateral paywall 1 ($)', '30'], ['Unilateral paywall 2 ($)', '40']] as const)
    await page.getByRole('dialog').getByLabel(label).fill(value);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  const typeRow = page.getByRole('row').filter({ hasText: title });
  await expect(typeRow).toContainText(state);
  await expect(typeRow).toContainText('$10 + $20');
  await typeRow.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('dialog').getByLabel('Title')).toHaveAttribute('readonly', '');

  await page.goto('/state-counties?dialog=new');
  await page.getByRole('dialog').getByLabel('State', { exact: true }).selectOption('Utah');
  await page.getByRole('dialog').getByLabel('Counties', { exact: true }).fill('Salt Lake');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog').getByText('Sorry, state has already been used').first()).toBeVisible();
  await page.getByRole('dialog').getByLabel('State', { exact: true }).selectOption(state);
  await page.getByRole('dialog').getByLabel('Counties', { exact: true }).fill('Ada\nBoise\nada');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog').getByText('Sorry, county already used for this state').first()).toBeVisible();
  await page.getByRole('dialog').getByLabel('Counties', { exact: true }).fill('');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('dialog').getByText('Sorry, atleast one county is required').first()).toBeVisible();
  await page.getByRole('dialog').getByLabel('Counties', { exact: true }).fill('Ada\nBoise');
  await page.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: state })).toContainText('2 counties: Ada, Boise');
  await page.getByRole('button', { name: `Delete ${state}` }).click();
  await expect(page.getByRole('heading', { name: state })).toHaveCount(0);

  await page.goto('/child-support-calculator?dialog=new');
  await page.getByRole('dialog').getByLabel('State', { exact: true }).selectOption(state);
  await page.getByRole('dialog').getByLabel('Description').fill(`${state} child support guidelines`);
  await page.getByRole('dialog').getByLabel('Website').fill(`${state} Courts`);
  await page.getByRole('dialog').getByLabel('Hyperlink').fill('https://courts.example.gov/support');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: `${state} child support guidelines` }).getByRole('link', { name: `${state} Courts` })).toHaveAttribute('href', 'https://courts.example.gov/support');
  await page.getByRole('button', { name: `Remove ${state}` }).click();
  await expect(page.getByRole('row').filter({ hasText: `${state} child support guidelines` })).toHaveCount(0);
});

test('statistics show the funnel and completions per week as SVG, and download as CSV', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'stats-admin' });
  await createTestUser({ label: 'stats-person' });
  await signInAs(context, admin);
  await page.goto('/statistics');
  const funnel = page.locator('svg[data-chart="funnel"]');
  await expect(funnel).toBeVisible();
  const accounts = Number(await funnel.locator('[data-stage="Accounts"] [data-count]').textContent());
  const counted = await withAppDatabase((db) => db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).where('role', '=', 'user-basic').where('created_at', '>=', new Date('2023-07-01T06:00:00Z')).executeTakeFirstOrThrow());
  expect(accounts).toBe(Number(counted.n));
  await expect(page.locator('svg[data-chart="weekly"] [data-week]')).toHaveCount(12);
  if (screens(info)) await screenshot(page, 'statistics');
  const csv = await page.request.get('/statistics/csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\r\n')[0]).toBe('email,totalDays,signed,completed,spouse_email,userType,verified,workflow,step,workflowType,collaborate,payment_date_1,payment_date_2');
  await page.getByLabel('Accounts created from').fill('02/31/2024');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText("'02/31/2024' is not a date: use MM/DD/YYYY for From").first()).toBeVisible();
});

test('a backup is started, written by the job, listed and downloaded', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'backup-admin' });
  await signInAs(context, admin);
  await page.goto('/backup-database');
  const backupLinks = page.getByRole('link', { name: /^accord-.*\.copy\.gz$/ });
  const before = await backupLinks.count();
  await page.getByRole('button', { name: 'Run Backup' }).click();
  await expect(page.getByText('Database backup successfully started, it may take a few minutes to complete.')).toBeVisible();
  await expect(async () => {
    await page.goto('/backup-database');
    expect(await backupLinks.count()).toBeGreaterThan(before);
  }).toPass({ timeout: 30_000 });
  const href = await backupLinks.first().getAttribute('href');
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  const body = await download.body();
  // encrypted with the app's BACKUP_KEY (db/backup-encryption.ts): its header, and no gzip stream in clear
  expect(body.subarray(0, 12).toString('latin1')).toBe('ACCORD-ENC1\n');
  expect((await page.request.get('/backup-database/..%2F..%2Fetc%2Fpasswd')).status()).toBe(404);
});
