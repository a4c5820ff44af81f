// The profile pages in Spanish (issue 35, item 1), JavaScript on and off: My account with its photo and fields, Change
// password, My Documents (its date with the month's name) and Delete your account say everything in Spanish, their
// validation and refusals too (the browser's live checks with JavaScript, the server's without).
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';

test.use({ locale: 'es-MX' });

const SPANISH_MONTHS = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';

test('My account, its photo and its fields speak Spanish, and a saved profile says so in Spanish', async ({ page, petitioner }) => {
  void petitioner;
  await page.goto('/user-profile');
  await expect(page).toHaveTitle('Mi cuenta · Perfil de usuario | Accord');
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil de usuario' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('aria-current', 'page');
  await waitForHydration(page);

  await page.getByLabel('Foto de perfil').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"></svg>') });
  await page.getByRole('button', { name: 'Subir foto' }).click();
  await expect(page.getByRole('link', { name: 'Elija una foto en formato PNG, JPEG, GIF o WebP.' })).toBeVisible();

  // a typed date keeps MM/DD/YYYY, its hint says MM/DD/AAAA; the refusal comes from the browser with JavaScript
  await expect(page.getByText('MM/DD/AAAA', { exact: true })).toBeVisible();
  await page.getByLabel('Nombre legal', { exact: true }).fill('');
  await page.getByLabel('Fecha de nacimiento', { exact: false }).fill('13/45/1986');
  await page.getByRole('button', { name: 'Guardar' }).click();
  // with JavaScript the photo's summary stays above while the fields' own appears
  const summary = page.locator('#profile').getByTestId('error-summary');
  await expect(summary.getByRole('heading', { level: 2, name: 'Hay un problema' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Obligatorio' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Escriba una fecha válida' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Nombre legal', { exact: true }).fill('Lucía');
  await page.getByLabel('Fecha de nacimiento', { exact: false }).fill('04/12/1986');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByTestId('alert-banner')).toContainText('Su perfil se actualizó');
});

test('Change password and My Documents speak Spanish, with dates in Spanish words', async ({ page, petitioner }) => {
  const javaScript = test.info().project.use.javaScriptEnabled === true;
  await page.goto('/user-profile?tab=password');
  await expect(page.getByRole('link', { name: 'Cambiar contraseña' })).toHaveAttribute('aria-current', 'page');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('link', { name: 'Obligatorio' }).first()).toBeVisible();
  await page.getByLabel('Contraseña actual').fill('Not-My-Password-9');
  await page.getByLabel('Contraseña nueva').fill('Juniper-Lantern-41');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Lo sentimos, la contraseña actual que escribió no es correcta').first()).toBeVisible();
  await page.getByLabel('Contraseña actual').fill(petitioner.user.password);
  await page.getByLabel('Contraseña nueva').fill('Password123!');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña es demasiado débil. Es muy fácil de adivinar', { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión en otros dispositivos' }).click();
  if (javaScript) {
    // with JavaScript it asks first, its answers in Spanish
    const dialog = page.getByRole('alertdialog', { name: '¿Cerrar sesión en otros dispositivos?' });
    await expect(dialog.getByRole('button', { name: 'No' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sí' }).click();
  }
  await expect(page.getByText('Se cerró su sesión en todos los demás dispositivos.')).toBeVisible();

  await page.getByRole('link', { name: 'Mis documentos' }).click();
  const forms = page.getByRole('list', { name: 'Sus formularios' });
  await expect(forms).toContainText(new RegExp(`Último cambio: \\d{1,2} de (${SPANISH_MONTHS}) de \\d{4} a las \\d{1,2}:\\d{2} [ap]\\.m\\.`));
  // the guide's step names in Spanish too (the catalogue's), not marked English; only the form's own name and its state,
  // the workflow's English words, are marked English
  await expect(forms).toContainText('Paso: Completar el cuestionario');
  await expect(forms.locator('[lang="en"]').filter({ hasText: 'Completar' })).toHaveCount(0);
  await expect(forms.locator('a[lang="en"]')).toHaveCount(1);
});

test('Delete your account says what happens in Spanish, refuses a wrong password in Spanish, and deletes', async ({ page, petitioner }) => {
  await page.goto('/user-profile/delete');
  await expect(page).toHaveTitle('Eliminar su cuenta | Accord');
  await expect(page.getByRole('heading', { level: 1, name: 'Eliminar su cuenta' })).toBeVisible();
  await expect(page.getByText('se eliminan con sus respuestas, archivos, comentarios, firmas y documentos.')).toBeVisible();
  await expect(page.getByText('No ha hecho ningún pago.')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByRole('link', { name: 'Obligatorio' })).toBeVisible();
  await page.getByLabel('Su contraseña').fill('not my password');
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByText('Lo sentimos, la contraseña que escribió no es correcta. Su cuenta no se eliminó.').first()).toBeVisible();
  await page.getByLabel('Su contraseña').fill(petitioner.user.password);
  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByTestId('alert-banner')).toContainText('Su cuenta se eliminó.');
  expect(await withAppDatabase((db) => db.selectFrom('users').select('id').where('id', '=', petitioner.user.id).executeTakeFirst())).toBeUndefined();
});
