// A button the spec keeps unavailable until something is done stays in the Tab order (`aria-disabled`), says why in
// text tied to it by `aria-describedby`, and does nothing when pressed (issue 32, item 8). Where the page knows the
// reason when it is served (no access, the reminder limit, a form for one person), with JavaScript on and off; where
// only the browser knows it (a form not yet filled in, a signature not yet made), with JavaScript: without it, these
// buttons work and the server says what is missing.
import type { Locator, Page } from '@playwright/test';
import { createTestUser, signInAs, waitForHydration } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import { formAtStep5, formSharedForComments, startTestUserWorkflow, storedStep } from '../support/guide';
import { openWhenStipulationReady, usesJavaScript } from '../support/journey';
import { expect, test } from '../support/test';
import { LAST_PAGE } from '../../support/utah-with-children';
import { notifySpouse } from '../../../app/services/signing/notify-spouse.server';
import { SIGNING_TEXTS } from '../../../app/services/signing/signing-texts';

/** The button is reachable by Tab, announced as unavailable with its reason, and pressing it leaves the page as it is. */
async function expectUnavailableWithReason(page: Page, button: Locator, reason: string) {
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).not.toHaveAttribute('disabled');
  await expect(button).toHaveAccessibleDescription(reason);
  await expect(page.getByText(reason, { exact: true })).toBeVisible();
  // reached by Tab from the stop before it
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(button).not.toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const url = page.url();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('error-summary')).toHaveCount(0);
  await expect(button).toBeFocused();
}

const NO_ACCESS = 'Your spouse has not given you access to agree or send the form back, so you can read it only.';

test('Agree and Sand Back for Review on the shared survey, without access, are in the Tab order and say why', async ({ page, context }) => {
  const spouse = await createTestUser({ label: 'disabled-survey-spouse' });
  const id = await formSharedForComments(await createTestUser({ label: 'disabled-survey-owner' }), spouse);
  await withAppDatabase((db) => db.updateTable('sharing_entries').set({ access: false }).where('user_workflow_id', '=', id).execute());
  await signInAs(context, spouse);
  await page.goto(`/survey-detail/${id}`);
  if (usesJavaScript()) await waitForHydration(page);
  const main = page.getByRole('main');
  await expectUnavailableWithReason(page, main.getByRole('button', { name: 'Sand Back for Review', exact: true }), NO_ACCESS);
  await expectUnavailableWithReason(page, main.getByRole('button', { name: 'Agree', exact: true }), NO_ACCESS);
  expect(await storedStep(id)).toBe(3);
});

test("Send Back and I Agree to Terms in the spouse's Finished Reviewing, without access, are in the Tab order and say why", async ({ page, context }) => {
  const spouse = await createTestUser({ label: 'disabled-finished-spouse' });
  const id = await formSharedForComments(await createTestUser({ label: 'disabled-finished-owner' }), spouse);
  await withAppDatabase((db) => db.updateTable('sharing_entries').set({ access: false }).where('user_workflow_id', '=', id).execute());
  await signInAs(context, spouse);
  await page.goto(`/respondent-guide/${id}?dialog=finished`);
  if (usesJavaScript()) await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Finished Reviewing' });
  await expectUnavailableWithReason(page, dialog.getByRole('button', { name: 'Send Back for Spousal Review' }), NO_ACCESS);
  await expectUnavailableWithReason(page, dialog.getByRole('button', { name: 'I Agree to Terms' }), NO_ACCESS);
  expect(await storedStep(id)).toBe(3);
});

test('Notify Spouse Again, after three reminders, is in the Tab order and says why', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'disabled-notify' });
  const id = await startTestUserWorkflow(owner.id, { step: 6 });
  await withAppDatabase(async (db) => {
    for (let i = 0; i < 3; i++) expect((await notifySpouse(db, { userWorkflowId: id, actorId: owner.id, admin: false })).kind).toBe('sent');
  });
  await signInAs(context, owner);
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  if (usesJavaScript()) await waitForHydration(page);
  await expectUnavailableWithReason(
    page,
    page.getByRole('button', { name: 'Notify Spouse Again' }),
    // the same words as the server's refusal of a fourth reminder
    SIGNING_TEXTS.notifyLimit,
  );
  await expect(page.getByText('Successfully sent email for review and e-signature')).toHaveCount(0);
});

test("'Missing entries' (Proceed Anyway) on a form for one person is in the Tab order and says why", async ({ page, petitioner }) => {
  const id = await startTestUserWorkflow(petitioner.user.id, { collaborate: false });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${LAST_PAGE}`);
  if (usesJavaScript()) await waitForHydration(page);
  await page.getByRole('button', { name: 'Proceed', exact: true }).click();
  const warning = page.getByRole('alertdialog', { name: 'Some of the fields require additional attention!' });
  await expectUnavailableWithReason(
    page,
    warning.getByRole('button', { name: 'Proceed Anyway' }),
    'Proceed Anyway is not available because you are completing this form on your own: there is no review step to go on to, so please answer the fields listed first.',
  );
  expect(await storedStep(id)).toBe(1);
});

test.describe('held back in the browser', () => {
  test.skip(() => test.info().project.use.javaScriptEnabled === false, 'the buttons are held back by JavaScript; without it the server refuses');

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

  test('Proceed at signing, until a signature is drawn or typed, is in the Tab order and says why', async ({ page, context }) => {
    test.slow();
    const owner = await createTestUser({ label: 'disabled-sign' });
    const id = await formAtStep5(owner, null);
    await signInAs(context, owner);
    await openWhenStipulationReady(page, `/legal-form-guide/divorce-forms/${id}`);
    await expectUnavailableWithReason(page, page.getByRole('button', { name: 'Proceed', exact: true }), 'Draw or type your signature above first.');
    await expect(page.getByRole('alertdialog', { name: 'Please confirm' })).toHaveCount(0);
    expect(await storedStep(id)).toBe(5);
  });
});
