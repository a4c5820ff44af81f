// The PayPal path end to end, JavaScript on and off, against the second app configured with
// PAYMENT_PROVIDER=paypal and the local Orders v2 server (tests/e2e/support/fake-paypal-server.ts): the page
// sends the buyer to PayPal's approve link, PayPal returns to /paypal/success, the server captures once.
import { expect, test, type BrowserContext } from '@playwright/test';
import { createSession } from '../../app/services/accounts/sessions.server';
import { createUser } from '../../db/users';
import { uniqueEmail } from './support/accounts';
import { withAppDatabase } from './support/app-database';
import { UTAH_WITH_CHILDREN } from './support/guide';

const PAYPAL_APP = `http://127.0.0.1:${process.env.E2E_PAYPAL_APP_PORT ?? 3211}`;
const DATA_DIR = process.env.E2E_PAYPAL_DATA_DIR ?? '.e2e-data-paypal';

async function petitionerOnPayPalApp(context: BrowserContext) {
  const { id } = await withAppDatabase(
    (db) =>
      createUser(db, {
        email: uniqueEmail('paypal'), password: 'Maple-Kettle-77', firstName: 'Robin', lastName: 'Tester', dateOfBirth: '1980-02-29', phoneNumber: '801-555-0100',
        addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601', permissionToContact: false, termsAccepted: true, verified: true,
      }),
    DATA_DIR,
  );
  const header = await withAppDatabase((db) => createSession(db, new Request(PAYPAL_APP), id), DATA_DIR);
  const [name, value] = header.split(';')[0]!.split('=');
  await context.addCookies([{ name: name!, value: value!, url: PAYPAL_APP, httpOnly: true, sameSite: 'Lax' }]);
  return id;
}

test('level 1 through PayPal Orders v2: approve link, capture on return, a replay refused', async ({ page, context }) => {
  const userId = await petitionerOnPayPalApp(context);
  await page.goto(`${PAYPAL_APP}/pay-for-form/${UTAH_WITH_CHILDREN}/${userId}/collaborative/1`);
  await expect(page.getByTestId('total')).toHaveText('$49.00');
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'PayPal Checkout (local)' })).toBeVisible();
  await expect(page.getByText('Pay $49.00 USD')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Purchase' }).click();
  await expect(page).toHaveURL(/\/legal-form-guide\/divorce-forms\/[A-Za-z0-9]{20}$/);
  const payment = await withAppDatabase(
    (db) => db.selectFrom('payments').select(['provider', 'provider_order_id', 'status', 'transaction_id', 'amount_cents']).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    DATA_DIR,
  );
  expect(payment).toMatchObject({ provider: 'paypal', status: 'completed', amount_cents: 4900, transaction_id: `CAP${payment.provider_order_id}` });
  await page.goto(`${PAYPAL_APP}/paypal/success?token=${payment.provider_order_id}&PayerID=E2EPAYER`);
  await expect(page.getByRole('alert')).toHaveText('Sorry, incorrect Paypal token');
});

test('cancelling on PayPal returns to the cancel page and nothing is paid', async ({ page, context }) => {
  const userId = await petitionerOnPayPalApp(context);
  await page.goto(`${PAYPAL_APP}/pay-for-form/${UTAH_WITH_CHILDREN}/${userId}/unilateral/1`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.getByRole('button', { name: 'Cancel and return to merchant' }).click();
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible();
  const statuses = await withAppDatabase((db) => db.selectFrom('payments').select('status').where('user_id', '=', userId).execute(), DATA_DIR);
  expect(statuses).toEqual([{ status: 'cancelled' }]);
});
