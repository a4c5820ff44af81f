// The PayPal Test page's $1.00 payment (administration-platform.md §9 'Test payment $1.00'): captured through the
// configured provider, and its 'one-time payment' receipt sent once to the admin who paid, however often the
// return URL is loaded (the provider answers a repeated capture with the same COMPLETED order).
import { sql } from 'kysely';
import type { Database } from '../../db.server';
import { sendEmail } from '../email.server';
import type { PaymentSettings } from './payments.server';
import { formatAmount, type PaymentProvider } from './provider.server';

export const TEST_PAYMENT_CENTS = 100;

/** What the test page says: 'processed', or the capture's refusal (guide catalogue `pay.processed`, `pay.refusals.couldNotComplete`). */
export type TestPaymentOutcome = 'processed' | 'couldNotComplete';

export async function completeTestPayment(db: Database, provider: PaymentProvider, orderId: string, payer: { email: string; name: string }, settings: PaymentSettings): Promise<TestPaymentOutcome> {
  return db.transaction().execute(async (tx) => {
    // one receipt per order, even for two loads of the return URL at once
    await sql`select pg_advisory_xact_lock(hashtext(${`test-payment:${orderId}`}))`.execute(tx);
    const captured = await provider.captureOrder(tx, orderId).catch((error: unknown) => {
      console.error(`payment test: capturing ${provider.name} order ${orderId} failed`, error);
      return undefined;
    });
    if (captured?.status !== 'COMPLETED' || captured.amountCents !== TEST_PAYMENT_CENTS || captured.currency !== 'USD') return 'couldNotComplete';
    const sent = await tx.selectFrom('emails').select('id').where('template', '=', 'one-time-payment').where(sql<boolean>`template_data->>'orderId' = ${orderId}`).executeTakeFirst();
    if (!sent) {
      const amount = formatAmount(TEST_PAYMENT_CENTS);
      await sendEmail(
        tx,
        { to: payer, template: 'one-time-payment', data: { amount, price: amount, discount: formatAmount(0), couponCode: null, orderId, transactionId: captured.transactionId ?? null } },
        { defaultFrom: settings.defaultFrom, timeZone: settings.timeZone },
      );
    }
    return 'processed';
  });
}
