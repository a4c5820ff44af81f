// Phone-width screenshots of each of the 21 element types for docs/screens/ (run with SCREENS=1; the rest of
// the time it is skipped so the suite stays short).
import { expect, test } from './support/test';
import { validateWorkflow } from '@accord/engine';
import { publishWorkflow } from '../../db/seed-guide';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { BEFORE_THE_SAMPLES, startTestUserWorkflow } from './support/guide';
import { elementGallery, GALLERY_PAGES } from './fixtures/element-gallery';

test.skip(!process.env.SCREENS, 'screenshots are taken with SCREENS=1');
test.use({ viewport: { width: 375, height: 812 } });

test('each of the 21 element types on a 375 px wide page', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'one set of screenshots, with JavaScript');
  test.setTimeout(120_000);
  const definition = elementGallery();
  expect(validateWorkflow(definition).problems).toEqual([]);
  await withAppDatabase((db) => publishWorkflow(db, { formId: 'galleryForm000000000', publishedId: 'galleryPublished0000', definition, publishedAt: BEFORE_THE_SAMPLES }));
  const user = await createTestUser({ label: 'screens' });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId: 'galleryPublished0000' });
  const types = new Set<string>();
  for (const entry of GALLERY_PAGES) {
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${entry.page}`);
    const target = entry.uid === 'tabs' ? page.getByRole('navigation', { name: 'Questionnaire pages' }) : page.locator(`#field-${entry.uid}`);
    await expect(target).toBeVisible();
    // a dialog-window is shown open, as a person sees it once they tap it
    if (entry.type === 'dialog-window') await target.locator('summary').click();
    // scrolled as a focused control is: its bottom clear of the sticky Previous / Save Progress bar
    if (entry.uid !== 'tabs') await target.evaluate((e) => e.scrollIntoView({ block: 'end' }));
    // the whole 375 px width with a margin above and below: the element as it sits on the phone's page
    const box = (await target.boundingBox())!;
    // the tabs with the 'Page n of m' line above them
    const top = Math.max(0, box.y - (entry.uid === 'tabs' ? 32 : 16));
    await page.screenshot({
      path: `docs/screens/${String(types.size + 1).padStart(2, '0')}-${entry.type}.png`,
      clip: { x: 0, y: top, width: 375, height: Math.min(812 - top, box.y - top + box.height + 16) },
    });
    types.add(entry.type);
  }
  expect(types.size).toBe(21);
});
