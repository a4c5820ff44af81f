// A bilingual questionnaire as a person reading Spanish meets it (issue 35 item 3, ADR 035), JavaScript on and off:
// a small workflow offered in Spanish, published by the spec; the person switches the shell to Spanish and reads the
// workflow's Spanish label, help and options, answers a choice and a text, and saves. The choice is stored as the
// option's English text, so the page in English shows it chosen. Until the author marks the Spanish texts reviewed,
// one sentence says so; a reviewed version has none.
import type { BrowserContext, Page } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { validateWorkflow } from '@accord/engine';
import { publishWorkflow } from '../../db/seed-guide';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { smallWorkflow, startTestUserWorkflow, storedAnswer } from './support/guide';
import { expect, test } from './support/test';

const NOT_REVIEWED = 'La traducción al español de este cuestionario todavía no ha sido revisada.';
const CHOICE = 'bqChoice0000';
const NAME = 'bqName000000';

function bilingual(name: string, reviewed: boolean): WorkflowDefinition {
  return {
    ...smallWorkflow(name, [
      {
        uid: 'bqPage000000',
        type: 'page-break',
        title: 'PAGE_0',
        label: 'About you',
        translations: { es: { label: 'Sobre usted' } },
      },
      {
        uid: CHOICE,
        type: 'single-select',
        title: 'HAS_JOB',
        label: 'Do you have a job?',
        helpData: { text: 'Count any paid work.' },
        options: ['Yes', 'No'],
        translations: {
          es: {
            label: '¿Tiene usted empleo?',
            help: 'Cuente cualquier trabajo pagado.',
            options: { Yes: 'Sí', No: 'No tengo' },
          },
        },
      },
      {
        uid: NAME,
        type: 'text-input-short',
        title: 'EMPLOYER',
        label: 'Employer name',
        translations: { es: { label: 'Nombre del empleador' } },
      },
    ]),
    translations: { es: { name: `${name} (es)` } },
    languages: { es: { offered: true, reviewed } },
  };
}

const NOT_YET = bilingual('Bilingual questionnaire', false);
const REVIEWED = bilingual('Bilingual questionnaire reviewed', true);

test.beforeAll(async () => {
  expect(validateWorkflow(NOT_YET).problems).toEqual([]);
  await withAppDatabase(async (db) => {
    await publishWorkflow(db, {
      formId: 'bilingualQForm000000',
      publishedId: 'bilingualQPub0000000',
      definition: NOT_YET,
    });
    await publishWorkflow(db, {
      formId: 'bilingualQFormRev000',
      publishedId: 'bilingualQPubRev0000',
      definition: REVIEWED,
    });
  });
});

const js = () => test.info().project.name === 'js';
const guide = (id: string) => `/legal-form-guide/divorce-forms/${id}?page=0`;

async function switchLanguage(page: Page, button: 'Español' | 'English', lang: 'es' | 'en') {
  await page.getByRole('button', { name: button }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await waitForHydration(page);
}

/** A new person's form of `publishedWorkflowId`, open at its first page in English. */
async function openForm(page: Page, context: BrowserContext, label: string, publishedWorkflowId: string) {
  const user = await createTestUser({ label });
  await signInAs(context, user);
  const id = await startTestUserWorkflow(user.id, { publishedWorkflowId });
  await page.goto(guide(id));
  await waitForHydration(page);
  return id;
}

test('a person reading Spanish gets the Spanish label, help and options, and the choice is stored as its English text', async ({
  page,
  context,
}) => {
  const id = await openForm(page, context, 'bilingual-q', 'bilingualQPub0000000');
  // in English first: the author's English texts, no sentence about the translation
  await expect(page.getByRole('group', { name: 'Do you have a job?' })).toBeVisible();
  await expect(page.getByText(NOT_REVIEWED)).toHaveCount(0);

  await switchLanguage(page, 'Español', 'es');
  await expect(page).toHaveURL(new RegExp(`/legal-form-guide/divorce-forms/${id}`));
  const choice = page.getByRole('group', { name: '¿Tiene usted empleo?' });
  await expect(choice).toBeVisible();
  await expect(page.getByText('Do you have a job?')).toHaveCount(0);
  await expect(choice.getByRole('radio', { name: 'Sí' })).toBeVisible();
  await expect(choice.getByRole('radio', { name: 'No tengo' })).toBeVisible();
  await expect(choice.getByText('Sí', { exact: true })).toHaveAttribute('lang', 'es');
  // the help, beside the choice (the only help on the page)
  await page.getByText('Ayuda con esta pregunta').click();
  await expect(page.getByText('Cuente cualquier trabajo pagado.')).toBeVisible();
  await expect(page.getByText('Count any paid work.')).toHaveCount(0);
  await expect(page.getByText(NOT_REVIEWED)).toBeVisible();
  await expect(page.getByTestId('translation-not-reviewed')).toHaveAttribute('lang', 'es');

  await choice.getByRole('radio', { name: 'Sí' }).check();
  await page.getByLabel('Nombre del empleador').fill('Acme Ltd');
  if (!js()) await page.getByRole('button', { name: 'Guardar el progreso' }).click();
  // the choice is kept by its English text, whatever language it was chosen in; a typed answer as typed
  await expect.poll(async () => (await storedAnswer(id, CHOICE))?.value).toBe('Yes');
  await expect.poll(async () => (await storedAnswer(id, NAME))?.value).toBe('Acme Ltd');

  // the same answer read in English
  await switchLanguage(page, 'English', 'en');
  await expect(
    page.getByRole('group', { name: 'Do you have a job?' }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expect(page.getByLabel('Employer name')).toHaveValue('Acme Ltd');
  await expect(page.getByText(NOT_REVIEWED)).toHaveCount(0);
});

test('once the author marks the Spanish texts reviewed, a person reading Spanish gets no sentence about the translation', async ({
  page,
  context,
}) => {
  await openForm(page, context, 'bilingual-q-reviewed', 'bilingualQPubRev0000');
  await switchLanguage(page, 'Español', 'es');
  await expect(page.getByRole('group', { name: '¿Tiene usted empleo?' })).toBeVisible();
  await expect(page.getByTestId('translation-not-reviewed')).toHaveCount(0);
  await expect(page.getByText(NOT_REVIEWED)).toHaveCount(0);
});
