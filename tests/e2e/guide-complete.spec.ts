// A petitioner fills the Utah with-children sample completely, with JavaScript on and off, and every answer
// survives an app restart: the test fills the questionnaire through its pages, stops the worker's app with SIGTERM
// as an operator would, starts it again on the same data (the same address, so the browser stays signed in) and
// checks the answers there.
import { expect, test } from './support/test';
import { engineForPublished, loadAnswers, rawAnswers } from '../../app/services/user-workflow/answers.server';
import { evaluateAnswers } from '../../app/engine.server';
import { UID, UTAH_WITH_CHILDREN, utahWithChildren } from '../support/utah-with-children';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow } from './support/guide';
import { QuestionnaireFiller } from './support/questionnaire-filler';

async function storedState(userWorkflowId: string) {
  return withAppDatabase(async (db) => {
    const answers = await loadAnswers(db, userWorkflowId);
    const engine = await engineForPublished(db, UTAH_WITH_CHILDREN);
    const values = Object.fromEntries(Object.entries(answers).map(([uid, a]) => [uid, { value: a.value, version: a.version }]));
    return { values, missingRequired: evaluateAnswers(engine, rawAnswers(answers), { collaborate: true }).missingRequiredCount };
  });
}

test('a petitioner fills the Utah with-children sample completely and every answer survives an app restart', async ({ page, context, restartApp }, info) => {
  test.setTimeout(300_000);
  const js = info.project.name === 'js';
  const user = await createTestUser({ label: `complete-${info.project.name}` });
  const workflowId = await startTestUserWorkflow(user.id);
  await signInAs(context, user);
  await page.goto(`/legal-form-guide/divorce-forms/${workflowId}?page=0`);
  await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
  if (js) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: /Additional Attention Required \d+ fields/ })).toBeVisible();

  const filler = new QuestionnaireFiller(page, utahWithChildren, js);
  await filler.fillAll();
  // every visible page was visited and many fields answered through the page (PET_* came prefilled)
  expect(filler.report.pages.length).toBeGreaterThanOrEqual(10);
  expect(filler.report.answered.length).toBeGreaterThanOrEqual(40);

  // the Required Fields list is gone, on the page and in the server's own evaluation
  await page.goto(`/legal-form-guide/divorce-forms/${workflowId}?page=0`);
  await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
  await expect(page.locator('#required-fields')).toHaveCount(0);
  await expect(page.getByText('Oops, take a look!')).toHaveCount(0);
  const before = await storedState(workflowId);
  expect(before.missingRequired).toBe(0);
  for (const uid of filler.report.answered) expect(before.values[uid], `answer of ${uid}`).toBeDefined();

  // a clean stop and a new start on the same data
  expect(await restartApp()).toBe(0);
  const after = await storedState(workflowId);
  expect(after).toEqual(before);

  // and the person sees them: still signed in, nothing missing, the answers in their inputs
  await page.goto(`/legal-form-guide/divorce-forms/${workflowId}?page=2`);
  await expect(page.getByRole('heading', { name: 'Fill Out Questionnaire' })).toBeVisible();
  await expect(page.locator('#required-fields')).toHaveCount(0);
  await expect(page.locator(`#q-${UID.RES_FN}`)).toHaveValue('Sample res fn');
  await page.goto(`/legal-form-guide/divorce-forms/${workflowId}?page=4`);
  await expect(page.locator(`input[name="a.${UID.CHILDREN}.0.name"]`)).toHaveValue('Sample full name');
});
