// The unilateral journey, whole, through the pages only, with JavaScript on and off (issue 29 item 8): a new
// person signs up, goes through the setup stepper choosing 'Only me', pays, answers every required question of
// the published Utah sample the way a person does (plus the optional upload and dialog), proceeds to Review,
// pays for the documents, signs, and downloads the sealed PDF, which pdfsig reads valid, which prints the
// person's answers and the uploaded picture, and which /verify accepts as it is and refuses with one byte flipped. No state is seeded and
// nothing is written to the database by the test.
// In Spanish too (issue 35): the person chooses Spanish on the first page and reads every page in it; the sealed
// document stays English and prints the answers as typed.
import { expect, test } from '../support/test';
import type { Language } from '../../../i18n/languages';
import {
  answerQuestionnaire,
  downloadFinalDocument,
  expectMails,
  expectSealed,
  expectVerified,
  JOURNEY_LANGUAGES,
  journeyIn,
  type JourneyLanguage,
  openWhenStipulationReady,
  payForDocuments,
  sign,
  signingTextsOf,
  signUp,
  startForm,
} from '../support/journey';

/** The city of marriage as a person reading each language would type it. */
const MARRIAGE_CITY: Record<Language, string> = { en: 'Juniper Flats', es: 'Llanos de Enebro Ñandú' };

/** The test in each language: the person the journey follows reads it. */
const TITLES: Record<JourneyLanguage, string> = {
  en: 'a new person alone goes from sign-up to the sealed final document',
  es: 'in Spanish: a new person alone goes from sign-up to the sealed final document, which stays English',
};

for (const language of JOURNEY_LANGUAGES) {
  test(TITLES[language], ({ browser, app }) =>
    journeyIn(language, { browser, app, clock: 'unilateral', timeout: 480_000 }, async ({ t, newPerson }) => {
      const person = await newPerson({ label: 'journey-alone', firstName: 'Robin', lastName: 'Alvarez' });
      const spouse = { email: 'absent.spouse@example.com', firstName: 'Dana', lastName: 'Alvarez' };
      const { page } = person;
      let id = '';

      await test.step('the language, sign up, the stepper with Only me, and the first payment', async () => {
        await signUp(person, spouse);
        id = await startForm(page, 'unilateral', '$79.00');
      });
      const guide = `/legal-form-guide/divorce-forms/${id}`;

      await test.step('every required question, the upload and the dialog, then Proceed to Review', async () => {
        await answerQuestionnaire(
          person,
          guide,
          {
            answers: { RES_FN: spouse.firstName, RES_LN: spouse.lastName, MARRIAGE_CITY: MARRIAGE_CITY[language] },
            optional: ['file-input', 'dialog-window'],
          },
          'proceed',
        );
        const current = page
          .getByRole('list', { name: t.questionnaire('steps.label') })
          .locator('li[aria-current="step"]');
        await expect(
          current.getByRole('heading', { name: new RegExp(`^${t.questionnaire('steps.petitioner.5')}`) }),
        ).toBeVisible();
      });

      await test.step('pay for the documents, read the stipulation and sign', async () => {
        await payForDocuments(page, guide);
        await openWhenStipulationReady(page, guide);
        await sign(person, 'Proceed');
        await expect(page.getByText((await signingTextsOf(page)).signedAlone)).toBeVisible();
      });

      await test.step('download the sealed document, in English with the answers as typed, which /verify accepts', async () => {
        const bytes = await downloadFinalDocument(page);
        const text = await expectSealed(bytes);
        // court documents stay English whatever the person reads
        expect(text).toContain('Certificate of Signing');
        expect(text).toContain(`Petitioner: ${person.firstName} ${person.lastName}`);
        expect(text).toContain(MARRIAGE_CITY[language]);
        await expectVerified(page, bytes);
      });

      await test.step('the e-mails came in the language the person reads', async () => {
        await expectMails(page, person, ['verify', 'receipt.initial', 'receipt.final']);
      });
    }),
  );
}
