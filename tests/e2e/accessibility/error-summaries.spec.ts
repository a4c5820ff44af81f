// The error summary (GOV.UK Design System) on the forms that refuse input beyond the account pages: the admin forms,
// the setup stepper's steps, the pay page's coupon and the signature step. It reads 'There is a problem', takes the
// focus as it appears, links to each field it names, and the title starts with 'Error: ' (WCAG 3.3.1, 3.3.3, 2.4.3;
// issue 32, item 3), with JavaScript and without.
import type { Page } from '@playwright/test';
import { createCoupon } from '../../../app/services/payments/coupons.server';
import { createTestUser, signInAs, waitForHydration } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import { UTAH_WITH_CHILDREN } from '../support/guide';
import { expect, test } from '../support/test';

/** The summary is shown and focused, the title says 'Error: ', it has at least `links` links, each to a field on the page, and the first focuses its field. */
async function expectFocusedSummary(page: Page, title: string, links: number) {
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(`Error: ${title}`);
  const targets = await summary.getByRole('link').evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
  expect(targets.length).toBeGreaterThanOrEqual(links);
  for (const id of targets) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  if (targets[0]) {
    await summary.getByRole('link').first().click();
    await expect(page.locator(`[id="${targets[0]}"]`)).toBeFocused();
  }
}

const adminForms: Array<{ name: string; url: string; title: string; submit: string; links: number; prepare?: (page: Page) => Promise<void> }> = [
  // title, states and the four prices are required
  { name: 'workflow type', url: '/workflow-types?dialog=new', title: 'Workflow Types | Accord', submit: 'Create', links: 2 },
  { name: 'state counties', url: '/state-counties?dialog=new', title: 'State Counties | Accord', submit: 'Add', links: 2 },
  { name: 'coupon', url: '/coupon-manager?dialog=new', title: 'Coupons | Accord', submit: 'Create', links: 1 },
  { name: 'platform settings', url: '/admin', title: 'Admin Functions | Accord', submit: 'Save Settings', links: 1, prepare: (page) => page.getByLabel('Idle timeout (minutes)').fill('') },
  { name: 'e-mail test page', url: '/email-form', title: 'Email Template Form | Accord', submit: 'Preview', links: 4 },
];

for (const form of adminForms) {
  test(`a refused form (${form.name}) shows the focused error summary linking to its fields`, async ({ page, context }) => {
    await signInAs(context, await createTestUser({ role: 'admin-global' }));
    await page.goto(form.url);
    await waitForHydration(page);
    await expect(page).toHaveTitle(form.title);
    await form.prepare?.(page);
    await page.getByRole('button', { name: form.submit, exact: true }).click();
    await expectFocusedSummary(page, form.title, form.links);
  });
}

test('a setup step shown again because no form fits is summarised, with Error: in its title', async ({ page, petitioner }) => {
  void petitioner;
  await page.goto('/legal-form-guide?state=Alaska');
  await waitForHydration(page);
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('listitem')).toHaveText('Sorry, could not find a Divorce form for Alaska.');
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle('Error: Type · Find your divorce forms · Accord');
  // where the step's choices are on the page, the message links to them (guide-shell.spec.ts, the county step)
});

test('a refused coupon is summarised with a link to the coupon field, which names the error', async ({ page, context }) => {
  const user = await createTestUser({ label: 'coupon-summary' });
  const code = `PAST${test.info().project.name}${Date.now()}`.toUpperCase().replace(/[^A-Z0-9]/g, '');
  await withAppDatabase((db) => createCoupon(db, { code, amount: 10, limit: 5, startDate: '2020-01-01', endDate: '2020-01-02', campaign: false, paywall: 'both' }));
  await signInAs(context, user);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  await waitForHydration(page);
  await expect(page).toHaveTitle('Payment | Accord');
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  const summary = page.getByTestId('error-summary');
  await expect(summary.getByRole('link')).toHaveCount(1);
  const message = (await summary.getByRole('link').innerText()).trim();
  expect(message).toMatch(/^Sorry/);
  await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Coupon code')).toHaveAccessibleDescription(message);
  await expectFocusedSummary(page, 'Payment | Accord', 1);
  await expect(page.getByLabel('Coupon code')).toBeFocused();
});
