// Dialogs, drawers and warnings take the keyboard focus when they open, keep it inside while open and give it back
// to where it was when they close; nothing they cover keeps the focus (WCAG 2.4.3, 2.4.11; issue 32, item 4).
import type { Locator, Page } from '@playwright/test';
import { updateSettings } from '../../../app/services/settings.server';
import { createTestUser, signInAs, waitForHydration } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import { expect, test } from '../support/test';

/** Whether the focused element is inside the given element. */
async function focusInside(page: Page, container: Locator) {
  const handle = await container.elementHandle();
  return page.evaluate((element) => !!element && element.contains(document.activeElement), handle);
}

test('the Session Activity warning takes the focus on Continue, keeps it, gives it back, and is not read out every second', async ({ page, context }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'the warning needs JavaScript; without it the server ends idle sessions');
  await withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 1 }));
  try {
    const user = await createTestUser({ label: 'warning-focus' });
    await signInAs(context, user);
    await page.clock.install();
    await page.goto('/user-profile?tab=password');
    await waitForHydration(page);
    const opener = page.getByLabel('Current password');
    await opener.focus();
    await page.clock.fastForward('01:01');
    const dialog = page.getByRole('alertdialog', { name: 'Session Activity' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
    // Tab and Shift+Tab go round the dialog's own buttons, never into the dimmed page behind it
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInside(page, dialog)).toBe(true);
    }
    // the count shows every second, but the live region speaks only as 30 and 10 seconds are passed
    const announcement = page.getByTestId('session-countdown-announcement');
    await expect(announcement).toHaveText('');
    await page.clock.fastForward('00:10');
    await expect(dialog).toContainText(/Your session will expire in ([4-5]\d) seconds/);
    await expect(announcement).toHaveText('');
    await page.clock.fastForward('00:25');
    await expect(announcement).toHaveText('Less than 30 seconds left before your session expires.');
    await expect(dialog.getByText(/Your session will expire in/)).not.toHaveAttribute('aria-live');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  } finally {
    await withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 30 }));
  }
});

test('a yes/no confirmation takes the focus and gives it back to the button that opened it', async ({ page, petitioner }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'without JavaScript the button does what it says, with no confirmation');
  void petitioner;
  await page.goto('/user-profile?tab=password');
  await waitForHydration(page);
  const opener = page.getByRole('button', { name: 'Sign out on other devices' });
  await opener.click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out on other devices?' });
  await expect(dialog.getByRole('button', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
