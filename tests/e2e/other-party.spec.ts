// A two-person workflow type other than divorce names its other party (issue 29, item 6; ADR 028), JavaScript on
// and off: the petitioner's share step and review status say 'your landlord', the invite e-mail speaks of legal
// documents, not a divorce, and the invited person's guide names who shared the form. The type and the form ready
// to share are made through the app's services (an inactive type, so no other test's home page lists it); the
// share, the e-mail and the review happen on the pages. Sending back and replying name the other person too: the
// landlord's button and notice name the petitioner, the petitioner's name the landlord, and so does the line above
// the read-only answers while the landlord holds the form. The signing steps (the form seeded to step 5 through the
// services: this spec is about words, not the journey) name the document the workflow marks as signed and the
// landlord: 'Notify Landlord', step 5's and step 6's texts, the notice after signing and the landlord's own step;
// without JavaScript, the sign page's refusal and confirm name the document too ('Sign "…"').
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { formAtStep5, formReadyToShare, storedStep } from './support/guide';
import { openWhenDocumentReady, sign } from './support/journey';
import { saveWorkflowType } from '../../app/services/admin/reference-data.server';
import { DIVORCE_COSTS } from '../../db/seed-guide';
import { petitionerWords, waitingFor } from '../../app/services/user-workflow/other-party-words';

const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);

/** An inactive two-person type whose other party is a landlord (so no other test's home page lists it), and a landlord. */
async function landlordType(name: string) {
  const title = `${name} ${test.info().project.name} ${Date.now().toString(36)}`;
  const landlord = await createTestUser({ label: 'landlord' });
  await withAppDatabase(async (db) => {
    const saved = await saveWorkflowType(db, undefined, { title, states: ['Utah'], costs: DIVORCE_COSTS, active: false, participants: 2, otherParty: 'landlord' });
    expect(saved.ok).toBe(true);
    await db.updateTable('users').set({ is_petitioner: false }).where('id', '=', landlord.id).execute();
  });
  return { title, landlord };
}

test("a landlord's form names the landlord on the share step, in the invite e-mail and on the review pages", async ({ page, browser, app, petitioner }) => {
  test.setTimeout(120_000);
  const { title, landlord } = await landlordType('Lease Ending');
  const id = await formReadyToShare(petitioner.user, { email: landlord.email, firstName: 'Lee', lastName: 'Landlord' });
  await withAppDatabase((db) => db.updateTable('user_workflows').set({ type: title, name: 'Utah Lease Ending' }).where('id', '=', id).execute());

  await test.step('the share step names the landlord', async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}`);
    await expect(page.getByRole('heading', { name: 'Your landlord' })).toBeVisible();
    await expect(page.getByText("Check your landlord's details, then send them an invitation to review the questionnaire.")).toBeVisible();
    await expect(page.getByText(/spouse/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Send Share Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Questionnaire' });
    await dialog.getByLabel("Yes, it's correct").check();
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Your landlord is reviewing the questionnaire. You will receive an e-mail when they agree or send it back.')).toBeVisible();
    expect(await storedStep(id)).toBe(3);
  });

  await test.step('the invite e-mail speaks of legal documents, not a divorce or a spouse', async () => {
    await expect(async () => {
      await page.goto('/mailbox');
      const item = page.getByRole('listitem').filter({ hasText: landlord.email }).filter({ hasText: 'has asked you to review' }).first();
      await expect(item).toContainText('sent', { timeout: 1000 });
      await item.getByRole('link', { name: /has asked you to review/ }).click();
    }).toPass({ timeout: 20_000 });
    const mail = page.frameLocator('iframe[title^="E-mail"]').locator('body');
    await expect(mail).toContainText('a guided way to prepare legal documents together');
    await expect(mail).not.toContainText(/divorce|spouse/i);
  });

  await test.step("the landlord's guide names the person who shared the form", async () => {
    const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: usesJavaScript() });
    await signInAs(context, landlord);
    const review = await context.newPage();
    const sharer = `${petitioner.user.firstName} ${petitioner.user.lastName}`;
    await review.goto(`/respondent-guide/${id}`);
    await expect(review.getByText(`${sharer} has shared their answers with you to review.`)).toBeVisible();
    await review.goto(`/respondent-guide/${id}?dialog=finished`);
    const dialog = review.getByRole('dialog', { name: 'Finished Reviewing' });
    await expect(dialog).toContainText(`Would you like ${sharer} to change something?`);
    // (the sample questionnaire's own questions speak of a spouse; the product's words around them do not)
    await expect(dialog).not.toContainText(/your spouse/i);

    // the landlord sends the form back: the button and the notice name the person who shared it, not a spouse
    await expect(dialog.getByRole('button', { name: 'Send Back for Spousal Review' })).toHaveCount(0);
    await dialog.getByRole('button', { name: `Send Back for Review by ${sharer}` }).click();
    await expect(review.getByTestId('alert-banner')).toContainText(waitingFor(sharer));
    await context.close();
  });

  await test.step('the petitioner replies: the buttons and the notice name the landlord', async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}`);
    await expect(page.getByText('Your landlord has sent the questionnaire back with comments.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Back for Review by Your Landlord' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Back for Spousal Review' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Finish Replying' }).click();
    await expect(page.getByTestId('alert-banner')).toContainText(petitionerWords('landlord').waiting);
    expect(petitionerWords('landlord').waiting).toContain('waiting for your landlord');
  });

  await test.step("while the landlord holds the form again, the petitioner's answers are read-only in words that name the landlord", async () => {
    await page.goto(`/legal-form-guide/divorce-forms/${id}`);
    await expect(page.getByText('Your landlord is reviewing your answers. They are read-only until your landlord sends the form back to you or agrees; you can still read them and the comments.')).toBeVisible();
    await expect(page.getByText(/your spouse is reviewing/i)).toHaveCount(0);
  });
});

test("a landlord's form names its document and the landlord at signing, not a stipulation or a spouse", async ({ page, browser, app, petitioner }) => {
  test.setTimeout(180_000);
  const { title, landlord } = await landlordType('Lease Signing');
  const id = await formAtStep5(petitioner.user, landlord);
  await withAppDatabase((db) => db.updateTable('user_workflows').set({ type: title, name: 'Utah Lease Ending' }).where('id', '=', id).execute());
  const guide = `/legal-form-guide/divorce-forms/${id}`;
  // the sample workflow's document people sign
  const document = 'Stipulation and Agreement';

  await test.step('step 5 names the document and the landlord', async () => {
    await openWhenDocumentReady(page, guide, document);
    await expect(page.getByText(`Please read "${document}", the agreement you and your landlord reached. When you are ready, sign it below; your landlord is then asked to sign too.`)).toBeVisible();
    await expect(page.getByText(/spouse|your stipulation/i)).toHaveCount(0);
  });

  if (!usesJavaScript()) {
    await test.step('without JavaScript the sign page, its refusal and its confirm name the document, not a stipulation', async () => {
      await page.getByLabel('Type your full legal name to sign').fill('R');
      await page.getByRole('button', { name: 'Submit Signature' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Sign "${document}"` })).toBeVisible();
      await expect(page).toHaveTitle(`Error: Sign "${document}" · Accord`);
      await expect(page.getByText(/spouse|your stipulation/i)).toHaveCount(0);
      await page.getByLabel('Type your full legal name to sign').fill(`${petitioner.user.firstName} ${petitioner.user.lastName}`);
      await page.getByRole('button', { name: 'Submit Signature' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Please confirm' })).toBeVisible();
      await expect(page.getByText(`Sign "${document}"`)).toBeVisible();
      await expect(page.getByText(/spouse|your stipulation/i)).toHaveCount(0);
      await page.getByRole('link', { name: 'No, go back' }).click();
      await expect(page).toHaveURL(new RegExp(`${guide}$`));
    });
  }

  await test.step("step 6 says the landlord was asked to sign, and 'Notify Landlord' reminds them", async () => {
    await sign({ page, ...petitioner.user }, 'Submit Signature');
    await expect(page.getByText('Thank you. Your signature is saved, and your landlord has been asked to sign.')).toBeVisible();
    expect(await storedStep(id)).toBe(6);
    await expect(page.getByText(`Thank you for signing. Your landlord has been asked by e-mail to review and sign "${document}"; this step completes when they do.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notify Spouse' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Notify Landlord', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Notify Landlord Again' })).toBeVisible();
    await expect(page.getByText(/spouse|your stipulation/i)).toHaveCount(0);
  });

  await test.step("the landlord's signing step names the person who signed and the document", async () => {
    const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: usesJavaScript() });
    await signInAs(context, landlord);
    const review = await context.newPage();
    const sharer = `${petitioner.user.firstName} ${petitioner.user.lastName}`;
    await openWhenDocumentReady(review, `/respondent-guide/${id}`, document);
    await expect(review.getByText(`${sharer} has signed "${document}", which you both agreed to. Please read it, and when you are ready, add your signature below.`)).toBeVisible();
    await expect(review.getByText(/spouse|your stipulation/i)).toHaveCount(0);
    await sign({ page: review, ...landlord }, 'Proceed');
    await expect(review.getByText('Both signatures are in place.', { exact: false })).toBeVisible();
    await context.close();
  });
});
