// The invited spouse reads the shared questionnaire in Spanish while the petitioner reads it in English (issue 35
// item 3, ADR 035), JavaScript on and off. The Utah sample is offered in Spanish, not yet reviewed (item 5): the
// spouse switches the shell to Spanish on the respondent guide and reads the page names, labels and choices in
// Spanish with the sentence saying the translation is not yet reviewed, comments on an answer under its Spanish
// label, and after the petitioner (in English) changes a choice, reads what changed in Spanish (the notice's own words
// too). The petitioner reading Spanish decides an edit reviewer's proposal in the Spanish reviews panel. The respondent
// guide's own chrome (steps, important information, Finished Reviewing, the restart) and the shared survey are in
// Spanish too, and pass the pseudo-locale's check (ADR 026) with the workflow's own texts marked English; the
// workflow's section headings sit under the page's name, never back up at the step's level.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs, waitForHydration, type TestUser } from './support/accounts';
import { formSharedForComments, storedAnswer } from './support/guide';
import { withAppDatabase } from './support/app-database';
import { publishEditSharingSample } from '../support/edit-sharing-workflow';
import { uidOf } from '../support/utah-with-children';
import { readFileSync } from 'node:fs';
import { textsIn } from '../../i18n/texts-for-tests';
import { choosePseudoLocale, definitionTexts, PEOPLE_MARKER, textsNotFromCatalogues } from './support/pseudo-locale';

const NOT_REVIEWED = 'La traducción al español de este cuestionario todavía no ha sido revisada.';
/** the sample's page with the spouse's names and address */
const SPOUSE_PAGE = 2;
const FIRST_NAME_ES = 'Nombre legal de su cónyuge';
const FIRST_NAME_EN = "Spouse's legal first name";
const MILITARY_ES = '¿Su cónyuge está en servicio militar activo?';
const MILITARY_EN = 'Is your spouse on active military duty?';

async function spousePage(browser: Browser, baseURL: string, spouse: TestUser): Promise<Page> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport });
  await signInAs(context, spouse);
  return context.newPage();
}

test('the spouse reads the shared questionnaire, comments and what changed in Spanish; the petitioner reads it in English', async ({
  page,
  browser,
  app,
  petitioner,
}) => {
  test.setTimeout(180_000);
  const spouse = await createTestUser({ label: 'spanish-spouse' });
  const id = await formSharedForComments(petitioner.user, spouse);
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);
  const here = `/respondent-guide/${id}?page=${SPOUSE_PAGE}`;

  await test.step('the spouse switches to Spanish and reads the page in Spanish, with the sentence about the review', async () => {
    await spouseTab.goto(here);
    await waitForHydration(spouseTab);
    await expect(spouseTab.getByLabel(new RegExp(`^${FIRST_NAME_EN}`))).toHaveValue(spouse.firstName);
    await expect(spouseTab.getByText(NOT_REVIEWED)).toHaveCount(0);

    await spouseTab.getByRole('button', { name: 'Español' }).click();
    await expect(spouseTab.locator('html')).toHaveAttribute('lang', 'es');
    await expect(spouseTab).toHaveURL(new RegExp(`/respondent-guide/${id}`));
    await waitForHydration(spouseTab);

    await expect(spouseTab.getByRole('link', { name: 'Datos de su cónyuge' })).toHaveAttribute('aria-current', 'page');
    await expect(spouseTab.getByRole('link', { name: 'Datos de su cónyuge' }).locator('span')).toHaveAttribute('lang', 'es');
    await expect(spouseTab.getByLabel(new RegExp(`^${FIRST_NAME_ES}`))).toHaveValue(spouse.firstName);
    await expect(spouseTab.getByText(FIRST_NAME_EN)).toHaveCount(0);
    const military = spouseTab.getByRole('group', { name: new RegExp(`^${MILITARY_ES.replace('?', '\\?')}`) });
    await expect(military.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(military.getByRole('radio', { name: 'Sí' })).not.toBeChecked();
    await expect(military.getByText('Sí', { exact: true })).toHaveAttribute('lang', 'es');
    await expect(spouseTab.getByTestId('translation-not-reviewed')).toHaveText(new RegExp(NOT_REVIEWED));
    await expect(spouseTab.getByTestId('translation-not-reviewed')).toHaveAttribute('lang', 'es');
  });

  await test.step('the spouse comments on an answer under its Spanish label', async () => {
    const field = spouseTab.locator(`#field-${uidOf('RES_FN')}`);
    await field.getByText('Comentar esta respuesta').click();
    await field.getByLabel(`Su comentario sobre ${FIRST_NAME_ES}`).fill('Mi nombre legal es Samuel.');
    await field.getByRole('button', { name: `Guardar el comentario sobre ${FIRST_NAME_ES}` }).click();
    await expect(spouseTab.getByText('¡Progreso guardado!')).toBeVisible();
    await expect(
      spouseTab.locator(`#field-${uidOf('RES_FN')}`).getByRole('list', { name: `Sus comentarios sobre ${FIRST_NAME_ES}` }),
    ).toContainText('Mi nombre legal es Samuel.');
  });

  await test.step('the spouse sends the form back, in Spanish', async () => {
    await spouseTab.goto(`/respondent-guide/${id}`);
    await spouseTab.getByRole('link', { name: 'Continuar', exact: true }).click();
    await spouseTab
      .getByRole('dialog', { name: 'Terminé de revisar' })
      .getByRole('button', { name: 'Devolver para la revisión de su cónyuge' })
      .click();
    await expect(spouseTab.getByText('Ahora está esperando a que su cónyuge responda a sus comentarios.', { exact: false }).first()).toBeVisible();
  });

  await test.step('the petitioner reads the same form and the comment in English, and changes a choice', async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${SPOUSE_PAGE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel(new RegExp(`^${FIRST_NAME_EN}`))).toHaveValue(spouse.firstName);
    await expect(page.getByText(FIRST_NAME_ES)).toHaveCount(0);
    await expect(page.getByText(NOT_REVIEWED)).toHaveCount(0);
    await expect(page.getByRole('region', { name: `Comments on ${FIRST_NAME_EN}` })).toContainText('Mi nombre legal es Samuel.');
    await page
      .getByRole('group', { name: new RegExp(`^${MILITARY_EN.replace('?', '\\?')}`) })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByRole('button', { name: 'Finish Replying' }).click();
    await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
    // the choice made in English is stored by its English text, as one made in Spanish is
    expect((await storedAnswer(id, uidOf('RES_MILITARY')))?.value).toBe('Yes');
  });

  await test.step('the spouse reads what changed in Spanish: the page, the question and the choices', async () => {
    await spouseTab.goto(`/respondent-guide/${id}`);
    const notice = spouseTab.getByRole('region', { name: /Cambios desde la última vez que lo vio/ });
    await expect(notice.getByRole('heading')).toHaveText('Cambios desde la última vez que lo vio: 1 página, 1 respuesta');
    await notice.getByText(/Datos de su cónyuge \(1 cambio\)/).click();
    await expect(notice.getByText(MILITARY_ES)).toBeVisible();
    await expect(notice.getByRole('deletion')).toHaveText('eliminado: No');
    await expect(notice.getByRole('insertion')).toHaveText('agregado: Sí');
    await spouseTab.goto(here);
    await expect(
      spouseTab.getByRole('group', { name: new RegExp(`^${MILITARY_ES.replace('?', '\\?')}`) }).getByRole('radio', { name: 'Sí' }),
    ).toBeChecked();
  });
  await spouseTab.context().close();
});

test('the petitioner reading Spanish decides an edit reviewer’s proposed change in the Spanish reviews panel', async ({ page, browser, app, petitioner }) => {
  test.setTimeout(180_000);
  const spouse = await createTestUser({ label: 'spanish-reviews-spouse' });
  const id = await formSharedForComments(petitioner.user, spouse, { publishedWorkflowId: await withAppDatabase((db) => publishEditSharingSample(db)), reviewType: 'edit' });
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);

  await test.step('the spouse proposes a change and sends the form back', async () => {
    await spouseTab.goto(`/respondent-guide/${id}?page=${SPOUSE_PAGE}`);
    await spouseTab.getByLabel(new RegExp(`^${FIRST_NAME_EN}`)).fill('Samuel');
    await spouseTab.getByRole('button', { name: 'Propose changes' }).click();
    await expect(spouseTab.getByText('1 change was sent to your spouse as a proposal.')).toBeVisible();
    await spouseTab.goto(`/respondent-guide/${id}`);
    await spouseTab.getByRole('link', { name: 'Proceed' }).click();
    await spouseTab.getByRole('dialog', { name: 'Finished Reviewing' }).getByRole('button', { name: 'Send Back for Spousal Review' }).click();
    await expect(spouseTab.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
  });

  await test.step('the petitioner switches to Spanish and accepts it from the Spanish panel', async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${SPOUSE_PAGE}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await waitForHydration(page);
    await expect(page.locator('main[lang="en"]')).toHaveCount(0);
    const summary = page.getByRole('region', { name: 'Revisiones (1)', exact: true });
    await expect(summary.getByRole('heading', { name: 'Revisiones (1)' })).toBeVisible();
    await expect(summary).toContainText('Su cónyuge propuso cambios a estas respuestas.');
    await expect(summary.getByRole('link', { name: FIRST_NAME_ES })).toBeVisible();
    const panel = page.getByRole('region', { name: `Revisiones de ${FIRST_NAME_ES}` });
    await expect(panel).toContainText('Actual');
    await expect(panel).toContainText('Propuesta');
    await expect(panel.getByRole('insertion')).toHaveText('agregado: Samuel');
    await panel.getByRole('button', { name: `Aceptar el cambio propuesto en ${FIRST_NAME_ES}` }).click();
    await expect(page.getByText('El cambio propuesto ahora es su respuesta.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Revisiones/ })).toHaveCount(0);
    expect((await storedAnswer(id, uidOf('RES_FN')))?.value).toBe('Samuel');
  });
  await spouseTab.context().close();
});


/** The Utah sample's every authored text (the shared form's), for the pseudo-locale's check. */
const SAMPLE_TEXTS = definitionTexts(JSON.parse(readFileSync(new URL('../../templates/workflows/utah-divorce-with-children.json', import.meta.url), 'utf8')));

test('the respondent guide and the shared survey speak Spanish: steps, important information, Finished Reviewing, the buttons and the notice', async ({ browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const spouse = await createTestUser({ label: 'spanish-guide-spouse' });
  const id = await formSharedForComments(petitioner.user, spouse);
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);
  const es = await textsIn('es', 'questionnaire');

  await spouseTab.goto(`/respondent-guide/${id}`);
  await waitForHydration(spouseTab);
  await spouseTab.getByRole('button', { name: 'Español' }).click();
  await expect(spouseTab.locator('html')).toHaveAttribute('lang', 'es');
  await expect(spouseTab.locator('main[lang="en"]')).toHaveCount(0);
  await waitForHydration(spouseTab);
  await expect(spouseTab).toHaveTitle(new RegExp(`· ${es('steps.respondent.1')} · `));
  const steps = spouseTab.getByRole('list', { name: es('steps.label') });
  for (const step of ['1', '2', '3'] as const) await expect(steps.getByRole('heading', { level: 2, name: new RegExp(`^${es(`steps.respondent.${step}`)}`) })).toBeVisible();
  const info = spouseTab.getByRole('region', { name: es('respondent.importantInfo.title') });
  await expect(info).toContainText(es('respondent.importantInfo.shared', { sharer: es('respondent.sharer.spouse') }));
  await expect(spouseTab.getByText(/^Página 1 de \d+ · solo lectura$/)).toBeVisible();

  await spouseTab.getByRole('link', { name: es('respondent.proceed'), exact: true }).click();
  const finished = spouseTab.getByRole('dialog', { name: es('respondent.finished.title') });
  await expect(finished).toContainText(es('respondent.finished.sendBack', { sharer: es('respondent.sharer.spouseWithin') }));
  // an agreement without the box ticked is refused in Spanish beside the buttons
  await finished.getByRole('button', { name: es('respondent.finished.agree') }).click();
  await expect(spouseTab.getByRole('alert').filter({ hasText: es('respondent.refusals.terms') })).toBeVisible();
  await spouseTab.getByRole('dialog', { name: es('respondent.finished.title') }).getByRole('button', { name: es('respondent.sendBack.spouse') }).click();
  await expect(spouseTab.getByText(es('respondent.messages.sentBack', { sharer: es('respondent.sharer.spouseWithin') })).first()).toBeVisible();

  // the shared survey: its title, buttons and confirmations
  await spouseTab.goto(`/survey-detail/${id}`);
  await expect(spouseTab.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${es('survey.heading', { name: '' })}`));
  await expect(spouseTab.getByRole('main').getByRole('link', { name: es('survey.goBack'), exact: true })).toHaveAttribute('href', '/shared-forms');
  await expect(spouseTab.getByText(/Sand Back|Go Back|Shared Survey/)).toHaveCount(0);
  await spouseTab.context().close();
});

test('the workflow’s section headings sit one level under the shared page’s name, never back at the step’s level', async ({ browser, app, petitioner }) => {
  const spouse = await createTestUser({ label: 'headings-spouse' });
  const id = await formSharedForComments(petitioner.user, spouse);
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);
  await spouseTab.goto(`/respondent-guide/${id}?page=0`);
  const levels = await spouseTab.getByRole('main').locator('h1, h2, h3, h4, h5, h6').evaluateAll((headings) =>
    headings.filter((h) => !h.closest('dialog')).map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim() })),
  );
  const page = levels.findIndex((h) => h.level === 4);
  const section = levels.findIndex((h) => h.text === 'Utah divorce with children');
  expect(page, JSON.stringify(levels)).toBeGreaterThan(-1);
  expect(section).toBeGreaterThan(page);
  expect(levels[section]!.level).toBe(5);
  // going down, a heading is at most one level under the one before it (h1, h2, h3, h4, h5)
  levels.forEach((h, i) => {
    if (i > 0) expect(h.level, `${h.text} after ${levels[i - 1]!.text}`).toBeLessThanOrEqual(levels[i - 1]!.level + 1);
  });
  // the petitioner's own page: its section heading under the page's h3
  await spouseTab.context().close();
});

test('the respondent guide, its Finished Reviewing dialog and the shared survey pass the pseudo-locale check', async ({ browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const spouse = await createTestUser({ label: 'pseudo-spouse' });
  const id = await formSharedForComments(petitioner.user, spouse);
  // the spouse's own name, shown by the shell, carries the people's marker
  await withAppDatabase((db) => db.updateTable('users').set({ first_name: `${PEOPLE_MARKER}Robin`, last_name: `${PEOPLE_MARKER}Tester` }).where('id', '=', spouse.id).execute());
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);
  await choosePseudoLocale(spouseTab.context(), app.baseUrl);
  for (const path of [`/respondent-guide/${id}?page=0`, `/respondent-guide/${id}?page=2`, `/respondent-guide/${id}?dialog=finished`, `/survey-detail/${id}?page=2`]) {
    await spouseTab.goto(path);
    await expect(spouseTab.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(spouseTab.locator('main[lang="en"]')).toHaveCount(0);
    expect(await textsNotFromCatalogues(spouseTab, { definitionTexts: SAMPLE_TEXTS }), path).toEqual([]);
  }
  await spouseTab.context().close();
});
