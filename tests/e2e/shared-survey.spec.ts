// The shared survey detail, /survey-detail/{id} (end-user-journey.md §2 Routes, §4): its title 'Shared Survey -
// {form name}', 'Sand Back for Review', 'Go Back' and 'Agree', each of the two final after a confirm, and both
// disabled for a spouse without access. JavaScript on and off. The form is seeded and shared through the app's
// services; everything the spouse does happens on the page, and the petitioner replies on theirs.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs, type TestUser } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { formReadyToShare, storedStep } from './support/guide';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { findUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';

/** The petitioner's form, answered and shared with a new spouse for comments; its id, name and the spouse. */
async function sharedForm(owner: TestUser) {
  const spouse = await createTestUser({ label: 'survey-spouse' });
  const id = await formReadyToShare(owner, { email: spouse.email, firstName: 'Sam', lastName: 'Rivera' });
  const name = await withAppDatabase(async (db) => {
    const workflow = (await findUserWorkflow(db, id))!;
    const invited = await inviteSpouse(db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType: 'comment' });
    expect(invited.kind).toBe('invited');
    return workflow.name;
  });
  return { id, name, spouse };
}

async function spousePage(browser: Browser, baseURL: string, spouse: TestUser): Promise<Page> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport });
  await signInAs(context, spouse);
  return context.newPage();
}

const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
const link = (page: Page, name: string) => page.getByRole('main').getByRole('link', { name, exact: true });

test('the shared survey shows its title and three buttons; Sand Back for Review and Agree each ask first and are final', async ({ page, browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const { id, name, spouse } = await sharedForm(petitioner.user);
  const survey = await spousePage(browser, app.baseUrl, spouse);
  await survey.goto(`/survey-detail/${id}`);
  await expect(survey.getByRole('heading', { level: 1, name: `Shared Survey - ${name}` })).toBeVisible();
  await expect(survey).toHaveTitle(`Shared Survey - ${name} · Accord`);
  await expect(link(survey, 'Sand Back for Review')).toBeVisible();
  await expect(link(survey, 'Go Back')).toHaveAttribute('href', '/shared-forms');
  await expect(link(survey, 'Agree')).toBeVisible();

  await test.step('Agree asks first; No leaves everything as it was', async () => {
    await link(survey, 'Agree').click();
    const dialog = survey.getByRole('dialog', { name: 'Agree to all terms?' });
    await expect(dialog).toContainText('Agreeing is final.');
    await dialog.getByRole('link', { name: 'No' }).click();
    await expect(survey.getByRole('dialog')).toHaveCount(0);
    expect(await storedStep(id)).toBe(3);
  });

  await test.step('Sand Back for Review asks first; Yes sends the form back and both buttons are disabled', async () => {
    await link(survey, 'Sand Back for Review').click();
    const dialog = survey.getByRole('dialog', { name: 'Send back for review?' });
    await expect(dialog).toContainText('Your spouse receives the form back to answer your comments.');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(survey.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
    await expect(button(survey, 'Sand Back for Review')).toBeDisabled();
    await expect(button(survey, 'Agree')).toBeDisabled();
  });

  await test.step('after the petitioner replies, Agree without the tick is refused, and with it is final', async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}`);
    await page.getByRole('button', { name: 'Finish Replying' }).click();
    await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
    await survey.goto(`/survey-detail/${id}`);
    await link(survey, 'Agree').click();
    await survey.getByRole('dialog', { name: 'Agree to all terms?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(survey.getByRole('dialog', { name: 'Agree to all terms?' }).getByRole('alert')).toContainText("Please tick 'I agree to the terms' first.");
    expect(await storedStep(id)).toBe(3);
    await survey.getByRole('dialog', { name: 'Agree to all terms?' }).getByLabel('I agree to the terms').check();
    await survey.getByRole('dialog', { name: 'Agree to all terms?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(survey.getByText('You have agreed to all the terms!').first()).toBeVisible();
    await expect(button(survey, 'Agree')).toBeDisabled();
    await expect(button(survey, 'Sand Back for Review')).toBeDisabled();
    expect(await storedStep(id)).toBe(4);
  });
  await survey.context().close();
});

test('without access the shared survey can be read only: both buttons are disabled and a post is refused in words', async ({ browser, app, petitioner }) => {
  const { id, spouse } = await sharedForm(petitioner.user);
  await withAppDatabase((db) => db.updateTable('sharing_entries').set({ access: false }).where('user_workflow_id', '=', id).execute());
  const survey = await spousePage(browser, app.baseUrl, spouse);
  await survey.goto(`/survey-detail/${id}`);
  await expect(button(survey, 'Sand Back for Review')).toBeDisabled();
  await expect(button(survey, 'Agree')).toBeDisabled();
  await expect(link(survey, 'Go Back')).toBeVisible();
  // the confirm page, reached by its address, still refuses: the server decides, not the disabled button
  await survey.goto(`/survey-detail/${id}?confirm=send-back`);
  await survey.getByRole('dialog', { name: 'Send back for review?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(survey.getByRole('dialog', { name: 'Send back for review?' }).getByRole('alert')).toContainText(
    'Your spouse has not given you access to agree or send the form back, so you can read it only.',
  );
  expect(await storedStep(id)).toBe(3);
  await survey.context().close();
});
