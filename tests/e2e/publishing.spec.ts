// Publishing with two stakeholders (issue 22), with and without JavaScript (the tests of the publishing page alone
// are tagged ADMIN_ONLY and run with JavaScript only, playwright.config.ts): the author submits from the card menu,
// one stakeholder approves and the other rejects (the form is back to empty status), the author submits again and
// both approve; a petitioner starts on version N; the author republishes N+1; the first petitioner's form stays on
// N and its documents still render, and a new petitioner starts on N+1. Users and drafts are made through the
// services; everything the people do is done on the pages.
import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { ADMIN_ONLY, expect, test } from './support/test';
import { createTestUser, signInAs, type TestUser } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow } from './support/guide';
import { createForm, saveForm } from '../../app/services/builder/forms.server';
import { loadSetupCatalog } from '../../app/services/guide/guide-lookup.server';
import { renderUserWorkflowDocuments } from '../../lib/documents/user-workflow-documents.server';
import { readSampleWorkflow, SAMPLE_WORKFLOWS } from '../../db/seed-guide';

const SAMPLE = SAMPLE_WORKFLOWS[0]!;
// a publication's transaction (e-mails, a version with its files) on a machine shared by many test runs
const AFTER_POST = 20_000;
// a state of its own per project, so that the guide's catalog there holds only this test's workflow
const STATES: Record<string, string> = { js: 'New Hampshire', 'no-js': 'Rhode Island' };

/** docs/screens/ pictures of the publishing pages, taken along the way when SCREENS=1 (as screens.spec.ts does). */
async function screen(page: Page, name: string) {
  if (process.env.SCREENS) await page.screenshot({ path: `docs/screens/publishing-${name}.png`, fullPage: true });
}

async function actAs(page: Page, user: TestUser) {
  await page.context().clearCookies();
  await signInAs(page.context(), user);
}

async function formStatus(formId: string) {
  return withAppDatabase((db) => db.selectFrom('forms').select(['status', 'version']).where('id', '=', formId).executeTakeFirstOrThrow());
}

async function offeredVersion(formId: string) {
  return withAppDatabase((db) => db.selectFrom('published_workflows').select(['id', 'version']).where('form_id', '=', formId).where('withdrawn_at', 'is', null).executeTakeFirst());
}

async function openPublishItem(page: Page, workflowName: string, item: 'Publish' | 'Republish') {
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: workflowName })}`);
  const card = page.getByRole('listitem', { name: workflowName });
  await card.getByText('Menu').click();
  await card.getByRole('link', { name: item, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${item}: ${workflowName}` })).toBeVisible();
}

async function decide(page: Page, formId: string, workflowName: string, button: 'Approve' | 'Reject', done: string) {
  await page.goto('/pending-approvals');
  await page.getByRole('link', { name: new RegExp(workflowName) }).click();
  await expect(page).toHaveURL(new RegExp(`/pending-approvals/${formId}$`));
  await expect(page.getByRole('heading', { level: 1, name: workflowName })).toBeVisible();
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible({ timeout: AFTER_POST });
}

test('two stakeholders approve a workflow; people keep the version they started when it is republished', async ({ page }, info) => {
  test.slow();
  const project = info.project.name;
  const state = STATES[project] ?? 'Delaware';
  const name = `Publishing e2e ${project} ${Date.now()}`;
  const author = await createTestUser({ role: 'admin-form', label: `pub-author-${project}` });
  const ann = await createTestUser({ role: 'admin-form', label: `pub-ann-${project}` });
  const bob = await createTestUser({ role: 'admin-global', label: `pub-bob-${project}` });
  const authorUser = { id: author.id, email: author.email.toLowerCase(), role: 'admin-form' as const, firstName: author.firstName, lastName: author.lastName };
  const definition = { ...readSampleWorkflow(SAMPLE.file), name, state, useCounties: false, counties: [] };
  const formId = await withAppDatabase(async (db) => {
    const id = await createForm(db, authorUser, definition);
    // the sample's PDF templates, stored under the new form as the builder stores a form's files
    await sql`insert into files (key, content, media_type, size, sha256)
      select ${`forms/${id}/`} || substr(key, ${`forms/${SAMPLE.formId}/`.length + 1}), content, media_type, size, sha256
      from files where starts_with(key, ${`forms/${SAMPLE.formId}/`})`.execute(db);
    return id;
  });

  // the author submits with both stakeholders
  await actAs(page, author);
  await openPublishItem(page, name, 'Publish');
  await page.getByRole('checkbox', { name: new RegExp(ann.email, 'i') }).check();
  await page.getByRole('checkbox', { name: new RegExp(bob.email, 'i') }).check();
  await screen(page, '1-publish-dialog');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The workflow was sent to its stakeholders for approval.')).toBeVisible({ timeout: AFTER_POST });
  expect(await formStatus(formId)).toEqual({ status: 'pending', version: '0.1.0' });
  // while pending: no Edit, no Publish
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  const card = page.getByRole('listitem', { name });
  await card.getByText('Menu').click();
  await expect(card.getByRole('link', { name: 'Edit Workflow' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Publish', exact: true })).toHaveCount(0);

  // Ann approves after looking at the rules; Bob rejects: back to empty status
  await actAs(page, ann);
  await page.goto(`/pending-approvals/${formId}`);
  await expect(page.getByRole('region', { name: 'Form Preview' })).toBeVisible();
  await screen(page, '2-approval-form-preview');
  await page.getByRole('link', { name: 'Rule Configuration' }).click();
  await expect(page.getByLabel('Document')).toBeVisible();
  await screen(page, '3-approval-rules');
  await decide(page, formId, name, 'Approve', 'You approved the workflow.');
  await actAs(page, bob);
  await decide(page, formId, name, 'Reject', 'You rejected the workflow.');
  expect(await formStatus(formId)).toEqual({ status: 'draft', version: '0.1.0' });
  expect(await offeredVersion(formId)).toBeUndefined();

  // submitted again, both approve: published as 1.0.0
  await actAs(page, author);
  await openPublishItem(page, name, 'Publish');
  await page.getByRole('checkbox', { name: new RegExp(ann.email, 'i') }).check();
  await page.getByRole('checkbox', { name: new RegExp(bob.email, 'i') }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The workflow was sent to its stakeholders for approval.')).toBeVisible({ timeout: AFTER_POST });
  await actAs(page, bob);
  await decide(page, formId, name, 'Approve', 'You approved the workflow.');
  await actAs(page, ann);
  await decide(page, formId, name, 'Approve', 'Every stakeholder has approved it, so it is now published.');
  expect(await formStatus(formId)).toEqual({ status: 'published', version: '1.0.0' });
  const versionN = await offeredVersion(formId);
  expect(versionN?.version).toBe('1.0.0');

  // a petitioner starts on version N
  const first = await createTestUser({ label: `pub-first-${project}` });
  const catalogN = await withAppDatabase((db) => loadSetupCatalog(db, state));
  expect(catalogN.published.map((p) => p.id)).toEqual([versionN!.id]);
  const firstWorkflow = await startTestUserWorkflow(first.id, { publishedWorkflowId: catalogN.published[0]!.id });

  // the author edits the draft and republishes N+1 without stakeholders
  await withAppDatabase((db) => saveForm(db, authorUser, formId, { definition: { ...definition, name: `${name} v2` }, baseVersion: '1.0.0' }));
  await actAs(page, author);
  await openPublishItem(page, `${name} v2`, 'Republish');
  await page.getByRole('button', { name: 'Republish', exact: true }).click();
  await expect(page.getByText('The workflow was published.')).toBeVisible({ timeout: AFTER_POST });
  await expect(page.getByRole('table')).toContainText('2.0.0');
  await screen(page, '4-republished-versions');
  const versionN1 = await offeredVersion(formId);
  expect(versionN1?.version).toBe('2.0.0');

  // the first petitioner's form stays on N and renders its documents
  await actAs(page, first);
  await page.goto(`/legal-form-guide/divorce-forms/${firstWorkflow}`);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  const kept = await withAppDatabase((db) => db.selectFrom('user_workflows').select('published_workflow_id').where('id', '=', firstWorkflow).executeTakeFirstOrThrow());
  expect(kept.published_workflow_id).toBe(versionN!.id);
  const rendered = await withAppDatabase((db) => renderUserWorkflowDocuments(db, firstWorkflow, 'final'));
  expect('pageCount' in rendered && rendered.pageCount > 0).toBe(true);

  // a new petitioner starts on N+1
  const second = await createTestUser({ label: `pub-second-${project}` });
  const catalogN1 = await withAppDatabase((db) => loadSetupCatalog(db, state));
  expect(catalogN1.published.map((p) => p.id)).toEqual([versionN1!.id]);
  const secondWorkflow = await startTestUserWorkflow(second.id, { publishedWorkflowId: catalogN1.published[0]!.id });
  await actAs(page, second);
  await page.goto(`/legal-form-guide/divorce-forms/${secondWorkflow}`);
  await expect(page.getByText(`${name} v2`, { exact: true }).first()).toBeVisible();
});

test('the publishing page lists what would refuse publishing, in words, before Publish is pressed, and the refusal says the same', { tag: ADMIN_ONLY }, async ({ page }, info) => {
  const owner = await createTestUser({ role: 'admin-form', label: `pub-words-${info.project.name}` });
  const definition = readSampleWorkflow(SAMPLE.file);
  const name = `Contradiction ${info.project.name} ${Date.now()}`;
  definition.name = name;
  const note = definition.elements.find((e) => e.type === 'paragraph')!;
  const numeric = definition.elements.find((e) => e.type === 'number-input')!;
  note.displayLogic = {
    hideByDefault: true,
    root: {
      uid: 'wordsroot001',
      kind: 'expression',
      conditional: 'if',
      operator: 'and',
      questions: [
        { questionUid: numeric.uid, comparison: 'answered' },
        { questionUid: numeric.uid, comparison: 'not-answered' },
      ],
    },
  } as never;
  const user = { id: owner.id, email: owner.email.toLowerCase(), role: 'admin-form' as const, firstName: owner.firstName, lastName: owner.lastName };
  const formId = await withAppDatabase((db) => createForm(db, user, definition));
  await actAs(page, owner);
  await page.goto(`/manage-workflows/${formId}/publishing`);
  const known = page.getByText(/cannot be published until/);
  await expect(known).toBeVisible();
  const expected = `The element "${note.title}" (element ${definition.elements.indexOf(note) + 1}), in its display logic, the condition 'If all of: “${numeric.title}” answered; “${numeric.title}” not answered': The display logic of "${note.title}" can never be true: its tests contradict each other.`;
  await expect(page.getByText(expected)).toBeVisible();
  await expect(page.getByText(/\/elements\//)).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(/problems that must be fixed before it can be published/)).toBeVisible({ timeout: AFTER_POST });
  await expect(page.getByText(expected)).toHaveCount(2);
  await expect(page.getByText(/\/elements\//)).toHaveCount(0);
});

test('removing a stakeholder asks first: the author removes one from a pending request, another removes themselves (W2.18)', { tag: ADMIN_ONLY }, async ({ page }, info) => {
  test.slow();
  const project = info.project.name;
  const name = `Remove stakeholder e2e ${project} ${Date.now()}`;
  const author = await createTestUser({ role: 'admin-form', label: `rm-author-${project}` });
  const ann = await createTestUser({ role: 'admin-form', label: `rm-ann-${project}` });
  const bob = await createTestUser({ role: 'admin-form', label: `rm-bob-${project}` });
  const cy = await createTestUser({ role: 'admin-form', label: `rm-cy-${project}` });
  const authorUser = { id: author.id, email: author.email.toLowerCase(), role: 'admin-form' as const, firstName: author.firstName, lastName: author.lastName };
  const formId = await withAppDatabase((db) => createForm(db, authorUser, { ...readSampleWorkflow(SAMPLE.file), name, state: project === 'js' ? 'Hawaii' : 'South Dakota', useCounties: false, counties: [] }));
  await actAs(page, author);
  await openPublishItem(page, name, 'Publish');
  for (const person of [ann, bob, cy]) await page.getByRole('checkbox', { name: new RegExp(person.email, 'i') }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The workflow was sent to its stakeholders for approval.')).toBeVisible({ timeout: AFTER_POST });

  // the author's Remove... asks; No keeps the stakeholder, Yes removes them
  const stakeholders = page.getByRole('region', { name: 'Stakeholders' });
  await stakeholders.getByRole('link', { name: `Remove ${bob.email.toLowerCase()}...` }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(`Are you sure you want to remove ${bob.email.toLowerCase()} as a stakeholder of "${name}"?`);
  await question.getByRole('link', { name: 'No' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stakeholders).toContainText(bob.email.toLowerCase());
  await stakeholders.getByRole('link', { name: `Remove ${bob.email.toLowerCase()}...` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The stakeholder was removed.')).toBeVisible({ timeout: AFTER_POST });
  await expect(stakeholders).not.toContainText(bob.email.toLowerCase());

  // a stakeholder's 'Remove me as stakeholder' asks first too
  await actAs(page, cy);
  await page.goto(`/pending-approvals/${formId}`);
  await page.getByRole('link', { name: 'Remove me as stakeholder' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to remove yourself as a stakeholder of "${name}"?`);
  expect(await withAppDatabase((db) => db.selectFrom('form_stakeholders').select('email').where('form_id', '=', formId).orderBy('email').execute())).toHaveLength(2);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/pending-approvals$/);

  // Ann, the one left, approves: published
  await actAs(page, ann);
  await decide(page, formId, name, 'Approve', 'Every stakeholder has approved it, so it is now published.');
  expect(await formStatus(formId)).toEqual({ status: 'published', version: '1.0.0' });
});

test('Move to stage and Unpublish ask first; a stage that cannot be reached says so in the spec words (W2.18, W8.13, A8.12)', { tag: ADMIN_ONLY }, async ({ page }, info) => {
  test.slow();
  const project = info.project.name;
  const name = `Stage and unpublish e2e ${project} ${Date.now()}`;
  const author = await createTestUser({ role: 'admin-form', label: `stage-author-${project}` });
  const authorUser = { id: author.id, email: author.email.toLowerCase(), role: 'admin-form' as const, firstName: author.firstName, lastName: author.lastName };
  await withAppDatabase((db) => createForm(db, authorUser, { ...readSampleWorkflow(SAMPLE.file), name, state: project === 'js' ? 'Oklahoma' : 'Arkansas', useCounties: false, counties: [] }));
  await actAs(page, author);

  // the app under test has no STAGE_URL: the move fails, and the page says the spec's words
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  const card = page.getByRole('listitem', { name });
  await card.getByText('Menu').click();
  await card.getByRole('link', { name: 'Move to stage' }).click();
  await expect(page.getByText(`Are you sure you want to migrate "${name}" (version 0.1.0) to stage?`)).toBeVisible();
  await page.getByRole('button', { name: 'Move to stage' }).click();
  await expect(page.getByText('Sorry could not migrate to stage')).toBeVisible({ timeout: AFTER_POST });

  // published at once (no stakeholders), then Unpublish asks before it withdraws the version
  await openPublishItem(page, name, 'Publish');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('The workflow was published.')).toBeVisible({ timeout: AFTER_POST });
  await page.goto(`/manage-workflows?${new URLSearchParams({ q: name })}`);
  await card.getByText('Menu').click();
  await card.getByRole('link', { name: 'Unpublish' }).click();
  await expect(page.getByText(`Are you sure you want to unpublish "${name}"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('The workflow was unpublished.')).toBeVisible({ timeout: AFTER_POST });
});
