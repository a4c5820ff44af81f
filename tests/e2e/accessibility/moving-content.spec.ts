// Nothing moves or updates on its own without a way to stop it (WCAG 2.2.2, ADR 022): the pay page's testimonial
// carousel keeps the spec's 12 s with a Pause control and no live region; the alert banner ('Progress saved!' and
// the other one-time messages) stays until dismissed.
import { expect, test } from '../support/test';
import { createTestUser, signInAs } from '../support/accounts';
import { formSharedForComments, UTAH_WITH_CHILDREN } from '../support/guide';
import { waitForHydration } from '../support/accounts';

test('the testimonial carousel moves every 12 s, stops on Pause or Next, and reads nothing out on its own', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'without JavaScript the testimonials are a list that never moves');
  const user = await createTestUser({ label: 'carousel' });
  await signInAs(context, user);
  // the page's clock stands still unless the test moves it, so the 12 s are counted exactly
  await page.clock.install({ time: new Date('2026-11-27T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-27T09:00:01Z'));
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  await expect(page.getByText('1 / 3')).toBeVisible();
  // no live region reads a slide out, and the page's one region named 'Testimonials' is the page itself
  await expect(page.locator('[aria-live]').filter({ hasText: 'Family law paralegal' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Testimonials', exact: true })).toHaveCount(1);
  const carousel = page.getByRole('region', { name: 'What people say' });

  await page.clock.runFor(11_900);
  await expect(carousel.getByText('1 / 3')).toBeVisible();
  await page.clock.runFor(200);
  await expect(carousel.getByText('2 / 3')).toBeVisible();

  await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.clock.runFor(36_000);
  await expect(carousel.getByText('2 / 3')).toBeVisible();
  await carousel.getByRole('button', { name: 'Play testimonials' }).click();
  await page.clock.runFor(12_000);
  await expect(carousel.getByText('3 / 3')).toBeVisible();

  // Next takes the carousel in hand: it stops moving on its own
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel.getByText('1 / 3')).toBeVisible();
  await expect(carousel.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
  await page.clock.runFor(36_000);
  await expect(carousel.getByText('1 / 3')).toBeVisible();
});

test('without JavaScript the testimonials are a list that shows them all and never moves', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'no-js', 'with JavaScript the testimonials are the carousel above');
  const user = await createTestUser({ label: 'carousel-no-js' });
  await signInAs(context, user);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  const list = page.getByRole('list', { name: 'Testimonials' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByText('Family law paralegal')).toBeVisible();
  // nothing to pause and no slide position: no script runs that could move it
  await expect(page.getByRole('button', { name: /testimonials/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'What people say' })).toHaveCount(0);
  await expect(page.getByText('1 / 3')).toHaveCount(0);
});

test('a saved comment’s ‘Progress saved!’ stays until it is dismissed', async ({ page, context }, info) => {
  const js = info.project.name === 'js';
  const spouse = await createTestUser({ label: 'snackbar-spouse' });
  const id = await formSharedForComments(await createTestUser({ label: 'snackbar-owner' }), spouse);
  await signInAs(context, spouse);
  if (js) await page.clock.install();
  await page.goto(`/respondent-guide/${id}`);
  await waitForHydration(page);
  const comments = js ? page.getByRole('dialog', { name: /Comments/ }) : page.locator('section#comments');
  if (js) await page.getByRole('button', { name: /^Comments/ }).click();
  await comments.getByLabel('Your comment on this page').fill('Please check the date of our marriage.');
  await comments.getByRole('button', { name: 'Save comment' }).click();
  const saved = page.getByText('Progress saved!');
  await expect(saved).toBeVisible();
  // the spec's snackbar left after 3 s (E8.30, E9.6): this message stays (ADR 022)
  if (js) await page.clock.runFor(60_000);
  await expect(saved).toBeVisible();
  if (js) await page.keyboard.press('Escape');
  await page.getByTestId('alert-banner').getByRole('link', { name: 'Dismiss this message' }).click();
  await expect(page.getByText('Progress saved!')).toHaveCount(0);
});

test('the alert banner stays until it is dismissed', async ({ page }, info) => {
  const js = info.project.name === 'js';
  if (js) await page.clock.install();
  const message = 'Your session ended after a period of inactivity. Please sign in again.';
  await page.goto(`/sign-in?type=info&msg=${encodeURIComponent(message)}`);
  const banner = page.getByTestId('alert-banner');
  await expect(banner).toHaveText(message);
  if (js) await page.clock.runFor(60_000);
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Dismiss this message' }).click();
  await expect(page.getByTestId('alert-banner')).toHaveCount(0);
});

test('the builder’s notice stays until it is dismissed', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  const admin = await createTestUser({ role: 'admin-global', label: 'builder-notice' });
  await signInAs(context, admin);
  await page.clock.install();
  await page.goto('/manage-workflows/new/edit');
  await page.getByLabel('Form name', { exact: true }).fill('Notice Workflow');
  await page.getByRole('button', { name: 'Save Workflow' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Saved as version 0.1.0.' });
  await expect(notice).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss this message' }).click();
  await expect(notice).toHaveCount(0);
});
