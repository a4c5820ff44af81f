// The guide in Spanish (issue 35), JavaScript on and off: a new Spanish account goes through the setup stepper to
// level-1 payment, every step, its refusal and its tab title in Spanish, and none of it marked as an English page;
// Shared Forms lists what a spouse shared in Spanish.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { expectSpanishPage } from './support/language';
import { createTestUser, signInAs } from './support/accounts';
import { formSharedForComments, startTestUserWorkflow, UTAH_WITH_CHILDREN } from './support/guide';
import { withAppDatabase } from './support/app-database';
import { choosePseudoLocale, PEOPLE_MARKER, textsNotFromCatalogues } from './support/pseudo-locale';
import { createUser } from '../../db/users';
import { testUserInput } from '../support/test-users';
import { textsIn } from '../../i18n/texts-for-tests';

test.use({ locale: 'es-MX' });

test('the setup stepper speaks Spanish from the state to the jurisdiction, its refusal too', async ({ page, context }) => {
  const user = await createTestUser({ label: 'guide-es' });
  await signInAs(context, user);
  await page.goto('/legal-form-guide');
  await expectSpanishPage(page, 'Estado · Encuentre sus formularios de divorcio · Accord', 'Encuentre sus formularios de divorcio');
  await expect(page.getByRole('heading', { level: 2, name: 'Paso 1 de 7: Estado' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pasos de la preparación' })).toContainText('Jurisdicción');
  await expect(page.getByLabel('¿En qué estado presentará los documentos?')).toHaveValue('Utah');
  // the list's first choice is said in Spanish, the states by their names, marked English
  const states = page.locator('#guide-state option');
  await expect(states.first()).toHaveText((await textsIn('es', 'guide'))('setup.foreignState'));
  await expect(states.filter({ hasText: 'Utah' })).toHaveAttribute('lang', 'en');
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
  // the form's name, type and state are its definition's English words, marked so
  await expect(shared.getByRole('link', { name: 'Utah Divorce - With Children' })).toHaveAttribute('lang', 'en');
  await expect(shared.locator('span[lang="en"]', { hasText: /^Divorce$/ })).toBeVisible();
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
  // the card's parts its author left empty, and the testimonials, are the page's words
  const es = await textsIn('es', 'guide');
  const card = page.getByRole('article', { name: es('priceCard.label') });
  await expect(card).toContainText(es('priceCard.defaults.headerTogether', { other: es('otherParty.spouse') }));
  await expect(card.getByRole('heading', { name: es('priceCard.defaults.title.level_1') })).not.toHaveAttribute('lang', /./);
  await expect(page.getByText(es('pay.testimonialList.paralegal.desc'))).toBeVisible();
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
  await page.getByRole('button', { name: (await textsIn('es', 'guide'))('paymentPages.approve') }).click();
  await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
});

/** A signed-in person whose names carry the people's marker, on a form (started from the sample) at `step`. */
async function markedOwnerWithForm(context: BrowserContext, app: { baseUrl: string; dataDir: string }) {
  const marked = { ...testUserInput({ label: 'final-pseudo' }), firstName: `${PEOPLE_MARKER}Ana`, lastName: `${PEOPLE_MARKER}Pérez` };
  const { id: ownerId } = await withAppDatabase((db) => createUser(db, marked), app.dataDir);
  await signInAs(context, { id: ownerId }, app);
  const id = await startTestUserWorkflow(ownerId);
  const { name } = await withAppDatabase((db) => db.selectFrom('user_workflows').select('name').where('id', '=', id).executeTakeFirstOrThrow(), app.dataDir);
  return { id, name };
}

/** a verification code of this form's own (they are unique) */
const verificationCodeOf = (id: string) => id.slice(0, 12).toUpperCase();

/** The form signed by all (step 7) and its final document failed for `reason`, or sealed: as the job leaves them. */
async function finalDocumentAs(id: string, outcome: { failed: string } | 'sealed') {
  await withAppDatabase(async (db) => {
    await db.updateTable('user_workflows').set({ step: 7 }).where('id', '=', id).execute();
    await db.deleteFrom('final_documents').where('user_workflow_id', '=', id).execute();
    if (outcome !== 'sealed') {
      await db.insertInto('final_documents').values({ user_workflow_id: id, status: 'failed', reason: outcome.failed, error: 'test', finished_at: new Date() }).execute();
      return;
    }
    const fileKey = `final/${id}/TEST`;
    const sealed = await db
      .insertInto('sealed_documents')
      .values({ id: `sd-${id}`, user_workflow_id: id, verification_code: verificationCodeOf(id), sha256: '0'.repeat(64), size: 1, file_key: fileKey, file_name: `Accord_${PEOPLE_MARKER}Ana_${PEOPLE_MARKER}Perez_03042026.pdf`, form_name: 'test', signers: JSON.stringify([]), timestamped: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('user_workflows').set({ final_pdf_key: fileKey }).where('id', '=', id).execute();
    await db.insertInto('final_documents').values({ user_workflow_id: id, status: 'ready', sealed_document_id: sealed.id, finished_at: new Date() }).execute();
  });
}

test('the final document page has no words left in code in the pseudo-locale: not yet signed, failed and ready', async ({ page, context, app }) => {
  const { id, name } = await markedOwnerWithForm(context, app);
  await choosePseudoLocale(context, app.baseUrl);
  const url = `/legal-form-guide/divorce-forms/${id}/final-document`;
  const check = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
    expect(await textsNotFromCatalogues(page, { definitionTexts: [name] })).toEqual([]);
  };
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^⟦/);
  await check();
  await finalDocumentAs(id, { failed: 'The timestamp service that dates the seal on your documents did not answer, so they were not sealed. Please try again in a few minutes.' });
  await page.goto(url);
  await expect(page.getByRole('alert')).toContainText('⟦');
  await check();
  await finalDocumentAs(id, 'sealed');
  await page.goto(url);
  await expect(page.locator('a[download]')).toBeVisible();
  await check();
});

test.describe('the final document page in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('says its states, the failure and the verification in Spanish', async ({ page, context, app }) => {
    const es = await textsIn('es', 'guide');
    const { id } = await markedOwnerWithForm(context, app);
    const url = `/legal-form-guide/divorce-forms/${id}/final-document`;
    await page.goto(url);
    await expectSpanishPage(page, `${es('finalDocument.tabTitleNamed', { name: await page.locator('main p[lang="en"]').first().innerText() })}`, es('finalDocument.title'));
    await expect(page.getByText(es('finalDocument.notYet'))).toBeVisible();
    await finalDocumentAs(id, { failed: 'Something went wrong while your final documents were being made. Please try again; if it happens again, contact us.' });
    await page.goto(url);
    await expect(page.getByRole('alert')).toContainText(es('finalDocument.reasons.unknown'));
    await expect(page.getByRole('button', { name: es('finalDocument.tryAgain') })).toBeVisible();
    await finalDocumentAs(id, 'sealed');
    await page.goto(url);
    await expect(page.getByRole('link', { name: es('finalDocument.download') })).toBeVisible();
    await expect(page.getByRole('link', { name: 'la página de verificación' })).toHaveAttribute('href', `/verify/${verificationCodeOf(id)}`);
    await expect(page.getByRole('link', { name: es('finalDocument.backToForm') })).toBeVisible();
  });

  test('the sandbox, the cancel and the return pages and a refused coupon speak Spanish', async ({ page, context }) => {
    const es = await textsIn('es', 'guide');
    const user = await createTestUser({ label: 'pay-pages-es' });
    await signInAs(context, user);
    await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1?coupon=NO-SUCH-COUPON`);
    await expect(page.getByTestId('error-summary').getByRole('listitem')).toHaveText(es('pay.refusals.notFound'));
    await expect(page.getByRole('article', { name: es('priceCard.label') })).toBeVisible();
    await page.goto('/paypal/success');
    await expectSpanishPage(page, es('paymentPages.outcomeTabTitle'), es('paymentPages.outcomeHeading'));
    await expect(page.getByRole('alert')).toHaveText(es('pay.refusals.incorrectToken'));
    await page.goto('/paypal/cancel');
    await expectSpanishPage(page, es('paymentPages.cancelledTabTitle'), es('paymentPages.cancelledTitle'));
    await expect(page.getByText(es('paymentPages.cancelled'))).toBeVisible();
    await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${user.id}/collaborative/1`);
    await page.getByRole('button', { name: es('pay.pay'), exact: true }).click();
    await expectSpanishPage(page, es('paymentPages.sandboxTabTitle'), es('paymentPages.sandboxTitle'));
    await expect(page.getByText(es('paymentPages.orderDescriptions.level', { level: 1 }))).toBeVisible();
    await page.getByRole('button', { name: es('paymentPages.cancelAndReturn') }).click();
    await expect(page.getByRole('heading', { level: 1, name: es('paymentPages.cancelledTitle') })).toBeVisible();
  });
});

test('an unknown verification code is Page Not Found, its tab titled in Spanish', async ({ page }) => {
  const common = await textsIn('es', 'common');
  const response = await page.goto('/verify/AAAAA-AAAAA');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(common('status.pageTitle', { title: common('status.notFoundTitle'), product: 'Accord' }));
  await expect(page.getByRole('heading', { level: 1, name: common('status.notFoundTitle') })).toBeVisible();
});

test('the payment pages have no words left in code in the pseudo-locale', async ({ page, context, app }) => {
  const marked = { ...testUserInput({ label: 'pay-pseudo' }), firstName: `${PEOPLE_MARKER}Ana`, lastName: `${PEOPLE_MARKER}Pérez` };
  const { id: userId } = await withAppDatabase((db) => createUser(db, marked), app.dataDir);
  await signInAs(context, { id: userId }, app);
  await choosePseudoLocale(context, app.baseUrl);
  for (const url of ['/paypal/success', '/paypal/cancel']) {
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
    expect(await textsNotFromCatalogues(page), url).toEqual([]);
  }
  // the pay page itself: its card's defaults and the testimonials are the catalogue's
  await page.goto(`/pay-for-form/${UTAH_WITH_CHILDREN}/${userId}/collaborative/1`);
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  expect(await textsNotFromCatalogues(page)).toEqual([]);
  await page.locator('button[name="intent"][value="pay"]').click();
  await expect(page).toHaveURL(/\/paypal\/approve/);
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  expect(await textsNotFromCatalogues(page)).toEqual([]);
});
