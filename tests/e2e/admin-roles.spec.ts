// A second administrator made through the pages (issue 29 item 7, ADR 023), admin pages with JavaScript: the global
// admin of a fresh install finds a person on Manage Users, changes their role after a confirmation, sees them in
// the Administrators list, and the new administrator then opens the admin pages that refused them before.
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';

test('a global admin makes a person a second global administrator on Manage Users, after confirming', { tag: ADMIN_ONLY }, async ({ page, context, browser }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: `roles-admin-${info.project.name}` });
  const person = await createTestUser({ label: `roles-person-${info.project.name}` });
  const name = `${person.lastName}, ${person.firstName}`;

  // before: the person is refused the admin pages
  const personContext = await browser.newContext({ javaScriptEnabled: info.project.name === 'js' });
  await signInAs(personContext, person);
  const personPage = await personContext.newPage();
  expect((await personPage.goto('/manage-users'))?.status()).toBe(403);

  await signInAs(context, admin);
  await page.goto('/manage-users');
  await page.getByLabel('Search').fill(person.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: person.email });
  await row.getByRole('link', { name: `Change the role of ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Change the role of ${name} (${person.email})?`);
  await expect(dialog).toContainText('Their role now: User.');
  await dialog.getByLabel('Global administrator (every admin page)').check();
  if (process.env.SCREENS) await page.screenshot({ path: `test-results/admin-roles-dialog-${info.project.name}.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(`${name} is now: Global administrator (every admin page).`)).toBeVisible();

  const administrators = page.getByRole('table', { name: 'Administrators' });
  await expect(administrators.getByRole('row').filter({ hasText: person.email })).toContainText('Global administrator (every admin page)');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: person.email })).toHaveCount(0);
  if (process.env.SCREENS) await page.screenshot({ path: `test-results/admin-roles-list-${info.project.name}.png`, fullPage: true });

  // after: the new administrator opens Manage Users and sees themselves among the administrators
  expect((await personPage.goto('/manage-users'))?.status()).toBe(200);
  await expect(personPage.getByRole('table', { name: 'Administrators' }).getByRole('row').filter({ hasText: admin.email })).toBeVisible();
  await personContext.close();
});
