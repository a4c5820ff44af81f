// A button the spec keeps unavailable until something is done stays in the Tab order (`aria-disabled`), says why in
// text tied to it by `aria-describedby`, and does nothing when pressed (issue 32, item 8). With JavaScript: without
// it, these buttons work and the server says what is missing.
import type { Locator, Page } from '@playwright/test';
import { createTestUser, signInAs, waitForHydration } from '../support/accounts';
import { formSharedForComments } from '../support/guide';
import { expect, test } from '../support/test';

test.skip(() => test.info().project.use.javaScriptEnabled === false, 'the buttons are held back by JavaScript; without it the server refuses');

/** The button is reachable by Tab, announced as unavailable with its reason, and pressing it leaves the page as it is. */
async function expectUnavailableWithReason(page: Page, button: Locator, reason: string) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
  await expect(button).toHaveAccessibleDescription(reason);
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  // reached by Tab from the control before it
  await button.evaluate((b) => {
    const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter((e) => e.tabIndex >= 0 && !e.matches(':disabled') && e.getClientRects().length > 0);
    stops[stops.indexOf(b as HTMLElement) - 1]!.focus();
  });
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const url = page.url();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
  await expect(button).toBeFocused();
}

test('Create User, until the form is complete, is in the Tab order and says why it cannot be used', async ({ page }) => {
  await page.goto('/create-user');
  await waitForHydration(page);
  await expectUnavailableWithReason(
    page,
    page.getByRole('button', { name: 'Create User' }),
    'Create User becomes available once every field above is filled in correctly, you accept the terms and the check above is done.',
  );
});

test('the e-mail test page’s Send, until its four fields are filled, is in the Tab order and says why', async ({ page, context }) => {
  await signInAs(context, await createTestUser({ role: 'admin-global', label: 'disabled-send' }));
  await page.goto('/email-form');
  await waitForHydration(page);
  await expectUnavailableWithReason(page, page.getByRole('button', { name: 'Send', exact: true }), "Send becomes available once the recipient's name and e-mail, the subject and the message are filled in.");
});

test('Save comment, over the 1000-character limit, is in the Tab order and says why', async ({ page, context }) => {
  const spouse = await createTestUser({ label: 'disabled-comment-spouse' });
  const id = await formSharedForComments(await createTestUser({ label: 'disabled-comment-owner' }), spouse);
  await signInAs(context, spouse);
  await page.goto(`/respondent-guide/${id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Comments/ }).click();
  const drawer = page.getByRole('dialog', { name: /Comments/ });
  await drawer.getByLabel('Your comment on this page').fill('x'.repeat(1001));
  const save = drawer.getByRole('button', { name: 'Save comment' });
  await expect(save).toHaveAttribute('aria-disabled', 'true');
  await expect(save).toHaveAccessibleDescription(/Character limit exceded!/);
  await page.keyboard.press('Tab');
  await expect(save).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Progress saved!')).toHaveCount(0);
  await expect(drawer.getByLabel('Your comment on this page')).toHaveValue('x'.repeat(1001));
});
