// A petitioner fills the Utah with-children sample completely, with JavaScript on and off, and every answer
// survives an app restart. The restart needs an app of its own: this test starts a second Accord server (the
// built app, on a fresh data directory and port), fills the questionnaire through its pages, stops the server
// with SIGTERM as an operator would, starts it again on the same data and checks the answers there.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { engineForPublished, loadAnswers, rawAnswers } from '../../app/services/user-workflow/answers.server';
import { evaluateAnswers } from '../../app/engine.server';
import { startServer } from '../integration/support/processes';
import { UID, UTAH_WITH_CHILDREN, utahWithChildren } from '../support/utah-with-children';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { APP_HEALTHY_WITHIN_MS, stopLeftoverPostgres } from './support/app-under-test';
import { startTestUserWorkflow } from './support/guide';
import { QuestionnaireFiller } from './support/questionnaire-filler';

async function storedState(dataDir: string, userWorkflowId: string) {
  return withAppDatabase(async (db) => {
    const answers = await loadAnswers(db, userWorkflowId);
    const engine = await engineForPublished(db, UTAH_WITH_CHILDREN);
    const values = Object.fromEntries(Object.entries(answers).map(([uid, a]) => [uid, { value: a.value, version: a.version }]));
    return { values, missingRequired: evaluateAnswers(engine, rawAnswers(answers), { collaborate: true }).missingRequiredCount };
  }, dataDir);
}

test('a petitioner fills the Utah with-children sample completely and every answer survives an app restart', async ({ browser }, info) => {
  test.setTimeout(300_000);
  const js = info.project.name === 'js';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-e2e-restart-'));
  await fs.chmod(dataDir, 0o755);
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  const context = await browser.newContext({ javaScriptEnabled: js });
  try {
    app = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { healthyWithinMs: APP_HEALTHY_WITHIN_MS });
    const appUnderTest = { baseUrl: app.baseUrl, dataDir };
    const user = await createTestUser({ label: `complete-${info.project.name}`, app: appUnderTest });
    const workflowId = await startTestUserWorkflow(user.id, { app: appUnderTest });
    await signInAs(context, user, appUnderTest);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/legal-form-guide/divorce-forms/${workflowId}?page=0`);
    await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
    if (js) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: /Additional Attention Required \d+ fields/ })).toBeVisible();

    const filler = new QuestionnaireFiller(page, utahWithChildren, js);
    await filler.fillAll();
    // every visible page was visited and many fields answered through the page (PET_* came prefilled)
    expect(filler.report.pages.length).toBeGreaterThanOrEqual(10);
    expect(filler.report.answered.length).toBeGreaterThanOrEqual(40);

    // the Required Fields list is gone, on the page and in the server's own evaluation
    await page.goto(`${app.baseUrl}/legal-form-guide/divorce-forms/${workflowId}?page=0`);
    await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
    await expect(page.locator('#required-fields')).toHaveCount(0);
    await expect(page.getByText('Oops, take a look!')).toHaveCount(0);
    const before = await storedState(dataDir, workflowId);
    expect(before.missingRequired).toBe(0);
    for (const uid of filler.report.answered) expect(before.values[uid], `answer of ${uid}`).toBeDefined();

    // a clean stop and a new start on the same data
    expect(await app.stop('SIGTERM')).toBe(0);
    app = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, { healthyWithinMs: APP_HEALTHY_WITHIN_MS }); // cookies are per host, not per port
    const after = await storedState(dataDir, workflowId);
    expect(after).toEqual(before);

    // and the person sees them: still signed in, nothing missing, the answers in their inputs
    await page.goto(`${app.baseUrl}/legal-form-guide/divorce-forms/${workflowId}?page=2`);
    await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
    await expect(page.locator('#required-fields')).toHaveCount(0);
    await expect(page.locator(`#q-${UID.RES_FN}`)).toHaveValue('Sample res fn');
    await page.goto(`${app.baseUrl}/legal-form-guide/divorce-forms/${workflowId}?page=4`);
    await expect(page.locator(`input[name="a.${UID.CHILDREN}.0.name"]`)).toHaveValue('Sample full name');
  } finally {
    await context.close();
    await app?.stop('SIGTERM');
    // an app that died early may leave its PostgreSQL running: stop it before removing its folder
    await stopLeftoverPostgres(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
  }
});
