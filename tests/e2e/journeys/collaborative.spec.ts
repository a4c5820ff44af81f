// The collaborative journey, whole, through the pages only, with JavaScript on and off (issue 29 item 8): two new
// people sign up (the spouse through the invite), the petitioner goes through the setup stepper, pays, answers
// every required question of the published Utah sample the way a person does (and the optional dialog), and
// shares; the spouse comments on a page and on an answer and sends the form back; the petitioner
// changes that answer and sends it back; the spouse sees the change and agrees; the final payment; both sign,
// both download the same sealed PDF, which pdfsig reads valid, which prints the changed answer and not the old
// one, and which /verify accepts as it is and refuses with one byte flipped. No state is seeded and nothing is
// written to the database by the test.
// In Spanish too (issue 35): the petitioner chooses Spanish on the first page and reads every page and e-mail in it,
// while the spouse, whose e-mails the share dialog sets to English, reads English; the sealed document stays English
// (court documents do) and prints the answer as the petitioner typed it.
import { expect, test } from '../support/test';
import { openEmailLink, waitForHydration } from '../support/accounts';
import { waitingFor } from '../../../app/services/user-workflow/other-party-words';
import { LANGUAGE_NAMES, type Language } from '../../../i18n/languages';
import { UTAH_WITH_CHILDREN } from '../../support/utah-with-children';
import {
  answerQuestionnaire,
  definitionAsRead,
  downloadFinalDocument,
  expectMails,
  expectNotEnglish,
  goTo,
  expectSealed,
  expectVerified,
  JOURNEY_LANGUAGES,
  journeyIn,
  type JourneyLanguage,
  labelOf,
  openWhenStipulationReady,
  payForDocuments,
  publishedDefinition,
  sign,
  signingTextsOf,
  signUp,
  startForm,
  usesJavaScript,
} from '../support/journey';

/** The city of marriage typed first and the one it is changed to: typed as a person reading each language would. */
const MARRIAGE_CITIES: Record<Language, { before: string; after: string }> = {
  en: { before: 'Elk Meadow', after: 'Cedar Hollow' },
  es: { before: 'Peñasco Alto', after: 'Cañón del Águila' },
};

/** The test in each language: the person the journey follows reads it. */
const TITLES: Record<JourneyLanguage, string> = {
  en: 'two new people go from sign-up to the same sealed final document, with a send-back and a changed answer on the way',
  es: 'in Spanish: the petitioner reads Spanish and the spouse English, each gets their e-mails in their own language, and the sealed document is English',
};

for (const language of JOURNEY_LANGUAGES) {
  test(TITLES[language], ({ browser, app }) =>
    journeyIn(language, { browser, app, clock: 'collaborative' }, async ({ t, english, newPerson }) => {
      const petitioner = await newPerson({ label: 'journey-petitioner', firstName: 'Jordan', lastName: 'Rivera' });
      const spouse = await newPerson({ label: 'journey-spouse', firstName: 'Casey', lastName: 'Morgan' }, 'en');
      const { before: MARRIAGE_CITY_BEFORE, after: MARRIAGE_CITY_AFTER } = MARRIAGE_CITIES[language];
      const petitionerName = `${petitioner.firstName} ${petitioner.lastName}`;
      const { page } = petitioner;
      const js = usesJavaScript();
      // the spouse reads English
      const spouseTexts = english;
      const spouseWord = t.guide('otherParty.spouse');
      let id = '';

      await test.step('the petitioner chooses the language, signs up naming the spouse, goes through the stepper and pays the first level', async () => {
        await signUp(petitioner, spouse);
        id = await startForm(page, 'collaborative', '$49.00');
      });
      const guide = `/legal-form-guide/divorce-forms/${id}`;
      const read = await definitionAsRead(page, UTAH_WITH_CHILDREN);
      const cityLabel = labelOf(read, 'MARRIAGE_CITY');

      await test.step('the petitioner answers every required question and the dialog, and shares in English', async () => {
        await answerQuestionnaire(
          petitioner,
          guide,
          {
            answers: {
              RES_EADD: spouse.email,
              RES_FN: spouse.firstName,
              RES_LN: spouse.lastName,
              MARRIAGE_CITY: MARRIAGE_CITY_BEFORE,
            },
            optional: ['dialog-window'],
          },
          'proceedToShare',
        );
        await expect(page.getByText(`${spouse.firstName} ${spouse.lastName}`)).toBeVisible();
        await page.getByRole('link', { name: t.guide('sharing.sendShareInvite') }).click();
        const dialog = page.getByRole('dialog', { name: t.guide('sharing.shareTitle') });
        // the spouse's e-mails: offered in the petitioner's language first, set to English here
        const languages = dialog.getByRole('group', { name: t.guide('sharing.language', { other: spouseWord }) });
        await expect(languages.getByRole('radio', { name: LANGUAGE_NAMES[language] })).toBeChecked();
        await waitForHydration(page);
        await languages.getByRole('radio', { name: LANGUAGE_NAMES.en }).check();
        await dialog.getByLabel(t.guide('sharing.confirm')).check();
        await dialog.getByRole('button', { name: t.guide('sharing.sendInvite') }).click();
        await expect(page.getByText(t.guide('sharing.notices.shared'))).toBeVisible();
      });

      // the workflow's name as the spouse's English e-mails give it
      const englishName = (await publishedDefinition(page, UTAH_WITH_CHILDREN)).name;
      await test.step('the spouse signs up through the English invite and lands on the shared form', async () => {
        const subject = spouseTexts.emails('step.invite.subject', {
          fromName: petitionerName,
          workflowName: englishName,
        });
        await openEmailLink(spouse.page, spouse.email, subject, spouseTexts.emails('step.invite.button'));
        await expect(spouse.page).toHaveURL(/\/create-user\?/);
        await expect(spouse.page.locator('html')).toHaveAttribute('lang', 'en');
        await signUp(spouse);
        await expect(spouse.page).toHaveURL(new RegExp(`/respondent-guide/${id}`));
      });

      // the spouse reads English: the workflow's English texts (the published definition is the owner's to read)
      const spouseRead = await publishedDefinition(page, UTAH_WITH_CHILDREN);
      const spouseCity = labelOf(spouseRead, 'MARRIAGE_CITY');
      const spouseMarriage = labelOf(spouseRead, 'PAGE_MARRIAGE');
      await test.step('the spouse comments on a page and on the city of marriage, and sends the form back', async () => {
        const s = spouse.page;
        const q = spouseTexts.questionnaire;
        await s
          .getByRole('navigation', { name: q('form.pages') })
          .getByRole('button', { name: spouseMarriage })
          .or(s.getByRole('link', { name: spouseMarriage }))
          .first()
          .click();
        await expect(
          s.getByText(MARRIAGE_CITY_BEFORE, { exact: true }).or(s.getByLabel(new RegExp(`^${spouseCity}`))),
        ).toBeVisible();
        // the page's comment: the side panel with JavaScript, the page's section without
        const comments = js
          ? s.getByRole('dialog', { name: new RegExp(q('comments.title')) })
          : s.locator('section#comments');
        if (js) await s.getByRole('button', { name: new RegExp(`^${q('comments.title')}`) }).click();
        await comments.getByLabel(q('comments.onPage')).fill('Please check the date of our marriage.');
        await comments.getByRole('button', { name: q('comments.save') }).click();
        await expect(s.getByText(q('comments.messages.saved'))).toBeVisible();
        if (js) await s.keyboard.press('Escape');
        const field = s.locator('[id^="field-"]').filter({ hasText: spouseCity });
        await field.getByText(q('comments.onAnswer')).click();
        await field
          .getByLabel(q('comments.yourCommentOn', { label: spouseCity }))
          .fill(`We married in ${MARRIAGE_CITY_AFTER}, not ${MARRIAGE_CITY_BEFORE}.`);
        await field.getByRole('button', { name: q('comments.saveOn', { label: spouseCity }) }).click();
        await expect(s.getByText(q('comments.messages.saved'))).toBeVisible();
        await s.getByRole('link', { name: 'Proceed' }).click();
        await s
          .getByRole('dialog', { name: 'Finished Reviewing' })
          .getByRole('button', { name: 'Send Back for Spousal Review' })
          .click();
        await expect(s.getByText(waitingFor('your spouse')).first()).toBeVisible();
      });

      await test.step('the petitioner reads both comments, changes the answer and sends the form back', async () => {
        await goTo(page, guide);
        await expect(page.getByText(t.guide('sharing.status.sentBack', { other: spouseWord }))).toBeVisible();
        await page
          .getByRole('navigation', { name: t.questionnaire('form.pages') })
          .getByRole('button', { name: labelOf(read, 'PAGE_MARRIAGE') })
          .click();
        await waitForHydration(page);
        const panel = page.getByRole('region', { name: t.questionnaire('comments.commentsOn', { label: cityLabel }) });
        await expect(panel).toContainText(`We married in ${MARRIAGE_CITY_AFTER}, not ${MARRIAGE_CITY_BEFORE}.`);
        const city = page.getByLabel(new RegExp(`^${cityLabel}`));
        const saved = js
          ? page.waitForResponse((r) => r.url().includes('/autosave') && r.request().method() === 'POST')
          : null;
        await city.fill(MARRIAGE_CITY_AFTER);
        if (saved) await saved;
        else await page.getByRole('button', { name: t.questionnaire('form.save') }).click();
        await expect(page.getByLabel(new RegExp(`^${cityLabel}`))).toHaveValue(MARRIAGE_CITY_AFTER);
        await page.getByRole('button', { name: t.questionnaire('steps.finishReplying') }).click();
        const banner = page.getByTestId('alert-banner');
        await expect(banner).toBeVisible();
        if (language === 'en') await expect(banner).toContainText(waitingFor('your spouse'));
        else await expectNotEnglish(banner, waitingFor('your spouse'));
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
        await expect(page.getByText(t.guide('sharing.status.agreed', { other: spouseWord }))).toBeVisible();
        await payForDocuments(page, guide, '$150.00');
        await openWhenStipulationReady(page, guide);
        await sign(petitioner, 'Submit Signature');
        await expect(page.getByText((await signingTextsOf(page)).signed)).toBeVisible();

        const s = spouse.page;
        await openEmailLink(
          s,
          spouse.email,
          spouseTexts.emails('step.sign.subject', { workflowName: englishName }),
          spouseTexts.emails('step.sign.button'),
        );
        await expect(s).toHaveURL(new RegExp(`/respondent-guide/${id}$`));
        await openWhenStipulationReady(s, `/respondent-guide/${id}`);
        await expect(s.getByRole('list', { name: spouseTexts.guide('signing.signatures') })).toContainText(
          petitionerName,
        );
        await sign(spouse, 'Proceed');
        // the signature's post stores it and asks for the final document: on a loaded machine this takes a while
        await expect(s.getByText((await signingTextsOf(s)).completed)).toBeVisible({ timeout: 30_000 });
      });

      await test.step('both download the same sealed document, in English, with the changed answer as typed, which /verify accepts', async () => {
        const fromSpouse = await downloadFinalDocument(spouse.page);
        await goTo(page, guide);
        const fromPetitioner = await downloadFinalDocument(page);
        expect(fromPetitioner.equals(fromSpouse)).toBe(true);
        const text = await expectSealed(fromPetitioner);
        expect(text).toContain(MARRIAGE_CITY_AFTER);
        expect(text).not.toContain(MARRIAGE_CITY_BEFORE);
        expect(text).toContain(petitionerName);
        expect(text).toContain(`${spouse.firstName} ${spouse.lastName}`);
        // court documents stay English whatever the petitioner reads
        expect(text).toContain(english.guide('signing.roles.petitioner'));
        if (language !== 'en') expect(text).not.toContain(t.guide('signing.roles.petitioner'));
        await expectVerified(spouse.page, fromPetitioner);
      });

      await test.step('each one got their e-mails in their own language', async () => {
        await expectMails(page, petitioner, [
          'verify',
          'receipt.initial',
          'step.sent-back',
          'step.agreed',
          'receipt.final',
          'step.completed',
        ]);
        await expectMails(spouse.page, spouse, ['verify', 'step.invite', 'step.share', 'step.sign', 'step.completed']);
      });
    }),
  );
}
