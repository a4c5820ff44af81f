// The guide in Spanish (issue 35), JavaScript on and off: a new Spanish account goes through the setup stepper to
// level-1 payment, every step, its refusal and its tab title in Spanish, and none of it marked as an English page;
// Shared Forms lists what a spouse shared in Spanish.
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { expectSpanishPage } from './support/language';
import { createTestUser, signInAs } from './support/accounts';
import { formSharedForComments, UTAH_WITH_CHILDREN } from './support/guide';

test.use({ locale: 'es-MX' });

test('the setup stepper speaks Spanish from the state to the jurisdiction, its refusal too', async ({ page, context }) => {
  const user = await createTestUser({ label: 'guide-es' });
  await signInAs(context, user);
  await page.goto('/legal-form-guide');
  await expectSpanishPage(page, 'Estado · Encuentre sus formularios de divorcio · Accord', 'Encuentre sus formularios de divorcio');
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 1 de 7: Estado' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pasos de la preparación' })).toContainText('Jurisdicción');
  await expect(page.getByLabel('¿En qué estado presentará los documentos?')).toHaveValue('Utah');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // the type's name is its author's word (English until the type has a Spanish one)
  await page.getByRole('group', { name: '¿Qué tipo de formulario necesita?' }).getByLabel('Divorce').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Su cónyuge revisa, comenta y firma en línea.')).toBeVisible();
  await page.getByLabel(/Mi cónyuge y yo juntos \(colaborativo\)/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('group', { name: '¿Usted y su cónyuge tienen hijos menores de edad en común?' }).getByLabel('Sí, con hijos').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('¿En qué condado presentará los documentos?').selectOption('Cualquier condado');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Cómo funciona el trabajo en conjunto' })).toBeVisible();
  await expect(page.getByText('Lo comparte con su cónyuge, quien lo lee')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveTitle('Jurisdicción · Encuentre sus formularios de divorcio · Accord');
  await expect(page.getByText(/Al continuar, usted confirma que usted o su cónyuge cumplen los requisitos de residencia de Utah/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atrás' })).toBeVisible();
  await page.getByRole('button', { name: 'Acepto' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`));

  // a state with no form: the step asks again and says why, in Spanish
  await page.goto('/legal-form-guide?state=Alaska');
  await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveText('Lo sentimos, no encontramos un formulario de Divorce para Alaska.');
  await expect(page).toHaveTitle('Error: Tipo · Encuentre sus formularios de divorcio · Accord');
});

test('Shared Forms says in Spanish that nothing is shared yet, then lists the shared form in Spanish', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'shared-owner' });
  const spouse = await createTestUser({ label: 'shared-es' });
  await signInAs(context, spouse);
  await page.goto('/shared-forms');
  await expectSpanishPage(page, 'Formularios compartidos · Accord', 'Formularios compartidos');
  await expect(page.getByText('Todavía no se ha compartido nada con usted.', { exact: false })).toBeVisible();
  await formSharedForComments(owner, spouse);
  await page.reload();
  const shared = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Abrir el cuestionario compartido' }) });
  await expect(shared.getByText('Nuevo', { exact: true })).toBeVisible();
  await expect(shared).toContainText(`De: ${owner.firstName} ${owner.lastName}`);
  await expectNoSeriousA11yViolations(page);
});

test('the level-1 pay page speaks Spanish and the sandbox payment leads to the new form', async ({ page, context }, info) => {
  const js = info.project.name === 'js';
  const user = await createTestUser({ label: 'pay-es' });
  await signInAs(context, user);
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
  await expectSpanishPage(page, 'Pago | Accord', 'Testimonios');
  const summary = page.getByRole('region', { name: 'Resumen del pedido' });
  await expect(summary.getByText('Nivel 1: cuestionario')).toBeVisible();
  // money keeps US separators in Spanish
  await expect(page.getByTestId('total')).toHaveText('$49.00');
  if (js) {
    await expect(page.getByRole('button', { name: 'Pausar los testimonios' })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('group', { name: '2 de 3' })).toBeVisible();
    // Apply waits for a code, and says so in Spanish
    await expect(page.getByText('Escriba un código de cupón para aplicarlo.')).toBeVisible();
  } else {
    await expect(page.getByRole('list', { name: 'Testimonios' }).getByRole('listitem')).toHaveCount(3);
  }
  await expect(page.getByLabel('Código de cupón')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/legal-form-guide');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Pagar', exact: true }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
});
