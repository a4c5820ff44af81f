// The collaborative journey, whole, through the pages only, with JavaScript on and off (issue 29 item 8): two new
// people sign up (the spouse through the invite), the petitioner goes through the setup stepper, pays, answers
// every required question of the published Utah sample the way a person does (and the optional dialog), and
// shares; the spouse comments on a page and on an answer and sends the form back; the petitioner
// changes that answer and sends it back; the spouse sees the change and agrees; the final payment; both sign,
// both download the same sealed PDF, which pdfsig reads valid, which prints the changed answer and not the old
// one, and which /verify accepts as it is and refuses with one byte flipped. No state is seeded and nothing is
// written to the database by the test.
import { expect, test } from '../support/test';
import { openEmailLink, waitForHydration } from '../support/accounts';
import { SIGNING_TEXTS } from '../../../app/services/signing/signing-texts';
import {
  answerQuestionnaire,
  downloadFinalDocument,
  goTo,
  expectSealed,
  expectVerified,
  journeyClock,
  newPerson,
  openWhenStipulationReady,
  payWithSandbox,
  sign,
  signUp,
  startForm,
  usesJavaScript,
} from '../support/journey';

const MARRIAGE_CITY_BEFORE = 'Elk Meadow';
const MARRIAGE_CITY_AFTER = 'Cedar Hollow';
const WAITING = 'You are now waiting for your spouse to respond to your comments.';

test('two new people go from sign-up to the same sealed final document, with a send-back and a changed answer on the way', async ({ browser, app }) => {
  test.setTimeout(600_000);
  const finished = journeyClock('collaborative');
  const petitioner = await newPerson(browser, app.baseUrl, { label: 'journey-petitioner', firstName: 'Jordan', lastName: 'Rivera' });
  const spouse = await newPerson(browser, app.baseUrl, { label: 'journey-spouse', firstName: 'Casey', lastName: 'Morgan' });
  const { page } = petitioner;
  const js = usesJavaScript();
  let id = '';

  await test.step('the petitioner signs up naming the spouse, goes through the stepper and pays the first level', async () => {
    await signUp(petitioner, spouse);
    id = await startForm(page, 'collaborative', '$49.00');
  });
  const guide = `/legal-form-guide/divorce-forms/${id}`;

  await test.step('the petitioner answers every required question and the dialog, and shares', async () => {
    await answerQuestionnaire(
      petitioner,
      guide,
      { answers: { RES_EADD: spouse.email, RES_FN: spouse.firstName, RES_LN: spouse.lastName, MARRIAGE_CITY: MARRIAGE_CITY_BEFORE }, optional: ['dialog-window'] },
      'Proceed to Share',
    );
    await expect(page.getByText(`${spouse.firstName} ${spouse.lastName}`)).toBeVisible();
    await page.getByRole('link', { name: 'Send Share Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Questionnaire' });
    await dialog.getByLabel("Yes, it's correct").check();
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await expect(page.getByText('Your questionnaire has been shared with the respondent!')).toBeVisible();
  });

  await test.step('the spouse signs up through the invite and lands on the shared form', async () => {
    await openEmailLink(spouse.page, spouse.email, 'has asked you to review', 'Review the questionnaire');
    await expect(spouse.page).toHaveURL(/\/create-user\?/);
    await signUp(spouse);
    await expect(spouse.page).toHaveURL(new RegExp(`/respondent-guide/${id}`));
  });

  await test.step('the spouse comments on a page and on the city of marriage, and sends the form back', async () => {
    const s = spouse.page;
    await s.getByRole('navigation', { name: 'Questionnaire pages' }).getByRole('button', { name: 'Your marriage' }).or(s.getByRole('link', { name: 'Your marriage' })).first().click();
    await expect(s.getByText(MARRIAGE_CITY_BEFORE, { exact: true }).or(s.getByLabel(/^City where you married/))).toBeVisible();
    // the page's comment: the side panel with JavaScript, the page's section without
    const comments = js ? s.getByRole('dialog', { name: /Comments/ }) : s.locator('section#comments');
    if (js) await s.getByRole('button', { name: /^Comments/ }).click();
    await comments.getByLabel('Your comment on this page').fill('Please check the date of our marriage.');
    await comments.getByRole('button', { name: 'Save comment' }).click();
    await expect(s.getByText('Progress saved!')).toBeVisible();
    if (js) await s.keyboard.press('Escape');
    const field = s.locator('[id^="field-"]').filter({ hasText: 'City where you married' });
    await field.getByText('Comment on this answer').click();
    await field.getByLabel('Your comment on City where you married').fill(`We married in ${MARRIAGE_CITY_AFTER}, not ${MARRIAGE_CITY_BEFORE}.`);
    await field.getByRole('button', { name: 'Save comment on City where you married' }).click();
    await expect(s.getByText('Progress saved!')).toBeVisible();
    await s.getByRole('link', { name: 'Proceed' }).click();
    await s.getByRole('dialog', { name: 'Finished Reviewing' }).getByRole('button', { name: 'Send Back for Spousal Review' }).click();
    await expect(s.getByText(WAITING).first()).toBeVisible();
  });

  await test.step('the petitioner reads both comments, changes the answer and sends the form back', async () => {
    await goTo(page, guide);
    await expect(page.getByText('Your spouse has sent the questionnaire back with comments.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Questionnaire pages' }).getByRole('button', { name: 'Your marriage' }).click();
    await waitForHydration(page);
    const panel = page.getByRole('region', { name: 'Comments on City where you married' });
    await expect(panel).toContainText(`We married in ${MARRIAGE_CITY_AFTER}, not ${MARRIAGE_CITY_BEFORE}.`);
    const city = page.getByLabel(/^City where you married/);
    const saved = js ? page.waitForResponse((r) => r.url().includes('/autosave') && r.request().method() === 'POST') : null;
    await city.fill(MARRIAGE_CITY_AFTER);
    if (saved) await saved;
    else await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(page.getByLabel(/^City where you married/)).toHaveValue(MARRIAGE_CITY_AFTER);
    await page.getByRole('button', { name: 'Finish Replying' }).click();
    await expect(page.getByText(WAITING).first()).toBeVisible();
  });

  await test.step('the spouse sees the changed answer and agrees', async () => {
    const s = spouse.page;
    await goTo(s, `/respondent-guide/${id}`);
    const notice = s.getByRole('region', { name: /Changed since you last looked/ });
    await expect(notice.getByRole('heading')).toContainText('1 answer');
    await notice.getByText(/\(1 change\)/).click();
    await expect(notice.getByRole('insertion')).toHaveText(`added: ${MARRIAGE_CITY_AFTER}`);
    await s.getByRole('link', { name: 'Proceed' }).click();
    const dialog = s.getByRole('dialog', { name: 'Finished Reviewing' });
    await dialog.getByLabel('I agree to the terms').check();
    await dialog.getByRole('button', { name: 'I Agree to Terms' }).click();
    await expect(s.getByText('You have agreed to all the terms!').first()).toBeVisible();
  });

  await test.step('the petitioner pays the second level and signs; the spouse signs from the e-mail', async () => {
    await goTo(page, guide);
    await expect(page.getByText('Your spouse has agreed to all terms')).toBeVisible();
    await page.getByRole('link', { name: 'Pay For Completed Documents' }).click();
    await expect(page.getByRole('heading', { name: 'Final Payment' })).toBeVisible();
    await payWithSandbox(page, '$150.00');
    await expect(page).toHaveURL(new RegExp(`${guide}$`));
    await openWhenStipulationReady(page, guide);
    await sign(petitioner, 'Submit Signature');
    await expect(page.getByText(SIGNING_TEXTS.signed)).toBeVisible();

    await openEmailLink(spouse.page, spouse.email, 'Please review and e-sign', 'Review and sign');
    await expect(spouse.page).toHaveURL(new RegExp(`/respondent-guide/${id}$`));
    await openWhenStipulationReady(spouse.page, `/respondent-guide/${id}`);
    await expect(spouse.page.getByRole('list', { name: 'Signatures' })).toContainText(`${petitioner.firstName} ${petitioner.lastName}`);
    await sign(spouse, 'Proceed');
    await expect(spouse.page.getByText(SIGNING_TEXTS.completed)).toBeVisible();
  });

  await test.step('both download the same sealed document, with the changed answer, which /verify accepts', async () => {
    const fromSpouse = await downloadFinalDocument(spouse.page);
    await goTo(page, guide);
    const fromPetitioner = await downloadFinalDocument(page);
    expect(fromPetitioner.equals(fromSpouse)).toBe(true);
    const text = await expectSealed(fromPetitioner);
    expect(text).toContain(MARRIAGE_CITY_AFTER);
    expect(text).not.toContain(MARRIAGE_CITY_BEFORE);
    expect(text).toContain(`${petitioner.firstName} ${petitioner.lastName}`);
    expect(text).toContain(`${spouse.firstName} ${spouse.lastName}`);
    await expectVerified(spouse.page, fromPetitioner);
  });

  await spouse.page.context().close();
  await page.context().close();
  finished();
});
