// 'Exit this page' on every end-user page (GOV.UK's component; issue 32, item 10): a button, and Shift pressed three
// times, leave at once for a neutral site without adding to the history; without JavaScript it is a plain link.
// And the accessibility statement, linked from every page's footer (item 11).
import type { Page } from '@playwright/test';
import { QUICK_EXIT_URL } from '../../../app/components/quick-exit';
import { waitForHydration } from '../support/accounts';
import { expect, test } from '../support/test';

const usesJavaScript = () => test.info().project.use.javaScriptEnabled !== false;

/** The neutral site, answered here: tests reach no outside host. */
async function stubNeutralSite(page: Page) {
  await page.route(`${QUICK_EXIT_URL}**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Weather</title><p>Sunny</p>' }));
}

test('every end-user page has Exit this page, which leaves for a neutral site without a history entry', async ({ page, petitioner }) => {
  await stubNeutralSite(page);
  for (const path of ['/', '/about-us', `/legal-form-guide/divorce-forms/${petitioner.userWorkflowId}?page=0`, '/user-profile', '/legal-form-guide']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Exit this page' }), path).toHaveAttribute('href', QUICK_EXIT_URL);
  }
  await page.goto('/about-us');
  await waitForHydration(page);
  const before = await page.evaluate(() => history.length);
  await page.getByRole('link', { name: 'Exit this page' }).click();
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  await expect(page).toHaveTitle('Weather');
  // the page left is replaced: Back does not bring it up again (without JavaScript the link is an ordinary one)
  if (usesJavaScript()) expect(await page.evaluate(() => history.length)).toBe(before);
  else expect(await page.evaluate(() => history.length)).toBe(before + 1);
});

test('pressing Shift three times leaves the page the same way', async ({ page, petitioner }) => {
  test.skip(!usesJavaScript(), 'a key shortcut needs JavaScript; the link is there without it');
  await stubNeutralSite(page);
  await page.goto(`/legal-form-guide/divorce-forms/${petitioner.userWorkflowId}?page=0`);
  await waitForHydration(page);
  // walking back with Shift+Tab is no exit
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab');
  await expect(page).not.toHaveURL(QUICK_EXIT_URL);
  const before = await page.evaluate(() => history.length);
  await page.keyboard.press('Shift');
  await page.keyboard.press('Shift');
  await expect(page).not.toHaveURL(QUICK_EXIT_URL);
  await page.keyboard.press('Shift');
  await expect(page).toHaveURL(QUICK_EXIT_URL);
  expect(await page.evaluate(() => history.length)).toBe(before);
});

test('the footer links to the accessibility statement, which names the standard and how to report a barrier', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page).toHaveTitle('Accessibility statement | Accord');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.1 and 2\.2 at level AA/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tell us about a barrier' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^support@/ })).toHaveAttribute('href', /^mailto:/);
});
