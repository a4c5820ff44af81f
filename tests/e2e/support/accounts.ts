// Fixtures for account tests: unique addresses, users made straight in the app's database, signing a browser in
// without the sign-in form, reading a link out of an e-mail on the mailbox page (as a person would), and
// answering the sign-up captcha.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { UserRole } from '../../../db/schema';
import { createSession } from '../../../app/services/accounts/sessions.server';
import { createUser } from '../../../db/users';
import { testUserInput, uniqueEmail } from '../../support/test-users';
import { withAppDatabase } from './app-database';
import { currentApp, type AppUnderTest } from './app-under-test';

export { uniqueEmail };

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The test person (tests/support/test-users.ts) made straight in the database of the app (the worker's by default). */
export async function createTestUser(
  options: { role?: UserRole; verified?: boolean; label?: string; password?: string; app?: AppUnderTest } = {},
): Promise<TestUser> {
  const input = testUserInput({ label: options.label ?? options.role ?? 'user', password: options.password, verified: options.verified, role: options.role });
  const { id } = await withAppDatabase((db) => createUser(db, input), (options.app ?? currentApp()).dataDir);
  return { id, email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName };
}

/** A new session of the user, made in the database: its cookie's name and value. */
export async function sessionCookie(user: { id: string }, app: AppUnderTest = currentApp()): Promise<{ name: string; value: string }> {
  const header = await withAppDatabase((db) => createSession(db, new Request(app.baseUrl), user.id), app.dataDir);
  const [pair] = header.split(';');
  const [name, value] = pair!.split('=');
  return { name: name!, value: value! };
}

/** Signs the browser context in as the user by creating a session in the database and setting its cookie. */
export async function signInAs(context: BrowserContext, user: { id: string }, app: AppUnderTest = currentApp()): Promise<void> {
  const { name, value } = await sessionCookie(user, app);
  await context.addCookies([{ name, value, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/**
 * The address of the button `button` in the newest e-mail to `to` with this subject, read from the mailbox page
 * (the page is left on the e-mail).
 */
export async function emailLink(page: Page, to: string, subject: string, button: string): Promise<string> {
  await expect(async () => {
    await page.goto('/mailbox');
    const item = page.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject }).first();
    // the mailbox reads in the person's language: its status as stored
    await expect(item).toHaveAttribute('data-status', 'sent', { timeout: 1000 });
    await page.goto(new URL((await item.getByRole('link', { name: subject }).getAttribute('href'))!, page.url()).toString());
  }).toPass({ timeout: 20_000 });
  // the e-mail's frame, named in the person's language: the page's one frame
  const href = await page.frameLocator('main iframe').getByRole('link', { name: button }).getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

/** Opens the newest e-mail to `email` with this subject in the mailbox page and follows its button. */
export async function openEmailLink(page: Page, to: string, subject: string, button: string) {
  // the mailbox frame opens links at the top; going there directly is the same visit
  await page.goto(await emailLink(page, to, subject, button));
}

/** Signs in on /sign-in with an e-mail and password, as a person types them. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** With JavaScript on, waits until React has taken over the page; without it, there is nothing to wait for. */
export async function waitForHydration(page: Page) {
  // by the page's context, not the project: a test of the no-js project may open a context with JavaScript (an admin's)
  if (!(await runsScripts(page))) return;
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
}

/**
 * An app page React has taken over, or a page in which no script of the app runs: a JSON resource, or a refusal the
 * server writes itself, in plain text or in HTML (a body over the limit).
 */
const HYDRATED = 'html[data-hydrated="true"], html:not(:has(script))';

/** Whether the pages of a context run scripts, where the fixtures know it (test.ts), so the page need not be asked. */
const scriptsRun = new WeakMap<BrowserContext, boolean>();

/** Notes whether the context's pages run scripts (its `javaScriptEnabled`), for `waitForHydration` and `hydrateOnNavigation`. */
export function noteScripts(context: BrowserContext, javaScriptEnabled: boolean) {
  scriptsRun.set(context, javaScriptEnabled);
}

/**
 * Whether the page's scripts run: as noted for its context, or else asked of the page (Remix's context is set by an
 * inline script, which a page without JavaScript never runs). Asking costs a round trip to the page and a script
 * world made in it, on every navigation.
 */
const runsScripts = async (page: Page) => scriptsRun.get(page.context()) ?? page.evaluate(() => '__remixContext' in window).catch(() => true);

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** The pages whose navigations already wait for hydration. */
const hydrating = new WeakSet<Page>();

/**
 * Makes the page's own navigations (goto, reload, back, forward) resolve only once React has taken over the app
 * page they load, so that no test clicks or types into a server-rendered page whose handlers are not attached
 * yet (a race that recurred). Pages that are not the app's (a PDF, a JSON resource, a plain-text refusal) and
 * navigations asked to resolve at 'commit' resolve as Playwright's do. The test fixture applies it to every page
 * of the test's browser context when JavaScript is on.
 */
export function hydrateOnNavigation(page: Page) {
  if (hydrating.has(page)) return;
  hydrating.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
        if (response && options?.waitUntil !== 'commit' && (await runsScripts(page))) await page.locator(HYDRATED).waitFor({ state: 'attached' });
        return response;
      },
    });
  }
}

/** A person's own details on the sign-up form, as the tests fill them in (an adult living in Utah). */
export const SIGN_UP_DETAILS = {
  'Date of birth': '04/12/1986',
  'Phone number': '801-555-0199',
  'Street address': '12 Canyon Road',
  City: 'Ogden',
  State: 'Utah',
  'ZIP code': '84401',
};

/** The last moves of a sign-up: accepts the terms, answers the captcha and presses Create User. */
export async function acceptTermsAndCreateUser(page: Page) {
  await page.getByLabel(/I accept the terms of service/).check();
  await solveCaptcha(page, Boolean(test.info().project.use.javaScriptEnabled));
  await page.getByRole('button', { name: 'Create User' }).click();
}

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * Answers the captcha: the question without JavaScript, the ALTCHA check with it. With JavaScript, Create User
 * then becomes enabled if the rest of the form is valid (`formComplete`, the default).
 */
export async function solveCaptcha(page: Page, javaScript: boolean, { formComplete = true } = {}) {
  if (!javaScript) {
    const label = await page.locator('label[for="captcha-answer"]').innerText();
    const match = /What is (\w+) plus (\w+)\?/.exec(label);
    expect(match, `captcha question: ${label}`).toBeTruthy();
    await page.locator('#captcha-answer').fill(String(NUMBERS.indexOf(match![1]!) + NUMBERS.indexOf(match![2]!)));
    return;
  }
  const widget = page.locator('altcha-widget');
  // a person ticks the box by its label ("I'm not a robot")
  await widget.getByText("I'm not a robot").click();
  await expect(widget.locator('input[name="altcha"]')).toHaveCount(1, { timeout: 20_000 });
  if (formComplete) await expect(page.getByRole('button', { name: 'Create User' })).toBeEnabled({ timeout: 20_000 });
  else await expect(widget.locator('[data-state="verified"]')).toHaveCount(1, { timeout: 20_000 });
}
