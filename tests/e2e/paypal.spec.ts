// The PayPal path end to end, JavaScript on and off, against the worker's second app configured with
// PAYMENT_PROVIDER=paypal and the local Orders v2 server (tests/e2e/support/fake-paypal-server.ts): the page
// sends the buyer to PayPal's approve link, PayPal returns to /paypal/success, the server captures once.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './support/test';
import { createTestUser, signInAs } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import type { AppUnderTest } from './support/app-under-test';
import { UTAH_WITH_CHILDREN } from './support/guide';

// the pages of these tests are the PayPal app's (and the worker's plain app is not started for them)
test.use({ baseURL: async ({ paypalApp }, provide) => provide(paypalApp.baseUrl) });
// one worker runs them in turn, so one PayPal app is started for them (a second worker would start another)
test.describe.configure({ mode: 'default' });

async function petitionerOn(app: AppUnderTest, context: BrowserContext) {
  const user = await createTestUser({ label: 'paypal', app });
  await signInAs(context, user, app);
  return user.id;
}

test('level 1 through PayPal Orders v2: approve link, capture on return, a replay refused', async ({ page, context, paypalApp }) => {
  const userId = await petitionerOn(paypalApp, context);
  await page.goto(`${paypalApp.baseUrl}/pay-for-form/${UTAH_WITH_CHILDREN}/${userId}/collaborative/1`);
  await expect(page.getByTestId('total')).toHaveText('$49.00');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal Checkout (local)' })).toBeVisible();
  await expect(page.getByText('Pay $49.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
  const payment = await withAppDatabase(
    (db) => db.selectFrom('payments').select(['provider', 'provider_order_id', 'status', 'transaction_id', 'amount_cents']).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    paypalApp.dataDir,
  );
  expect(payment).toMatchObject({ provider: 'paypal', status: 'completed', amount_cents: 4900, transaction_id: `CAP${payment.provider_order_id}` });
  await page.goto(`${paypalApp.baseUrl}/paypal/success?token=${payment.provider_order_id}&PayerID=E2EPAYER`);
  await expect(page.getByRole('alert')).toHaveText('Sorry, incorrect Paypal token');
});

test('cancelling on PayPal returns to the cancel page and nothing is paid', async ({ page, context, paypalApp }) => {
  const userId = await petitionerOn(paypalApp, context);
  await page.goto(`${paypalApp.baseUrl}/pay-for-form/${UTAH_WITH_CHILDREN}/${userId}/unilateral/1`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Cancel and return to merchant' }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  const statuses = await withAppDatabase((db) => db.selectFrom('payments').select('status').where('user_id', '=', userId).execute(), paypalApp.dataDir);
  expect(statuses).toEqual([{ status: 'cancelled' }]);
});
