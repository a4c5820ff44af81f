// A petitioner fills the Utah with-children sample completely, with JavaScript on and off, and every answer
// survives an app restart. The restart needs an app of its own: this test starts a second Accord server (the
// built app, on a fresh data directory and port), fills the questionnaire through its pages, stops the server
// with SIGTERM as an operator would, starts it again on the same data and checks the answers there.
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import type { WorkflowDefinition } from '@accord/engine';
import { createSession } from '../../app/services/accounts/sessions.server';
import { createUser } from '../../app/services/accounts/users.server';
import { engineForPublished, loadAnswers, rawAnswers } from '../../app/services/guide/answers.server';
import { startUserWorkflow } from '../../app/services/guide/user-workflows.server';
import { evaluateAnswers } from '../../app/engine.server';
import { createDatabase } from '../../db/client';
import { findRunningEmbeddedServer } from '../../db/embedded-server';
import { SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { startServer } from '../integration/support/processes';
import { QuestionnaireFiller } from './support/questionnaire-filler';

const UTAH_WITH_CHILDREN = SAMPLE_WORKFLOWS[0]!.publishedId;
const definition = JSON.parse(readFileSync(path.resolve('templates/workflows/utah-divorce-with-children.json'), 'utf8')) as WorkflowDefinition;

async function withDatabase<T>(dataDir: string, run: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>): Promise<T> {
  const url = await findRunningEmbeddedServer(dataDir);
  if (!url) throw new Error(`no embedded database is running in ${dataDir}`);
  const handle = createDatabase(url, 2);
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

async function storedState(dataDir: string, userWorkflowId: string) {
  return withDatabase(dataDir, async (db) => {
    const answers = await loadAnswers(db, userWorkflowId);
    const engine = await engineForPublished(db, UTAH_WITH_CHILDREN);
    const values = Object.fromEntries(Object.entries(answers).map(([uid, a]) => [uid, { value: a.value, version: a.version }]));
    return { values, missingRequired: evaluateAnswers(engine, rawAnswers(answers), { collaborate: true }).missingRequiredCount };
  });
}

async function signIn(context: BrowserContext, baseUrl: string, dataDir: string, userId: string) {
  const header = await withDatabase(dataDir, (db) => createSession(db, new Request(baseUrl), userId));
  const [name, value] = header.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

test('a petitioner fills the Utah with-children sample completely and every answer survives an app restart', async ({ browser }, info) => {
  test.setTimeout(300_000);
  const js = info.project.name === 'js';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-e2e-restart-'));
  await fs.chmod(dataDir, 0o755);
  let app: Awaited<ReturnType<typeof startServer>> | undefined;
  const context = await browser.newContext({ javaScriptEnabled: js });
  try {
    app = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const { userId, workflowId } = await withDatabase(dataDir, async (db) => {
      const user = await createUser(db, {
        email: `complete-${info.project.name}@example.com`,
        password: 'Maple-Kettle-77',
        verified: true,
        firstName: 'Robin',
        lastName: 'Tester',
        dateOfBirth: '1980-02-29',
        phoneNumber: '801-555-0100',
        addressStreet1: '1 Test Way',
        addressCity: 'Provo',
        addressState: 'Utah',
        addressZipCode: '84601',
        permissionToContact: false,
        termsAccepted: true,
      });
      const started = await startUserWorkflow(db, { publishedWorkflowId: UTAH_WITH_CHILDREN, ownerId: user.id });
      return { userId: user.id, workflowId: started.id };
    });
    await signIn(context, app.baseUrl, dataDir, userId);
    const page = await context.newPage();
    await page.goto(`${app.baseUrl}/legal-form-guide/divorce-forms/${workflowId}?page=0`);
    await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
    if (js) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByText(/Additional Attention Required \d+ fields/)).toBeVisible();

    const filler = new QuestionnaireFiller(page, definition, js);
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
    app = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }); // cookies are per host, not per port
    const after = await storedState(dataDir, workflowId);
    expect(after).toEqual(before);

    // and the person sees them: still signed in, nothing missing, the answers in their inputs
    await page.goto(`${app.baseUrl}/legal-form-guide/divorce-forms/${workflowId}?page=2`);
    await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
    await expect(page.locator('#required-fields')).toHaveCount(0);
    await expect(page.locator('#q-3eHrwmHgNKkM')).toHaveValue('Sample res fn');
    await page.goto(`${app.baseUrl}/legal-form-guide/divorce-forms/${workflowId}?page=4`);
    await expect(page.locator('input[name="a.hv5GDIcCiV7f.0.name"]')).toHaveValue('Sample full name');
  } finally {
    await context.close();
    await app?.stop('SIGTERM');
    // an app that died early may leave its PostgreSQL running: stop it before removing its folder
    const pid = Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGINT');
        await new Promise((r) => setTimeout(r, 1000));
      } catch {
        // already stopped
      }
    }
    await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
  }
});
