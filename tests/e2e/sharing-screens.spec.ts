// Phone-width screenshots of sharing for docs/screens/ (run with SCREENS=1, skipped otherwise): the share dialog,
// the respondent guide with the shared questionnaire, and the shared forms list. Seeded through the services.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow } from './support/guide';
import { loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { applyStepEvent, findUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { uidOf } from '../support/utah-with-children';

test.skip(!process.env.SCREENS, 'screenshots are taken with SCREENS=1');
test.use({ viewport: { width: 375, height: 812 } });

test('the share dialog, the respondent guide and the shared forms on a 375 px wide page', async ({ page, context, browser, app }, info) => {
  test.skip(info.project.name !== 'js', 'one set of screenshots, with JavaScript');
  test.setTimeout(120_000);
  const owner = await createTestUser({ label: 'screens-owner' });
  const spouse = await createTestUser({ label: 'screens-spouse' });
  const id = await startTestUserWorkflow(owner.id);
  const scenario = JSON.parse(fs.readFileSync(path.resolve('templates/workflows/scenarios/utah-divorce-with-children.scenario.json'), 'utf8')) as { baseAnswers: Record<string, unknown> };
  await withAppDatabase(async (db) => {
    const stored = await loadAnswers(db, id);
    const answers = { ...scenario.baseAnswers, RES_EADD: spouse.email, RES_FN: 'Sam', RES_LN: 'Rivera' };
    await saveAnswers(db, { userWorkflowId: id, userId: owner.id, changes: Object.entries(answers).map(([t, value]) => ({ uid: uidOf(t), baseVersion: stored[uidOf(t)]?.version ?? 0, value })) });
    await applyStepEvent(db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }, { actorId: owner.id });
  });
  await signInAs(context, owner);
  await page.goto(`/legal-form-guide/divorce-forms/${id}?dialog=share`);
  await expect(page.getByRole('dialog', { name: 'Share Questionnaire' })).toBeVisible();
  await page.screenshot({ path: 'docs/screens/sharing-1-share-dialog.png' });

  await withAppDatabase(async (db) => {
    const workflow = (await findUserWorkflow(db, id))!;
    await inviteSpouse(db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment' });
  });
  const spouseContext = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 375, height: 812 } });
  await signInAs(spouseContext, spouse);
  const spousePage = await spouseContext.newPage();
  await spousePage.goto(`/respondent-guide/${id}`);
  await expect(spousePage.getByText(/Page 1 of \d+ · read only/)).toBeVisible();
  await spousePage.screenshot({ path: 'docs/screens/sharing-2-respondent-guide.png' });
  await spousePage.goto(`/respondent-guide/${id}?dialog=finished`);
  await expect(spousePage.getByRole('dialog', { name: 'Finished Reviewing' })).toBeVisible();
  await spousePage.screenshot({ path: 'docs/screens/sharing-3-finished-reviewing.png' });
  await spousePage.goto('/shared-forms');
  await expect(spousePage.getByRole('heading', { name: 'Shared Forms', level: 1 })).toBeVisible();
  await spousePage.screenshot({ path: 'docs/screens/sharing-4-shared-forms.png' });
  await spouseContext.close();
});
