// PayPal Orders API v2: an OAuth client-credentials token, then create (intent CAPTURE, USD), capture on
// approval, and a GET to read an order that was already captured (a retried capture never charges twice).
// Checked against PayPal's reference: create answers 201 with rel 'payer-action' (payment_source.paypal) or
// 'approve' (older application_context); create and capture default to `Prefer: return=minimal` (id, status,
// links only), so both ask for `return=representation` to get purchase_units[0].payments.captures[0].
import type { Queryable } from '../../db.server';
import { formatAmount, parseAmount, type CapturedOrder, type CreatedOrder, type CreateOrderInput, type PaymentProvider } from './provider.server';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com (live), https://api-m.sandbox.paypal.com, or a local test server */
  apiUrl: string;
}

export const PAYPAL_API = { live: 'https://api-m.paypal.com', sandbox: 'https://api-m.sandbox.paypal.com' } as const;

interface PayPalOrder {
  id: string;
  status: string;
  links?: { href: string; rel: string; method?: string }[];
  purchase_units?: { amount?: { currency_code: string; value: string }; payments?: { captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[] } }[];
}

export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  constructor(private readonly config: PayPalConfig) {}

  private async accessToken(): Promise<string> {
    const response = await fetch(`${this.config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok) throw new Error(`PayPal token: HTTP ${response.status}`);
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error('PayPal token: no access_token in the answer');
    return body.access_token;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<{ status: number; json: unknown }> {
    const token = await this.accessToken();
    const response = await fetch(`${this.config.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        ...(method === 'POST' ? { prefer: 'return=representation' } : {}),
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : {} };
  }

  async createOrder(_db: Queryable, input: CreateOrderInput): Promise<CreatedOrder> {
    const { status, json } = await this.call('POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: input.currency, value: formatAmount(input.amountCents) }, description: input.description }],
      payment_source: { paypal: { experience_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: 'PAY_NOW', shipping_preference: 'NO_SHIPPING' } } },
    });
    const order = json as PayPalOrder;
    if (status >= 300 || !order.id) throw new Error(`PayPal create order: HTTP ${status}`);
    const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!approve) throw new Error(`PayPal create order ${order.id}: no approve link`);
    return { orderId: order.id, approveUrl: approve.href };
  }

  async captureOrder(_db: Queryable, orderId: string): Promise<CapturedOrder> {
    const id = encodeURIComponent(orderId);
    // the request id makes PayPal answer a retried capture with the first result instead of capturing again
    let { status, json } = await this.call('POST', `/v2/checkout/orders/${id}/capture`, {}, `capture-${orderId}`);
    if (status === 422 || status === 404) ({ status, json } = await this.call('GET', `/v2/checkout/orders/${id}`));
    if (status >= 300) throw new Error(`PayPal capture ${orderId}: HTTP ${status}`);
    let order = json as PayPalOrder;
    // an answer without the captures (a minimal one) is never read as a wrong amount: the order is read in full
    if (order.status === 'COMPLETED' && !order.purchase_units?.[0]?.payments?.captures) {
      ({ status, json } = await this.call('GET', `/v2/checkout/orders/${id}`));
      if (status >= 300) throw new Error(`PayPal get order ${orderId}: HTTP ${status}`);
      order = json as PayPalOrder;
    }
    const capture = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    if (order.status !== 'COMPLETED' || !capture) return { status: order.status, amountCents: undefined, currency: undefined, transactionId: undefined };
    return { status: 'COMPLETED', amountCents: parseAmount(capture.amount.value), currency: capture.amount.currency_code, transactionId: capture.id };
  }
}
