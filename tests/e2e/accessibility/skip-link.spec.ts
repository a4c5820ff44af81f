// The skip link of a questionnaire page lands on the page's first question, past the dozen page tabs (issue 32,
// finding 7: 22-23 Tab stops came before the first field), with JavaScript and without; elsewhere it still goes to
// the main content.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/accounts';

/** the first control a person can answer in the questionnaire's fields (not the page tabs, nothing hidden) */
const firstQuestion = (page: Page) =>
  page.locator('form[aria-labelledby="questionnaire-title"] [data-element-uid]:visible').locator('input:not([type="hidden"]), select, textarea').first();

async function skip(page: Page) {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: 'Skip to content' });
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

test('the skip link goes straight to the first question of each questionnaire page', async ({ page, petitioner }) => {
  for (const index of [0, 1]) {
    await page.goto(`/legal-form-guide/divorce-forms/${petitioner.userWorkflowId}?page=${index}`);
    await waitForHydration(page);
    await skip(page);
    const question = firstQuestion(page);
    await expect(question).toBeFocused();
    // its question is in sight too: the address scrolls the control to the top, and the label above it must not be
    // left above the window (nor, with JavaScript, the scroll position saved for the page before restored instead)
    const questionTop = await question.evaluate((control) => control.closest('[data-element-uid]')!.getBoundingClientRect().top);
    expect(questionTop).toBeGreaterThanOrEqual(0);
    // and the next Tab goes on through the page's questions, not back to the tabs
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Questionnaire pages' }).locator(':focus')).toHaveCount(0);
  }
});

test('on a page without questions the skip link still goes to the main content', async ({ page }) => {
  await page.goto('/accessibility');
  await waitForHydration(page);
  // the accessibility statement says so, no longer listing it among what falls short
  await expect(page.getByText('on a questionnaire page straight to its first question')).toBeVisible();
  await expect(page.getByText('not straight to the first question')).toHaveCount(0);
  await skip(page);
  await expect(page).toHaveURL(/#main$/);
  // the next Tab is inside the main content, not back in the header
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);
});
