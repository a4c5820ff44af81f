// The workflow builder in Spanish (issue 35, items 1 and 3), JavaScript on (the builder needs it): an admin reading
// Spanish makes a workflow in the builder, whose frame and steps 1 to 3 speak Spanish; offers it in Spanish, writes
// an element's Spanish label in the side-by-side editor (the builder's translation step, end to end: typed, counted,
// saved, read back after a reload, and shown by the preview as people reading Spanish get it); and a save refused
// because someone else saved first says so in Spanish, the draft kept on screen. Preview Workflows speaks Spanish
// with and without JavaScript. The publishing page and a published request's approval page (its Form Preview and Rule
// Configuration, which the pseudo-locale walk does not reach: it has no request waiting) say only catalogue words and
// the workflow's own in the pseudo-locale, and Spanish in Spanish.
import type { Page } from '@playwright/test';
import { newFormDefinition } from '../../app/services/builder/definition';
import { createForm } from '../../app/services/builder/forms.server';
import { PSEUDO_OPEN, pseudoText } from '../../i18n/pseudo-locale';
import { textsIn } from '../../i18n/texts-for-tests';
import documents from '../../i18n/catalogues/en/documents';
import { createTestUser, signInAs, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { choosePseudoLocale, definitionTexts, PEOPLE_MARKER, textsNotFromCatalogues } from './support/pseudo-locale';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { ADMIN_ONLY, expect, test } from './support/test';

test.use({ locale: 'es-MX' });

const STALE =
  'Otra persona guardó este flujo de trabajo después de que usted lo abrió, así que sus cambios no se guardaron. Expórtelos si desea conservarlos; luego cierre y vuelva a abrir el flujo de trabajo para ver la versión más reciente.';

async function openStep(page: Page, name: string) {
  const step = page.getByRole('navigation', { name: 'Pasos del creador' }).getByRole('button', { name });
  await step.click();
  await expect(step).toHaveAttribute('aria-current', 'step');
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar flujo de trabajo' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Se guardó como versión / })).toBeVisible();
}

/** An administrator whose own name carries the people's marker, as the shell shows it in the pseudo-locale. */
async function markedAdmin(role: 'admin-form' | 'admin-global', label: string) {
  const admin = await createTestUser({ role, label });
  await withAppDatabase((db) => db.updateTable('users').set({ first_name: `${PEOPLE_MARKER}Ana`, last_name: `${PEOPLE_MARKER}Pérez` }).where('id', '=', admin.id).execute());
  return admin;
}

test('an admin reading Spanish builds a workflow with a Spanish label in Spanish, and a stale save is refused in Spanish', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'js', 'the builder needs JavaScript');
  test.setTimeout(120_000);
  const admin = await createTestUser({ role: 'admin-global', label: `lang-builder-${info.project.name}` });
  await signInAs(context, admin);
  const name = `Divorcio bilingüe ${Date.now()}`;

  await page.goto('/manage-workflows/new/edit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await waitForHydration(page);
  await expect(page.locator('main[lang="en"]')).toHaveCount(0);
  await expect(page).toHaveTitle('1. Agregar datos generales · Flujo de trabajo nuevo · Creador de flujos de trabajo · Accord');
  await expect(page.getByRole('heading', { level: 1, name: 'Flujo de trabajo nuevo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar JSON' })).toBeVisible();

  // step 1: the metadata, the languages offered and reviewed, and the count of texts without Spanish
  const metadata = page.getByRole('form', { name: 'Agregar datos generales' });
  await metadata.getByLabel('Nombre del formulario', { exact: true }).fill(name);
  await expect(metadata.getByRole('switch', { name: '¿Usar hijos?' })).toBeChecked();
  await metadata.getByRole('checkbox', { name: 'Ofrecer este flujo de trabajo en español' }).check();
  await expect(metadata.getByRole('checkbox', { name: 'Los textos en español ya se revisaron' })).not.toBeChecked();
  await expect(metadata.getByTestId('spanish-missing')).toHaveText(/^\d+ textos? todavía no tienen? versión en español: no se podrá publicar hasta que cada uno la tenga\.$/);
  await metadata.getByLabel('Nombre del formulario en español').fill(`${name} (es)`);
  await expect(page.getByText('Versión 0.1.0 · cambios sin guardar')).toBeVisible();

  // step 2: an element added from the Spanish type picker, its Spanish label in the side-by-side editor
  await openStep(page, '2. Crear formulario');
  await expect(page).toHaveTitle(`2. Crear formulario · ${name} · Creador de flujos de trabajo · Accord`);
  await page.getByLabel('Tipo de elemento', { exact: true }).selectOption({ label: 'texto corto (text-input-short)' });
  await page.getByRole('button', { name: 'Agregar elemento' }).click();
  const card = page.locator('ol[aria-label^="Elementos de"] > li').last();
  // the card's attribute editors speak Spanish: the labels and the help box
  await expect(card.getByLabel('Título (único, para los administradores)')).toHaveValue('NEW_TEXT_INPUT_SHORT');
  await expect(card.getByRole('group', { name: 'Ayuda' }).getByLabel('Texto de ayuda')).toBeVisible();
  await card.getByLabel('Etiqueta (lo que lee la persona)').fill('Employer name');
  const spanish = card.getByRole('group', { name: 'Textos en español' });
  await expect(spanish).toContainText('1 de 1 texto todavía no tiene versión en español.');
  await spanish.getByLabel('Etiqueta en español').fill('Nombre del empleador');
  await expect(spanish).toContainText('Cada texto tiene su versión en español.');
  await expect(page.getByRole('switch', { name: 'Mostrar todos los elementos del formulario' })).toBeChecked();
  // the preview beside the list shows the Spanish label, as people reading Spanish get it
  await expect(page.getByRole('region', { name: 'Vista previa' }).getByText('Nombre del empleador')).toBeVisible();

  // step 3 is reached in Spanish
  await openStep(page, '3. Lógica de visualización');
  await expect(page).toHaveTitle(`3. Lógica de visualización · ${name} · Creador de flujos de trabajo · Accord`);
  await expect(page.getByRole('heading', { name: 'Biblioteca de reglas reutilizables' })).toBeVisible();
  await page.getByRole('list', { name: 'Elementos del formulario' }).getByRole('button', { name: /NEW_TEXT_INPUT_SHORT/ }).click();
  await expect(page.getByText('Este elemento siempre se muestra: no tiene lógica de visualización.')).toBeVisible();
  // a condition built in the condition editor, in Spanish, then taken away again
  await page.getByRole('button', { name: 'Agregar lógica de visualización' }).click();
  const root = page.getByRole('region', { name: 'Nodo 1 (Compuesto)' });
  await expect(root.getByText('Compuesto · nivel 1')).toBeVisible();
  await expect(root.getByRole('button', { name: 'Agregar expresión a Nodo 1' })).toBeVisible();
  await expect(root.getByRole('button', { name: 'Agregar prueba a Nodo 1.1' })).toBeVisible();
  await expect(root.getByRole('combobox', { name: 'Nodo 1.1, prueba 1: pregunta' })).toContainText('Elija una pregunta…');
  await expect(root.getByRole('combobox', { name: 'Nodo 1.1, prueba 1: comparación' })).toContainText('respondida');
  await page.getByRole('button', { name: 'Quitar la lógica de visualización' }).click();
  await expect(page.getByRole('button', { name: 'Agregar lógica de visualización' })).toBeVisible();

  // the first save makes the form; its address becomes the form's
  await save(page);
  await expect(page).toHaveURL(/\/manage-workflows\/(?!new\/)[^/]+\/edit$/);
  const address = new URL(page.url()).pathname;

  // the translation is kept: the builder opened again shows it in the editor and in the step 7 preview
  const other = await context.newPage();
  await other.goto(address);
  await waitForHydration(other);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await openStep(other, '2. Crear formulario');
  await other.locator('ol[aria-label^="Elementos de"] > li').last().locator('button[aria-expanded]').click();
  await expect(other.getByLabel('Etiqueta en español')).toHaveValue('Nombre del empleador');
  await openStep(other, '7. Vista previa');
  await expect(other.getByRole('region', { name: 'Vista previa del flujo de trabajo' }).locator('span[lang="es"]', { hasText: 'Nombre del empleador' })).toBeVisible();

  // someone else saves first (the other tab): this tab's save is refused in Spanish, its draft kept on screen
  await openStep(other, '1. Agregar datos generales');
  await other.getByLabel('Descripción').fill('Saved in the other tab');
  await save(other);
  await openStep(page, '1. Agregar datos generales');
  await page.getByLabel('Jurisdicción').fill('Third District');
  await page.getByRole('button', { name: 'Guardar flujo de trabajo' }).click();
  await expect(page.getByText(STALE)).toBeVisible();
  await expect(page.getByLabel('Jurisdicción')).toHaveValue('Third District');
  await expect(page.getByText(/cambios sin guardar/)).toBeVisible();
});

test('Preview Workflows speaks Spanish to an admin reading Spanish, its refusal too, the questions in the sample\'s Spanish', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  await signInAs(context, await createTestUser({ role: 'admin-global', label: `lang-form-preview-${info.project.name}` }));
  await page.goto('/workflow-form-preview');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Vista previa de flujos de trabajo | Accord');
  await expect(page.getByRole('heading', { level: 1, name: 'Vista previa de flujos de trabajo' })).toBeVisible();
  await expect(page.locator('main[lang="en"]')).toHaveCount(0);
  const sample = SAMPLE_WORKFLOWS[1]!;
  const workflow = page.getByRole('combobox', { name: /^Flujo de trabajo/ });
  await expect(workflow.locator(`option[value="${sample.formId}"]`)).toHaveText(/^Utah Divorce - Without Children \(Utah, [\d.]+, (Aprobado|Borrador|Pendiente|Rechazado)\)$/);
  await workflow.selectOption({ value: sample.formId });
  await page.getByRole('button', { name: 'Ver vista previa' }).click();
  const questions = page.getByRole('region', { name: 'Preguntas de Utah Divorce - Without Children' });
  // the questions as a person reading Spanish gets them: the sample's own Spanish
  await expect(questions.getByText('¿En qué condado presentará su caso?')).toBeVisible();

  await page.goto('/workflow-form-preview?id=noSuchWorkflow00000');
  await expect(page.getByText('Este flujo de trabajo no existe o no se ha compartido con usted.')).toBeVisible();
});

test("the publishing page says the engine's findings from the catalogue: every word a catalogue's in the pseudo-locale, Spanish in Spanish", { tag: ADMIN_ONLY }, async ({ page, context, app }, info) => {
  const admin = await markedAdmin('admin-global', `lang-findings-${info.project.name}`);
  await signInAs(context, admin);
  // a draft whose two elements share a title: publishing would refuse it, and the page lists why before Publish
  const name = `${PEOPLE_MARKER}Findings ${info.project.name} ${Date.now()}`;
  const id = `e2e${Date.now()}${Math.random().toString(36).slice(2)}`.slice(0, 20).padEnd(20, '0');
  const definition = { ...newFormDefinition(name), id };
  definition.elements.push({ uid: 'city00000001', type: 'text-input-short', title: 'CITY' } as never, { uid: 'city00000002', type: 'text-input-short', title: 'CITY' } as never);
  await withAppDatabase((db) => db.insertInto('forms').values({ id, name, definition: JSON.stringify(definition), status: 'draft', version: '0.1.0', owner_id: admin.id, access: JSON.stringify([admin.email.toLowerCase()]) }).execute());
  const es = await textsIn('es', 'documents');

  await page.goto(`/manage-workflows/${id}/publishing`);
  const problems = page.getByRole('list').filter({ hasText: es('engine.title-not-unique') });
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await expect(problems.locator('[lang="en"]')).toHaveCount(0);

  await choosePseudoLocale(context, app.baseUrl);
  await page.goto(`/manage-workflows/${id}/publishing`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  const pseudoProblems = page.getByRole('list').filter({ hasText: pseudoText(documents.engine['title-not-unique']) });
  await expect(pseudoProblems.getByRole('listitem')).toHaveCount(2);
  // the findings and the whole page are catalogue words: the stakeholders offered (other test users, their names
  // unmarked) are named inside the catalogue's text, and so is the tab's title
  await expect(page).toHaveTitle(new RegExp(`^${PSEUDO_OPEN}.*${name}`));
  expect(await textsNotFromCatalogues(page)).toEqual([]);
});

test("a published request's Form Preview and Rule Configuration say only catalogue words and the workflow's own, in Spanish to a stakeholder reading Spanish", { tag: ADMIN_ONLY }, async ({ page, context, app }, info) => {
  const author = await createTestUser({ role: 'admin-form', label: `lang-approval-author-${info.project.name}` });
  const stakeholder = await markedAdmin('admin-form', `lang-approval-stakeholder-${info.project.name}`);
  const sample = readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file);
  const name = `${PEOPLE_MARKER}Approval ${info.project.name} ${Date.now()}`;
  const owner = { id: author.id, email: author.email.toLowerCase(), role: 'admin-form' as const, firstName: author.firstName, lastName: author.lastName };
  const formId = await withAppDatabase(async (db) => {
    const id = await createForm(db, owner, { ...sample, name, useCounties: false, counties: [] });
    await db.updateTable('forms').set({ status: 'pending' }).where('id', '=', id).execute();
    await db.insertInto('form_stakeholders').values({ form_id: id, email: stakeholder.email.toLowerCase(), status: 'pending' }).execute();
    return id;
  });
  await signInAs(context, stakeholder);
  const [builder, documentsEs] = await Promise.all([textsIn('es', 'builder'), textsIn('es', 'documents')]);
  const petition = [...(sample.documents ?? [])].sort((a, b) => a.order - b.order)[0]!;
  const firstPage = sample.elements[0]!;

  // in Spanish: the pages of the preview by the sample's Spanish names, the rules said in Spanish
  await page.goto(`/pending-approvals/${formId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const pages = page.getByRole('navigation', { name: builder('formPreview.pages') });
  await expect(pages.getByRole('link', { name: firstPage.translations!.es!.label! })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: builder('formPreview.label') })).toBeVisible();
  await page.goto(`/pending-approvals/${formId}?tab=rules`);
  const rules = page.getByRole('region', { name: documentsEs('rules.rulesOf', { name: petition.name }) });
  await expect(rules.getByText(documentsEs('ruleConfiguration.counts', { name: petition.name, pages: documentsEs('ruleConfiguration.templatePages', { count: petition.pages.length }), rules: documentsEs('ruleConfiguration.rules', { count: petition.rules!.length }) }))).toBeVisible();
  await expect(rules.getByText(documentsEs('ruleConfiguration.ruleLine', { type: documentsEs('rules.types.Action Logic'), condition: builder('condition.summary.always') })).first()).toBeVisible();

  // in the pseudo-locale, both tabs: nothing but catalogue words, the stakeholder's marked name and the sample's texts
  await choosePseudoLocale(context, app.baseUrl);
  const authored = [...definitionTexts(sample), name];
  for (const tab of ['preview', 'rules']) {
    await page.goto(`/pending-approvals/${formId}?tab=${tab}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await textsNotFromCatalogues(page, { definitionTexts: authored }), tab).toEqual([]);
  }
});

