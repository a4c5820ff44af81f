// The shell in Spanish (issue 35, items 1 and 2): the navigation the server lists, the profile button, the skip
// link, the status pages (their tab titles too) and, with JavaScript, the Session Activity dialog, all read in the
// person's language, JavaScript on and off.
import { expect, test } from './support/test';
import { updateSettings } from '../../app/services/settings.server';
import { createTestUser, signInAs, uniqueEmail, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';

test.use({ locale: 'es-MX' });

test('a person signed in reads the navigation, the skip link and their profile button in Spanish', async ({ page, context }) => {
  const user = await createTestUser({ label: 'shell-es' });
  await withAppDatabase((db) => db.updateTable('users').set({ first_name: '', last_name: '' }).where('id', '=', user.id).execute());
  await signInAs(context, user);
  await page.goto('/user-profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
  // the forms entry follows the published types (ADR 028): divorce alone, one other type, or several in this run
  await expect(nav.getByRole('link', { name: /^(Formularios de divorcio|Sus formularios|Formularios: .+)$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Formularios compartidos' })).toHaveAttribute('href', '/shared-forms');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toHaveAttribute('href', '#main');
  // a person without a name gets the profile button's own words, in Spanish
  await expect(page.getByRole('banner').getByRole('link', { name: 'Perfil de usuario' })).toHaveAttribute('href', '/user-profile');
  await expect(page.getByRole('banner')).not.toHaveAttribute('lang', /./);
  // the developers' mailbox, the last page to leave English, is a Spanish page now: neither it nor the shell is marked
  // English (a page whose route names no catalogue would be, WCAG 3.1.2: none is left)
  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Buzón de desarrollo' })).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  await expect(page.getByRole('banner')).not.toHaveAttribute('lang', /./);
});

test('the status pages say what happened in Spanish, their tab titles too', async ({ page }) => {
  const missing = await page.goto('/not-found');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle('Página no encontrada | Accord');
  const notFound = page.getByRole('heading', { level: 1, name: 'Página no encontrada' });
  await expect(notFound).toBeVisible();
  await expect(page.getByText('No encontramos la página que buscaba.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/');

  await page.goto('/error');
  await expect(page).toHaveTitle('Lo sentimos | Accord');
  await expect(page.getByRole('heading', { level: 1, name: 'Lo sentimos... Ya avisamos al equipo de soporte' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute('href', /^mailto:/);

  const maintenance = await page.goto('/503');
  expect(maintenance?.status()).toBe(503);
  await expect(page).toHaveTitle('Mantenimiento del sitio en curso | Accord');
  await expect(page.getByRole('heading', { level: 1, name: 'Mantenimiento del sitio en curso' })).toBeVisible();
  // the status texts are in the page's language even where the page itself is marked English
  await expect(page.locator('section[aria-labelledby="maintenance-title"]')).toHaveAttribute('lang', 'es');
});

test('the Session Activity dialog warns and counts down in Spanish', async ({ page, context }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'the dialog needs JavaScript; the server-side timeout is tested without it');
  await withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 1 }));
  try {
    const user = await createTestUser({ label: 'dialog-es' });
    await signInAs(context, user);
    await page.clock.install();
    await page.goto('/user-profile');
    await waitForHydration(page);
    await page.clock.fastForward('01:01');
    const dialog = page.getByRole('alertdialog', { name: 'Actividad de la sesión' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Su sesión terminará en (60|59) segundos/);
    await page.clock.fastForward('00:35');
    await expect(page.getByTestId('session-countdown-announcement')).toHaveText('Quedan menos de 30 segundos para que termine su sesión.');
    await expect(dialog.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continuar' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    await withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 30 }));
  }
});

test('the footer newsletter answers in Spanish, in place with JavaScript and on its own page without', async ({ page }) => {
  await page.goto('/contact-us');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Boletín').fill(uniqueEmail('boletin'));
  await footer.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(page.getByText('Gracias. Ya está suscrito al boletín de Accord.')).toBeVisible();
  if (!test.info().project.use.javaScriptEnabled) {
    await expect(page).toHaveTitle('Boletín | Accord');
    await expect(page.getByRole('link', { name: 'Volver a Accord' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  }
});
