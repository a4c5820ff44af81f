// Court documents stay in English (issue 35, item 4): the signing step says so before the person signs, in their
// language, JavaScript on and off; read in English it says nothing of it.
import { expect, test } from './support/test';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { formAtStep5 } from './support/guide';
import es from '../../i18n/catalogues/es/common';

test('the signing step says in Spanish that court documents print in English, and nothing of it in English', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'signing-language' });
  const id = await formAtStep5(owner, null);
  await signInAs(context, owner);
  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await expect(page.getByRole('group', { name: 'Your signature' })).toBeVisible();
  const note = page.getByTestId('court-documents-in-english');
  await expect(note).toHaveCount(0);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(note).toHaveText(es.language.courtDocumentsInEnglish);
  // the guide around it may still be English: the sentence says which language it is in
  await expect(note).toHaveAttribute('lang', 'es');
});
