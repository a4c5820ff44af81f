// The unilateral journey, whole, through the pages only, with JavaScript on and off (issue 29 item 8): a new
// person signs up, goes through the setup stepper choosing 'Only me', pays, answers every required question of
// the published Utah sample the way a person does (plus the optional upload and dialog), proceeds to Review,
// pays for the documents, signs, and downloads the sealed PDF, which pdfsig reads valid, which prints the
// person's answers and the uploaded picture, and which /verify accepts as it is and refuses with one byte flipped. No state is seeded and
// nothing is written to the database by the test.
import { expect, test } from '../support/test';
import { SIGNING_TEXTS } from '../../../app/services/signing/signing-texts';
import {
  answerQuestionnaire,
  downloadFinalDocument,
  expectSealed,
  expectVerified,
  journeyClock,
  newPerson,
  openWhenStipulationReady,
  payWithSandbox,
  sign,
  signUp,
  startForm,
} from '../support/journey';

const MARRIAGE_CITY = 'Juniper Flats';

test('a new person alone goes from sign-up to the sealed final document', async ({ browser, app }) => {
  test.setTimeout(480_000);
  const finished = journeyClock('unilateral');
  const person = await newPerson(browser, app.baseUrl, { label: 'journey-alone', firstName: 'Robin', lastName: 'Alvarez' });
  const spouse = { email: 'absent.spouse@example.com', firstName: 'Dana', lastName: 'Alvarez' };
  const { page } = person;
  let id = '';

  await test.step('sign up, the stepper with Only me, and the first payment', async () => {
    await signUp(person, spouse);
    id = await startForm(page, 'unilateral', '$79.00');
  });
  const guide = `/legal-form-guide/divorce-forms/${id}`;

  await test.step('every required question, the upload and the dialog, then Proceed to Review', async () => {
    await answerQuestionnaire(person, guide, { answers: { RES_FN: spouse.firstName, RES_LN: spouse.lastName, MARRIAGE_CITY }, optional: ['file-input', 'dialog-window'] }, 'Proceed');
    const current = page.getByRole('list', { name: 'Your steps' }).locator('li[aria-current="step"]');
    await expect(current.getByRole('heading', { name: 'Review (current)' })).toBeVisible();
  });

  await test.step('pay for the documents, read the stipulation and sign', async () => {
    await page.getByRole('link', { name: 'Pay For Completed Documents' }).click();
    await expect(page.getByRole('heading', { name: 'Final Payment' })).toBeVisible();
    await payWithSandbox(page);
    await expect(page).toHaveURL(new RegExp(`${guide}$`));
    await openWhenStipulationReady(page, guide);
    await sign(person, 'Proceed');
    await expect(page.getByText(SIGNING_TEXTS.signedAlone)).toBeVisible();
  });

  await test.step('download the sealed document, with the answers, which /verify accepts', async () => {
    const bytes = await downloadFinalDocument(page);
    const text = await expectSealed(bytes);
    expect(text).toContain('Certificate of Signing');
    expect(text).toContain(`Petitioner: ${person.firstName} ${person.lastName}`);
    expect(text).toContain(MARRIAGE_CITY);
    await expectVerified(page, bytes);
  });

  await page.context().close();
  finished();
});
