// The administration pages in Spanish (issue 35, item 1): an administrator chooses Spanish like anyone, and the admin
// home with its navigation and settings, Manage Users with its dialogs, refusals and notices, the coupons and the
// statistics, the forms list, a published request and User Workflow Data say everything in Spanish, their tab titles
// too, and none is marked as an English page inside the Spanish one. Admin pages only (tagged ADMIN_ONLY, like admin.spec.ts: they run in the project `js`).
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow } from './support/guide';
import { createForm } from '../../app/services/builder/forms.server';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { listChildSupportInfo, listWorkflowTypes } from '../../app/services/admin/reference-data.server';
import { textsIn } from '../../i18n/texts-for-tests';
import { choosePseudoLocale, PEOPLE_MARKER, textsNotFromCatalogues } from './support/pseudo-locale';

/** The page is in Spanish throughout: <html lang="es"> and its main content not marked English. */
async function expectSpanishPage(page: Page, title: string, heading: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('main')).not.toHaveAttribute('lang', /./);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The administrator, signed in, chooses Spanish with the shell's switch on the admin home. */
async function chooseSpanish(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

test('an administrator switches to Spanish: the admin home, its navigation and its settings speak Spanish', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-home-admin' });
  await signInAs(context, admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Functions' })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expectSpanishPage(page, 'Funciones de administración | Accord', 'Funciones de administración');
  const main = page.getByRole('main');
  for (const group of ['Gestión de formularios', 'Gestión de usuarios', 'Herramientas de soporte'])
    await expect(main.getByRole('heading', { level: 2, name: group })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Administrar usuarios' })).toHaveAttribute('href', '/manage-users');
  // the drawer, on every page, says the same in Spanish
  await page.locator('summary', { hasText: 'Menú de administración' }).click();
  await expect(page.getByRole('navigation', { name: 'Administración' }).getByRole('link', { name: 'Estadísticas' })).toHaveAttribute('href', '/statistics');
  await page.locator('summary', { hasText: 'Menú de administración' }).click();

  await page.getByLabel('Tiempo de inactividad (minutos)').fill('0');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText('El tiempo de inactividad es un número entero de minutos entre 1 y 1440 (un día)').first()).toBeVisible();
  await page.getByLabel('Tiempo de inactividad (minutos)').fill('30');
  await page.getByRole('button', { name: 'Guardar configuración' }).click();
  await expect(page.getByText('La configuración se guardó.')).toBeVisible();
});

test('Manage Users speaks Spanish: its table, a refused role change, and a deletion confirmed and announced', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-users-admin' });
  const person = await createTestUser({ label: `lang-delete-me-${info.project.name}` });
  const lastName = `Zeta${info.project.name.replace('-', '')}`;
  await withAppDatabase((db) => db.updateTable('users').set({ first_name: 'Dora', last_name: lastName }).where('id', '=', person.id).execute());
  await signInAs(context, admin);
  await chooseSpanish(page);
  await page.goto('/manage-users');
  await expectSpanishPage(page, 'Administrar usuarios | Accord', 'Administrar usuarios');
  await expect(page.getByRole('columnheader', { name: /Apellido/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('heading', { level: 2, name: 'Administradores' })).toBeVisible();
  await page.getByLabel('Buscar').fill(person.email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 usuario', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: person.email });
  await expect(row.getByRole('cell', { name: 'Nunca' })).toBeVisible();
  const name = `${lastName}, Dora`;

  // the role they already have is refused, in Spanish
  await row.getByRole('link', { name: `Cambiar la función de ${name}` }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Cambiar función' });
  await expect(roleDialog).toContainText(`¿Cambiar la función de ${name} (${person.email})?`);
  await expect(roleDialog.getByRole('radio', { name: 'Usuario', exact: true })).toBeChecked();
  await roleDialog.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Esta persona ya tiene la función Usuario.')).toBeVisible();

  await page.getByRole('row').filter({ hasText: person.email }).getByRole('link', { name: `Eliminar a ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar usuario' });
  await expect(dialog).toContainText(`¿Está seguro de que desea eliminar al usuario ${name}?`);
  await expect(dialog.getByRole('link', { name: 'No' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByTestId('alert-banner')).toContainText(`Se eliminó al usuario ${name}.`);
  await expect(page.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);
});

test('Coupons speak Spanish: the list, the dialog, a refused amount and a refused code that exists', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-coupon-admin' });
  await signInAs(context, admin);
  await chooseSpanish(page);
  const code = `LANG${info.project.name.replace('-', '').toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/coupon-manager');
  await expectSpanishPage(page, 'Cupones | Accord', 'Cupones');
  await expect(page.getByRole('columnheader', { name: 'Fecha de inicio' })).toBeVisible();
  await page.getByRole('link', { name: 'Crear código de cupón' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear código de cupón' });
  await expect(dialog.getByLabel('Pago')).toHaveValue('both');
  await expect(dialog.getByRole('option', { name: 'Ambos pagos' })).toHaveCount(1);
  await dialog.getByLabel('Código', { exact: true }).fill(code);
  await dialog.getByLabel(/^Monto/).fill('0');
  await dialog.getByLabel('Fecha de fin').fill('12/31/2099');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('El monto va de 1 a 100').first()).toBeVisible();
  await dialog.getByLabel(/^Monto/).fill('15');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Ambos pagos');

  // the same code again is refused by the server, in Spanish
  await page.getByRole('link', { name: 'Crear código de cupón' }).click();
  await dialog.getByLabel('Código', { exact: true }).fill(code);
  await dialog.getByLabel(/^Monto/).fill('10');
  await dialog.getByLabel('Fecha de fin').fill('12/31/2099');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText(`Ya existe un cupón con el código ${code}. Para cambiarlo, use su botón Editar.`).first()).toBeVisible();
  await dialog.getByRole('link', { name: 'Cancelar' }).click();

  await page.getByRole('row').filter({ hasText: code }).getByRole('link', { name: `Eliminar ${code}` }).click();
  const question = page.getByRole('dialog', { name: `¿Eliminar ${code}?` });
  await expect(question).toContainText('Esto no se puede deshacer.');
  await question.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(0);
});

test('Statistics speak Spanish: the filter, its refusal, the charts and the table; the CSV keeps its English columns', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-stats-admin' });
  await signInAs(context, admin);
  await chooseSpanish(page);
  await page.goto('/statistics');
  await expectSpanishPage(page, 'Estadísticas | Accord', 'Estadísticas');
  await expect(page.getByText('De la cuenta a los documentos completos', { exact: true })).toBeVisible();
  const funnel = page.locator('svg[data-chart="funnel"]');
  await expect(funnel.locator('[data-stage="Accounts"] text').first()).toHaveText('Cuentas');
  await expect(page.getByRole('columnheader', { name: 'Correo del cónyuge' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'pago del nivel 1 (payment_1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('download', 'statistics.csv');
  const csv = await page.request.get('/statistics/csv');
  expect((await csv.text()).split('\r\n')[0]).toBe('email,totalDays,signed,completed,spouse_email,userType,verified,workflow,step,workflowType,collaborate,payment_date_1,payment_date_2');
  await page.getByLabel('Cuentas creadas desde').fill('02/31/2024');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText("'02/31/2024' no es una fecha: use MM/DD/AAAA en Desde").first()).toBeVisible();
});

test('Published Requests speaks Spanish', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  const author = await createTestUser({ role: 'admin-form', label: 'lang-approvals-author' });
  await signInAs(context, author);
  await chooseSpanish(page);
  await page.goto('/pending-approvals');
  await expectSpanishPage(page, 'Solicitudes de publicación | Accord', 'Solicitudes de publicación');
  await expect(page.getByText('Formularios que esperan su aprobación antes de que las personas puedan empezarlos.')).toBeVisible();
  // a new author has nothing waiting for them
  await expect(page.getByRole('status').filter({ hasText: 'No hay nada pendiente de su aprobación.' })).toBeVisible();
});

test('Manage Workflows speaks Spanish: the forms list, its card, its menu and a refused address', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-forms-admin' });
  const name = `Formulario ${info.project.name} ${Date.now()}`;
  const owner = { id: admin.id, email: admin.email.toLowerCase(), role: 'admin-global' as const, firstName: admin.firstName, lastName: admin.lastName };
  await withAppDatabase((db) => createForm(db, owner, { ...readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file), name, useCounties: false, counties: [] }));
  await signInAs(context, admin);
  await chooseSpanish(page);
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  await expectSpanishPage(page, 'Administrar formularios | Accord', 'Administrar formularios');
  await expect(page.getByRole('link', { name: 'Agregar formulario' })).toBeVisible();
  const card = page.getByRole('listitem', { name });
  await expect(card.getByRole('definition').filter({ hasText: 'Borrador' })).toHaveCount(1);
  await expect(card.getByText('Todos los condados')).toBeVisible();
  await card.getByText('Menú').click();
  await expect(card.getByRole('link', { name: 'Editar formulario' })).toBeVisible();
  await card.getByRole('link', { name: 'Compartir formulario con...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compartir formulario con...' });
  await expect(dialog).toContainText('Todavía no se ha compartido con nadie.');
  // an address that is not one is refused beside the field, in Spanish
  await dialog.getByLabel('Correo electrónico del colaborador').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Compartir' }).click();
  await expect(dialog.getByText('Escriba el correo electrónico de la persona con quien desea compartir este formulario').first()).toBeVisible();
  await dialog.getByRole('link', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  await page.getByRole('listitem', { name }).getByText('Menú').click();
  await page.getByRole('listitem', { name }).getByRole('link', { name: 'Eliminar formulario' }).click();
  const deletion = page.getByRole('dialog', { name: 'Eliminación definitiva' });
  await expect(deletion).toContainText(`¿Está seguro de que desea eliminar "${name}" de forma definitiva?`);
  await deletion.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Se eliminó el formulario.')).toBeVisible();
});

test('a published request speaks Spanish: its facts, its buttons, its views and the question before leaving it', { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const author = await createTestUser({ role: 'admin-form', label: 'lang-request-author' });
  const stakeholder = await createTestUser({ role: 'admin-form', label: 'lang-request-stakeholder' });
  const name = `Solicitud ${info.project.name} ${Date.now()}`;
  const owner = { id: author.id, email: author.email.toLowerCase(), role: 'admin-form' as const, firstName: author.firstName, lastName: author.lastName };
  const formId = await withAppDatabase(async (db) => {
    const id = await createForm(db, owner, { ...readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file), name, useCounties: false, counties: [] });
    await db.updateTable('forms').set({ status: 'pending' }).where('id', '=', id).execute();
    await db.insertInto('form_stakeholders').values({ form_id: id, email: stakeholder.email.toLowerCase(), status: 'pending' }).execute();
    return id;
  });
  await signInAs(context, stakeholder);
  await chooseSpanish(page);
  await page.goto(`/pending-approvals/${formId}`);
  await expectSpanishPage(page, `${name} | Accord`, name);
  await expect(page.getByRole('link', { name: 'Volver a Solicitudes de publicación' })).toBeVisible();
  await expect(page.getByText(`Aprobadores: ${stakeholder.email.toLowerCase()} (Pendiente)`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprobar' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Vistas del formulario' }).getByRole('link', { name: 'Vista previa del formulario' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Dejar de ser aprobador' }).click();
  await expect(page.getByRole('dialog', { name: 'Dejar de ser aprobador' })).toContainText(`¿Está seguro de que desea dejar de ser aprobador de "${name}"?`);
});

test("User Workflow Data speaks Spanish: the search, a user's record and its reset, announced", { tag: ADMIN_ONLY }, async ({ page, context }, info) => {
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-uwd-admin' });
  const person = await createTestUser({ label: `lang-uwd-owner-${info.project.name}` });
  const id = await startTestUserWorkflow(person.id, { step: 4 });
  await signInAs(context, admin);
  await chooseSpanish(page);
  await page.goto('/user-workflow-data');
  await expectSpanishPage(page, 'Datos de formularios de usuarios | Accord', 'Datos de formularios de usuarios');
  await page.getByLabel('Correo electrónico del propietario o id del formulario del usuario').fill(person.email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText('1 coincidencia', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Paso del demandado' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(id) }).click();
  const record = page.getByRole('article');
  await expect(record.getByRole('table', { name: 'Registro de auditoría' })).toBeVisible();
  await expect(record.getByRole('term').filter({ hasText: 'En colaboración' })).toHaveCount(1);
  await record.getByRole('link', { name: 'Restablecer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restablecer el formulario del usuario' });
  await expect(dialog).toContainText('¿Está seguro de que desea restablecer');
  await dialog.getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Se restableció el formulario del usuario: paso 1, paso 1 del demandado (no compartido), lo compartido vaciado.')).toBeVisible();
});

/**
 * The administrators' own words on the reference-data pages (types' titles, child support descriptions), which the
 * pages mark lang="en": the pseudo-locale's check lets them pass there and nowhere else. The states' names are the
 * catalogue's (`admin:usStates`).
 */
async function referenceDataWords() {
  return withAppDatabase(async (db) => {
    const types = await listWorkflowTypes(db);
    const infos = await listChildSupportInfo(db);
    return [...types.map((type) => type.title), ...infos.flatMap((info) => [info.description, info.website || info.hyperlink])];
  });
}

/** A global administrator whose own name carries the people's marker (the shell shows it), in the pseudo-locale. */
async function pseudoLocaleAdmin(context: BrowserContext, baseUrl: string, label: string) {
  const admin = await createTestUser({ role: 'admin-global', label });
  await withAppDatabase((db) => db.updateTable('users').set({ first_name: `${PEOPLE_MARKER}Ana`, last_name: `${PEOPLE_MARKER}Pérez` }).where('id', '=', admin.id).execute());
  await signInAs(context, admin);
  await choosePseudoLocale(context, baseUrl);
}

test('workflow types, state counties and the child support calculator say every word from the catalogue (pseudo-locale), their dialogs too', { tag: ADMIN_ONLY }, async ({ page, context, app }) => {
  await pseudoLocaleAdmin(context, app.baseUrl, 'pseudo-reference-admin');
  for (const address of ['/workflow-types', '/workflow-types?dialog=new', '/state-counties', '/state-counties?dialog=new', '/child-support-calculator', '/child-support-calculator?dialog=new']) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // (an open dialog hides the page from the accessibility tree: the main element is found by its tag)
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    await expect(page.locator('h1')).toHaveText(/^⟦/);
    expect({ address, found: await textsNotFromCatalogues(page, { definitionTexts: await referenceDataWords() }) }).toEqual({ address, found: [] });
  }
});

test('paywall prices say every word from the catalogue (pseudo-locale), the card dialog too; the cards keep their authors\u2019 words', { tag: ADMIN_ONLY }, async ({ page, context, app }) => {
  await pseudoLocaleAdmin(context, app.baseUrl, 'pseudo-prices-admin');
  for (const address of ['/paywall-prices', '/paywall-prices?edit=collaborative.level_1']) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // (an open dialog hides the page from the accessibility tree: the main element is found by its tag)
    await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
    // the parts of the cards the administrators wrote (the card marks them lang="en"), as the pay page shows them
    const cardWords = await page.locator('[lang="en"]').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const texts: string[] = [];
        const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push((node.textContent ?? '').replace(/\s+/g, ' ').trim());
        return texts;
      }),
    );
    // (the parts a card leaves empty show the pay page's defaults in the page's words, not marked English)
    expect({ address, found: await textsNotFromCatalogues(page, { definitionTexts: cardWords }) }).toEqual({ address, found: [] });
  }
});

test('workflow types, state counties, child support and paywall prices speak Spanish: a refused dialog says why in Spanish', { tag: ADMIN_ONLY }, async ({ page, context }) => {
  const t = await textsIn('es', 'admin');
  const admin = await createTestUser({ role: 'admin-global', label: 'lang-reference-admin' });
  await signInAs(context, admin);
  await chooseSpanish(page);

  await page.goto('/workflow-types');
  await expectSpanishPage(page, `${t('workflowTypes.title')} | Accord`, t('workflowTypes.title'));
  await expect(page.getByRole('columnheader', { name: t('workflowTypes.columns.collaborative') })).toBeVisible();
  await page.getByRole('link', { name: t('workflowTypes.create') }).click();
  const typeDialog = page.getByRole('dialog', { name: t('workflowTypes.create') });
  await expect(typeDialog.getByLabel(t('workflowTypes.fields.otherPartyEs'))).toBeVisible();
  // a state is offered by its Spanish name; the form still posts its English one
  await expect(typeDialog.getByRole('checkbox', { name: t('usStates.New Mexico'), exact: true })).toHaveAttribute('value', 'New Mexico');
  await typeDialog.getByLabel(t('workflowTypes.fields.otherPartyEs')).fill('<b>x</b>');
  await typeDialog.getByRole('button', { name: t('workflowTypes.createButton') }).click();
  await expect(typeDialog.getByText(t('referenceData.otherPartySpanishWords')).first()).toBeVisible();
  await expect(typeDialog.getByText(t('validation.required')).first()).toBeVisible();

  await page.goto('/state-counties');
  await expectSpanishPage(page, `${t('stateCounties.title')} | Accord`, t('stateCounties.title'));
  await page.getByRole('link', { name: t('stateCounties.add') }).click();
  const countiesDialog = page.getByRole('dialog', { name: t('stateCounties.add') });
  // Utah is on the list already (the seed): refused before the round trip, in Spanish
  await countiesDialog.getByLabel(t('stateCounties.state'), { exact: true }).selectOption('Utah');
  await countiesDialog.getByRole('button', { name: t('stateCounties.addButton') }).click();
  await expect(countiesDialog.getByText(t('referenceData.stateUsed')).first()).toBeVisible();
  await expect(countiesDialog.getByText(t('referenceData.countyRequired')).first()).toBeVisible();

  await page.goto('/child-support-calculator');
  await expectSpanishPage(page, `${t('childSupport.title')} | Accord`, t('childSupport.title'));
  await expect(page.getByRole('link', { name: t('childSupport.createButton') })).toBeVisible();

  await page.goto('/paywall-prices');
  await expectSpanishPage(page, `${t('prices.title')} | Accord`, t('prices.title'));
  await expect(page.getByRole('heading', { level: 2, name: t('prices.variants.collaborative') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: t('prices.stages.collaborative.level_1') })).toBeVisible();
  // level prices that do not add up are refused by the service, said in Spanish with the difference
  const form = page.getByRole('form', { name: t('prices.variantPrices', { variant: t('prices.variants.collaborative') }) });
  await form.getByLabel(t('prices.general')).fill('1');
  await form.getByRole('button', { name: t('prices.savePrices', { variant: t('prices.variants.collaborative') }) }).click();
  await expect(form.getByRole('alert').filter({ hasText: /^El precio total no es igual/ })).toBeVisible();
});
