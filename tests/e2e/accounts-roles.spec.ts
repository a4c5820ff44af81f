// Roles, guards and the shell: every route answered for each role, another user's record answering 404, the
// origin check, the admin drawer and user navigation, the newsletter sign-up and the idle timeout.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { updateSettings } from '../../app/services/settings.server';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { createTestUser, sessionCookie, signInAs, uniqueEmail, waitForHydration } from './support/accounts';
import { withAppDatabase } from './support/app-database';

type Role = 'anonymous' | 'user-basic' | 'admin-form' | 'admin-global';
type Expected = 'page' | 'maintenance' | 'sign-in' | 'refused' | `redirect:${string}`;

// every route of app/routes.ts (the not-found catch-all and the mailbox are covered by platform-pages.spec.ts)
const ROUTES: Array<[string, Record<Role, Expected>]> = [
  // a signed-out visitor reads the visitor home (docs/decisions/009-home-shell-and-setup-choices.md)
  ['/', { anonymous: 'page', 'user-basic': 'redirect:/legal-form-guide', 'admin-form': 'redirect:/legal-form-guide', 'admin-global': 'redirect:/admin' }],
  ['/sign-in', all('page')],
  ['/create-user', all('page')],
  ['/verify-user', all('page')],
  ['/forgot-password', all('page')],
  ['/sign-out', all('page')],
  ['/wait', all('page')],
  ['/about-us', all('page')],
  ['/contact-us', all('page')],
  ['/accessibility', all('page')],
  ['/practice', all('page')],
  ['/legal-advice', all('page')],
  ['/terms-of-service', all('page')],
  ['/privacy-policy', all('page')],
  ['/newsletter', all('page')],
  ['/error', all('page')],
  ['/503', all('maintenance')],
  ['/resources/altcha-challenge', all('page')],
  ['/user-profile', { anonymous: 'sign-in', 'user-basic': 'page', 'admin-form': 'page', 'admin-global': 'page' }],
  ['/user-profile?tab=password', { anonymous: 'sign-in', 'user-basic': 'page', 'admin-form': 'page', 'admin-global': 'page' }],
  ['/legal-form-guide', { anonymous: 'sign-in', 'user-basic': 'page', 'admin-form': 'page', 'admin-global': 'page' }],
  ['/admin', { anonymous: 'sign-in', 'user-basic': 'refused', 'admin-form': 'page', 'admin-global': 'page' }],
];

function all(expected: Expected): Record<Role, Expected> {
  return { anonymous: expected, 'user-basic': expected, 'admin-form': expected, 'admin-global': expected };
}

async function answer(request: APIRequestContext, path: string, cookie: string | undefined) {
  const response = await request.get(path, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status(), location: response.headers()['location'] ?? '' };
}

test('every route answers each role with its page, a sign-in redirect or a refusal', async ({ request }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'HTTP answers do not depend on JavaScript; one run covers them');
  const cookies: Record<Role, string | undefined> = { anonymous: undefined, 'user-basic': undefined, 'admin-form': undefined, 'admin-global': undefined };
  for (const role of ['user-basic', 'admin-form', 'admin-global'] as const) {
    const { name, value } = await sessionCookie(await createTestUser({ role }));
    cookies[role] = `${name}=${value}`;
  }
  const failures: string[] = [];
  for (const [path, expectations] of ROUTES) {
    for (const role of Object.keys(expectations) as Role[]) {
      const expected = expectations[role];
      const { status, location } = await answer(request, path, cookies[role]);
      const ok =
        expected === 'page'
          ? status === 200
          : expected === 'maintenance'
            ? status === 503
          : expected === 'refused'
            ? status === 403
            : expected === 'sign-in'
              ? status === 302 && location.startsWith(`/sign-in?redirect=${encodeURIComponent(path)}`)
              : status === 302 && location === expected.slice('redirect:'.length);
      if (!ok) failures.push(`${role} ${path}: expected ${expected}, got ${status} ${location}`);
    }
  }
  expect(failures).toEqual([]);
});

test('a user asking for another user’s record gets 404; their own and a global admin’s view work', async ({ page, context }) => {
  const owner = await createTestUser({ label: 'owner' });
  const other = await createTestUser({ label: 'other' });
  await signInAs(context, owner);
  expect((await page.goto(`/user-profile/${other.id}`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  expect((await page.goto(`/user-profile/${owner.id}`))?.status()).toBe(200);
  await context.clearCookies();
  const admin = await createTestUser({ role: 'admin-global' });
  await signInAs(context, admin);
  expect((await page.goto(`/user-profile/${other.id}`))?.status()).toBe(200);
  await expect(page.getByText(other.email)).toBeVisible();
});

test('a non-admin is refused on the admin page, an admin gets the drawer with Admin Functions', async ({ page, context }) => {
  const user = await createTestUser();
  await signInAs(context, user);
  expect((await page.goto('/admin'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'This page is for administrators' })).toBeVisible();
  // the user navigation, and no admin menu
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Home' })).toBeVisible();
  // the forms entry follows the published types (ADR 028): another test may have published a second one
  await expect(main.getByRole('link', { name: /^(Divorce|Your) Forms$/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Shared Forms' })).toBeVisible();
  await expect(page.getByText('Admin menu')).toHaveCount(0);

  await context.clearCookies();
  const admin = await createTestUser({ role: 'admin-global' });
  await signInAs(context, admin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Functions', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.locator('summary').filter({ hasText: 'Admin menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Admin' });
  await expect(drawer.getByRole('link', { name: 'Admin Functions' })).toBeVisible();
  for (const item of ['Manage Workflows', 'Manage Users', 'Backup Database', 'Statistics']) await expect(drawer.getByRole('link', { name: item })).toBeVisible();
  await drawer.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 5_000 });
});

test('a POST from another site is refused before it reaches an action', async ({ request, baseURL }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'HTTP only; one run covers it');
  const foreign = await request.post('/forgot-password', { form: { email: 'someone@example.com' }, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain('sent from another website');
  const noOrigin = await request.post('/newsletter', { form: { email: 'someone@example.com' }, headers: { Origin: '' }, maxRedirects: 0 });
  expect(noOrigin.status()).toBe(403);
  const own = await request.post('/newsletter', { form: { email: uniqueEmail('origin') }, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(own.status()).toBe(200);
});

test('signed out, the top bar toggles between Sign In and Create Account, and the footer subscribes to the newsletter', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const link of ['Legal advice', 'Contact us', 'Terms of service', 'Privacy policy']) await expect(footer.getByRole('link', { name: link })).toBeVisible();
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Accord`);
  const email = uniqueEmail('news');
  await footer.getByLabel('Newsletter').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you. You are subscribed to the Accord newsletter.')).toBeVisible();
  const row = await withAppDatabase((db) => db.selectFrom('newsletter_subscriptions').select(['source', 'mailing_list_status']).where('email', '=', email).executeTakeFirst());
  expect(row).toEqual({ source: 'footer', mailing_list_status: 'stored' });
});

test('the server signs out a session idle longer than the timeout', async ({ page, context }) => {
  const user = await createTestUser({ label: 'idle' });
  await signInAs(context, user);
  await page.goto('/user-profile');
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
  // With JavaScript, the Session Activity dialog's own check could end the session first; this test is about the
  // server's enforcement, so the page's check is kept out of the way.
  await page.route('**/resources/session', (route) => route.abort());
  // 30 minutes of idle time plus the 60-second warning have passed
  await withAppDatabase((db) => db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - 32 * 60_000) }).where('user_id', '=', user.id).execute());
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/sign-in\?/);
  await expect(page.getByTestId('alert-banner')).toContainText('Your session ended after a period of inactivity');
  expect(await withAppDatabase((db) => db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute())).toEqual([]);
});

test('the Session Activity dialog warns, counts down, lets the user continue, and signs out at zero', async ({ page, context }) => {
  test.skip(!test.info().project.use.javaScriptEnabled, 'the dialog needs JavaScript; the server-side timeout is tested without it');
  await withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 1 }));
  try {
    const user = await createTestUser({ label: 'dialog' });
    await signInAs(context, user);
    await page.clock.install();
    await page.goto('/user-profile');
    await waitForHydration(page);
    await page.clock.fastForward('01:01');
    const dialog = page.getByRole('alertdialog', { name: 'Session Activity' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Your session will expire in (60|59) seconds/);
    await expectNoSeriousA11yViolations(page);
    await page.clock.fastForward('00:10');
    await expect(dialog).toContainText(/Your session will expire in ([1-4]\d|5[0-4]) seconds/);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('01:01');
    await expect(dialog).toBeVisible();
    await page.clock.fastForward('01:01');
    await expect(page).toHaveURL(/\/sign-in\?/, { timeout: 10_000 });
    await expect(page.getByTestId('alert-banner')).toContainText('signed out after a period of inactivity');
  } finally {
    await withAppDatabase((db) => updateSettings(db, { idleTimeoutMinutes: 30 }));
  }
});
