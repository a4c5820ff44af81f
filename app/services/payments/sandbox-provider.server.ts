// The local sandbox provider: orders live in the app's own table and are approved on the app's own page
// (/paypal/approve), so the whole payment flow runs on a fresh machine without any outside service.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db.server';
import type { CapturedOrder, CreatedOrder, CreateOrderInput, PaymentProvider } from './provider.server';

export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  async createOrder(db: Queryable, input: CreateOrderInput): Promise<CreatedOrder> {
    const orderId = `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
    await db
      .insertInto('sandbox_orders')
      .values({ id: orderId, amount_cents: input.amountCents, currency: input.currency, description: input.description, return_url: input.returnUrl, cancel_url: input.cancelUrl })
      .execute();
    return { orderId, approveUrl: `/paypal/approve?token=${orderId}` };
  }

  async captureOrder(db: Queryable, orderId: string): Promise<CapturedOrder> {
    const order = await db.selectFrom('sandbox_orders').select(['status', 'amount_cents', 'currency', 'capture_id']).where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) return { status: 'NOT_FOUND', amountCents: undefined, currency: undefined, transactionId: undefined };
    if (order.status === 'APPROVED') {
      const captureId = `SBXCAP${randomBytes(6).toString('hex').toUpperCase()}`;
      await db.updateTable('sandbox_orders').set({ status: 'COMPLETED', capture_id: captureId }).where('id', '=', orderId).execute();
      return { status: 'COMPLETED', amountCents: order.amount_cents, currency: order.currency, transactionId: captureId };
    }
    return { status: order.status, amountCents: order.amount_cents, currency: order.currency, transactionId: order.capture_id ?? undefined };
  }
}

/** The sandbox's approve page: the order as the buyer sees it. */
/** The shape createOrder gives an order id; anything else (a NUL byte, a forged value) is no order at all. */
const SANDBOX_ORDER_ID = /^SBX[0-9A-F]{18}$/;

export async function findSandboxOrder(db: Queryable, orderId: string) {
  if (!SANDBOX_ORDER_ID.test(orderId)) return undefined;
  return db.selectFrom('sandbox_orders').select(['id', 'amount_cents', 'currency', 'description', 'status', 'return_url', 'cancel_url']).where('id', '=', orderId).executeTakeFirst();
}

/** The buyer approves (or cancels) on the sandbox page; returns where the provider sends the buyer next. */
export async function decideSandboxOrder(db: Queryable, orderId: string, decision: 'approve' | 'cancel'): Promise<string | undefined> {
  const order = await findSandboxOrder(db, orderId);
  if (!order) return undefined;
  if (decision === 'approve' && order.status === 'CREATED') await db.updateTable('sandbox_orders').set({ status: 'APPROVED' }).where('id', '=', orderId).where('status', '=', 'CREATED').execute();
  const base = decision === 'approve' ? order.return_url : order.cancel_url;
  const url = new URL(base, 'http://sandbox.invalid');
  url.searchParams.set('token', orderId);
  return base.startsWith('http') ? url.toString() : `${url.pathname}${url.search}`;
}
