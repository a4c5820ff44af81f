// Comments, reviews and what changed, two people in two browser contexts, JavaScript on and off (issue 17). The
// form is answered and shared through the app's services; everything between the two people after that happens on
// the pages: page comments both ways with the counter and the limit, an 'edit' spouse's two proposals that the
// owner accepts and declines, and the changed-pages notice after the petitioner replies.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs, type TestUser } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { startTestUserWorkflow, storedAnswer } from './support/guide';
import { loadAnswers, saveAnswers } from '../../app/services/user-workflow/answers.server';
import { applyStepEvent, findUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { inviteSpouse } from '../../app/services/sharing/invite.server';
import { uidOf } from '../support/utah-with-children';
import { publishEditSharingSample } from '../support/edit-sharing-workflow';

const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);
const screens = () => Boolean(process.env.SCREENS) && usesJavaScript();
/** the page of the Utah sample with the spouse's names */
const SPOUSE_PAGE = 2;

/**
 * The petitioner's answered form shared with `spouse` through the invite, as the share dialog does. For 'edit', the
 * form is started from the sample published with a Sharing Logic rule that allows one editor: the invite offers and
 * accepts 'edit' only there.
 */
async function sharedForm(owner: TestUser, spouse: TestUser, reviewType: 'comment' | 'edit' | 'read-only' = 'comment') {
  const publishedWorkflowId = reviewType === 'edit' ? await withAppDatabase((db) => publishEditSharingSample(db)) : undefined;
  const id = await startTestUserWorkflow(owner.id, publishedWorkflowId ? { publishedWorkflowId } : {});
  const scenario = JSON.parse(fs.readFileSync(path.resolve('templates/workflows/scenarios/utah-divorce-with-children.scenario.json'), 'utf8')) as { baseAnswers: Record<string, unknown> };
  await withAppDatabase(async (db) => {
    const stored = await loadAnswers(db, id);
    const answers = { ...scenario.baseAnswers, RES_EADD: spouse.email, RES_FN: 'Sam', RES_LN: 'Rivera' };
    await saveAnswers(db, { userWorkflowId: id, userId: owner.id, changes: Object.entries(answers).map(([t, value]) => ({ uid: uidOf(t), baseVersion: stored[uidOf(t)]?.version ?? 0, value })) });
    await applyStepEvent(db, id, { type: 'PROCEED_TO_SHARE', missingRequired: 0 }, { actorId: owner.id });
    const workflow = (await findUserWorkflow(db, id))!;
    const invited = await inviteSpouse(db, { workflow, actorId: owner.id, admin: false, confirmed: true, reviewType });
    if (invited.kind !== 'invited') throw new Error(`the form could not be shared: ${invited.messages.join(' ')}`);
  });
  return id;
}

async function spousePage(browser: Browser, baseURL: string, spouse: TestUser): Promise<Page> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport });
  await signInAs(context, spouse);
  return context.newPage();
}

/** The comments: the side panel with JavaScript (opened by its button), the page's section without. */
async function comments(page: Page): Promise<Locator> {
  if (!usesJavaScript()) {
    const section = page.locator('section#comments');
    await expect(section).toBeVisible();
    return section;
  }
  const panel = page.getByRole('dialog', { name: /Comments/ });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Comments/ }).click();
  await expect(panel).toBeVisible();
  return panel;
}

async function writeComment(page: Page, text: string) {
  const drawer = await comments(page);
  await drawer.getByLabel('Your comment on this page').fill(text);
  await drawer.getByRole('button', { name: 'Save comment' }).click();
  await expect(page.getByText('Progress saved!')).toBeVisible();
}

async function spouseSendsBack(page: Page, id: string) {
  await page.goto(`/respondent-guide/${id}`);
  await page.getByRole('link', { name: 'Proceed' }).click();
  await page.getByRole('dialog', { name: 'Finished Reviewing' }).getByRole('button', { name: 'Send Back for Spousal Review' }).click();
  await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
}

test('comments on two pages go both ways, with the counter and the limit', async ({ page, browser, app, petitioner }) => {
  test.setTimeout(180_000);
  const spouse = await createTestUser({ label: 'comments-spouse' });
  const id = await sharedForm(petitioner.user, spouse);
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);

  await test.step('the spouse sees the counter, is stopped above 1000 characters, and comments on two pages', async () => {
    await spouseTab.goto(`/respondent-guide/${id}`);
    const drawer = await comments(spouseTab);
    const box = drawer.getByLabel('Your comment on this page');
    await box.fill('Hello');
    if (usesJavaScript()) await expect(drawer.getByText('characters: 5 / 1000')).toBeVisible();
    await box.fill('x'.repeat(1001));
    if (usesJavaScript()) {
      await expect(drawer.getByText('Character limit exceded!')).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Save comment' })).toBeDisabled();
    } else {
      await drawer.getByRole('button', { name: 'Save comment' }).click();
      const refused = await comments(spouseTab);
      await expect(refused.getByRole('alert')).toHaveText('Character limit exceded!');
      await expect(refused.getByText('characters: 1001 / 1000')).toBeVisible();
      // what was typed is still there to shorten
      await expect(refused.getByLabel('Your comment on this page')).toHaveValue('x'.repeat(1001));
    }
    if (screens()) {
      await box.fill('The school holidays should be split evenly, <b>not</b> every other year.');
      await spouseTab.setViewportSize({ width: 375, height: 812 });
      await spouseTab.screenshot({ path: 'docs/screens/comments-1-drawer.png' });
    }
    await writeComment(spouseTab, 'Please check the date of our marriage.');
    await spouseTab.goto(`/respondent-guide/${id}?page=1`);
    await writeComment(spouseTab, 'The second page looks right to me.');
  });

  await test.step('the spouse sends the form back', () => spouseSendsBack(spouseTab, id));

  await test.step('the petitioner reads both comments, marked new, and replies on both pages', async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}`);
    if (usesJavaScript()) await expect(page.getByRole('button', { name: /^Comments/ })).toContainText('2 new');
    const drawer = await comments(page);
    await expect(drawer.getByRole('list', { name: 'Comment history' })).toContainText('Please check the date of our marriage.');
    await writeComment(page, 'I checked it: it is right.');
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=1`);
    await expect((await comments(page)).getByRole('list', { name: 'Comment history' })).toContainText('The second page looks right to me.');
    await writeComment(page, 'Thank you.');
    // with JavaScript the comments are a modal panel over the page: the person closes it to reach the page again
    if (usesJavaScript()) await page.getByRole('dialog', { name: /Comments/ }).getByRole('button', { name: 'Close comments' }).click();
    await page.getByRole('button', { name: 'Finish Replying' }).click();
    await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
  });

  await test.step('the spouse reads the replies under their own comments', async () => {
    await spouseTab.goto(`/respondent-guide/${id}`);
    const first = (await comments(spouseTab)).getByRole('list', { name: 'Comment history' });
    await expect(first.getByRole('listitem')).toHaveCount(2);
    await expect(first.getByRole('listitem').nth(0)).toContainText('Please check the date of our marriage.');
    await expect(first.getByRole('listitem').nth(1)).toContainText('I checked it: it is right.');
    await spouseTab.goto(`/respondent-guide/${id}?page=1`);
    await expect((await comments(spouseTab)).getByRole('list', { name: 'Comment history' })).toContainText('Thank you.');
  });
  await spouseTab.context().close();
});

test("an 'edit' spouse proposes two changes; the owner accepts one and declines the other", async ({ page, browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const spouse = await createTestUser({ label: 'reviews-spouse' });
  const id = await sharedForm(petitioner.user, spouse, 'edit');
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);

  await test.step('the spouse changes two answers; they are sent as proposals, not applied', async () => {
    await spouseTab.goto(`/respondent-guide/${id}?page=${SPOUSE_PAGE}`);
    await spouseTab.getByLabel(/^Spouse's legal first name/).fill('Samantha');
    await spouseTab.getByLabel(/^Spouse's legal last name/).fill('Jones');
    await spouseTab.getByRole('button', { name: 'Propose changes' }).click();
    await expect(spouseTab.getByText('2 changes were sent to your spouse as proposals.')).toBeVisible();
    await expect(spouseTab.getByText('You proposed a change here; your spouse decides.')).toHaveCount(2);
    expect((await storedAnswer(id, uidOf('RES_FN')))?.value).toBe('Sam');
    // the answers are read-only while the spouse holds the form (ADR 010): the owner decides once it is sent back
    await spouseSendsBack(spouseTab, id);
  });

  await test.step('the owner accepts the first name and declines the last name', async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}`);
    const summary = page.getByRole('region', { name: /^Reviews/ });
    await expect(summary.getByRole('heading', { name: 'Reviews (2)' })).toBeVisible();
    await summary.getByRole('link', { name: "Spouse's legal first name" }).click();
    const firstName = page.getByRole('region', { name: "Reviews of Spouse's legal first name" });
    await expect(firstName).toContainText('Sam');
    await expect(firstName).toContainText('Samantha');
    await expect(page.getByRole('region', { name: "Reviews of Spouse's legal last name" })).toContainText('Jones');
    if (screens()) {
      await page.setViewportSize({ width: 375, height: 812 });
      await firstName.scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'docs/screens/comments-2-reviews-panel.png' });
    }
    await firstName.getByRole('button', { name: "Accept the proposed Spouse's legal first name" }).click();
    await expect(page.getByText('The proposed change is now your answer.')).toBeVisible();
    await page.getByRole('button', { name: "Decline the proposed Spouse's legal last name" }).click();
    await expect(page.getByText('The proposed change was declined.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Reviews/ })).toHaveCount(0);
    expect((await storedAnswer(id, uidOf('RES_FN')))?.value).toBe('Samantha');
    expect((await storedAnswer(id, uidOf('RES_LN')))?.value).toBe('Rivera');
  });
  await spouseTab.context().close();
});

test('after the petitioner replies, the spouse sees exactly the pages and answers that changed', async ({ page, browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const spouse = await createTestUser({ label: 'changes-spouse' });
  const id = await sharedForm(petitioner.user, spouse);
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);
  await spouseTab.goto(`/respondent-guide/${id}`);
  // a first look: nothing to compare with yet
  await expect(spouseTab.getByRole('heading', { name: /Changed since you last looked/ })).toHaveCount(0);
  await spouseSendsBack(spouseTab, id);

  await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${SPOUSE_PAGE}`);
  await page.getByLabel(/^Spouse's legal first name/).fill('Samuel');
  await page.getByRole('button', { name: 'Finish Replying' }).click();
  await expect(page.getByText('You are now waiting for your spouse to respond to your comments.').first()).toBeVisible();
  expect((await storedAnswer(id, uidOf('RES_FN')))?.value).toBe('Samuel');

  await spouseTab.goto(`/respondent-guide/${id}`);
  const notice = spouseTab.getByRole('region', { name: /Changed since you last looked/ });
  await expect(notice.getByRole('heading')).toHaveText('Changed since you last looked: 1 page, 1 answer');
  await notice.getByText(/\(1 change\)/).click();
  await expect(notice.getByText("Spouse's legal first name")).toBeVisible();
  await expect(notice.getByRole('deletion')).toHaveText('removed: Sam');
  await expect(notice.getByRole('insertion')).toHaveText('added: Samuel');
  if (screens()) {
    await spouseTab.setViewportSize({ width: 375, height: 812 });
    await notice.scrollIntoViewIfNeeded();
    await spouseTab.screenshot({ path: 'docs/screens/comments-3-changes.png' });
  }
  await spouseTab.context().close();
});

test("a spouse comments on one answer; the owner reads it in that field's Comments panel, and a read-only spouse has no box", async ({ page, browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const spouse = await createTestUser({ label: 'field-comments-spouse' });
  const id = await sharedForm(petitioner.user, spouse);
  const spouseTab = await spousePage(browser, app.baseUrl, spouse);
  const label = "Spouse's legal first name";

  await test.step('the spouse opens the box under the answer, sees the counter, and comments', async () => {
    await spouseTab.goto(`/respondent-guide/${id}?page=${SPOUSE_PAGE}`);
    const field = spouseTab.locator(`#field-${uidOf('RES_FN')}`);
    await field.getByText('Comment on this answer').click();
    const box = field.getByLabel(`Your comment on ${label}`);
    await box.fill('My legal name is Samuel, not Sam.');
    if (usesJavaScript()) await expect(field.getByText('characters: 33 / 1000')).toBeVisible();
    await field.getByRole('button', { name: `Save comment on ${label}` }).click();
    await expect(spouseTab.getByText('Progress saved!')).toBeVisible();
    await expect(spouseTab.locator(`#field-${uidOf('RES_FN')}`).getByRole('list', { name: `Your comments on ${label}` })).toContainText('My legal name is Samuel, not Sam.');
  });

  await test.step("the owner sees it under that field, in its 'Comments' panel, with the spouse's name", async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}?page=${SPOUSE_PAGE}`);
    const panel = page.getByRole('region', { name: `Comments on ${label}` });
    await expect(panel).toContainText('(1)');
    await expect(panel).toContainText('1 new');
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expect(panel.getByRole('listitem')).toContainText(`${spouse.firstName} ${spouse.lastName}`);
    await expect(panel.getByRole('listitem')).toContainText('My legal name is Samuel, not Sam.');
    // inside the field's own block, beside its answer
    await expect(page.locator(`#field-${uidOf('RES_FN')}`).getByRole('region', { name: `Comments on ${label}` })).toBeVisible();
    if (screens()) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.locator(`#field-${uidOf('RES_FN')}`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'docs/screens/comments-4-field-comments.png' });
    }
  });
  await spouseTab.context().close();

  await test.step('a read-only spouse has no comment box under the answers', async () => {
    const reader = await createTestUser({ label: 'field-comments-reader' });
    const readOnly = await sharedForm(petitioner.user, reader, 'read-only');
    const readerTab = await spousePage(browser, app.baseUrl, reader);
    await readerTab.goto(`/respondent-guide/${readOnly}?page=${SPOUSE_PAGE}`);
    await expect(readerTab.getByLabel(/^Spouse's legal first name/)).toBeVisible();
    await expect(readerTab.getByText('Comment on this answer')).toHaveCount(0);
    await readerTab.context().close();
  });
});
