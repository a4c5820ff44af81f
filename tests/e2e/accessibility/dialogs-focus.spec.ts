// Dialogs, drawers and warnings take the keyboard focus when they open, keep it inside while open and give it back
// to where it was when they close (or, when it is gone, to where it was); nothing they cover keeps the focus (WCAG 2.4.3,
// 2.4.11; issue 32, item 4).
import type { Locator, Page } from '@playwright/test';
import { SAMPLE_WORKFLOWS } from '../../../db/seed-guide';
import { updateSettings } from '../../../app/services/settings.server';
import { createTestUser, signInAs, uniqueEmail, waitForHydration } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import { formReadyToShare, formSharedForComments } from '../support/guide';
import { expect, test } from '../support/test';

/** Whether the focused element is inside the given element. */
async function focusInside(page: Page, container: Locator) {
  const handle = await container.elementHandle();
  return page.evaluate((element) => !!element && element.contains(document.activeElement), handle);
}

/** Without JavaScript: the dialog's page (`url`, ?dialog=...) starts with the dialog focused, and Tab stays inside it. */
async function expectServedDialogFocused(page: Page, url: string, dialog: Locator) {
  await page.goto(url);
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusInside(page, dialog)).toBe(true);
}

/** With JavaScript: the open dialog has the focus, Tab keeps it inside, and Escape gives it back to the opener. */
async function expectFocusKeptAndReturned(page: Page, dialog: Locator, opener: Locator, tabs: number) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusInside(page, dialog)).toBe(true);
  for (let i = 0; i < tabs; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
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

/**
 * With idle time passed while `inside` (a control in an open dialog or drawer) has the focus, the Session Activity
 * warning is drawn over it (Continue is what is found at its own centre), takes the focus, keeps Tab inside, and
 * on Continue gives the focus back to `inside`, the dialog or drawer still open.
 */
async function expectWarningOnTop(page: Page, inside: Locator) {
  await inside.focus();
  await page.clock.fastForward('01:01');
  const warning = page.getByRole('alertdialog', { name: 'Session Activity' });
  const proceed = warning.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeFocused();
  expect(await proceed.evaluate((button) => {
    const box = button.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === button;
  })).toBe(true);
  for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(page, warning)).toBe(true);
  }
  await proceed.click();
  await expect(warning).toBeHidden();
  await expect(inside).toBeFocused();
}

test.describe('the Session Activity warning over other dialogs', () => {
  test.skip(() => !test.info().project.use.javaScriptEnabled, 'the warning needs JavaScript; without it the server ends idle sessions');
  test.beforeEach(() => withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 1 })));
  test.afterEach(() => withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 30 })));

  test('opens on top of the comments drawer, takes the focus and gives it back to the drawer', async ({ page, context }) => {
    const spouse = await createTestUser({ label: 'warning-drawer-spouse' });
    const id = await formSharedForComments(await createTestUser({ label: 'warning-drawer-owner' }), spouse);
    await signInAs(context, spouse);
    await page.clock.install();
    await page.goto(`/respondent-guide/${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Comments/ }).click();
    const drawer = page.getByRole('dialog', { name: /Comments/ });
    await expectWarningOnTop(page, drawer.getByLabel('Your comment on this page'));
    await expect(drawer).toBeVisible();
  });

  test("opens on top of the builder's Delete Form Element dialog, takes the focus and gives it back to it", async ({ page, context }) => {
    await signInAs(context, await createTestUser({ role: 'admin-global', label: 'warning-builder' }));
    await page.clock.install();
    // the draft is never saved: the sample stays as it is
    await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
    await waitForHydration(page);
    await page.getByRole('button', { name: '2. Build Form' }).click();
    await page.getByRole('list', { name: /^Elements of / }).getByRole('button', { name: /^Delete / }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Form Element' });
    await expectWarningOnTop(page, dialog.getByRole('button', { name: 'Cancel' }));
    await expect(dialog).toBeVisible();
  });
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

test('Share Questionnaire takes the focus, keeps it, and gives it back to Send Share Invite; without JavaScript Tab starts inside it', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'share-focus' });
  const id = await formReadyToShare(owner, { email: uniqueEmail('share-focus-spouse'), firstName: 'Sam', lastName: 'Rivera' });
  await signInAs(context, owner);
  const dialog = page.getByRole('dialog', { name: 'Share Questionnaire' });
  if (!test.info().project.use.javaScriptEnabled) return expectServedDialogFocused(page, `/legal-form-guide/divorce-forms/${id}?dialog=share`, dialog);
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await waitForHydration(page);
  const opener = page.getByRole('link', { name: 'Send Share Invite' });
  await opener.click();
  await expectFocusKeptAndReturned(page, dialog, opener, 8);
});

test('Finished Reviewing takes the focus, keeps it, and gives it back to Proceed; without JavaScript Tab starts inside it', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'finished-focus' });
  const spouse = await createTestUser({ label: 'finished-focus-spouse' });
  const id = await formSharedForComments(owner, spouse);
  await signInAs(context, spouse);
  const dialog = page.getByRole('dialog', { name: 'Finished Reviewing' });
  if (!test.info().project.use.javaScriptEnabled) return expectServedDialogFocused(page, `/respondent-guide/${id}?dialog=finished`, dialog);
  await page.goto(`/respondent-guide/${id}`);
  await waitForHydration(page);
  const opener = page.getByRole('link', { name: 'Proceed' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expectFocusKeptAndReturned(page, dialog, opener, 6);
});

test('Delete Form Element takes the focus; Cancel gives it back to the Delete button, Confirm to the list the element left', async ({ page, context }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'the builder needs JavaScript');
  await signInAs(context, await createTestUser({ role: 'admin-global', label: 'delete-focus' }));
  // the draft is never saved: the sample stays as it is
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '2. Build Form' }).click();
  const list = page.getByRole('list', { name: /^Elements of / });
  const opener = list.getByRole('button', { name: /^Delete / }).first();
  const name = (await opener.getAttribute('aria-label'))!;
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete Form Element' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(page, dialog)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('button', { name, exact: true })).toHaveCount(0);
  // the button is gone with its element: focus goes to the list it was in, not to the page's body
  await expect(list).toBeFocused();
});
