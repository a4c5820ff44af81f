// The PayPal Orders v2 provider against a local HTTP server that answers the OAuth token, create, get and
// capture calls as PayPal documents them: the order is created in USD for the computed amount, captured once,
// a retried capture reads the order instead of charging again, and a wrong captured amount is refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { calendarToday } from '../../app/services/payments/coupons.server';
import { beginPayment, completePayment, hasPaid } from '../../app/services/payments/payments.server';
import { PayPalPaymentProvider } from '../../app/services/payments/paypal-provider.server';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { orderJson as sharedOrderJson, preferredAnswer, readBody, type FakeOrder } from '../support/paypal-orders-shape';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const orders = new Map<string, FakeOrder>();
const calls: { method: string; path: string; body: unknown; requestId?: string; prefer?: string }[] = [];
let server: Server;
let apiUrl: string;
let database: TestDatabase;
const PUBLISHED = SAMPLE_WORKFLOWS[0]!.publishedId;
const settings = { defaultFrom: 'Accord <no-reply@accord.local>', timeZone: 'America/Denver', today: calendarToday('America/Denver') };

const orderJson = (order: FakeOrder) => sharedOrderJson(order, { apiUrl, approveUrl: 'https://www.sandbox.paypal.com/checkoutnow' });

beforeAll(async () => {
  server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = request.url ?? '';
      calls.push({ method: request.method ?? '', path, body: body && path.startsWith('/v2') ? JSON.parse(body) : body, requestId: request.headers['paypal-request-id'] as string | undefined, prefer: request.headers.prefer as string | undefined });
      const answer = (order: FakeOrder) => preferredAnswer(request, orderJson(order));
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
        if (request.headers.authorization !== expected || body !== 'grant_type=client_credentials') return send(401, { error: 'invalid_client' });
        return send(200, { access_token: 'A21-test-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (request.headers.authorization !== 'Bearer A21-test-token') return send(401, { name: 'AUTHENTICATION_FAILURE' });
      if (request.method === 'POST' && path === '/v2/checkout/orders') {
        const input = JSON.parse(body) as { intent: string; purchase_units: { amount: { currency_code: string; value: string } }[] };
        if (input.intent !== 'CAPTURE') return send(400, { name: 'INVALID_REQUEST' });
        const order: FakeOrder = { id: `5O${orders.size + 190}77${Date.now() % 100000}`, amount: input.purchase_units[0]!.amount, approved: false };
        orders.set(order.id, order);
        return send(201, answer(order));
      }
      const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
      const order = match ? orders.get(match[1]!) : undefined;
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (request.method === 'GET' && !match![2]) return send(200, orderJson(order));
      if (request.method === 'POST' && match![2]) {
        if (order.captureId) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        if (!order.approved) return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        order.captureId = `3C${order.id}`;
        return send(201, answer(order));
      }
      return send(405, {});
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
  await seedGuide(database.db);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let users = 0;
async function newUser() {
  users += 1;
  const { id } = await createUser(database.db, {
    email: `paypal${users}@example.com`, password: 'Maple-Kettle-77', firstName: 'Pat', lastName: 'Pal', dateOfBirth: '1980-02-29', phoneNumber: '801-555-0100',
    addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601', permissionToContact: false, verified: true, termsAccepted: true,
  });
  return id;
}

describe('PayPal Orders v2', () => {
  const provider = () => new PayPalPaymentProvider({ clientId: 'client-id', clientSecret: 'client-secret', apiUrl });

  it('creates a USD order for the computed amount, sends the buyer to the approve link and captures once', async () => {
    const userId = await newUser();
    const begun = await beginPayment(database.db, provider(), { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', origin: 'http://app.test' }, settings);
    expect(begun).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/) });
    const orderId = (begun as { orderId: string }).orderId;
    const create = calls.find((c) => c.method === 'POST' && c.path === '/v2/checkout/orders')!;
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '49.00' } }],
      payment_source: { paypal: { experience_context: { return_url: 'http://app.test/paypal/success', cancel_url: 'http://app.test/paypal/cancel' } } },
    });

    // not approved yet: nothing is paid and the token stays usable
    expect(await completePayment(database.db, provider(), orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'couldNotComplete' } });
    expect(await hasPaid(database.db, userId, { level: 1, publishedWorkflowId: PUBLISHED })).toBe(false);

    orders.get(orderId)!.approved = true;
    expect(await completePayment(database.db, provider(), orderId, settings)).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/legal-form-guide\/divorce-forms\//) });
    const log = await database.db.selectFrom('payment_log').select(['transaction_id', 'amount_cents']).where('provider_order_id', '=', orderId).execute();
    expect(log).toEqual([{ transaction_id: `3C${orderId}`, amount_cents: 4900 }]);
    const captureCalls = calls.filter((c) => c.path.endsWith(`${orderId}/capture`));
    expect(captureCalls.every((c) => c.requestId === `capture-${orderId}`)).toBe(true);
    // the capture's default answer (return=minimal) holds no captures: the full representation is asked for
    expect(captureCalls.every((c) => c.prefer === 'return=representation')).toBe(true);
    // a replayed return URL is refused before PayPal is called again
    const before = calls.length;
    expect(await completePayment(database.db, provider(), orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'incorrectToken' } });
    expect(calls.length).toBe(before);
  });

  it('a capture retried after PayPal already captured reads the order and completes once', async () => {
    const userId = await newUser();
    const begun = await beginPayment(database.db, provider(), { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'unilateral', origin: 'http://app.test' }, settings);
    const orderId = (begun as { orderId: string }).orderId;
    const order = orders.get(orderId)!;
    // the first capture reached PayPal but its answer was lost
    order.approved = true;
    order.captureId = `3C${orderId}`;
    expect(await completePayment(database.db, provider(), orderId, settings)).toMatchObject({ kind: 'redirect' });
    expect(calls.some((c) => c.method === 'GET' && c.path === `/v2/checkout/orders/${orderId}`)).toBe(true);
    expect(await hasPaid(database.db, userId, { level: 1, publishedWorkflowId: PUBLISHED })).toBe(true);
  });

  it('a captured amount other than the computed price is refused', async () => {
    const userId = await newUser();
    const begun = await beginPayment(database.db, provider(), { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', origin: 'http://app.test' }, settings);
    const orderId = (begun as { orderId: string }).orderId;
    const order = orders.get(orderId)!;
    order.approved = true;
    order.capturedValue = '1.00';
    expect(await completePayment(database.db, provider(), orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'couldNotComplete' } });
    expect(await hasPaid(database.db, userId, { level: 1, publishedWorkflowId: PUBLISHED })).toBe(false);
    expect(await database.db.selectFrom('user_workflows').select('id').where('owner_id', '=', userId).execute()).toEqual([]);
  });

  it('a failing PayPal answers the buyer with the spec text', async () => {
    const userId = await newUser();
    const broken = new PayPalPaymentProvider({ clientId: 'client-id', clientSecret: 'wrong', apiUrl });
    expect(await beginPayment(database.db, broken, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', origin: 'http://app.test' }, settings)).toEqual({ kind: 'error', refusal: { reason: 'couldNotProcess' } });
  });
});
