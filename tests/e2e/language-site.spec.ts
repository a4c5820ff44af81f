// The public site in Spanish (issue 35, item 1), JavaScript on and off: the home page, About us, Contact us with its
// questions, the accessibility statement, Practice, the three legal pages, the wait page and the status pages say
// everything in Spanish, their tab titles too, and none is marked as an English page inside the Spanish one.
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { expectSpanishPage } from './support/language';
import { waitForHydration } from './support/accounts';

test.use({ locale: 'es-MX' });

test('the visitor home page says what Accord is, how it works and what it costs in Spanish', async ({ page }) => {
  await page.goto('/');
  await expectSpanishPage(page, 'Accord: prepare sus documentos de divorcio en línea', 'Prepare sus documentos de divorcio, un paso tranquilo a la vez');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Responda preguntas sencillas, compártalas con su cónyuge/);
  await expect(page.getByRole('link', { name: 'Cree su cuenta', exact: true })).toHaveAttribute('href', '/create-user');
  await expect(page.getByRole('link', { name: 'Acerca de Accord' })).toHaveAttribute('href', '/about-us');
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo funciona' })).toBeVisible();
  await expect(page.getByText('Responda preguntas sencillas', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cuánto cuesta' })).toBeVisible();
  // the prices follow the paywall settings: either both cards, or the sentence saying they are not set yet
  await expect(page.getByRole('heading', { level: 3, name: 'Con su cónyuge' }).or(page.getByText('Los precios se mostrarán aquí en cuanto se fijen.'))).toBeVisible();
  const help = page.getByRole('region', { name: 'No es asesoría legal' });
  await expect(help.getByRole('link', { name: 'asesoría legal' })).toHaveAttribute('href', '/legal-advice');
  await expect(help.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/contact-us');
  await expectNoSeriousA11yViolations(page);
});

test('About us, Practice and the wait page speak Spanish', async ({ page }) => {
  await page.goto('/about-us');
  await expectSpanishPage(page, 'Acerca de Accord: prepare sus documentos de divorcio con cuidado', 'Prepare sus documentos de divorcio, un paso tranquilo a la vez');
  await expect(page.getByText('Compártalo con su cónyuge', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ya tengo una cuenta' })).toHaveAttribute('href', '/sign-in');

  await page.goto('/practice');
  await expectSpanishPage(page, 'Práctica | Accord', 'Practique antes de empezar');
  await expect(page.getByText('Bienes y deudas', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'inicie sesión' })).toHaveAttribute('href', '/sign-in');

  await page.goto('/wait');
  await expectSpanishPage(page, 'Esperando a su cónyuge | Accord', 'Su cónyuge todavía no ha empezado');
  await expect(page.getByText('No necesita hacer nada por ahora. Puede cerrar esta página.')).toBeVisible();
});

test('Contact us answers its questions in Spanish, and the accessibility statement reads in Spanish', async ({ page }) => {
  await page.goto('/contact-us');
  await expectSpanishPage(page, 'Contáctenos y preguntas frecuentes | Accord', 'Contáctenos');
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByText('Si está en peligro, llame al 911.', { exact: false })).toBeVisible();
  await waitForHydration(page);
  // a question opens without JavaScript too (<details>)
  await page.getByText('¿Perderé lo que he escrito?').click();
  await expect(page.getByText('No. Cada respuesta se guarda mientras escribe', { exact: false })).toBeVisible();
  await page.getByText('¿Cuánto cuesta Accord?').click();
  await expect(page.getByText(/(cuesta \$\d+ en total|Los precios se mostrarán aquí en cuanto se fijen\.)/)).toBeVisible();

  await page.goto('/accessibility');
  await expectSpanishPage(page, 'Declaración de accesibilidad | Accord', 'Declaración de accesibilidad');
  await expect(page.getByRole('heading', { level: 2, name: 'Lo que todavía no cumple la norma' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'página de contacto' })).toHaveAttribute('href', '/contact-us');
  await expectNoSeriousA11yViolations(page);
});

test('the legal pages and the status pages are Spanish pages', async ({ page }) => {
  for (const [path, title] of [
    ['/legal-advice', 'Asesoría legal'],
    ['/terms-of-service', 'Condiciones del servicio'],
    ['/privacy-policy', 'Política de privacidad'],
  ] as const) {
    await page.goto(path);
    await expectSpanishPage(page, `${title} | Accord`, title);
  }
  await expect(page.getByText('No vendemos su información.')).toBeVisible();

  await page.goto('/no-such-page');
  await expectSpanishPage(page, 'Página no encontrada | Accord', 'Página no encontrada');
  await page.goto('/error');
  await expectSpanishPage(page, 'Lo sentimos | Accord', 'Lo sentimos... Ya avisamos al equipo de soporte');
  await page.goto('/503');
  await expectSpanishPage(page, 'Mantenimiento del sitio en curso | Accord', 'Mantenimiento del sitio en curso');
});

test('the verification page checks a file in Spanish and says a code names no document in Spanish', async ({ page }) => {
  await page.goto('/verify');
  await expectSpanishPage(page, 'Verificar un documento | Accord', 'Verificar un documento');
  await expect(page.getByRole('link', { name: 'certificado raíz de Accord' })).toHaveAttribute('href', '/verify/root-certificate');
  await waitForHydration(page);
  await page.getByLabel('Archivo PDF').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Comprobar este archivo' }).click();
  // a refused file is named beside its field and in the error summary (the GOV.UK pattern)
  await expect(page.locator('#document-error')).toContainText('Este archivo no es un PDF. Elija el archivo PDF de los documentos finales.');

  await page.getByLabel('Archivo PDF').setInputFiles({ name: 'other.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% not sealed ${test.info().project.name}\n%%EOF\n`) });
  await page.getByRole('button', { name: 'Comprobar este archivo' }).click();
  await expect(page.getByRole('alert')).toContainText('Este archivo no es un documento sellado por Accord');
  await expect(page.getByRole('alert')).toContainText(/SHA-256 del archivo que subió: [0-9a-f]{64}/);

  const unknown = await page.goto('/verify/ZZZZZ-ZZZZZ');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByText('No hay ningún documento con este código de verificación. Revise el código impreso en la página del certificado.')).toBeVisible();
});
