// The questionnaire's own words in Spanish (issue 35 item 1): a person who chose Spanish meets the page's chrome in
// Spanish (steps, page count, buttons), an answer the engine refuses is told in Spanish beside its field and in the
// list of answers that need attention, and a required question left empty is named in Spanish by the proceed warning,
// the Required Fields button and the field itself; a dialog's form prints in Spanish (the author's untranslated texts
// marked English) and an address with nothing to print is refused in Spanish. JavaScript on and off; the page is a
// Spanish page throughout.
import type { BrowserContext, Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { validateWorkflow } from '@accord/engine';
import { publishWorkflow } from '../../db/seed-guide';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { BEFORE_THE_SAMPLES, smallWorkflow, startTestUserWorkflow, storedAnswer } from './support/guide';
import { expect, test } from './support/test';

const EMAIL = 'qcEmail00000';
const JOB = 'qcJob0000000';

const DEFINITION: WorkflowDefinition = {
  ...smallWorkflow('Questionnaire chrome', [
    { uid: 'qcPage000000', type: 'page-break', title: 'PAGE_0', label: 'About you', translations: { es: { label: 'Sobre usted' } } },
    { uid: EMAIL, type: 'text-input-short', title: 'CONTACT_EMAIL', label: 'Your e-mail', validator: 'email', translations: { es: { label: 'Su correo electrónico' } } },
    { uid: JOB, type: 'single-select', title: 'HAS_JOB', label: 'Do you have a job?', required: true, options: ['Yes', 'No'], translations: { es: { label: '¿Tiene usted empleo?', options: { Yes: 'Sí', No: 'No tengo' } } } },
  ]),
  translations: { es: { name: 'Cuestionario de prueba' } },
  languages: { es: { offered: true, reviewed: true } },
};

const DIALOG = 'qcDialog0000';
const ADDRESS = 'qcAddress000';
const CITY = 'qcCity000000';
/** a dialog's form with a print page, offered in Spanish and not reviewed; its City field has no Spanish yet */
const PRINTED: WorkflowDefinition = {
  ...smallWorkflow('Printed dialog', [
    { uid: 'qpPage000000', type: 'page-break', title: 'PAGE_0', label: 'Mail', translations: { es: { label: 'Correo' } } },
    {
      uid: DIALOG,
      type: 'dialog-window',
      title: 'MAILING_DIALOG',
      label: 'Mailing address for court notices',
      heading: 'Where should the court send notices?',
      buttons: ['Same as my address', 'Use this address'],
      dialogFields: [
        { uid: ADDRESS, type: 'text-input-short', title: 'MAILING-ADDRESS', label: 'Mailing address' },
        { uid: CITY, type: 'text-input-short', title: 'MAILING-CITY', label: 'City' },
      ],
      translations: {
        es: {
          label: 'Dirección postal para los avisos del tribunal',
          heading: '¿Adónde debe enviar el tribunal los avisos?',
          options: { 'Same as my address': 'La misma que mi dirección', 'Use this address': 'Usar esta dirección' },
          fields: { [ADDRESS]: { label: 'Dirección postal' } },
        },
      },
    },
  ]),
  languages: { es: { offered: true, reviewed: false } },
};

test.beforeAll(async () => {
  expect(validateWorkflow(DEFINITION).problems).toEqual([]);
  expect(validateWorkflow(PRINTED).problems).toEqual([]);
  await withAppDatabase(async (db) => {
    await publishWorkflow(db, { formId: 'chromeQForm000000000', publishedId: 'chromeQPub0000000000', definition: DEFINITION, publishedAt: BEFORE_THE_SAMPLES });
    await publishWorkflow(db, { formId: 'chromePrintForm00000', publishedId: 'chromePrintPub000000', definition: PRINTED, publishedAt: BEFORE_THE_SAMPLES });
  });
});

const js = () => test.info().project.name === 'js';

/** A new person's form of `publishedWorkflowId`, its first page open after the shell's switch to Spanish. */
async function startInSpanish(page: Page, context: BrowserContext, label: string, publishedWorkflowId: string): Promise<string> {
  const user = await createTestUser({ label });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await waitForHydration(page);
  return id;
}

test('a person reading Spanish gets the questionnaire’s chrome, its refusals and its error list in Spanish', async ({ page, context }) => {
  const id = await startInSpanish(page, context, 'chrome-es', 'chromeQPub0000000000');

  // the chrome: a Spanish page, not an English one inside a Spanish shell
  await expect(page.locator('main[lang="en"]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sus pasos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Completar el cuestionario/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas del cuestionario' })).toBeVisible();
  await expect(page.getByText('Página 1 de 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar el progreso' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar para compartir' })).toBeVisible();
  await expect(page.getByText('Ayuda', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Sobre usted · Completar el cuestionario · /);

  // an answer the engine refuses is kept as typed, and said in Spanish beside it and in the list of answers to fix
  await page.getByLabel('Su correo electrónico').fill('nadie-sin-arroba');
  if (js()) await expect(page.getByRole('status').filter({ hasText: 'Todos los cambios están guardados, tal como las escribió. 1 respuesta necesita atención' })).toBeVisible();
  else {
    await page.getByRole('button', { name: 'Guardar el progreso' }).click();
    await expect(page.getByText('Su progreso está guardado, tal como las escribió. 1 respuesta necesita atención: consulte ‘Respuestas que necesitan atención’ más abajo.')).toBeVisible();
  }
  await expect.poll(async () => (await storedAnswer(id, EMAIL))?.value).toBe('nadie-sin-arroba');
  await expect(page.locator(`#q-${EMAIL}-error`)).toHaveText('Correo electrónico no válido.');
  const list = page.getByRole('region', { name: 'Respuestas que necesitan atención' });
  await expect(list.getByRole('link', { name: 'Su correo electrónico: Correo electrónico no válido.' })).toBeVisible();

  // a required question left empty: the proceed warning, the Required Fields button and the field say so in Spanish
  await page.getByRole('button', { name: 'Continuar para compartir' }).click();
  const warning = page.getByRole('alertdialog', { name: '¡Algunas preguntas necesitan más atención!' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Continuar de todos modos' })).toBeVisible();
  await expect(page.getByRole('button', { name: /¡Uy, revise esto!\s*Se necesita más atención en 1 pregunta$/ })).toBeVisible();
  await warning.getByRole('button', { name: 'Revisar la información que falta' }).click();
  await expect(page.locator(`#q-${JOB}-error`)).toHaveText('Obligatoria');
  await expect(page.getByText(/Required|Invalid e-mail|Save Progress|Answers that need attention/)).toHaveCount(0);
  await expect(page.locator('main[lang="en"]')).toHaveCount(0);
});

test('the same page read in English keeps the spec’s words', async ({ page, context }) => {
  const user = await createTestUser({ label: 'chrome-en' });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId: 'chromeQPub0000000000' });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Share' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Some of the fields require additional attention!' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Oops, take a look!\s*Additional Attention Required 1 fields$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Review Missing Information' }).click();
  await expect(page.locator(`#q-${JOB}-error`)).toHaveText('Required');
});

test('a person reading Spanish prints a dialog’s form in Spanish, its untranslated texts marked English, and is told in Spanish when there is nothing to print', async ({ page, context }) => {
  const id = await startInSpanish(page, context, 'print-es', 'chromePrintPub000000');

  // the dialog opens by its Spanish name (a ?dialog= page without JavaScript); Print saves the page first
  await page.getByRole('button', { name: 'Dirección postal para los avisos del tribunal' }).click();
  await page.locator(`#q-${DIALOG}-${ADDRESS}`).fill('34 Calle Roble');
  await page.getByLabel('Usar esta dirección').check();
  await page.getByRole('button', { name: 'Imprimir este formulario' }).click();

  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}/print/${DIALOG}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('main[lang="en"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Dirección postal para los avisos del tribunal · /);
  await expect(page.getByRole('heading', { level: 1, name: 'Dirección postal para los avisos del tribunal' })).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: '¿Adónde debe enviar el tribunal los avisos?' })).toBeVisible();
  await expect(page.getByTestId('translation-not-reviewed')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Dirección postal' })).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('definition').filter({ hasText: '34 Calle Roble' })).toBeVisible();
  // the author wrote no Spanish for City: it reads in English, marked so; nothing typed there yet
  await expect(page.getByRole('term').filter({ hasText: 'City' })).toHaveAttribute('lang', 'en');
  await expect(page.getByText('(sin responder)')).toBeVisible();
  // the choice is stored by its English text and printed as the person read it
  await expect(page.getByRole('term').filter({ hasText: 'Su elección' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Usar esta dirección' })).toHaveAttribute('lang', 'es');
  expect((await storedAnswer(id, DIALOG))?.value).toMatchObject({ buttonClicked: 'Use this address' });
  if (js()) await expect(page.getByRole('button', { name: 'Imprimir', exact: true })).toBeVisible();
  else await expect(page.getByText('Para imprimir, pulse Ctrl+P')).toBeVisible();
  await expect(page.getByText(/Back to the questionnaire|Your choice|not answered|To print/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Volver al cuestionario' }).click();
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}\\?page=0`));

  // an element with nothing to print: the refusal in Spanish, not an English page
  const missing = await page.goto(`/legal-form-guide/divorce-forms/${id}/print/noSuchElement0`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('No hay nada que imprimir en esta dirección. Vuelva a su cuestionario y use el botón Imprimir junto a la respuesta.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
