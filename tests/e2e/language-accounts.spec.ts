// The account pages in Spanish (issue 35, items 1 and 2), JavaScript on and off: sign in, forgot password and the
// e-mail link's page (verify, choose a new password) say everything in Spanish, their validation and refusals too
// (the browser's live checks with JavaScript, the server's without), and the sign-in page's own notices.
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { createTestUser, openEmailLink, signInAs, uniqueEmail, waitForHydration } from './support/accounts';
import { textsIn } from '../../i18n/texts-for-tests';

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
  await expect(page.getByRole('heading', { level: 2, name: 'Hay un problema' })).toBeVisible();
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

const SPANISH_NUMBERS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];

test('sign-up asks everything in Spanish, refuses in Spanish, and creates the account', async ({ page }) => {
  test.setTimeout(90_000);
  const javaScript = test.info().project.use.javaScriptEnabled === true;
  const email = uniqueEmail('sign-up-es');
  await page.goto('/create-user');
  await expect(page).toHaveTitle('Crear cuenta | Accord');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  await waitForHydration(page);
  await page.getByLabel('No, yo estoy comenzando').check();
  await page.getByLabel('Correo electrónico de su cónyuge', { exact: true }).fill(uniqueEmail('conyuge'));
  await page.getByLabel('Nombre legal de su cónyuge', { exact: true }).fill('Sam');
  await page.getByLabel('Apellido legal de su cónyuge', { exact: true }).fill('Rivera');
  await page.getByLabel('Su correo electrónico', { exact: true }).fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Juniper-Lantern-41');
  await page.getByLabel('Nombre legal', { exact: true }).fill('Lucía');
  await page.getByLabel('Apellido legal', { exact: true }).fill('Ortega');
  // the typed date keeps MM/DD/YYYY, its hint says MM/DD/AAAA; a date that does not exist is refused in Spanish
  await expect(page.getByText('MM/DD/AAAA', { exact: true })).toBeVisible();
  const birth = page.getByLabel('Fecha de nacimiento', { exact: false });
  await birth.fill('13/45/1986');
  await page.getByLabel('Sexo (opcional)').selectOption({ label: 'Femenino' });
  await page.getByLabel('Número de teléfono').fill('801-555-0199');
  await page.getByLabel('Dirección', { exact: true }).fill('12 Canyon Road');
  await page.getByLabel('Ciudad').fill('Ogden');
  await page.getByLabel('Estado', { exact: true }).selectOption('Utah');
  await page.getByLabel('Código postal').fill('84401');
  if (!javaScript) {
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Hay un problema' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Acepte los términos del servicio para continuar' })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Crear usuario' })).toBeDisabled();
    await expect(page.getByText('Crear usuario estará disponible cuando', { exact: false })).toBeVisible();
  }
  await expect(page.getByText('Escriba una fecha válida').first()).toBeVisible();
  await page.getByLabel('Fecha de nacimiento', { exact: false }).fill('04/12/1986');
  if (!javaScript) await page.getByLabel('Contraseña', { exact: true }).fill('Juniper-Lantern-41');
  await page.getByLabel(/Acepto los términos del servicio/).check();
  if (javaScript) {
    const widget = page.locator('altcha-widget');
    await widget.getByText('No soy un robot').click();
    await expect(widget.locator('input[name="altcha"]')).toHaveCount(1, { timeout: 20_000 });
  } else {
    const label = await page.locator('label[for="captcha-answer"]').innerText();
    const match = /¿Cuánto es (\p{L}+) más (\p{L}+)\?/u.exec(label);
    expect(match, `captcha question: ${label}`).toBeTruthy();
    await page.locator('#captcha-answer').fill(String(SPANISH_NUMBERS.indexOf(match![1]!) + SPANISH_NUMBERS.indexOf(match![2]!)));
  }
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByTestId('alert-banner')).toContainText('Su cuenta está creada. Revise su correo electrónico');
});

test('signing out says so in Spanish and goes back to sign-in', async ({ page, context, app }) => {
  const user = await createTestUser({ label: 'sign-out-es' });
  await signInAs(context, user, app);
  await page.goto('/user-profile');
  const common = await textsIn('es', 'common');
  await page.getByRole('button', { name: common('signOut'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ha cerrado sesión' })).toBeVisible();
  await expect(page).toHaveTitle('Sesión cerrada | Accord');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  await expect(page.getByText('Le llevamos a la página para iniciar sesión…')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar sesión de nuevo' })).toHaveAttribute('href', '/sign-in');
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
});
