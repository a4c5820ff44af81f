// A whole journey of a two-person type other than divorce (issue 29 items 6 and 8, ADR 028), through the pages
// only, with JavaScript on and off: a tenant and their landlord end a lease. The type and its published workflow
// are an admin's set-up, made through the app's services; everything the two people do is on the pages: the tenant
// signs up from the mailbox link, goes through the setup stepper, pays, answers, invites; the landlord signs up from
// the invite, comments and sends the form back; the tenant changes the answer and sends it back; the landlord
// agrees; the final payment; both sign by typing their names; both download the same sealed PDF, which pdfsig reads
// valid, which prints the changed answer and not the old one, and which /verify accepts. From the setup stepper on,
// no page either reads and no e-mail either gets says 'spouse' or 'divorce'.
// In Spanish too (issue 35): the tenant chooses Spanish on the home page and reads every page and e-mail in it (the
// lease workflow is English only, so its questions stay English, marked so); the landlord, whose e-mails the share
// dialog sets to English, reads English; neither reads the word for a spouse in their language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { WorkflowDefinition } from '@accord/engine';
import { expect, test } from '../support/test';
import { openEmailLink, waitForHydration } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import { saveWorkflowType } from '../../../app/services/admin/reference-data.server';
import { publishWorkflow } from '../../../db/seed-guide';
import { petitionerWords, waitingFor } from '../../../app/services/user-workflow/other-party-words';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import {
  answerAndProceed,
  chooseLanguage,
  definitionAsRead,
  expectMails,
  expectNotEnglish,
  expectPageInLanguage,
  labelOf,
  payForDocuments,
  signingTextsOf,
  downloadFinalDocument,
  expectNoWords,
  expectSealed,
  expectVerified,
  goTo,
  JOURNEY_LANGUAGES,
  journeyIn,
  type JourneyLanguage,
  openWhenDocumentReady,
  payWithSandbox,
  sentMailTexts,
  sign,
  signUp,
  usesJavaScript,
} from '../support/journey';

const DOCUMENT = 'Agreement to End a Lease';
const ADDRESS_BEFORE = '41 Aspen Court, Unit 4';
const ADDRESS_AFTER = '41 Aspen Court, Unit 7';
const COSTS = { collaborative: { paywall1: 20, paywall2: 30 }, unilateral: { paywall1: 25, paywall2: 35 } };

/** An admin's set-up through the services: an active two-person type whose other party is a landlord, and its published workflow. */
async function leaseType(project: string) {
  const type = `Lease Ending ${project}`;
  const suffix = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  const publishedId = `pubLease${project.replace(/\W/g, '').padEnd(4, 'x').slice(0, 4)}${suffix}`;
  const definition = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'utah-lease-ending.json'), 'utf8'),
  ) as WorkflowDefinition;
  const typeId = await withAppDatabase(async (db) => {
    const saved = await saveWorkflowType(db, undefined, {
      title: type,
      states: ['Utah'],
      costs: COSTS,
      active: true,
      participants: 2,
      otherParty: 'landlord',
    });
    if (!saved.ok) throw new Error(`the workflow type was refused: ${saved.refusal}`);
    await publishWorkflow(db, {
      formId: `formLease${publishedId.slice(8)}`,
      publishedId,
      definition: { ...definition, type, name: `Utah Lease Ending ${project}` },
    });
    return saved.id;
  });
  // the type is withdrawn afterwards, so that no later test of this worker's app finds a second type
  const withdraw = () =>
    withAppDatabase((db) =>
      saveWorkflowType(db, typeId, {
        title: type,
        states: ['Utah'],
        costs: COSTS,
        active: false,
        participants: 2,
        otherParty: 'landlord',
      }),
    );
  return { type, publishedId, withdraw };
}

/** The test in each language: the person the journey follows reads it. */
const TITLES: Record<JourneyLanguage, string> = {
  en: 'a tenant and their landlord go from sign-up to the same sealed agreement, and nothing they read speaks of a spouse or a divorce',
  es: 'in Spanish: the tenant reads Spanish and the landlord English, to the same sealed agreement, and nothing they read speaks of a spouse or a divorce',
};

for (const language of JOURNEY_LANGUAGES) {
  test(TITLES[language], ({ browser, app }) =>
    journeyIn(
      language,
      { browser, app, clock: 'other type' },
      async ({ t, english: landlordTexts, tag, newPerson }) => {
        const { type, publishedId, withdraw } = await leaseType(tag);
        const tenant = await newPerson({ label: 'journey-tenant', firstName: 'Avery', lastName: 'Quinn' });
        const landlord = await newPerson({ label: 'journey-landlord', firstName: 'Morgan', lastName: 'Pike' }, 'en');
        const tenantName = `${tenant.firstName} ${tenant.lastName}`;
        const { page } = tenant;
        const js = usesJavaScript();
        // a divorce's words in English (left in code) and the catalogue's word for a spouse in the tenant's language
        // ('spous' also finds 'Spousal', as in step 6's name for a divorce)
        const DIVORCE_WORDS = new RegExp(['spous', 'divorc', t.guide('otherParty.spouse')].join('|'), 'i');
        const other = { other: 'landlord' };
        let guide = '';
        let id = '';

        try {
          await test.step('the tenant signs up from the home page link for the type and the mailbox link', async () => {
            await page.goto('/');
            await chooseLanguage(page);
            await expectPageInLanguage(page, 'the home page');
            await page.getByRole('link', { name: t.site('home.typeLink', { type }) }).click();
            await expect(page).toHaveURL(/\/create-user\?type=/);
            // the type's other party is named where a divorce's page asks about a spouse (ADR 028)
            await expect(
              page.getByRole('group', { name: t.accounts('createUser.otherParty.legend', other), exact: true }),
            ).toBeVisible();
            await expect(
              page.getByRole('group', {
                name: t.accounts('createUser.otherParty.started', { ...other, product: 'Accord' }),
              }),
            ).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
            await signUp(tenant, landlord, 'landlord');
          });

          await test.step('the setup stepper names the landlord and asks nothing about children; the first payment', async () => {
            const next = page.getByRole('button', { name: t.guide('setup.continue') });
            await goTo(page, '/legal-form-guide');
            await waitForHydration(page);
            await expectPageInLanguage(page, 'the setup stepper');
            await page.getByLabel(t.guide('setup.state')).selectOption('Utah');
            await next.click();
            await page.getByLabel(type, { exact: true }).check();
            await next.click();
            await expect(page.getByRole('group', { name: t.guide('setup.participating.legend') })).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
            await page.getByLabel(t.guide('setup.participating.together', other)).check();
            await next.click();
            await page.getByLabel(t.guide('setup.county.label')).selectOption('any');
            await expect(page.getByRole('list', { name: t.guide('setup.stepsLabel') })).not.toContainText(
              t.guide('setup.steps.Children'),
            );
            await expectNoWords(page, DIVORCE_WORDS);
            await next.click();
            await expect(page.getByText(t.guide('setup.tutorial.share', other))).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
            await next.click();
            await expect(
              page.getByRole('heading', { name: t.guide('setup.jurisdiction.heading'), exact: true }),
            ).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
            await page.getByRole('button', { name: t.guide('setup.jurisdiction.agree') }).click();
            await expect(page).toHaveURL(/\/pay-for-form\//);
            await expectNoWords(page, DIVORCE_WORDS);
            await payWithSandbox(page, '$20.00');
            await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
            guide = new URL(page.url()).pathname;
            id = guide.split('/').pop()!;
            await expectNoWords(page, DIVORCE_WORDS);
          });

          await test.step('the tenant answers every question and invites the landlord', async () => {
            const answers = {
              PET_FN: tenant.firstName,
              PET_LN: tenant.lastName,
              RES_FN: landlord.firstName,
              RES_LN: landlord.lastName,
              RES_EADD: landlord.email,
              HOME_ADDRESS: ADDRESS_BEFORE,
            };
            await answerAndProceed(tenant, guide, publishedId, { answers }, 'proceedToShare');
            await expect(page.getByRole('heading', { name: t.guide('sharing.yourOther', other) })).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
            await page.getByRole('link', { name: t.guide('sharing.sendShareInvite') }).click();
            const dialog = page.getByRole('dialog', { name: t.guide('sharing.shareTitle') });
            // the landlord's e-mails: offered in the tenant's language first, set to English
            const languages = dialog.getByRole('group', { name: t.guide('sharing.language', other) });
            await expect(languages.getByRole('radio', { name: LANGUAGE_NAMES[language] })).toBeChecked();
            await waitForHydration(page);
            await languages.getByRole('radio', { name: LANGUAGE_NAMES.en }).check();
            await dialog.getByLabel(t.guide('sharing.confirm')).check();
            await dialog.getByRole('button', { name: t.guide('sharing.sendInvite') }).click();
            await expect(page.getByText(t.guide('sharing.status.reviewing', other))).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
          });

          await test.step('the landlord signs up from the invite, comments on the address and sends the form back', async () => {
            const s = landlord.page;
            await openEmailLink(
              s,
              landlord.email,
              landlordTexts.emails('step.invite.subject', {
                fromName: tenantName,
                workflowName: `Utah Lease Ending ${tag}`,
              }),
              landlordTexts.emails('step.invite.button'),
            );
            await expect(s).toHaveURL(/\/create-user\?/);
            // the invited landlord's page names the tenant who invited them, already chosen
            await expect(s.getByRole('group', { name: tenantName, exact: true })).toBeVisible();
            await expect(s.getByLabel(`Yes, ${tenantName} invited me`)).toBeChecked();
            await expect(s.getByLabel(`${tenantName}'s e-mail`)).toHaveValue(tenant.email);
            await expectNoWords(s, DIVORCE_WORDS);
            await signUp(landlord);
            await expect(s).toHaveURL(new RegExp(`/respondent-guide/${id}`));
            await expectNoWords(s, DIVORCE_WORDS);
            await s
              .getByRole('navigation', { name: 'Questionnaire pages' })
              .getByRole('button', { name: 'The home' })
              .or(s.getByRole('link', { name: 'The home' }))
              .first()
              .click();
            const field = s.locator('[id^="field-"]').filter({ hasText: 'Address of the rented home' });
            await expect(
              s.getByText(ADDRESS_BEFORE, { exact: true }).or(s.getByLabel(/^Address of the rented home/)),
            ).toBeVisible();
            await expectNoWords(s, DIVORCE_WORDS);
            await field.getByText('Comment on this answer').click();
            await field
              .getByLabel('Your comment on Address of the rented home')
              .fill('The flat is Unit 7, not Unit 4.');
            await field.getByRole('button', { name: 'Save comment on Address of the rented home' }).click();
            await expect(s.getByText('Progress saved!')).toBeVisible();
            await s.getByRole('link', { name: 'Proceed' }).click();
            const dialog = s.getByRole('dialog', { name: 'Finished Reviewing' });
            await expectNoWords(s, DIVORCE_WORDS);
            await dialog.getByRole('button', { name: `Send Back for Review by ${tenantName}` }).click();
            await expect(s.getByTestId('alert-banner')).toContainText(waitingFor(tenantName));
            await expectNoWords(s, DIVORCE_WORDS);
          });

          await test.step('the tenant reads the comment, corrects the address and sends the form back', async () => {
            const read = await definitionAsRead(page, publishedId);
            const addressLabel = labelOf(read, 'HOME_ADDRESS');
            await goTo(page, guide);
            await expect(page.getByText(t.guide('sharing.status.sentBack', other))).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
            await page
              .getByRole('navigation', { name: t.questionnaire('form.pages') })
              .getByRole('button', { name: labelOf(read, 'PAGE_HOME') })
              .click();
            await waitForHydration(page);
            await expect(
              page.getByRole('region', { name: t.questionnaire('comments.commentsOn', { label: addressLabel }) }),
            ).toContainText('The flat is Unit 7, not Unit 4.');
            const address = page.getByLabel(new RegExp(`^${addressLabel}`));
            const saved = js
              ? page.waitForResponse((r) => r.url().includes('/autosave') && r.request().method() === 'POST')
              : null;
            await address.fill(ADDRESS_AFTER);
            if (saved) await saved;
            else await page.getByRole('button', { name: t.questionnaire('form.save') }).click();
            await expect(address).toHaveValue(ADDRESS_AFTER);
            await expectNoWords(page, DIVORCE_WORDS);
            await page.getByRole('button', { name: t.questionnaire('steps.finishReplying') }).click();
            const banner = page.getByTestId('alert-banner');
            await expect(banner).toBeVisible();
            if (language === 'en') await expect(banner).toContainText(petitionerWords('landlord').waiting);
            else await expectNotEnglish(banner, petitionerWords('landlord').waiting);
            await expectNoWords(page, DIVORCE_WORDS);
          });

          await test.step('the landlord sees the change and agrees', async () => {
            const s = landlord.page;
            await goTo(s, `/respondent-guide/${id}`);
            await expect(
              s.getByRole('region', { name: /Changed since you last looked/ }).getByRole('heading'),
            ).toContainText('1 answer');
            await expectNoWords(s, DIVORCE_WORDS);
            await s.getByRole('link', { name: 'Proceed' }).click();
            const dialog = s.getByRole('dialog', { name: 'Finished Reviewing' });
            await dialog.getByLabel('I agree to the terms').check();
            await dialog.getByRole('button', { name: 'I Agree to Terms' }).click();
            await expect(s.getByText('You have agreed to all the terms!').first()).toBeVisible();
            await expectNoWords(s, DIVORCE_WORDS);
          });

          await test.step('the tenant pays the second level and signs by typing; the landlord signs from the e-mail', async () => {
            await goTo(page, guide);
            await expect(page.getByText(t.guide('sharing.status.agreed', other))).toBeVisible();
            await expectNoWords(page, DIVORCE_WORDS);
            await payForDocuments(page, guide, '$30.00');
            await openWhenDocumentReady(page, guide, DOCUMENT);
            await expectNoWords(page, DIVORCE_WORDS);
            await sign(tenant, 'Submit Signature', 'typed');
            await expect(
              page.getByText((await signingTextsOf(page, { document: DOCUMENT, otherParty: 'landlord' })).signed),
            ).toBeVisible({ timeout: 30_000 });
            await expectNoWords(page, DIVORCE_WORDS);

            const s = landlord.page;
            await openEmailLink(
              s,
              landlord.email,
              landlordTexts.emails('step.sign.subject', {
                workflowName: `Utah Lease Ending ${tag}`,
              }),
              landlordTexts.emails('step.sign.button'),
            );
            await openWhenDocumentReady(s, `/respondent-guide/${id}`, DOCUMENT);
            await expect(
              s.getByText(`${tenantName} has signed "${DOCUMENT}", which you both agreed to.`, { exact: false }),
            ).toBeVisible();
            await expectNoWords(s, DIVORCE_WORDS);
            await sign(landlord, 'Proceed', 'typed');
            // the signature's post stores it and asks for the final document: on a loaded machine this takes a while
            await expect(s.getByText((await signingTextsOf(s)).completed)).toBeVisible({ timeout: 30_000 });
            await expectNoWords(s, DIVORCE_WORDS);
          });

          await test.step('both download the same sealed agreement with the corrected address, which /verify accepts', async () => {
            const fromLandlord = await downloadFinalDocument(landlord.page);
            await expectNoWords(landlord.page, DIVORCE_WORDS);
            await goTo(page, guide);
            const fromTenant = await downloadFinalDocument(page);
            await expectNoWords(page, DIVORCE_WORDS);
            expect(fromTenant.equals(fromLandlord)).toBe(true);
            const text = await expectSealed(fromTenant);
            // court documents stay English whatever the tenant reads
            expect(text).toContain(`The lease of ${ADDRESS_AFTER} ends`);
            expect(text).not.toContain(ADDRESS_BEFORE);
            expect(text).toContain(`Tenant: ${tenantName}`);
            expect(text).toContain(`Landlord: ${landlord.firstName} ${landlord.lastName}`);
            await expectVerified(landlord.page, fromTenant);
          });

          // each one's e-mails, read once for both checks below (every e-mail is a page to open)
          const mails = { tenant: [] as string[], landlord: [] as string[] };
          await test.step('no e-mail either got after sign-up speaks of a spouse or a divorce', async () => {
            for (const [who, person] of [
              ['tenant', tenant],
              ['landlord', landlord],
            ] as const) {
              const texts = (mails[who] = await sentMailTexts(person.page, person.email));
              // the tenant's: verify, sent back, agreed, completed; the landlord's: verify, invite, sign, completed
              expect(texts.length).toBeGreaterThanOrEqual(4);
              for (const mail of texts) expect(mail).not.toMatch(DIVORCE_WORDS);
            }
          });

          await test.step('each one got their e-mails in their own language', async () => {
            await expectMails(
              page,
              tenant,
              ['verify', 'receipt.initial', 'step.sent-back', 'step.agreed', 'receipt.final', 'step.completed'],
              mails.tenant,
            );
            await expectMails(
              landlord.page,
              landlord,
              ['verify', 'step.inviteOther', 'step.sign', 'step.completed'],
              mails.landlord,
            );
          });
        } finally {
          await withdraw();
        }
      },
    ),
  );
}
