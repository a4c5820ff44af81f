// The questionnaire's own words in Spanish (issue 35 item 1): a person who chose Spanish meets the page's chrome in
// Spanish (steps, page count, buttons), an answer the engine refuses is told in Spanish beside its field and in the
// list of answers that need attention, and a required question left empty is named in Spanish by the proceed warning,
// the Required Fields button and the field itself. JavaScript on and off; the page is a Spanish page throughout.
import type { WorkflowDefinition } from '@accord/engine';
import { validateWorkflow } from '@accord/engine';
import { publishWorkflow } from '../../db/seed-guide';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { smallWorkflow, startTestUserWorkflow, storedAnswer } from './support/guide';
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

test.beforeAll(async () => {
  expect(validateWorkflow(DEFINITION).problems).toEqual([]);
  await withAppDatabase((db) => publishWorkflow(db, { formId: 'chromeQForm000000000', publishedId: 'chromeQPub0000000000', definition: DEFINITION }));
});

const js = () => test.info().project.name === 'js';

test('a person reading Spanish gets the questionnaire’s chrome, its refusals and its error list in Spanish', async ({ page, context }) => {
  const user = await createTestUser({ label: 'chrome-es' });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId: 'chromeQPub0000000000' });
  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=0`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await waitForHydration(page);

  // the chrome: a Spanish page, not an English one inside a Spanish shell
  await expect(page.locator('main[lang="en"]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sus pasos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Llenar el cuestionario/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Páginas del cuestionario' })).toBeVisible();
  await expect(page.getByText('Página 1 de 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar el progreso' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar para compartir' })).toBeVisible();
  await expect(page.getByText('Ayuda', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Sobre usted · Llenar el cuestionario · /);

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
