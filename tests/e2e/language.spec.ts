// Languages, as a person meets them (issue 35, item 2), JavaScript on and off: a first visit follows the browser's
// Accept-Language, the shell's switch changes the language and the choice is kept for the next pages (a cookie);
// a person signed in has it kept on their profile too, for the e-mails they get.
import { expect, test } from './support/test';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';

test.describe('a browser that asks for Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('gets the shell in Spanish first, switches to English with the shell button, and stays in English', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contáctenos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Salir de esta página' })).toBeVisible();
    // the sign-in page's own texts are translated: nothing in it is marked English
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
    await waitForHydration(page);
    if (process.env.SCREENS && test.info().project.name === 'js') await page.screenshot({ path: 'docs/screens/sign-in-spanish-shell.png', fullPage: true });

    const english = page.getByRole('button', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await english.click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(footer.getByRole('link', { name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);

    // the next page keeps the choice although the browser still asks for Spanish
    await page.goto('/contact-us');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
  });
});

test('a person signed in who chooses Spanish has it kept on their profile, and the page they were on comes back in it', async ({ page, context }) => {
  const user = await createTestUser({ label: 'language' });
  await signInAs(context, user);
  await page.goto('/user-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  const stored = await withAppDatabase((db) => db.selectFrom('users').select('language').where('id', '=', user.id).executeTakeFirstOrThrow());
  expect(stored.language).toBe('es');
});
