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

test.describe('read in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the signing step and the sign page are in Spanish, and a name too short to sign is refused in Spanish', async ({ page, context }) => {
    const owner = await createTestUser({ label: 'signing-es' });
    const id = await formAtStep5(owner, null);
    await signInAs(context, owner);
    // the page says the stipulation is being prepared until the app's worker has rendered it
    await expect(async () => {
      await page.goto(`/legal-form-guide/divorce-forms/${id}`);
      await expect(page.getByRole('link', { name: 'Leer su estipulación (PDF)' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
    await expect(page.getByText('Lea su estipulación. Cuando esté listo, fírmela abajo y se preparan sus documentos finales.')).toBeVisible();
    const signature = page.getByRole('group', { name: 'Su firma' });
    await waitForHydration(page);
    await signature.getByLabel(/escriba su nombre legal completo para firmar/i).fill('A');
    await page.getByRole('button', { name: 'Continuar' }).click();
    if (test.info().project.use.javaScriptEnabled) {
      // with JavaScript the confirm is a dialog, in Spanish
      const dialog = page.getByRole('alertdialog', { name: 'Confirme, por favor' });
      await expect(dialog).toContainText('Está a punto de firmar un acuerdo legalmente vinculante. Confirme, por favor.');
      await dialog.getByRole('button', { name: 'Sí', exact: true }).click();
    }
    // the sign page asks again, in Spanish, with its refusal
    await expect(page).toHaveTitle('Error: Firmar su estipulación · Accord');
    await expect(page.getByRole('heading', { level: 1, name: 'Firmar su estipulación' })).toBeVisible();
    await expect(page.getByTestId('error-summary')).toContainText('Escriba su nombre completo para firmar, por favor.');
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('link', { name: 'Volver a su guía' })).toBeVisible();
  });
});
