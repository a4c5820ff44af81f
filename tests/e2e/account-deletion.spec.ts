// A person deletes their own account from the profile (issue 30 item 11, docs/decisions/030-account-deletion.md),
// with JavaScript on and off: the confirmation page says what happens before they confirm with their password.
import { expect, test } from './support/test';
import { waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';

test('a person deletes their account from the profile after reading what happens and typing their password', async ({ page, petitioner }) => {
  await page.goto('/user-profile');
  await page.getByRole('link', { name: 'Delete your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
  await expect(page.getByText('are deleted with their answers, uploads, comments, signatures and documents.')).toBeVisible();
  await expect(page.getByText('You have made no payments.')).toBeVisible();

  await waitForHydration(page);
  await page.getByLabel('Your password').fill('not my password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  // the error summary and the field both say it
  await expect(page.getByText('Sorry, but you typed the wrong password. Your account is not deleted.').first()).toBeVisible();
  expect(await withAppDatabase((db) => db.selectFrom('users').select('id').where('id', '=', petitioner.user.id).executeTakeFirst())).toBeDefined();

  await page.getByLabel('Your password').fill(petitioner.user.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText('Your account is deleted.')).toBeVisible();
  expect(await withAppDatabase((db) => db.selectFrom('users').select('id').where('id', '=', petitioner.user.id).executeTakeFirst())).toBeUndefined();
  expect(await withAppDatabase((db) => db.selectFrom('user_workflows').select('id').where('id', '=', petitioner.userWorkflowId).executeTakeFirst())).toBeUndefined();
  // signed out: the profile asks to sign in again
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/sign-in/);
});
