// The spouse's review by keyboard alone (issue 32, item 6), JavaScript on and off: from the invitation e-mail's
// link the spouse signs in, reads the shared questionnaire page by page, leaves a comment (with JavaScript in the
// comments drawer, opened and closed by keyboard, the focus back on its opener), and sends the form back from
// Finished Reviewing; an 'edit' spouse proposes a change; a spouse agrees, ticking the terms with Space. No click, fill or check: Tab, Shift+Tab, Enter, Space, arrow keys and Escape only
// (support/keyboard.ts), and the focus is asserted where a person would look for it at each step. The petitioner's
// shared form is seeded through the services.
import type { Page } from '@playwright/test';
import { createTestUser, emailLink, signInAs, waitForHydration } from '../support/accounts';
import { formSharedForComments, storedStep } from '../support/guide';
import { publishEditSharingSample } from '../../support/edit-sharing-workflow';
import { usesJavaScript } from '../support/journey';
import { commentOnPage, press, toggle, typeInto } from '../support/keyboard';
import { expect, test } from '../support/test';
import { withAppDatabase } from '../support/app-database';

/** the page's name, the heading of the shared questionnaire's page */
const pageHeading = (page: Page) => page.locator('main [data-page-heading]');
const currentPage = (page: Page) => page.getByRole('navigation', { name: 'Questionnaire pages' }).locator('[aria-current="page"]');

test('the spouse signs in from the invitation, reads the pages, comments and sends the form back, by keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  const spouse = await createTestUser({ label: 'keyboard-spouse' });
  const owner = await createTestUser({ label: 'keyboard-owner' });
  const id = await formSharedForComments(owner, spouse);

  await test.step('the invitation leads to Sign In, answered by keyboard', async () => {
    // the link as the e-mail has it, on the test's host (the services that seeded the invite name another)
    const link = new URL(await emailLink(page, spouse.email, 'has asked you to review', 'Review the questionnaire'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/sign-in\?/);
    await waitForHydration(page);
    await expect(page.getByLabel('E-mail')).toHaveValue(spouse.email);
    await typeInto(page, page.getByLabel('Password'), spouse.password);
    // Enter in the password field signs in, as in any form
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/respondent-guide/${id}`));
    await waitForHydration(page);
  });

  await test.step('the important information is read and put away', async () => {
    await press(page, page.getByRole('button', { name: 'I have read this' }));
    await expect(page.getByRole('region', { name: 'Important information' })).toHaveCount(0);
    // with JavaScript the panel goes from under the focus: the focus goes on to the questionnaire's page, not lost
    if (usesJavaScript()) await expect(pageHeading(page)).toBeFocused();
  });

  await test.step('the questionnaire is read page by page with its page tabs and Next', async () => {
    await expect(currentPage(page)).toBeVisible();
    const first = await currentPage(page).textContent();
    await expect(pageHeading(page)).toHaveText(first ?? '');
    await press(page, page.getByRole('link', { name: 'Next', exact: true }));
    await expect(page).toHaveURL(/page=1/);
    await expect(currentPage(page)).not.toHaveText(first ?? '');
    const second = await currentPage(page).textContent();
    // the page's name is its heading, and with JavaScript the page change moves the focus there
    await expect(pageHeading(page)).toHaveText(second ?? '');
    if (usesJavaScript()) await expect(pageHeading(page)).toBeFocused();
    // back to the first page by its tab
    const tabs = page.getByRole('navigation', { name: 'Questionnaire pages' }).getByRole('link');
    await press(page, tabs.first());
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    if (usesJavaScript()) await expect(pageHeading(page)).toBeFocused();
  });

  await test.step('a comment on the first page, in the drawer opened and closed by keyboard', async () => {
    await commentOnPage(page, 'Please check the date of our marriage.');
    const stored = await withAppDatabase((db) => db.selectFrom('spouse_comments').select('body').where('user_workflow_id', '=', id).execute());
    expect(JSON.stringify(stored)).toContain('Please check the date of our marriage.');
  });

  await test.step('Proceed opens Finished Reviewing, which takes the focus; Send Back sends the form back', async () => {
    await press(page, page.getByRole('link', { name: 'Proceed' }));
    const dialog = page.getByRole('dialog', { name: 'Finished Reviewing' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await press(page, dialog.getByRole('button', { name: 'Send Back for Spousal Review' }));
    await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
  });
});

test("an 'edit' spouse proposes a change on a page by keyboard only", async ({ page, context }) => {
  const spouse = await createTestUser({ label: 'keyboard-edit-spouse' });
  const owner = await createTestUser({ label: 'keyboard-edit-owner' });
  const publishedWorkflowId = await withAppDatabase((db) => publishEditSharingSample(db));
  const id = await formSharedForComments(owner, spouse, { publishedWorkflowId, reviewType: 'edit' });
  await signInAs(context, spouse);
  await page.goto(`/respondent-guide/${id}`);
  await waitForHydration(page);
  // the spouse's names are on the third page: its tab, pressed with Enter
  await press(page, page.getByRole('navigation', { name: 'Questionnaire pages' }).getByRole('link').nth(2));
  await expect(page).toHaveURL(/page=2/);
  if (usesJavaScript()) await expect(pageHeading(page)).toBeFocused();
  await typeInto(page, page.getByLabel(/^Spouse's legal first name/), 'Samantha');
  await press(page, page.getByRole('button', { name: 'Propose changes' }));
  await expect(page.getByText('1 change was sent to your spouse as a proposal.')).toBeVisible();
  await expect(page.getByText('You proposed a change here; your spouse decides.')).toHaveCount(1);
  const proposed = await withAppDatabase((db) => db.selectFrom('field_reviews').select('value').where('user_workflow_id', '=', id).execute());
  expect(JSON.stringify(proposed)).toContain('Samantha');
});

test('the spouse agrees in Finished Reviewing, ticking the terms with Space, by keyboard only', async ({ page, context }) => {
  const spouse = await createTestUser({ label: 'keyboard-agree-spouse' });
  const id = await formSharedForComments(await createTestUser({ label: 'keyboard-agree-owner' }), spouse);
  await signInAs(context, spouse);
  await page.goto(`/respondent-guide/${id}`);
  await waitForHydration(page);
  const proceed = page.getByRole('link', { name: 'Proceed' });
  await press(page, proceed);
  const dialog = page.getByRole('dialog', { name: 'Finished Reviewing' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await toggle(page, dialog.getByLabel('I agree to the terms'));
  await press(page, dialog.getByRole('button', { name: 'I Agree to Terms' }));
  await expect(page.getByText('You have agreed to all the terms!').first()).toBeVisible();
  await expect.poll(() => storedStep(id)).toBe(4);
});
