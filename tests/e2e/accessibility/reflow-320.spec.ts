// Issue 32, done when: at 320 px (WCAG 1.4.10 Reflow, 2.4.11 Focus Not Obscured), with the comments drawer open, the
// Session Activity warning shown, and an error summary shown, no element is wider than the page (the document scrolls
// no wider than 320 px) and the focused element is the one found at its own centre. With JavaScript: the drawer and
// the warning are what it draws (without it, the comments are a section of the page and the server ends idle sessions).
import type { Page } from '@playwright/test';
import { updateSettings } from '../../../app/services/settings.server';
import { coveringFocus } from '../support/accessibility';
import { createTestUser, signInAs, waitForHydration } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import { formSharedForComments } from '../support/guide';
import { expect, test } from '../support/test';

const NARROW = { width: 320, height: 640 };

/** Nothing is wider than the page, something other than the page has the focus, and nothing covers it. */
async function expectReflowedWithFocusInSight(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(NARROW.width);
  expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  expect(await coveringFocus(page)).toBeNull();
}

test.describe('at 320 px', () => {
  test.skip(() => !test.info().project.use.javaScriptEnabled, 'the drawer and the warning are drawn with JavaScript; the page as served is swept at 320 px by focus-not-obscured.spec.ts');
  test.use({ viewport: NARROW });

  test('the comments drawer open: nothing wider than the page, the focused control in sight', async ({ page, context }) => {
    const spouse = await createTestUser({ label: 'reflow-drawer-spouse' });
    const id = await formSharedForComments(await createTestUser({ label: 'reflow-drawer-owner' }), spouse);
    await signInAs(context, spouse);
    await page.goto(`/respondent-guide/${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Comments/ }).click();
    await expect(page.getByRole('dialog', { name: /Comments/ })).toBeVisible();
    await expectReflowedWithFocusInSight(page);
    await page.keyboard.press('Tab');
    await expectReflowedWithFocusInSight(page);
  });

  test.describe('the Session Activity warning', () => {
    test.beforeEach(() => withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 1 })));
    test.afterEach(() => withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 30 })));

    test('shown: nothing wider than the page, its Continue focused and in sight', async ({ page, context }) => {
      await signInAs(context, await createTestUser({ label: 'reflow-warning' }));
      await page.clock.install();
      await page.goto('/user-profile?tab=password');
      await waitForHydration(page);
      await page.getByLabel('Current password').focus();
      await page.clock.fastForward('01:01');
      const warning = page.getByRole('alertdialog', { name: 'Session Activity' });
      await expect(warning.getByRole('button', { name: 'Continue' })).toBeFocused();
      await expectReflowedWithFocusInSight(page);
      await page.keyboard.press('Tab');
      await expectReflowedWithFocusInSight(page);
    });
  });

  test('an error summary shown: nothing wider than the page, the summary focused and in sight', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expectReflowedWithFocusInSight(page);
    // its first link takes the focus to its field, in sight too
    await summary.getByRole('link').first().click();
    await expectReflowedWithFocusInSight(page);
  });
});
