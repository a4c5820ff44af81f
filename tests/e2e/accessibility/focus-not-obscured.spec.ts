// The focused element is never hidden under something else on the page (WCAG 2.4.11 Focus Not Obscured): each Tab
// stop is the element found at its own centre by `elementFromPoint`. The comment drawer and the builder's sticky
// header were the two that covered it (issue 32, finding 4), at 1280 px and at 320 px.
import type { Page } from '@playwright/test';
import { SAMPLE_WORKFLOWS } from '../../../db/seed-guide';
import { coveringFocus } from '../support/accessibility';
import { createTestUser, signInAs, waitForHydration } from '../support/accounts';
import { formSharedForComments } from '../support/guide';
import { expect, test } from '../support/test';

const usesJavaScript = () => test.info().project.use.javaScriptEnabled !== false;
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

/** Presses `key` `times` times; after each, the focused element is the one at its own centre (and inside `within`). */
async function walk(page: Page, key: string, times: number, within?: string) {
  for (let i = 1; i <= times; i++) {
    await page.keyboard.press(key);
    expect(await coveringFocus(page), `${key} ${i}`).toBeNull();
    if (within) expect(await page.evaluate((selector) => !!document.activeElement?.closest(selector), within), `${key} ${i} stays in ${within}`).toBe(true);
  }
}

test('the comment drawer covers nothing that has the focus, at 1280 px and at 320 px, and gives the focus back on close', async ({ page, context }) => {
  test.setTimeout(90_000);
  const spouse = await createTestUser({ label: 'obscured-spouse' });
  const id = await formSharedForComments(await createTestUser({ label: 'obscured-owner' }), spouse);
  await signInAs(context, spouse);
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await page.goto(`/respondent-guide/${id}`);
    await waitForHydration(page);
    if (!usesJavaScript()) {
      // without JavaScript the comments are a section of the page: the whole page is walked, the sticky bar above
      await page.locator('section#comments').getByLabel('Your comment on this page').focus();
      await walk(page, 'Shift+Tab', 40);
      continue;
    }
    const opener = page.getByRole('button', { name: /^Comments/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /Comments/ });
    await expect(drawer).toBeVisible();
    // the page behind the drawer is out of reach: Tab and Shift+Tab stay in the drawer, each stop in sight
    await walk(page, 'Tab', 6, '#page-comments-panel');
    await walk(page, 'Shift+Tab', 6, '#page-comments-panel');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await coveringFocus(page)).toBeNull();
    // and the page itself, the drawer closed: no stop under the sticky Previous / Next bar
    await walk(page, 'Shift+Tab', 30);
  }
});

test('the builder’s sticky header covers no focused element, Tab going down the page and Shift+Tab coming back', async ({ page, context }) => {
  test.skip(!usesJavaScript(), 'the builder needs JavaScript');
  test.setTimeout(90_000);
  await signInAs(context, await createTestUser({ role: 'admin-global', label: 'obscured-builder' }));
  await page.setViewportSize(WIDE);
  // the draft is never saved: the sample stays as it is
  await page.goto(`/manage-workflows/${SAMPLE_WORKFLOWS[0]!.formId}/edit`);
  await waitForHydration(page);
  await page.getByRole('button', { name: '2. Build Form' }).click();
  await walk(page, 'Tab', 60);
  // back up past the builder's first control: the site's own header and its 'Accord' link are not left under it
  await walk(page, 'Shift+Tab', 80);
});
