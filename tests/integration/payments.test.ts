// Payments against a real PostgreSQL: prices and coupons, level 1 starting the user workflow, level 2 moving
// the step machine through the engine, replays changing nothing, and a coupon limit holding under concurrency.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { applyStepEvent, findUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { createCoupon, calendarToday, findCoupon, updateCoupon } from '../../app/services/payments/coupons.server';
import { beginPayment, completePayment, hasPaid, level2Refusal, quote, cancelPayment } from '../../app/services/payments/payments.server';
import { paymentRefusalText, type PaymentRefusal } from '../../app/services/payments/refusals';
import { textsIn } from '../../i18n/texts-for-tests';
import { decideSandboxOrder, SandboxPaymentProvider } from '../../app/services/payments/sandbox-provider.server';
import { formLevelPrices, formParties, loadPrices, priceCardView, saveCard, saveLevelPrices, savePrices } from '../../app/services/payments/prices.server';
import { publishWorkflow, readSampleWorkflow, SAMPLE_WORKFLOWS, seedGuide, DIVORCE_COSTS } from '../../db/seed-guide';
import { saveWorkflowType } from '../../app/services/admin/reference-data.server';
import { createTestDatabase, type TestDatabase } from './support/test-database';
import { readCardImage, storeCardImage } from '../../app/services/payments/price-card-image.server';
import { completeTestPayment, TEST_PAYMENT_CENTS } from '../../app/services/payments/test-payment.server';
import { renderEmail } from '../../templates/emails';

const PUBLISHED = SAMPLE_WORKFLOWS[0]!.publishedId;
const provider = new SandboxPaymentProvider();
const today = calendarToday('America/Denver');
const settings = { defaultFrom: 'Accord <no-reply@accord.local>', timeZone: 'America/Denver', today };
const origin = 'http://app.test';
// the services name a refusal; the pages say it from the guide catalogue, in English exactly the spec's words
const english = await textsIn('en', 'guide');
const said = (refusal: PaymentRefusal | undefined) => refusal && paymentRefusalText(english, refusal, 'en');
let database: TestDatabase;
let userCount = 0;

async function newUser() {
  userCount += 1;
  const { id } = await createUser(database.db, {
    email: `payer${userCount}@example.com`, password: 'Maple-Kettle-77', firstName: 'Pat', lastName: `Payer${userCount}`, dateOfBirth: '1980-02-29',
    phoneNumber: '801-555-0100', addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601', permissionToContact: false, verified: true, termsAccepted: true,
  });
  return id;
}

function dayOffset(days: number) {
  return calendarToday('America/Denver', new Date(Date.now() + days * 86_400_000));
}

/** begins a level-1 payment and approves it on the sandbox page; returns the order id */
async function approvedOrder(userId: string, couponCode?: string) {
  const begun = await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', couponCode, origin }, settings);
  if (begun.kind !== 'redirect' || !begun.orderId) throw new Error(`no order: ${JSON.stringify(begun)}`);
  expect(begun.to).toBe(`/paypal/approve?token=${begun.orderId}`);
  expect(await decideSandboxOrder(database.db, begun.orderId, 'approve')).toBe(`${origin}/paypal/success?token=${begun.orderId}`);
  return begun.orderId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

describe('prices and coupons', () => {
  it('a quote is the level price in cents less the coupon percentage, and refused coupons say why', async () => {
    await createCoupon(database.db, { code: 'tenoff', amount: 10, limit: 100, startDate: today, endDate: dayOffset(30), campaign: false });
    await createCoupon(database.db, { code: 'LATER', amount: 10, limit: 100, startDate: dayOffset(5), endDate: dayOffset(30), campaign: false });
    await createCoupon(database.db, { code: 'OLD', amount: 10, limit: 100, startDate: dayOffset(-30), endDate: dayOffset(-1), campaign: false });
    await createCoupon(database.db, { code: 'USEDUP', amount: 10, limit: 0, startDate: today, endDate: dayOffset(30), campaign: false });
    const level1 = DIVORCE_COSTS.collaborative.paywall1 * 100;
    expect(await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, today })).toMatchObject({ priceCents: level1, discountCents: 0, totalCents: level1 });
    expect(await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: ' tenOff ', today })).toMatchObject({ discountCents: Math.round(level1 / 10), totalCents: level1 - Math.round(level1 / 10), couponCode: 'TENOFF' });
    const [y, m, d] = dayOffset(5).split('-');
    expect(said((await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: 'later', today })).couponRefusal)).toBe(`Sorry, this coupon will not be active until ${m}/${d}/${y}`);
    expect(said((await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: 'old', today })).couponRefusal)).toMatch(/^Sorry, this coupon expired on \d\d\/\d\d\/\d{4}$/);
    expect(said((await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: 'usedup', today })).couponRefusal)).toBe('Sorry, this coupon has reached its limit');
    expect(said((await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: 'nope', today })).couponRefusal)).toBe('Sorry, could not find this coupon');
  });

  it('codes are stored upper-case and at most one coupon is the campaign', async () => {
    await createCoupon(database.db, { code: 'camp1', amount: 5, limit: 3, startDate: today, endDate: dayOffset(3), campaign: true });
    await createCoupon(database.db, { code: 'camp2', amount: 5, limit: 3, startDate: today, endDate: dayOffset(3), campaign: true });
    const campaigns = await database.db.selectFrom('coupons').select('code').where('campaign', '=', true).execute();
    expect(campaigns).toEqual([{ code: 'CAMP2' }]);
  });
});

describe('coupon manager rules', () => {
  it('creating a coupon with an existing code is refused naming it, and the stored coupon stays as it was', async () => {
    expect(await createCoupon(database.db, { code: 'spring', amount: 50, limit: 10, startDate: today, endDate: dayOffset(30), campaign: true })).toEqual({ ok: true });
    const refused = await createCoupon(database.db, { code: ' Spring ', amount: 20, limit: 3, startDate: today, endDate: dayOffset(3), campaign: false });
    expect(refused).toEqual({ ok: false, refusal: 'exists', code: 'SPRING' });
    expect(await findCoupon(database.db, 'SPRING')).toMatchObject({ amount: 50, limit: 10, campaign: true });
    // a refused duplicate that asked to be the campaign does not take the flag from the campaign coupon either
    await createCoupon(database.db, { code: 'spring', amount: 20, limit: 3, startDate: today, endDate: dayOffset(3), campaign: true });
    expect(await findCoupon(database.db, 'SPRING')).toMatchObject({ amount: 50, campaign: true });
  });

  it('Update changes an existing coupon, including its paywall and type, and refuses one deleted meanwhile', async () => {
    await createCoupon(database.db, { code: 'EDITME', amount: 10, limit: 5, startDate: today, endDate: dayOffset(30), campaign: false });
    expect(await findCoupon(database.db, 'EDITME')).toMatchObject({ paywall: 'both', type: 'percent' });
    expect(await updateCoupon(database.db, { code: 'editme', amount: 25, limit: 6, startDate: today, endDate: dayOffset(30), campaign: false, paywall: 'level_2', type: 'fixed' })).toEqual({ ok: true });
    expect(await findCoupon(database.db, 'EDITME')).toMatchObject({ amount: 25, limit: 6, paywall: 'level_2', type: 'fixed' });
    expect(await updateCoupon(database.db, { code: 'GONE', amount: 25, limit: 6, startDate: today, endDate: dayOffset(30), campaign: false })).toEqual({ ok: false, refusal: 'missing', code: 'GONE' });
    expect(await findCoupon(database.db, 'GONE')).toBeUndefined();
  });

  it("the database refuses a paywall or type the code does not know", async () => {
    await expect(sql`insert into coupons (code, start_date, end_date, paywall) values ('BADPAYWALL', now(), now(), 'level_3')`.execute(database.db)).rejects.toThrow(/coupons_paywall_known/);
    await expect(sql`insert into coupons (code, start_date, end_date, type) values ('BADTYPE', now(), now(), 'bogo')`.execute(database.db)).rejects.toThrow(/coupons_type_known/);
  });
});

describe('coupon paywall and type at checkout', () => {
  it('a level-2 coupon is refused on level 1 and a level-1 coupon on level 2, in the quote and before any order', async () => {
    await createCoupon(database.db, { code: 'FINALONLY', amount: 10, limit: 5, startDate: today, endDate: dayOffset(30), campaign: false, paywall: 'level_2' });
    await createCoupon(database.db, { code: 'FIRSTONLY', amount: 10, limit: 5, startDate: today, endDate: dayOffset(30), campaign: false, paywall: 'level_1' });
    const level1 = await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: 'finalonly', today });
    expect(level1).toMatchObject({ discountCents: 0, couponCode: null, couponRefusal: { reason: 'onlyLevel2' } });
    expect(await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: 'firstonly', today })).toMatchObject({ couponCode: 'FIRSTONLY', couponAmount: { type: 'percent', amount: 10 } });
    const userId = await newUser();
    expect(await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', couponCode: 'finalonly', origin }, settings)).toEqual({ kind: 'error', refusal: { reason: 'onlyLevel2' } });
    expect(await database.db.selectFrom('payments').select('id').where('user_id', '=', userId).execute()).toEqual([]);

    const workflowId = ((await completePayment(database.db, provider, await approvedOrder(userId), settings)) as { to: string }).to.split('/').pop()!;
    await applyStepEvent(database.db, workflowId, { type: 'GO_TO_STEP', step: 4, admin: true });
    expect(await beginPayment(database.db, provider, { userId, userWorkflowId: workflowId, level: 2, variant: 'collaborative', couponCode: 'firstonly', origin }, settings)).toEqual({ kind: 'error', refusal: { reason: 'onlyLevel1' } });
    const level2 = await quote(database.db, { userWorkflowId: workflowId, variant: 'collaborative', level: 2, couponCode: 'finalonly', today });
    expect(level2).toMatchObject({ couponCode: 'FINALONLY', discountCents: Math.round(level2.priceCents / 10) });
  });

  it('a fixed coupon takes whole dollars off, and the coupon is counted when the payment uses it, not at lookup', async () => {
    await createCoupon(database.db, { code: 'TWENTYOFF', amount: 20, limit: 5, startDate: today, endDate: dayOffset(30), campaign: false, type: 'fixed' });
    const level1 = DIVORCE_COSTS.collaborative.paywall1 * 100;
    for (let lookup = 0; lookup < 3; lookup++) {
      expect(await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, couponCode: 'twentyoff', today })).toMatchObject({ discountCents: 2000, totalCents: level1 - 2000, couponAmount: { type: 'fixed', amount: 20 } });
    }
    expect(await findCoupon(database.db, 'TWENTYOFF')).toMatchObject({ count: 0 });
    const userId = await newUser();
    const orderId = await approvedOrder(userId, 'twentyoff');
    expect(await database.db.selectFrom('payments').select(['discount_cents', 'amount_cents']).where('provider_order_id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ discount_cents: 2000, amount_cents: level1 - 2000 });
    expect(await findCoupon(database.db, 'TWENTYOFF')).toMatchObject({ count: 0 });
    expect(await completePayment(database.db, provider, orderId, settings)).toMatchObject({ kind: 'redirect' });
    expect(await findCoupon(database.db, 'TWENTYOFF')).toMatchObject({ count: 1 });
  });

  it('an open order whose coupon was limited to the other level meanwhile is not captured', async () => {
    await createCoupon(database.db, { code: 'SWITCHED', amount: 10, limit: 5, startDate: today, endDate: dayOffset(30), campaign: false });
    const userId = await newUser();
    const orderId = await approvedOrder(userId, 'switched');
    await updateCoupon(database.db, { code: 'SWITCHED', amount: 10, limit: 5, startDate: today, endDate: dayOffset(30), campaign: false, paywall: 'level_2' });
    expect(await completePayment(database.db, provider, orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'onlyLevel2' } });
    expect(await hasPaid(database.db, userId, { level: 1, publishedWorkflowId: PUBLISHED })).toBe(false);
    expect(await findCoupon(database.db, 'SWITCHED')).toMatchObject({ count: 0 });
  });
});

describe('paywall prices', () => {
  it('one card is saved alone, and shown as the pay page shows it with [p1] and [p2] as the level prices of the form', async () => {
    const [before] = (await loadPrices(database.db)).filter((p) => p.variant === 'unilateral');
    await saveCard(database.db, 'unilateral', 'general', { ...before!.cards.general, price: '[p1] + [p2]', summary: '<p>Pay [P1] now<script>x()</script></p>' });
    const [after] = (await loadPrices(database.db)).filter((p) => p.variant === 'unilateral');
    expect(after!.cards.general).toMatchObject({ price: '[p1] + [p2]', summary: '<p>Pay [P1] now</p>' });
    expect(after!.cards.level_1).toEqual(before!.cards.level_1);
    const prices = await formLevelPrices(database.db, { publishedWorkflowId: PUBLISHED, level: 1, variant: 'unilateral' });
    expect(prices).toEqual({ p1: DIVORCE_COSTS.unilateral.paywall1, p2: DIVORCE_COSTS.unilateral.paywall2 });
    const view = priceCardView(after!.cards.general, { variant: 'unilateral', level: 'general', prices });
    expect(view).toMatchObject({ price: `$${prices.p1} + $${prices.p2}`, summaryHtml: `<p>Pay $${prices.p1} now</p>`, header: 'On your own' });
  });

  it("the collaborative card's default header names the form's other party: 'With your landlord' for a lease, the spec's 'With your spouse' for a divorce (ADR 028)", async () => {
    const saved = await saveWorkflowType(database.db, undefined, { title: 'Lease Card Words', states: ['Utah'], active: false, costs: DIVORCE_COSTS, participants: 2, otherParty: 'landlord' });
    if (!saved.ok) throw new Error(saved.refusal);
    await publishWorkflow(database.db, { formId: 'leaseCardWordsForm00', publishedId: 'pubLeaseCardWords000', definition: { ...readSampleWorkflow(SAMPLE_WORKFLOWS[0]!.file), type: 'Lease Card Words' } });
    const header = async (publishedWorkflowId: string) => {
      const { otherParty } = await formParties(database.db, { publishedWorkflowId, level: 1 });
      return priceCardView(undefined, { variant: 'collaborative', level: 'level_1', prices: { p1: 1, p2: 2 }, otherParty }).header;
    };
    expect(await header('pubLeaseCardWords000')).toBe('With your landlord');
    expect(await header(PUBLISHED)).toBe('With your spouse');
    // the testimonials, which speak of spouses, are a divorce's only
    expect(await formParties(database.db, { publishedWorkflowId: 'pubLeaseCardWords000', level: 1 })).toEqual({ otherParty: 'landlord', divorce: false });
    expect(await formParties(database.db, { publishedWorkflowId: PUBLISHED, level: 1 })).toEqual({ otherParty: 'spouse', divorce: true });
  });

  it("a card's image is stored under a name from its content, refused when it is not an image or over 2 MB, and a typed key never reaches the page", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const stored = await storeCardImage(database.db, new File([png], 'card.png', { type: 'image/png' }));
    if (!stored.ok) throw new Error(stored.message);
    expect(stored.key).toMatch(/^price-cards\/card-[0-9a-f]{32}\.png$/);
    const served = await readCardImage(database.db, stored.key.split('/')[1]!);
    expect(served).toEqual({ bytes: Buffer.from(png), mediaType: 'image/png' });
    expect(await readCardImage(database.db, '..%2Femails')).toBeUndefined();
    expect(await storeCardImage(database.db, new File(['<svg onload=alert(1)>'], 'card.png', { type: 'image/png' }))).toEqual({ ok: false, message: 'Please choose a PNG, JPEG, GIF or WebP image' });
    expect(await storeCardImage(database.db, new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png'))).toEqual({ ok: false, message: 'The image can be at most 2 MB' });

    const [before] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    await saveCard(database.db, 'collaborative', 'level_2', { ...before!.cards.level_2, img: stored.key });
    const [after] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    expect(priceCardView(after!.cards.level_2, { variant: 'collaborative', level: 'level_2', prices: { p1: 1, p2: 2 } }).imageUrl).toBe(`/price-card-image/${stored.key.split('/')[1]}`);
    await saveCard(database.db, 'collaborative', 'level_2', { ...before!.cards.level_2, img: 'emails/x/attachment' });
    const [forged] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    expect(forged!.cards.level_2.img).toBe('');
  });

  it('the level prices are saved alone under the same rule', async () => {
    const [collaborative] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    expect(await saveLevelPrices(database.db, { variant: 'collaborative', general: 1, level_1: collaborative!.level_1, level_2: collaborative!.level_2 })).toMatchObject({ ok: false });
    expect(await saveLevelPrices(database.db, { variant: 'collaborative', general: collaborative!.general, level_1: collaborative!.level_1, level_2: collaborative!.level_2 })).toEqual({ ok: true });
    const [after] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    expect(after!.cards).toEqual(collaborative!.cards);
  });

  it('a save needs the general price to equal level 1 plus level 2, and the stored cards come back', async () => {
    const [collaborative] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    const refused = await savePrices(database.db, { ...collaborative!, general: collaborative!.general + 5 });
    expect(refused).toEqual({ ok: false, message: 'Total price is not equal with level 1 and level 2 prices (difference: +5)' });
    const cards = { ...collaborative!.cards, level_1: { ...collaborative!.cards.level_1, title: '<b>Questionnaire</b>' } };
    expect(await savePrices(database.db, { ...collaborative!, cards })).toEqual({ ok: true });
    const [after] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    expect(after!.cards.level_1.title).toBe('<b>Questionnaire</b>');
    expect(after!.general).toBe(after!.level_1 + after!.level_2);
  });

  it('one price source: the editor saves the default workflow type costs, which are what a level costs', async () => {
    const [collaborative] = (await loadPrices(database.db)).filter((p) => p.variant === 'collaborative');
    expect(collaborative).toMatchObject({ level_1: DIVORCE_COSTS.collaborative.paywall1, level_2: DIVORCE_COSTS.collaborative.paywall2 });
    expect(await savePrices(database.db, { ...collaborative!, level_1: 60, level_2: 140, general: 200 })).toEqual({ ok: true });
    const type = await database.db.selectFrom('workflow_types').select('costs').where('is_default', '=', true).executeTakeFirstOrThrow();
    expect(type.costs).toEqual({ ...DIVORCE_COSTS, collaborative: { paywall1: 60, paywall2: 140 } });
    expect((await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'collaborative', level: 1, today })).priceCents).toBe(6000);
    expect((await quote(database.db, { publishedWorkflowId: PUBLISHED, variant: 'unilateral', level: 1, today })).priceCents).toBe(DIVORCE_COSTS.unilateral.paywall1 * 100);
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'prices'`.execute(database.db);
    expect(columns.rows.map((c) => c.column_name).sort()).toEqual(['cards', 'updated_at', 'variant']);
    await savePrices(database.db, collaborative!);
  });

  it('card rich text is sanitized when saved: no script, handler or javascript: link is stored', async () => {
    const [unilateral] = (await loadPrices(database.db)).filter((p) => p.variant === 'unilateral');
    const body = '<p onclick="steal()">Fair <strong>price</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>';
    const cards = { ...unilateral!.cards, level_2: { ...unilateral!.cards.level_2, body, bg: 'red;background:url(x)' } };
    expect(await savePrices(database.db, { ...unilateral!, cards })).toEqual({ ok: true });
    const stored = await database.db.selectFrom('prices').select('cards').where('variant', '=', 'unilateral').executeTakeFirstOrThrow();
    const level2 = (stored.cards as Record<string, Record<string, string>>).level_2!;
    expect(level2.body).toBe('<p>Fair <strong>price</strong> <a>x</a></p>');
    expect(level2.bg).toBe('#ffffff');
  });
});

describe('level 1', () => {
  it('a captured sandbox order starts the user workflow once, logs it, records the events and queues the receipt', async () => {
    const userId = await newUser();
    const orderId = await approvedOrder(userId);
    const done = await completePayment(database.db, provider, orderId, settings);
    expect(done.kind).toBe('redirect');
    const workflowId = (done as { to: string }).to.replace('/legal-form-guide/divorce-forms/', '');
    const workflow = await findUserWorkflow(database.db, workflowId);
    expect(workflow).toMatchObject({ owner_id: userId, published_workflow_id: PUBLISHED, step: 1 });
    expect(await hasPaid(database.db, userId, { level: 1, publishedWorkflowId: PUBLISHED })).toBe(true);
    // the payment names what it bought and the user workflow it started, each in its own column
    const payment = await database.db.selectFrom('payments').select(['published_workflow_id', 'user_workflow_id']).where('provider_order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ published_workflow_id: PUBLISHED, user_workflow_id: workflowId });
    const log = await database.db.selectFrom('payment_log').select(['amount_cents', 'level', 'transaction_id', 'provider_order_id']).where('user_id', '=', userId).execute();
    expect(log).toEqual([{ amount_cents: DIVORCE_COSTS.collaborative.paywall1 * 100, level: 1, transaction_id: expect.stringMatching(/^SBXCAP/), provider_order_id: orderId }]);
    const events = await database.db.selectFrom('payment_events').select('name').where('user_id', '=', userId).orderBy('name').execute();
    expect(events.map((e) => e.name)).toEqual(['conversion', 'payment_1']);
    const emails = await database.db.selectFrom('emails').innerJoin('users', 'users.email', 'emails.to_email').select('template').where('users.id', '=', userId).execute();
    // the receipt, and the new form's 7-day reminder (scheduled by its first step)
    expect(emails.map((e) => e.template).sort()).toEqual(['incomplete-reminder', 'initial-payment']);

    // the replayed success URL changes nothing
    expect(await completePayment(database.db, provider, orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'incorrectToken' } });
    expect(await database.db.selectFrom('user_workflows').select('id').where('owner_id', '=', userId).execute()).toHaveLength(1);
    // a new attempt for the paid level goes home instead of charging again
    expect(await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', origin }, settings)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('an order the buyer did not approve is not paid, an unknown token is refused, and a cancelled token cannot be used', async () => {
    const userId = await newUser();
    await createCoupon(database.db, { code: 'UNAPPROVED', amount: 10, limit: 1, startDate: today, endDate: dayOffset(1), campaign: false });
    const begun = await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'unilateral', couponCode: 'unapproved', origin }, settings);
    const orderId = (begun as { orderId: string }).orderId;
    expect(await completePayment(database.db, provider, orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'couldNotComplete' } });
    // the coupon is not used by an order that was not paid
    expect((await database.db.selectFrom('coupons').select('count').where('code', '=', 'UNAPPROVED').executeTakeFirstOrThrow()).count).toBe(0);
    expect(await hasPaid(database.db, userId, { level: 1, publishedWorkflowId: PUBLISHED })).toBe(false);
    expect(await completePayment(database.db, provider, 'SBXNOSUCHORDER', settings)).toEqual({ kind: 'error', refusal: { reason: 'incorrectToken' } });
    await cancelPayment(database.db, orderId);
    await decideSandboxOrder(database.db, orderId, 'approve');
    expect(await completePayment(database.db, provider, orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'incorrectToken' } });
    expect(await hasPaid(database.db, userId, { level: 1, publishedWorkflowId: PUBLISHED })).toBe(false);
  });

  it('a 100% coupon skips the provider and counts one use', async () => {
    await createCoupon(database.db, { code: 'FREE100', amount: 100, limit: 2, startDate: today, endDate: dayOffset(1), campaign: false });
    const userId = await newUser();
    const done = await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', couponCode: 'free100', origin }, settings);
    expect(done).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/legal-form-guide\/divorce-forms\//) });
    const payment = await database.db.selectFrom('payments').select(['provider', 'amount_cents', 'status']).where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ provider: 'free', amount_cents: 0, status: 'completed' });
    expect((await database.db.selectFrom('coupons').select('count').where('code', '=', 'FREE100').executeTakeFirstOrThrow()).count).toBe(1);
  });
});

describe('level 2', () => {
  it('moves the step machine from 4 to 5 through the engine and sends the final receipt', async () => {
    const userId = await newUser();
    const level1 = await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'unilateral', couponCode: 'FREE100', origin }, settings);
    const workflowId = (level1 as { to: string }).to.split('/').pop()!;
    await applyStepEvent(database.db, workflowId, { type: 'GO_TO_STEP', step: 4, admin: true });
    expect((await findUserWorkflow(database.db, workflowId))!.step).toBe(4);
    const begun = await beginPayment(database.db, provider, { userId, userWorkflowId: workflowId, level: 2, variant: 'unilateral', origin }, settings);
    const orderId = (begun as { orderId: string }).orderId;
    await decideSandboxOrder(database.db, orderId, 'approve');
    expect(await completePayment(database.db, provider, orderId, settings)).toMatchObject({ kind: 'redirect', to: `/legal-form-guide/divorce-forms/${workflowId}` });
    expect((await findUserWorkflow(database.db, workflowId))!.step).toBe(5);
    expect(await database.db.selectFrom('payments').select(['published_workflow_id', 'user_workflow_id', 'status']).where('provider_order_id', '=', orderId).executeTakeFirstOrThrow()).toEqual({ published_workflow_id: null, user_workflow_id: workflowId, status: 'completed' });
    expect(await hasPaid(database.db, userId, { level: 2, userWorkflowId: workflowId })).toBe(true);
    // the machine's effects were carried out with the payment: the stipulation is queued and the payer is audited
    const { rows: jobs } = await sql<{ payload: unknown }>`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'render_documents'`.execute(database.db);
    expect(jobs).toContainEqual({ payload: { userWorkflowId: workflowId, which: 'stipulation' } });
    const audit = await database.db.selectFrom('audit_events').select(['type', 'actor_id']).where('user_workflow_id', '=', workflowId).orderBy('id').execute();
    expect(audit.at(-1)).toEqual({ type: 'PAYMENT_COMPLETED', actor_id: userId });
    // the log names both workflows on both levels: the published one bought and the user workflow it started, paid
    const log = await database.db.selectFrom('payment_log').select(['level', 'published_workflow_id', 'amount_cents']).where('user_workflow_id', '=', workflowId).orderBy('level').execute();
    expect(log).toEqual([
      { level: 1, published_workflow_id: PUBLISHED, amount_cents: 0 },
      { level: 2, published_workflow_id: PUBLISHED, amount_cents: DIVORCE_COSTS.unilateral.paywall2 * 100 },
    ]);
    // the receipts sent now; the scheduled 7-day reminder is tests/integration/signing.test.ts's
    const templates = await database.db.selectFrom('emails').innerJoin('users', 'users.email', 'emails.to_email').select('template').where('users.id', '=', userId).where('emails.status', '!=', 'scheduled').orderBy('emails.created_at').execute();
    expect(templates.map((t) => t.template)).toEqual(['initial-payment', 'final-payment']);
  });

  it('is refused before step 4 without creating an order, as the step machine says, and an order opened at step 4 is not captured once the form moved back', async () => {
    const userId = await newUser();
    const paid = await completePayment(database.db, provider, await approvedOrder(userId), settings);
    const workflowId = (paid as { to: string }).to.split('/').pop()!;
    const ordersBefore = await database.db.selectFrom('sandbox_orders').select('id').execute();
    for (const step of [1, 2, 3] as const) {
      if (step > 1) await applyStepEvent(database.db, workflowId, { type: 'GO_TO_STEP', step, admin: true });
      const refused = await beginPayment(database.db, provider, { userId, userWorkflowId: workflowId, level: 2, variant: 'collaborative', origin }, settings);
      expect(refused).toEqual({ kind: 'error', refusal: { reason: 'level2NotDue' } });
    }
    expect(await database.db.selectFrom('payments').select('id').where('user_workflow_id', '=', workflowId).where('level', '=', 2).execute()).toEqual([]);
    expect(await database.db.selectFrom('sandbox_orders').select('id').execute()).toHaveLength(ordersBefore.length);
    expect(await level2Refusal(database.db, workflowId)).toEqual({ reason: 'level2NotDue' });

    await applyStepEvent(database.db, workflowId, { type: 'GO_TO_STEP', step: 4, admin: true });
    expect(await level2Refusal(database.db, workflowId)).toBeUndefined();
    const begun = await beginPayment(database.db, provider, { userId, userWorkflowId: workflowId, level: 2, variant: 'collaborative', origin }, settings);
    const orderId = (begun as { orderId: string }).orderId;
    await decideSandboxOrder(database.db, orderId, 'approve');
    await applyStepEvent(database.db, workflowId, { type: 'GO_TO_STEP', step: 2, admin: true });
    expect(await completePayment(database.db, provider, orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'level2NotDue' } });
    expect((await findUserWorkflow(database.db, workflowId))!.step).toBe(2);
    expect(await database.db.selectFrom('sandbox_orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).not.toEqual({ status: 'COMPLETED' });
    expect(await hasPaid(database.db, userId, { level: 2, userWorkflowId: workflowId })).toBe(false);
  });

  it("an open order whose account was deleted cannot be completed, and a deleted account's completed payments stay for accounting", async () => {
    const userId = await newUser();
    const level1Order = await approvedOrder(userId);
    const paid = await completePayment(database.db, provider, level1Order, settings);
    const workflowId = (paid as { to: string }).to.split('/').pop()!;
    await applyStepEvent(database.db, workflowId, { type: 'GO_TO_STEP', step: 4, admin: true });
    const begun = await beginPayment(database.db, provider, { userId, userWorkflowId: workflowId, level: 2, variant: 'collaborative', origin }, settings);
    const orderId = (begun as { orderId: string }).orderId;
    await decideSandboxOrder(database.db, orderId, 'approve');
    await database.db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await completePayment(database.db, provider, orderId, settings)).toEqual({ kind: 'error', refusal: { reason: 'incorrectToken' } });
    const kept = await database.db.selectFrom('payments').select(['level', 'status', 'user_id', 'user_workflow_id']).where('provider_order_id', 'in', [level1Order, orderId]).orderBy('level').execute();
    // the user workflow went with the account; the open level-2 order stays as it was, refused
    expect(kept).toEqual([
      { level: 1, status: 'completed', user_id: null, user_workflow_id: null },
      { level: 2, status: 'created', user_id: null, user_workflow_id: null },
    ]);
  });
});

describe('the one-time payment', () => {
  it("the PayPal Test page's captured $1.00 sends one 'one-time payment' receipt, with a text part, however often it returns", async () => {
    const order = await provider.createOrder(database.db, { amountCents: TEST_PAYMENT_CENTS, currency: 'USD', description: 'Accord payment test', returnUrl: `${origin}/paypal/test`, cancelUrl: `${origin}/paypal/cancel` });
    const payer = { email: 'one-time@example.com', name: 'Ada Admin' };
    expect(await completeTestPayment(database.db, provider, order.orderId, payer, settings)).toBe('couldNotComplete');
    await decideSandboxOrder(database.db, order.orderId, 'approve');
    const answers = await Promise.all([1, 2, 3].map(() => completeTestPayment(database.db, provider, order.orderId, payer, settings)));
    expect(answers).toEqual(['processed', 'processed', 'processed']);
    const emails = await database.db.selectFrom('emails').select(['subject', 'template', 'template_data']).where('to_email', '=', payer.email).execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ subject: 'Your Accord one-time payment receipt', template: 'one-time-payment', template_data: { amount: '1.00', orderId: order.orderId } });
    const rendered = await renderEmail('one-time-payment', payer.name, emails[0]!.template_data as Record<string, unknown>, 'support@accord.local');
    expect(rendered.text).toContain('Thank you for your one-time payment.');
    expect(rendered.text).toContain('Total paid: $1.00 USD');
    expect(rendered.html).toContain('one-time payment');
  });
});

describe('concurrency', () => {
  it('20 concurrent payments with a coupon whose limit is 5: exactly 5 use it, the count reads 5, and no payment is recorded twice', async () => {
    await createCoupon(database.db, { code: 'FIVE', amount: 10, limit: 5, startDate: today, endDate: dayOffset(1), campaign: false });
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    const orders = await Promise.all(users.map((u) => approvedOrder(u, 'five')));
    // every success URL arrives twice at once (a double click), all 40 concurrently
    const results = await Promise.all([...orders, ...orders].map((o) => completePayment(database.db, provider, o, settings)));
    const paid = results.filter((r) => r.kind === 'redirect');
    expect(paid).toHaveLength(5);
    expect(results.filter((r) => r.kind === 'error' && said(r.refusal) === 'Sorry, this coupon has reached its limit')).toHaveLength(15);
    expect(results.filter((r) => r.kind === 'error' && r.refusal.reason === 'incorrectToken')).toHaveLength(20);
    expect((await database.db.selectFrom('coupons').select('count').where('code', '=', 'FIVE').executeTakeFirstOrThrow()).count).toBe(5);
    const completed = await database.db.selectFrom('payments').select(['user_id', 'coupon_code']).where('user_id', 'in', users).where('status', '=', 'completed').execute();
    expect(completed).toHaveLength(5);
    expect(new Set(completed.map((c) => c.user_id)).size).toBe(5);
    expect(completed.every((c) => c.coupon_code === 'FIVE')).toBe(true);
    expect(await database.db.selectFrom('payment_log').select('id').where('user_id', 'in', users).execute()).toHaveLength(5);
    expect(await database.db.selectFrom('user_workflows').select('id').where('owner_id', 'in', users).execute()).toHaveLength(5);
    // the sandbox captured exactly the five paid orders: nobody was charged without getting the form
    expect(await database.db.selectFrom('sandbox_orders').select('id').where('id', 'in', orders).where('status', '=', 'COMPLETED').execute()).toHaveLength(5);
  });
});
