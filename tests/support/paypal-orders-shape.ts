// What PayPal's Orders v2 API answers, for the local stand-ins of the integration and end-to-end tests: the order
// as `Prefer: return=representation` returns it, and the id, status and links of PayPal's default
// `return=minimal`. One copy, so both fakes answer as the documentation says.
import type { IncomingMessage } from 'node:http';

export interface FakeOrder {
  id: string;
  amount: { currency_code: string; value: string };
  approved: boolean;
  captureId?: string;
  /** what the fake reports as captured (to test that the server checks it); the order's amount otherwise */
  capturedValue?: string;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

/** The full order, with its self link under `apiUrl` and the buyer's approve page at `approveUrl`. */
export function orderJson(order: FakeOrder, links: { apiUrl: string; approveUrl: string }) {
  const captured = order.captureId !== undefined;
  return {
    id: order.id,
    status: captured ? 'COMPLETED' : order.approved ? 'APPROVED' : 'PAYER_ACTION_REQUIRED',
    purchase_units: [
      {
        reference_id: 'default',
        amount: order.amount,
        ...(captured
          ? { payments: { captures: [{ id: order.captureId, status: 'COMPLETED', amount: { currency_code: order.amount.currency_code, value: order.capturedValue ?? order.amount.value } }] } }
          : {}),
      },
    ],
    links: [
      { href: `${links.apiUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `${links.approveUrl}?token=${order.id}`, rel: 'payer-action', method: 'GET' },
    ],
  };
}

/** The answer to a create or capture: the full order only when the request asked for it. */
export function preferredAnswer(request: IncomingMessage, full: ReturnType<typeof orderJson>) {
  if (String(request.headers.prefer ?? '').includes('return=representation')) return full;
  return { id: full.id, status: full.status, links: full.links };
}
