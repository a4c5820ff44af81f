// A local stand-in for PayPal during end-to-end tests: the OAuth token and the Orders v2 create, get and capture
// calls answered as PayPal documents them (201 on create and capture, `Prefer: return=minimal` by default), plus a plain-HTML approve page (PayPal's checkout) that returns the
// buyer to the order's return_url or cancel_url with ?token={orderId}. Nothing leaves the machine. It runs inside
// the Playwright worker that needs it (tests/e2e/support/test.ts), one per worker, each with its own orders.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import {
  orderJson as sharedOrderJson,
  preferredAnswer,
  readBody,
  type FakeOrder,
} from '../../support/paypal-orders-shape';

const CLIENT = `Basic ${Buffer.from('e2e-client-id:e2e-client-secret').toString('base64')}`;

interface Order extends FakeOrder {
  returnUrl: string;
  cancelUrl: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Listens on 127.0.0.1:port; resolves once it accepts connections. */
export async function startFakePayPal(port: number): Promise<Server> {
  const server = fakePayPal(port);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

function fakePayPal(port: number): Server {
  const orders = new Map<string, Order>();
  const links = { apiUrl: `http://127.0.0.1:${port}`, approveUrl: `http://127.0.0.1:${port}/checkoutnow` };
  const orderJson = (order: Order) => sharedOrderJson(order, links);
  const answerFor = (request: IncomingMessage, order: Order) => preferredAnswer(request, orderJson(order));

  return createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', links.apiUrl);
      const body = await readBody(request);
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (url.pathname === '/healthz') return json(200, { ok: true });
      if (url.pathname === '/checkoutnow') {
        const order = orders.get(url.searchParams.get('token') ?? '');
        if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND' });
        if (request.method === 'POST') {
          const decision = new URLSearchParams(body).get('decision');
          if (decision === 'approve') order.approved = true;
          const target = new URL(decision === 'approve' ? order.returnUrl : order.cancelUrl);
          target.searchParams.set('token', order.id);
          if (decision === 'approve') target.searchParams.set('PayerID', 'E2EPAYER');
          response.writeHead(302, { location: target.toString() });
          return response.end();
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(
          `<!doctype html><html lang="en"><title>PayPal Checkout (local)</title><main><h1>PayPal Checkout (local)</h1><p>Pay $${escape(order.amount.value)} ${escape(order.amount.currency_code)}</p>` +
            `<form method="post"><button name="decision" value="approve">Complete Purchase</button><button name="decision" value="cancel">Cancel and return to merchant</button></form></main></html>`,
        );
      }
      if (url.pathname === '/v1/oauth2/token') {
        if (request.headers.authorization !== CLIENT || body !== 'grant_type=client_credentials')
          return json(401, { error: 'invalid_client' });
        return json(200, { access_token: 'A21-e2e-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (request.headers.authorization !== 'Bearer A21-e2e-token')
        return json(401, { name: 'AUTHENTICATION_FAILURE' });
      if (request.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const input = JSON.parse(body) as {
          intent: string;
          purchase_units: { amount: Order['amount'] }[];
          payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
        };
        const context = input.payment_source?.paypal?.experience_context;
        if (input.intent !== 'CAPTURE' || !context?.return_url || !context.cancel_url)
          return json(400, { name: 'INVALID_REQUEST' });
        const order: Order = {
          id: `E2E${Date.now().toString(36).toUpperCase()}${orders.size}`,
          amount: input.purchase_units[0]!.amount,
          returnUrl: context.return_url,
          cancelUrl: context.cancel_url,
          approved: false,
        };
        orders.set(order.id, order);
        return json(201, answerFor(request, order));
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
      const order = match ? orders.get(match[1]!) : undefined;
      if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (request.method === 'GET' && !match![2]) return json(200, orderJson(order));
      if (request.method === 'POST' && match![2]) {
        if (order.captureId)
          return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        if (!order.approved)
          return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        order.captureId = `CAP${order.id}`;
        return json(201, answerFor(request, order));
      }
      return json(405, {});
    })();
  });
}
