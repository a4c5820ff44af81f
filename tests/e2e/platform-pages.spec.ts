import { expect, test } from './support/test';
import { sendEmail } from '../../app/services/email.server';
import { updateSettings } from '../../app/services/settings.server';
import { expectNoSeriousA11yViolations } from './support/accessibility';
import { withAppDatabase } from './support/app-database';

test('the about page introduces Accord', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Prepare your divorce documents');
  await expect(page.getByRole('link', { name: 'Accord' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await expectNoSeriousA11yViolations(page);
});

test('an unknown address shows Page Not Found with a contact link and answers 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousA11yViolations(page);
});

test('the error page apologises and offers to contact support', async ({ page }) => {
  await page.goto('/error');
  await expect(page.getByRole('heading', { name: 'Our Apologies... Support has been notified' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', /^mailto:/);
  await expectNoSeriousA11yViolations(page);
});

test('with the maintenance flag on, the home page leads to Site Maintenance in Progress', async ({ page }) => {
  await withAppDatabase((db) => updateSettings(db, { maintenance: true }));
  try {
    await page.goto('/');
    await expect(page).toHaveURL(/\/503$/);
    await expect(page.getByRole('heading', { name: 'Site Maintenance in Progress' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await withAppDatabase((db) => updateSettings(db, { maintenance: false }));
  }
  // once maintenance is over, a signed-out visitor reads the visitor home
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Prepare your divorce documents, one calm step at a time' })).toBeVisible();
});

test('the development mailbox lists a sent e-mail and shows it rendered with a working link', async ({
  page,
}, testInfo) => {
  const subject = `Mailbox check ${testInfo.project.name} ${Date.now()}`;
  const id = await withAppDatabase((db) =>
    db
      .transaction()
      .execute(
        async (tx) =>
          (
            await sendEmail(
              tx,
              {
                to: { name: 'Robin', email: 'robin@example.com' },
                subject,
                message: 'Please open the guide.',
                link: { name: 'Open the guide', url: '/error' },
              },
              { defaultFrom: 'Accord <no-reply@accord.local>', timeZone: 'America/Denver' },
            )
          ).id,
      ),
  );
  await expect(async () => {
    await page.goto('/mailbox');
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1000 });
    await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText('sent', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/mailbox/${id}$`));
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  const message = page.frameLocator('iframe[title^="E-mail"]');
  await expect(message.getByText('Hello Robin,')).toBeVisible();
  await message.getByRole('link', { name: 'Open the guide' }).click();
  await expect(page).toHaveURL(/\/error$/);
});
