// Fixtures for account tests: unique addresses, users made straight in the app's database, signing a browser in
// without the sign-in form, reading a link out of an e-mail on the mailbox page (as a person would), and
// answering the sign-up captcha.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { UserRole } from '../../../db/schema';
import { createSession } from '../../../app/services/accounts/sessions.server';
import { createUser } from '../../../db/users';
import { withAppDatabase } from './app-database';

export const BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Where an app under test runs: the suite's shared app by default, or one a test started itself. */
export interface AppUnderTest {
  baseUrl: string;
  dataDir: string;
}

const SHARED_APP: AppUnderTest = { baseUrl: BASE_URL, dataDir: process.env.E2E_DATA_DIR ?? '.e2e-data' };

export async function createTestUser(
  options: { role?: UserRole; verified?: boolean; label?: string; password?: string; app?: AppUnderTest } = {},
): Promise<TestUser> {
  const email = uniqueEmail(options.label ?? options.role ?? 'user');
  const password = options.password ?? 'Maple-Kettle-77';
  const { id } = await withAppDatabase((db) =>
    createUser(db, {
      email,
      password,
      role: options.role,
      verified: options.verified ?? true,
      firstName: 'Robin',
      lastName: 'Tester',
      dateOfBirth: '1980-02-29',
      phoneNumber: '801-555-0100',
      addressStreet1: '1 Test Way',
      addressCity: 'Provo',
      addressState: 'Utah',
      addressZipCode: '84601',
      permissionToContact: false,
      termsAccepted: true,
    }),
    (options.app ?? SHARED_APP).dataDir,
  );
  return { id, email, password, firstName: 'Robin', lastName: 'Tester' };
}

/** Signs the browser context in as the user by creating a session in the database and setting its cookie. */
export async function signInAs(context: BrowserContext, user: { id: string }, app: AppUnderTest = SHARED_APP): Promise<string> {
  const header = await withAppDatabase((db) => createSession(db, new Request(app.baseUrl), user.id), app.dataDir);
  const [pair] = header.split(';');
  const [name, value] = pair!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: app.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return `${name}=${value}`;
}

/** Opens the newest e-mail to `email` with this subject in the mailbox page and follows its button. */
export async function openEmailLink(page: Page, to: string, subject: string, button: string) {
  await expect(async () => {
    await page.goto('/mailbox');
    const item = page.getByRole('listitem').filter({ hasText: to }).filter({ hasText: subject }).first();
    await expect(item).toContainText('sent', { timeout: 1000 });
    await item.getByRole('link', { name: subject }).click();
  }).toPass({ timeout: 20_000 });
  const href = await page.frameLocator('iframe[title^="E-mail"]').getByRole('link', { name: button }).getAttribute('href');
  expect(href).toBeTruthy();
  // the mailbox frame opens links at the top; going there directly is the same visit
  await page.goto(href!);
}

/** With JavaScript on, waits until React has taken over the page; without it, there is nothing to wait for. */
export async function waitForHydration(page: Page) {
  if (!test.info().project.use.javaScriptEnabled) return;
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Answers the captcha: the question without JavaScript, the ALTCHA check with it. */
export async function solveCaptcha(page: Page, javaScript: boolean) {
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
  await expect(page.getByRole('button', { name: 'Create User' })).toBeEnabled({ timeout: 20_000 });
}
