// The coupon manager and the paywall prices editor, JavaScript on and off.
import { expect, test } from '@playwright/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';

test('an admin creates and updates a coupon (stored upper-case, amount 1 to 100) and saves pricing cards only when the total adds up', async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'coupon-admin' });
  await signInAs(context, admin);
  const code = `spring${info.project.name.replace('-', '')}${Date.now().toString(36)}`;
  await page.goto('/coupon-manager');
  await expect(page.getByRole('heading', { name: 'Create Coupon Code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Amount (%)').fill('0');
  await page.getByLabel('End Date').fill('12/31/2099');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The amount is 1 to 100')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Amount (%)').fill('15');
  await page.getByLabel('Limit').fill('7');
  await page.getByLabel('End Date').fill('12/31/2099');
  await page.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('row').filter({ hasText: code.toUpperCase() });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('12/31/2099');
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: `Update ${code.toUpperCase()}` })).toBeVisible();
  await page.getByLabel('Limit').fill('9');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('row').filter({ hasText: code.toUpperCase() })).toContainText('9');
  const stored = await withAppDatabase((db) => db.selectFrom('coupons').select(['amount', 'limit']).where('code', '=', code.toUpperCase()).executeTakeFirstOrThrow());
  expect(stored).toEqual({ amount: 15, limit: 9 });

  await page.goto('/paywall-prices');
  const unilateral = page.getByRole('form', { name: 'unilateral' });
  await unilateral.getByLabel('General price ($)').fill('300');
  await unilateral.getByRole('button', { name: 'Save unilateral pricing cards' }).click();
  await expect(page.getByRole('alert')).toHaveText('Total price is not equal with level 1 and level 2 prices (difference: +1)');
  await page.getByRole('form', { name: 'unilateral' }).getByLabel('General price ($)').fill('299');
  await page.getByRole('form', { name: 'unilateral' }).getByLabel('Level 1 title').fill('Start on your own');
  await page.getByRole('form', { name: 'unilateral' }).getByRole('button', { name: 'Save unilateral pricing cards' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pricing' })).toHaveText('Pricing cards are updated.');
  await page.reload();
  await expect(page.getByRole('form', { name: 'unilateral' }).getByLabel('Level 1 title')).toHaveValue('Start on your own');
});

test('a petitioner cannot open the coupon manager', async ({ page, context }) => {
  const user = await createTestUser({ label: 'not-admin' });
  await signInAs(context, user);
  const response = await page.goto('/coupon-manager');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Create Coupon Code' })).toHaveCount(0);
});

test('the PayPal Test page pays $1.00 through the configured provider', async ({ page, context }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'paypal-test' });
  await signInAs(context, admin);
  await page.goto('/paypal/test');
  await page.getByRole('button', { name: 'Pay $1' }).click();
  await expect(page.getByText('$1.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/paypal\/test\?token=/);
  await expect(page.getByRole('alert')).toHaveText('Successfully processed Paypal transaction.');
});
