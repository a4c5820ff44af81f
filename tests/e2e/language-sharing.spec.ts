// The share dialog asks the spouse's language (issue 35, item 2), JavaScript on and off: it offers English and
// Español, the petitioner's own language first; the invitation goes in the one chosen, and its link opens the
// sign-up in it. The questionnaire's answers are seeded through the app's services (formReadyToShare).
import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { openEmailLink, uniqueEmail, waitForHydration } from './support/accounts';
import { formReadyToShare, storedStep } from './support/guide';

/** The spouse's own browser, with the same JavaScript setting and screen as the petitioner's. */
async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  return browser.newContext({ baseURL, javaScriptEnabled, viewport });
}

test("the petitioner chooses Español for the spouse: the invitation is in Spanish and its sign-up starts in Spanish", async ({ page, browser, app, petitioner }) => {
  const spouseEmail = uniqueEmail('spouse-es');
  const id = await formReadyToShare(petitioner.user, { email: spouseEmail, firstName: 'Lucía', lastName: 'Ortega' });

  await page.goto(`/legal-form-guide/divorce-forms/${id}`);
  await page.getByRole('link', { name: 'Send Share Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Questionnaire' });
  const languages = dialog.getByRole('group', { name: "Which language should your spouse's e-mails be in?" });
  // the petitioner reads English: English is offered first
  await expect(languages.getByRole('radio', { name: 'English' })).toBeChecked();
  await waitForHydration(page);
  await languages.getByRole('radio', { name: 'Español' }).check();
  await dialog.getByLabel("Yes, it's correct").check();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText('Your spouse is reviewing the questionnaire.')).toBeVisible();
  expect(await storedStep(id)).toBe(3);

  const spouseContext = await newContext(browser, app.baseUrl);
  const spouse = await spouseContext.newPage();
  await openEmailLink(spouse, spouseEmail, 'le pide que revise', 'Revisar el cuestionario');
  await expect(spouse).toHaveURL(/\/create-user\?/);
  // the language travelled into the page (and is kept), not left in the address
  expect(new URL(spouse.url()).searchParams.has('lng')).toBe(false);
  await expect(spouse.locator('html')).toHaveAttribute('lang', 'es');
  await expect(spouse.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  await spouseContext.close();
});

test('the dialog offers the English invitation by default, and it is in English', async ({ page, browser, app, petitioner }) => {
  const spouseEmail = uniqueEmail('spouse-en');
  const id = await formReadyToShare(petitioner.user, { email: spouseEmail, firstName: 'Sam', lastName: 'Rivera' });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?dialog=share`);
  const dialog = page.getByRole('dialog', { name: 'Share Questionnaire' });
  await waitForHydration(page);
  await dialog.getByLabel("Yes, it's correct").check();
  await dialog.getByRole('button', { name: 'Send Invite' }).click();
  await expect(page.getByText('Your spouse is reviewing the questionnaire.')).toBeVisible();
  const spouseContext = await newContext(browser, app.baseUrl);
  const spouse = await spouseContext.newPage();
  await openEmailLink(spouse, spouseEmail, 'has asked you to review', 'Review the questionnaire');
  await expect(spouse.locator('html')).toHaveAttribute('lang', 'en');
  await spouseContext.close();
});

test.describe('read in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the share step, its dialog and its refusals are in Spanish, and the page is not marked English', async ({ page, petitioner }) => {
    // the spouse's address is the petitioner's own: the invitation is refused, in Spanish
    const id = await formReadyToShare(petitioner.user, { email: petitioner.user.email, firstName: 'Lucía', lastName: 'Ortega' });
    await page.goto(`/legal-form-guide/divorce-forms/${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
    await expect(page.getByText('Revise los datos de su cónyuge y luego envíele una invitación para revisar el cuestionario.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Su cónyuge' })).toBeVisible();
    await page.getByRole('link', { name: 'Enviar invitación para compartir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compartir el cuestionario' });
    await expect(dialog.getByText('La invitación se enviará a:')).toBeVisible();
    await expect(dialog.getByRole('group', { name: '¿En qué idioma deben estar los correos electrónicos para su cónyuge?' }).getByRole('radio', { name: 'Español' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Cancelar' })).toBeVisible();
    await waitForHydration(page);
    // not confirmed: the dialog asks for the tick in its own words
    await dialog.getByRole('button', { name: 'Enviar la invitación' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("Marque 'Sí, los datos son correctos' para confirmar los datos de su cónyuge, por favor.");
    await dialog.getByLabel('Sí, los datos son correctos').check();
    await dialog.getByRole('button', { name: 'Enviar la invitación' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Lo sentimos, su correo electrónico no puede ser el mismo que el de su cónyuge');
    expect(await storedStep(id)).toBe(2);
  });
});
