// The payment-provider interface: the server creates an order for an exact amount and captures it after the
// buyer approved it. Two implementations, chosen by PAYMENT_PROVIDER: the local sandbox and PayPal Orders v2.
import type { Queryable } from '../../db.server';

export interface CreateOrderInput {
  amountCents: number;
  currency: 'USD';
  description: string;
  /** absolute URLs; the provider appends ?token={orderId} */
  returnUrl: string;
  cancelUrl: string;
}

export interface CreatedOrder {
  orderId: string;
  /** where the buyer approves the order (without JavaScript the page redirects there) */
  approveUrl: string;
}

export interface CapturedOrder {
  /** the provider's order status after the capture; only 'COMPLETED' pays */
  status: string;
  amountCents: number | undefined;
  currency: string | undefined;
  transactionId: string | undefined;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paypal';
  /** `db` lets the sandbox keep its orders in the caller's transaction; PayPal ignores it */
  createOrder(db: Queryable, input: CreateOrderInput): Promise<CreatedOrder>;
  /** Captures an approved order; capturing an already captured order reports it as it stands, never twice. */
  captureOrder(db: Queryable, orderId: string): Promise<CapturedOrder>;
}

export { formatAmount, parseAmount } from './money';
