// The account pages in Spanish (issue 35, items 1 and 2), JavaScript on and off: sign in, forgot password and the
// e-mail link's page (verify, choose a new password) say everything in Spanish, their validation and refusals too
// (the browser's live checks with JavaScript, the server's without), and the sign-in page's own notices.
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { createTestUser, openEmailLink, uniqueEmail, waitForHydration } from './support/accounts';

test.use({ locale: 'es-MX' });

test('sign-in says everything in Spanish, its refusals too', async ({ page }) => {
  const user = await createTestUser({ label: 'sign-in-es' });
  await page.goto('/sign-in');
  await expect(page).toHaveTitle('Iniciar sesión | Accord');
  // the page is translated: nothing marked English inside it
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText('Iniciar sesión');
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: 'Iniciar sesión' });
  await submit.click();
  await expect(page.getByText('Obligatorio').first()).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('nope');
  await submit.click();
  await expect(page.getByText('Correo electrónico no válido.').last()).toBeVisible();

  await page.getByLabel('Correo electrónico').fill(uniqueEmail('nobody'));
  await page.getByLabel('Contraseña').fill('Whatever-123!');
  await submit.click();
  await expect(page.getByText('Lo sentimos, no encontramos este correo electrónico en nuestro sistema. Inténtelo de nuevo').last()).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña').fill('Wrong-Password-1');
  await submit.click();
  await expect(page.getByText('Contraseña incorrecta.').last()).toBeVisible();
  await expect(page).toHaveTitle('Error: Iniciar sesión | Accord');
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/forgot-password');

  // the sign-in page's own notices, which links carry in English, are shown in Spanish; other words still are not
  await page.goto(`/sign-in?type=success&msg=${encodeURIComponent('Your account is deleted.')}`);
  await expect(page.getByTestId('alert-banner')).toContainText('Su cuenta se eliminó.');
  await page.goto(`/sign-in?type=warning&msg=${encodeURIComponent('A message from the link')}`);
  await expect(page.getByTestId('alert-banner')).toHaveCount(0);
});

test('forgot password and the reset link speak Spanish through to the new password', async ({ page }) => {
  const user = await createTestUser({ label: 'reset-es' });
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Olvidé mi contraseña | Accord');
  await waitForHydration(page);
  const reset = page.getByRole('button', { name: 'Restablecer contraseña' });
  await reset.click();
  await expect(page.getByText('Primero escriba su correo electrónico').first()).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('unknown'));
  await reset.click();
  await expect(page.getByText('Lo sentimos, no encontramos este correo electrónico en nuestra base de datos.').last()).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await reset.click();
  await expect(page.getByText('Revise su correo electrónico para restablecer su contraseña.')).toBeVisible();

  await openEmailLink(page, user.email, 'Reset your Accord password', 'Choose a new password');
  await expect(page.getByRole('heading', { level: 1, name: 'Elija una contraseña nueva' })).toBeVisible();
  await waitForHydration(page);
  const password = page.getByRole('textbox', { name: 'Contraseña nueva' });
  await password.fill('short');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mínimo 8 caracteres').last()).toBeVisible();
  await password.fill('Password123!');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('La contraseña es demasiado débil. Es muy fácil de adivinar', { exact: false }).last()).toBeVisible();
  await password.fill('Juniper-Lantern-41');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Restableció su contraseña correctamente. Vuelva a iniciar sesión')).toBeVisible();
  await expect(page.getByText('Le llevaremos a la página para iniciar sesión en 3 segundos…')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Iniciar sesión' })).toHaveAttribute('href', /^\/sign-in\?email=/);

  await page.goto('/verify-user?mode=other');
  await expect(page.getByText('Lo sentimos, creo que llegó a la página equivocada')).toBeVisible();
  await expect(page).toHaveTitle('Verificar | Accord');
});
