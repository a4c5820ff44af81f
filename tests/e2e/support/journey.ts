// The steps of a whole journey through the pages only, as new people live it (issue 29 item 8): sign-up and the
// e-mail links followed from the mailbox, the setup stepper, the sandbox payments, the questionnaire answered by
// the filler from the published definition, signing (drawn with JavaScript, typed without) and the sealed final
// document checked as a clerk would (pdfsig, pdftotext) and on /verify. Nothing here seeds state or writes to the
// database: every step is a page a person sees.
// A person speaks a language (issue 35): they choose it with the shell's switch on their first page, and every
// button, label and message the driver looks for is the catalogue's text in that language (`textsOf`), the
// questionnaire's the definition's own texts as that person reads them.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { localizeWorkflow, workflowLanguage, type WorkflowDefinition } from '@accord/engine';
import { signingTextsIn, type SigningTexts } from '../../../app/services/signing/signing-texts';
import { LANGUAGE_NAMES, type Language } from '../../../i18n/languages';
import { textsIn } from '../../../i18n/texts-for-tests';
import { loadCatalogue } from '../../../i18n/catalogues';
import { PRODUCT_NAME } from '../../../templates/emails/layout';
import { pdfsig, pdfToText } from '../../support/pdf-tools';
import { UTAH_WITH_CHILDREN } from '../../support/utah-with-children';
import { openEmailLink, uniqueEmail, waitForHydration } from './accounts';
import type { AppUnderTest } from './app-under-test';
import { expect, test } from './test';
import { drawSignature, QuestionnaireFiller, type FillOptions } from './questionnaire-filler';

export const usesJavaScript = () => Boolean(test.info().project.use.javaScriptEnabled);

export interface Person {
  page: Page;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** the language the person chooses on their first page and reads every page and e-mail in (default English) */
  language?: Language;
}

/** The catalogues' texts a journey reads, in one language. */
export interface JourneyTexts {
  language: Language;
  common: TFunction<'common'>;
  accounts: TFunction<'accounts'>;
  guide: TFunction<'guide'>;
  questionnaire: TFunction<'questionnaire'>;
  emails: TFunction<'emails'>;
  site: TFunction<'site'>;
}

const loaded = new Map<Language, Promise<JourneyTexts>>();

/** The catalogues' texts in a language, as a page in that language has them. */
export function journeyTexts(language: Language): Promise<JourneyTexts> {
  if (!loaded.has(language)) {
    loaded.set(
      language,
      (async () => ({
        language,
        common: await textsIn(language, 'common'),
        accounts: await textsIn(language, 'accounts'),
        guide: await textsIn(language, 'guide'),
        questionnaire: await textsIn(language, 'questionnaire'),
        emails: await textsIn(language, 'emails'),
        site: await textsIn(language, 'site'),
      }))(),
    );
  }
  return loaded.get(language)!;
}

/** Each person's browser and the language they read in it. */
const languages = new WeakMap<BrowserContext, Language>();

/** The language of the person whose page this is (English for a page no journey person opened). */
export const languageOf = (page: Page): Language => languages.get(page.context()) ?? 'en';

/** The catalogues' texts in the language of the person whose page this is. */
export const textsOf = (page: Page) => journeyTexts(languageOf(page));

/** The words of the e-mails to the person: the product's name is filled in, as the e-mails have it. */
export const PRODUCT = PRODUCT_NAME;

/**
 * The person chooses their language the way a person does: with the shell's switch, on the page they are on (their
 * first page), and the page comes back in it. Nothing happens when the page is in their language already.
 */
export async function chooseLanguage(page: Page) {
  const language = languageOf(page);
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) === language) return;
  await waitForHydration(page);
  await page.getByRole('button', { name: LANGUAGE_NAMES[language], exact: true }).click();
  await expect(html).toHaveAttribute('lang', language);
  await waitForHydration(page);
}

/**
 * The page is in the person's language: `<html lang>` says it and no part of the page is marked English, which the
 * shell does for a page whose route names no catalogue (its texts are still in code). Soft: the journey goes on and
 * fails at its end, with every such page listed.
 */
export async function expectPageInLanguage(page: Page, what: string) {
  const language = languageOf(page);
  if (language === 'en') return;
  await expect.soft(page.locator('html'), `${what}: <html lang>`).toHaveAttribute('lang', language);
  await expect
    .soft(page.locator('main[lang="en"]'), `${what}: a page still in English, its texts in code`)
    .toHaveCount(0);
}

/**
 * Goes to a path on the page's own origin: the e-mails' links use APP_URL's host, which may not be the test's base
 * URL, and the person's session cookie is on the host where they signed in.
 */
export async function goTo(page: Page, path: string) {
  return page.goto(page.url().startsWith('http') ? new URL(path, page.url()).toString() : path);
}

/** Starts a journey's clock; the function returned prints and records how long the journey took. */
export function journeyClock(name: string) {
  const started = Date.now();
  return () => {
    const seconds = `${Math.round((Date.now() - started) / 1000)} s`;
    test.info().annotations.push({ type: 'journey time', description: seconds });
    console.log(`${name} journey (${test.info().project.name}): ${seconds}`);
  };
}

/**
 * A person with a browser of their own (the project's JavaScript setting and screen), not signed up yet, who reads
 * `language` (English by default); the browser asks for English, so a Spanish reader chooses Spanish on their first page.
 */
export async function newPerson(
  browser: Browser,
  baseURL: string,
  name: { label: string; firstName: string; lastName: string },
  language: Language = 'en',
): Promise<Person> {
  const { javaScriptEnabled, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport });
  languages.set(context, language);
  return {
    page: await context.newPage(),
    email: uniqueEmail(name.label),
    password: 'Juniper-Lantern-41',
    firstName: name.firstName,
    lastName: name.lastName,
    language,
  };
}

/** The languages every whole journey runs in (issue 35): the person it follows reads each in turn. */
export const JOURNEY_LANGUAGES = ['en', 'es'] as const satisfies readonly Language[];
export type JourneyLanguage = (typeof JOURNEY_LANGUAGES)[number];

/** A whole journey in one language: its texts, and its people with the browsers they use. */
export interface Journey {
  /** the language of the person the journey follows */
  language: Language;
  /** the catalogues' texts in that language */
  t: JourneyTexts;
  /** the catalogues' English texts: what an other party reading English, and the admins, read */
  english: JourneyTexts;
  /** the project and the language ('js-es'): names what the journey makes, unique among the worker's tests */
  tag: string;
  /**
   * A new person with a browser of their own, closed at the journey's end: reading the journey's language, or
   * `language` (the other party who reads English).
   */
  newPerson(name: { label: string; firstName: string; lastName: string }, language?: Language): Promise<Person>;
  /** A page in a browser of its own with JavaScript whatever the project (the admins': the builder needs it). */
  newAdminPage(): Promise<Page>;
}

/**
 * A whole journey in `language` (the test's body, `run`), in the test's browser and app: its texts, its people and
 * their browsers, closed at its end, its time limit and its clock, which records how long it took when it passes.
 * Each journey's spec runs it once for each of JOURNEY_LANGUAGES.
 */
export async function journeyIn(
  language: Language,
  { browser, app, clock, timeout = 600_000 }: { browser: Browser; app: AppUnderTest; clock: string; timeout?: number },
  run: (journey: Journey) => Promise<void>,
) {
  test.setTimeout(timeout);
  const finished = journeyClock(`${clock} (${language})`);
  const contexts: BrowserContext[] = [];
  const journey: Journey = {
    language,
    t: await journeyTexts(language),
    english: await journeyTexts('en'),
    tag: `${test.info().project.name}-${language}`,
    async newPerson(name, personLanguage = language) {
      const person = await newPerson(browser, app.baseUrl, name, personLanguage);
      contexts.push(person.page.context());
      return person;
    },
    async newAdminPage() {
      const context = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: true });
      contexts.push(context);
      return context.newPage();
    },
  };
  try {
    await run(journey);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
  finished();
}

async function fillLabelled(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The captcha of the sign-up page answered in the page's language: its question without JavaScript, the check with it. */
async function solveCaptchaIn(page: Page, t: JourneyTexts) {
  if (!usesJavaScript()) {
    const label = await page.locator('label[for="captcha-answer"]').innerText();
    const numbers: string[] = Array.from({ length: 9 }, (_, i) =>
      t.accounts(`captcha.numbers.n${i + 1}` as 'captcha.numbers.n1'),
    );
    const word = `(${numbers.map(escapeRegExp).join('|')})`;
    const question = escapeRegExp(t.accounts('captcha.question', { a: '\u0001', b: '\u0002' }))
      .replace('\u0001', word)
      .replace('\u0002', word);
    const match = new RegExp(question).exec(label);
    expect(match, `captcha question: ${label}`).toBeTruthy();
    await page
      .locator('#captcha-answer')
      .fill(String(numbers.indexOf(match![1]!) + 1 + numbers.indexOf(match![2]!) + 1));
    return;
  }
  // a person ticks the box (ALTCHA's own words, in the page's language)
  const widget = page.locator('altcha-widget');
  await widget
    .locator('.altcha-checkbox-wrap label')
    .click({ timeout: 20_000 })
    .catch(async (error: Error) => {
      // seen twice in one CI run (the English journeys, js; never here): say what the page was like, for the next look
      const state = await page.evaluate(() => ({
        url: location.pathname,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
        widgets: document.querySelectorAll('altcha-widget').length,
        defined: customElements.get('altcha-widget') !== undefined,
        noScriptQuestion: document.querySelector('#captcha-answer') !== null,
        widgetHtml: document.querySelector('altcha-widget')?.outerHTML.slice(0, 300) ?? '',
        modules: performance.getEntriesByType('resource').filter((r) => r.name.includes('altcha')).map((r) => `${r.name.split('/').pop()} ${(r as PerformanceResourceTiming).responseStatus}`),
      }));
      throw new Error(`${error.message}\nthe sign-up page then: ${JSON.stringify(state)}`);
    });
  await expect(widget.locator('input[name="altcha"]')).toHaveCount(1, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: t.accounts('createUser.submit') })).toBeEnabled({ timeout: 20_000 });
}

/**
 * Fills Create User (the page the person is on, or /create-user) with the person's details, answers the captcha,
 * follows the verification e-mail from the mailbox and signs in. `spouse` is the one a petitioner names at sign-up
 * (the type's `otherParty` names them); an invited spouse finds the invite's details filled in and passes none.
 * The person chooses their language here when this is their first page.
 */
export async function signUp(
  person: Person,
  spouse?: { email: string; firstName: string; lastName: string },
  otherParty = 'spouse',
) {
  const { page } = person;
  if (!/\/create-user/.test(page.url())) await page.goto('/create-user');
  await chooseLanguage(page);
  await expectPageInLanguage(page, 'Create User');
  const t = await textsOf(page);
  if (spouse) {
    await page.getByLabel(t.accounts('createUser.iAmStarting')).check();
    const labels =
      otherParty === 'spouse'
        ? [
            t.accounts('createUser.spouseEmail'),
            t.accounts('createUser.spouseFirstName'),
            t.accounts('createUser.spouseLastName'),
          ]
        : [
            t.accounts('createUser.otherParty.email', { other: otherParty }),
            t.accounts('createUser.otherParty.firstName', { other: otherParty }),
            t.accounts('createUser.otherParty.lastName', { other: otherParty }),
          ];
    await fillLabelled(page, {
      [labels[0]!]: spouse.email,
      [labels[1]!]: spouse.firstName,
      [labels[2]!]: spouse.lastName,
    });
  }
  const email = page.getByLabel(t.accounts('createUser.yourEmail'), { exact: true });
  if ((await email.inputValue()) === '') await email.fill(person.email);
  else await expect(email).toHaveValue(person.email);
  for (const [label, value] of [
    [t.accounts('profile.firstName'), person.firstName],
    [t.accounts('profile.lastName'), person.lastName],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    if ((await field.inputValue()) === '') await field.fill(value);
  }
  // the person's own details (an adult living in Utah); dates keep the MM/DD/YYYY mask in every language
  await fillLabelled(page, {
    [t.accounts('createUser.password')]: person.password,
    [t.accounts('profile.dateOfBirth')]: '04/12/1986',
    [t.accounts('profile.phoneNumber')]: '801-555-0199',
    [t.accounts('profile.street1')]: '12 Canyon Road',
    [t.accounts('profile.city')]: 'Ogden',
    [t.accounts('profile.state')]: 'Utah',
    [t.accounts('profile.zip')]: '84401',
  });
  // leaving the last field shows its message now, so the page does not move under the next click
  await page.getByLabel(t.accounts('profile.zip'), { exact: true }).blur();
  await page.getByLabel(new RegExp(`^${escapeRegExp(t.accounts('createUser.acceptTermsBefore'))}`)).check();
  await solveCaptchaIn(page, t);
  await page.getByRole('button', { name: t.accounts('createUser.submit') }).click();
  await expect(page).toHaveURL(/\/sign-in\?/);
  await openEmailLink(page, person.email, t.emails('verify.subject', { product: PRODUCT }), t.emails('verify.button'));
  await expect(page.getByText(t.accounts('verify.verified'))).toBeVisible();
  await expectPageInLanguage(page, 'the verification page');
  // it goes on to sign-in by itself after 3 seconds
  await expect(page).toHaveURL(/\/sign-in\?email=/, { timeout: 8_000 });
  await waitForHydration(page);
  await expectPageInLanguage(page, 'Sign In');
  await expect(page.getByLabel(t.accounts('signIn.email'))).toHaveValue(person.email);
  await page.getByLabel(t.accounts('signIn.password')).fill(person.password);
  await page.getByRole('button', { name: t.accounts('signIn.submit') }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Approves a sandbox payment from the pay page the person is on: the total shown there (this one, if given). */
export async function payWithSandbox(page: Page, total?: string) {
  const t = await textsOf(page);
  await expectPageInLanguage(page, 'the pay page');
  // prices keep '$' and US separators in every language
  if (total) await expect(page.getByTestId('total')).toHaveText(total);
  const shown = (await page.getByTestId('total').textContent())!.trim();
  expect(shown).toMatch(/^\$\d+\.\d{2}$/);
  await page.getByRole('button', { name: t.guide('pay.pay'), exact: true }).click();
  // the sandbox provider's page: found by what it is (its approve button), its words checked by the page's language
  const approve = page.locator('button[name="intent"][value="approve"]');
  await expect(approve).toBeVisible();
  await expect(page.getByText(`${shown} USD`)).toBeVisible();
  await expectPageInLanguage(page, 'the sandbox payment page');
  await approve.click();
}

/** The setup stepper's first two steps from /legal-form-guide: files in Utah, and chooses the form type by its name. */
export async function chooseStateAndType(page: Page, type: string) {
  const t = await textsOf(page);
  await goTo(page, '/legal-form-guide');
  await waitForHydration(page);
  await expectPageInLanguage(page, 'the setup stepper');
  await page.getByLabel(t.guide('setup.state')).selectOption('Utah');
  await page.getByRole('button', { name: t.guide('setup.continue') }).click();
  // each step has a Continue button: wait for the next step before clicking again
  const types = page.getByRole('group', { name: t.guide('setup.type') });
  await expect(types).toBeVisible();
  await page.getByLabel(type, { exact: true }).check();
  await page.getByRole('button', { name: t.guide('setup.continue') }).click();
  // the type step's own Continue must not be taken for the next step's (the next may be the jurisdiction's, which has
  // none: a clean-clone run waited on it until its timeout, twice)
  await expect(types).toBeHidden();
}

/**
 * The setup stepper from /legal-form-guide (Utah, divorce, who takes part, with children, any county, the
 * tutorial, the jurisdiction), the first payment, and the new form's page: its id.
 */
export async function startForm(
  page: Page,
  participating: 'collaborative' | 'unilateral',
  firstPayment: string,
): Promise<string> {
  const t = await textsOf(page);
  // the Divorce type's name is its administrator's, English until types carry Spanish names (ADR 037)
  await chooseStateAndType(page, 'Divorce');
  await expect(page.getByRole('group', { name: t.guide('setup.participating.legend') })).toBeVisible();
  const choice =
    participating === 'collaborative'
      ? t.guide('setup.participating.together', { other: t.guide('otherParty.spouse') })
      : t.guide('setup.participating.alone');
  await page.getByLabel(new RegExp(`^${escapeRegExp(choice)}`)).check();
  await page.getByRole('button', { name: t.guide('setup.continue') }).click();
  const children = page.getByRole('group', { name: t.guide('setup.children.legend') });
  await expect(children).toBeVisible();
  await page.getByLabel(t.guide('setup.children.with')).check();
  await page.getByRole('button', { name: t.guide('setup.continue') }).click();
  // the children step's own Continue must not be taken for the next step's (the next may be the jurisdiction's)
  await expect(children).toBeHidden();
  await continueToJurisdiction(page);
  await page.getByRole('button', { name: t.guide('setup.jurisdiction.agree') }).click();
  await expect(page).toHaveURL(/\/pay-for-form\//);
  await payWithSandbox(page, firstPayment);
  await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { name: t.questionnaire('steps.petitioner.1') })).toBeVisible();
  await waitForHydration(page);
  await expectPageInLanguage(page, 'the guide');
  return id;
}

/** A global administrator creates a one-person workflow type in Utah on /workflow-types (paywalls $15 and $25). */
export async function createOnePersonType(page: Page, type: string) {
  await page.goto('/workflow-types?dialog=new');
  const dialog = page.getByRole('form', { name: 'Create Workflow Type' });
  await dialog.getByLabel('Title').fill(type);
  await dialog.getByLabel('Utah', { exact: true }).check();
  for (const label of ['Collaborative paywall 1 ($)', 'Collaborative paywall 2 ($)'])
    await dialog.getByLabel(label).fill('0');
  await dialog.getByLabel('Unilateral paywall 1 ($)').fill('15');
  await dialog.getByLabel('Unilateral paywall 2 ($)').fill('25');
  await dialog.getByLabel('Active').selectOption('Yes');
  await dialog.getByLabel('Participants').selectOption('One');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/workflow-types$/);
  await expect(page.getByRole('row').filter({ hasText: type })).toContainText('One');
}

/**
 * The setup stepper's steps after the kind of form, up to the jurisdiction: the county, when the forms ask for one
 * (any county, when `county` is given), and the tutorial, when it is shown, each going on with Continue.
 */
export async function continueToJurisdiction(page: Page, county?: string) {
  const t = await textsOf(page);
  const current = page.getByRole('list', { name: t.guide('setup.stepsLabel') }).locator('[aria-current="step"]');
  for (let guard = 0; guard < 3; guard++) {
    const agree = page.getByRole('button', { name: t.guide('setup.jurisdiction.agree') });
    const next = page.getByRole('button', { name: t.guide('setup.continue') });
    await expect(agree.or(next)).toBeVisible();
    if (await agree.isVisible()) break;
    const select = page.getByLabel(t.guide('setup.county.label'));
    if (county && (await select.isVisible())) await select.selectOption(county);
    const step = await current.textContent();
    await next.click();
    await expect(current).not.toHaveText(step ?? '');
  }
  await expect(page.getByRole('heading', { name: t.guide('setup.jurisdiction.heading'), exact: true })).toBeVisible();
  await expectPageInLanguage(page, 'the jurisdiction step');
}

/**
 * One person's questionnaire answered from the published definition (the signature drawn with JavaScript, typed
 * without; `answers` typed by element title), Proceed from its last page, and the documents paid for.
 */
export async function answerAloneAndPay(
  person: Person,
  guide: string,
  publishedWorkflowId: string,
  answers: Record<string, string>,
) {
  const { page } = person;
  await answerAndProceed(person, guide, publishedWorkflowId, { answers }, 'proceed');
  await payForDocuments(page, guide);
}

/** Step 4's link to the final payment, paid with the sandbox (the total shown, or this one), back on the guide. */
export async function payForDocuments(page: Page, guide: string, total?: string) {
  const t = await textsOf(page);
  await page.getByRole('link', { name: t.questionnaire('steps.pay') }).click();
  await expect(page.getByRole('heading', { name: t.guide('pay.finalPayment') })).toBeVisible();
  await payWithSandbox(page, total);
  await expect(page).toHaveURL(new RegExp(`${guide}$`));
}

/** Opens the form's page until the document people sign has been rendered (its Read link shows). */
export async function openWhenDocumentReady(page: Page, guide: string, documentName: string | RegExp) {
  const t = await textsOf(page);
  const name =
    typeof documentName === 'string' ? t.guide('signing.readPdf', { document: `"${documentName}"` }) : documentName;
  await openUntilShown(page, guide, page.getByRole('link', { name }));
}

/**
 * Opens `path` again and again until it shows `shown` (what a job of the worker makes), as a person waiting asks
 * again; the page the person is on already counts when it is `path` and shows it, so no page loads twice for nothing.
 */
async function openUntilShown(page: Page, path: string, shown: Locator, timeout = 60_000) {
  const onPath = () =>
    page.url().startsWith('http') && new URL(page.url()).pathname === new URL(path, page.url()).pathname;
  await expect(async () => {
    if (onPath() && (await shown.isVisible())) return;
    await goTo(page, path);
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout, intervals: [0] });
  await waitForHydration(page);
}

/** The published definition behind the questionnaire, read as the page's own script reads it. */
export async function publishedDefinition(page: Page, publishedWorkflowId: string): Promise<WorkflowDefinition> {
  const response = await page.request.get(`/resources/published-workflows/${publishedWorkflowId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as WorkflowDefinition;
}

/** The published definition as the person reads it: in their language where the workflow is offered in it (ADR 035). */
export async function definitionAsRead(page: Page, publishedWorkflowId: string): Promise<WorkflowDefinition> {
  const definition = await publishedDefinition(page, publishedWorkflowId);
  return localizeWorkflow(definition, workflowLanguage(definition, languageOf(page)));
}

/** An element's label (a page's name, a question) as the person reads it, found by its title. */
export function labelOf(definition: WorkflowDefinition, title: string): string {
  const element = definition.elements.find((e) => e.title === title);
  if (!element) throw new Error(`the workflow "${definition.name}" has no element titled ${title}`);
  return 'label' in element && typeof element.label === 'string' && element.label !== ''
    ? element.label
    : element.title;
}

/**
 * Answers the questionnaire of the form at `guide` from the published definition, as the person (drawing the
 * signature with JavaScript, typing it without), then, with nothing left required, goes to the last page and
 * proceeds with its button ('Proceed to Share' or 'Proceed'). What the filler answered.
 */
export async function answerAndProceed(
  person: Person,
  guide: string,
  publishedWorkflowId: string,
  options: Pick<FillOptions, 'answers' | 'optional'>,
  proceed: 'proceedToShare' | 'proceed',
) {
  const { page } = person;
  const t = await textsOf(page);
  const js = usesJavaScript();
  await waitForHydration(page);
  await expectPageInLanguage(page, 'the questionnaire');
  const definition = await publishedDefinition(page, publishedWorkflowId);
  const filler = new QuestionnaireFiller(page, definition, js, {
    ...options,
    signature: js ? 'drawn' : 'typed',
    signerName: `${person.firstName} ${person.lastName}`,
    language: person.language,
  });
  await filler.fillAll();
  await goTo(page, guide);
  await expect(page.getByText(t.questionnaire('required.button'))).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: t.questionnaire('form.pages') }).getByRole('button');
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-current', 'page');
  await expectPageInLanguage(page, 'the questionnaire');
  await page.getByRole('button', { name: t.questionnaire(`form.${proceed}`), exact: true }).click();
  return filler.report;
}

/** The Utah sample's questionnaire answered and proceeded from (answerAndProceed): every one of its 40-odd questions. */
export async function answerQuestionnaire(
  person: Person,
  guide: string,
  options: Pick<FillOptions, 'answers' | 'optional'>,
  proceed: 'proceedToShare' | 'proceed',
) {
  const report = await answerAndProceed(person, guide, UTAH_WITH_CHILDREN, options, proceed);
  expect(report.answered.length).toBeGreaterThanOrEqual(40);
}

/** Opens the page until the stipulation's job has rendered it (the page says it is being prepared until then). */
export async function openWhenStipulationReady(page: Page, url: string) {
  const t = await textsOf(page);
  const read = t.guide('signing.readPdf', { document: t.guide('signing.yourStipulation') });
  await openUntilShown(page, url, page.getByRole('link', { name: read }));
  await expectPageInLanguage(page, 'the signing step');
}

/**
 * The signing step's texts (signed, completed, ...) in the person's language, in a form's words (ADR 028): a
 * divorce's 'your stipulation' and 'your spouse', or a type's document (by its name) and its other party.
 */
export async function signingTextsOf(
  page: Page,
  words: { document?: string; otherParty?: string } = {},
): Promise<SigningTexts> {
  const t = await textsOf(page);
  const otherParty = words.otherParty ?? t.guide('otherParty.spouse');
  return signingTextsIn(t.guide, {
    document: words.document ? `"${words.document}"` : t.guide('signing.yourStipulation'),
    other: t.guide('signing.yourOther', { other: otherParty }),
  });
}

/**
 * Signs step 5 (or the other party's signing step), confirmed in the dialog with JavaScript and on the confirm page
 * without: drawn with JavaScript, typed without, or typed either way with `how: 'typed'`.
 */
export async function sign(
  person: Person,
  button: 'Submit Signature' | 'Proceed',
  how: 'drawn' | 'typed' = usesJavaScript() ? 'drawn' : 'typed',
) {
  const { page } = person;
  const t = await textsOf(page);
  if (how === 'drawn') await drawSignature(page, page.getByRole('img', { name: t.guide('signing.drawingArea') }));
  else await page.getByLabel(t.guide('signing.type')).fill(`${person.firstName} ${person.lastName}`);
  await page
    .getByRole('button', {
      name: button === 'Proceed' ? t.guide('signing.proceed') : t.guide('signing.submitSignature'),
    })
    .click();
  const consent = t.guide('signing.texts.consent');
  if (usesJavaScript()) {
    const dialog = page.getByRole('alertdialog', { name: t.guide('signing.pleaseConfirm') });
    await expect(dialog).toContainText(consent);
    await dialog.getByRole('button', { name: t.common('yes') }).click();
  } else {
    await expect(page.getByText(consent)).toBeVisible();
    await expectPageInLanguage(page, 'the signature confirmation page');
    await page.getByRole('button', { name: t.guide('signing.yesSign') }).click();
  }
}

/** What a person reads on the page (its visible words, addresses left out) has none of `words`. */
export async function expectNoWords(page: Page, words: RegExp) {
  // soft: a walk goes on to list every page that says them
  await expect.soft(page.locator('body')).not.toContainText(words, { useInnerText: true });
}

/**
 * The subject and words of every e-mail the mailbox sent to `to` (links left out), once none of them is still
 * waiting to be sent; one scheduled for later is not written yet, so it has no words to read.
 */
export async function sentMailTexts(page: Page, to: string): Promise<string[]> {
  const items = page.getByRole('listitem').filter({ hasText: `<${to}>` });
  await expect(async () => {
    await goTo(page, '/mailbox');
    // the mailbox reads in the person's language: each e-mail's status as stored
    await expect(items.and(page.locator('[data-status="queued"]'))).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const hrefs = await items
    .and(page.locator('[data-status="sent"]'))
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  const texts: string[] = [];
  for (const href of hrefs) {
    await goTo(page, href);
    const subject = await page.getByRole('heading', { level: 1 }).innerText();
    // the e-mail's frame, named in the person's language: the page's one frame
    const body = await page.frameLocator('main iframe').locator('body').innerText();
    texts.push(`${subject}\n${body}`.replace(/https?:\/\/\S+/g, ''));
  }
  return texts;
}

/**
 * From the step's Download link: the completed documents page, asked again until the worker sealed the PDF; its
 * bytes. The page refreshes itself less often as the wait grows (5 s, 10 s, 20 s; signing.spec.ts sees it do so,
 * with and without JavaScript): the person here asks again every second, as its 'check again' link offers, rather
 * than wait up to 20 s after the document is ready.
 */
export async function downloadFinalDocument(page: Page): Promise<Buffer> {
  const t = await textsOf(page);
  await page.getByRole('link', { name: t.guide('signing.download') }).click();
  await expect(page).toHaveURL(/\/final-document$/);
  // the completed documents page: its file found by what it is (the download's address), its words checked by the page's language
  const link = page.locator('a[href$="/final-document/download"]');
  await openUntilShown(page, new URL(page.url()).pathname, link, 120_000);
  await expectPageInLanguage(page, 'the completed documents page');
  // the sealed time in the page's language: in English the certificate's '11/28/2026 08:58:35 AM MST', in Spanish
  // '28 de noviembre de 2026 a las 8:58 a.m. MST'
  if (languageOf(page) !== 'en')
    await expect
      .soft(page.getByRole('main'), 'the sealed time in the page language')
      .not.toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d [AP]M/);
  const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  return response.body();
}

/** pdfsig reads the seal valid over the whole file; the document's words, spaces folded. */
export async function expectSealed(bytes: Buffer): Promise<string> {
  const report = await pdfsig(bytes);
  expect(report).toContain('Signature is Valid.');
  expect(report).toContain('Total document signed');
  return (await pdfToText(bytes)).replace(/\s+/g, ' ');
}

/** /verify accepts the sealed file as it is and refuses it with one byte flipped. */
export async function expectVerified(page: Page, bytes: Buffer) {
  const t = await textsOf(page);
  const check = async (file: Buffer) => {
    await goTo(page, '/verify');
    await waitForHydration(page);
    await page
      .getByLabel(t.site('verify.fileLabel'))
      .setInputFiles({ name: 'final-documents.pdf', mimeType: 'application/pdf', buffer: file });
    await page.getByRole('button', { name: t.site('verify.check') }).click();
  };
  await check(bytes);
  await expect(page.getByRole('status').filter({ hasText: t.site('verify.outcomes.match') })).toBeVisible();
  await expectPageInLanguage(page, '/verify');
  const flipped = Buffer.from(bytes);
  const middle = Math.floor(flipped.length / 2);
  flipped[middle] = flipped[middle]! ^ 0xff;
  await check(flipped);
  await expect(page.getByRole('alert')).toContainText(t.site('verify.outcomes.noMatch'));
}

/**
 * Soft: what a person reading another language finds here is not this English text from code (the journey goes on
 * and fails at its end, naming it).
 */
export async function expectNotEnglish(locator: Locator, english: string) {
  await expect
    .soft(locator, `English from code on a page read in another language: ${english}`)
    .not.toContainText(english);
}

/** The e-mails a journey expects, by kind: the `emails` catalogue's subject and a sentence of the body. */
const MAIL_KINDS = {
  verify: ['verify.subject', 'verify.body'],
  'receipt.initial': ['receipt.subject', 'receipt.initial'],
  'receipt.final': ['receipt.subjectFinal', 'receipt.final'],
  'step.invite': ['step.invite.subject', 'step.invite.p1'],
  'step.inviteOther': ['step.invite.subject', 'step.invite.p1Other'],
  'step.share': ['step.share.subject', 'step.share.p1'],
  'step.sent-back': ['step.sent-back.subject', 'step.sent-back.p1'],
  'step.agreed': ['step.agreed.subject', 'step.agreed.p1'],
  'step.sign': ['step.sign.subject', 'step.sign.p1'],
  'step.signed': ['step.signed.subject', 'step.signed.p1'],
  'step.completed': ['step.completed.subject', 'step.completed.p1'],
} as const;
export type MailKind = keyof typeof MAIL_KINDS;

/** A catalogue text as a pattern: its words as written, each {{value}} any words. */
function textPattern(template: string): string {
  return template
    .split(/\{\{\w+\}\}/)
    .map((part) => escapeRegExp(part.replace(/\s+/g, ' ')))
    .join('.+?');
}

/**
 * Each kind of e-mail reached the person in their own language: one e-mail sent to them has the kind's subject and
 * its body's sentence, both as the `emails` catalogue writes them in that language. `read`: the person's e-mails as
 * sentMailTexts read them already (each is a page to open), else they are read here.
 */
export async function expectMails(page: Page, person: Person, kinds: readonly MailKind[], read?: string[]) {
  const catalogue = (await loadCatalogue(person.language ?? 'en', 'emails')) as Record<string, unknown>;
  const raw = (path: string) => {
    const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogue);
    if (typeof text !== 'string') throw new Error(`the emails catalogue has no text ${path}`);
    return text;
  };
  const mails = (read ?? (await sentMailTexts(page, person.email))).map((mail) => mail.replace(/\s+/g, ' '));
  for (const kind of kinds) {
    const [subject, body] = MAIL_KINDS[kind];
    const pattern = new RegExp(`^${textPattern(raw(subject))} .*${textPattern(raw(body))}`);
    expect
      .soft(
        mails.some((mail) => pattern.test(mail)),
        `${person.email} got the '${kind}' e-mail in ${person.language ?? 'en'}:\n${mails.join('\n')}`,
      )
      .toBe(true);
  }
}
