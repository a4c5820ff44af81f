// Paying for a level (end-user-journey.md §4): the server computes the price, creates the provider's order,
// and on return captures it and trusts only what it verified (COMPLETED, the amount and the currency it
// computed). One payment row per provider order, locked while it completes: a replayed success URL, a double
// click or a retried capture finds it completed and changes nothing. The coupon count, the user workflow (level
// 1) or its step (level 2), the log, the events and the receipt e-mail all commit in that one transaction.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db.server';
import { userWorkflowLevel2PaymentOpen } from '../../engine.server';
import { sendEmail } from '../email.server';
import { machineInput } from '../user-workflow/machine-input.server';
import { applyStepEvent, startUserWorkflow } from '../user-workflow/user-workflows.server';
import { couponRefusal, discountCents, findCoupon, normalizeCode } from './coupons.server';
import type { CouponAmount, CouponRefusal, PaymentRefusal } from './refusals';
import { paidWorkflowKey, type Level, type PaidWorkflow, type Variant } from './levels';
import { levelPriceCents } from './prices.server';
import { formatAmount, type PaymentProvider } from './provider.server';
import { queueAnalyticsForwarding, type AnalyticsSettings } from '../../../lib/analytics.server';

/**
 * Why level 2 cannot be paid for this user workflow now, or undefined when it can. The step machine decides
 * (its state tagged level2PaymentOpen), so the pay page never charges a form that is not at its final payment.
 */
export async function level2Refusal(db: Queryable, userWorkflowId: string): Promise<PaymentRefusal | undefined> {
  const row = await db.selectFrom('user_workflows').select(['collaborate', 'machine_snapshot']).where('id', '=', userWorkflowId).executeTakeFirst();
  if (!row) return { reason: 'incorrectToken' };
  return userWorkflowLevel2PaymentOpen(row.machine_snapshot, machineInput(row)).open ? undefined : { reason: 'level2NotDue' };
}

export interface PaymentSettings {
  defaultFrom: string;
  timeZone: string;
  today: string;
  /** set when ANALYTICS_URL is: the payment's events are then also forwarded there */
  analytics?: AnalyticsSettings;
}

export interface Quote {
  priceCents: number;
  discountCents: number;
  totalCents: number;
  couponCode: string | null;
  /** the applied coupon's discount, which the summary shows ('10% off', '$20 off'); null without one */
  couponAmount: CouponAmount | null;
  /** why the coupon entered cannot be used, when it cannot */
  couponRefusal?: CouponRefusal;
}

/** The level price of the form's workflow type and variant (whole dollars), less a usable coupon's discount. */
export async function quote(db: Queryable, input: PaidWorkflow & { variant: Variant; couponCode?: string | null; today: string }): Promise<Quote> {
  const priceCents = await levelPriceCents(db, input);
  const code = input.couponCode ? normalizeCode(input.couponCode) : '';
  if (!code) return { priceCents, discountCents: 0, totalCents: priceCents, couponCode: null, couponAmount: null };
  const coupon = await findCoupon(db, code);
  const refusal = couponRefusal(coupon, input.today, input.level);
  if (refusal || !coupon) return { priceCents, discountCents: 0, totalCents: priceCents, couponCode: null, couponAmount: null, ...(refusal ? { couponRefusal: refusal } : {}) };
  const discount = discountCents(priceCents, coupon);
  return { priceCents, discountCents: discount, totalCents: priceCents - discount, couponCode: coupon.code, couponAmount: { type: coupon.type, amount: coupon.amount } };
}

/** A payment row's workflow columns: the published workflow level 1 buys, or the user workflow level 2 is for. */
export function paidWorkflowColumns(paid: PaidWorkflow): { published_workflow_id: string | null; user_workflow_id: string | null } {
  return paid.level === 1 ? { published_workflow_id: paid.publishedWorkflowId, user_workflow_id: null } : { published_workflow_id: null, user_workflow_id: paid.userWorkflowId };
}

/** What a payment row is for, or null when the workflow paid for was deleted while the order was open. */
function paidWorkflowOf(payment: { level: number; published_workflow_id: string | null; user_workflow_id: string | null }): PaidWorkflow | null {
  if (payment.level === 1) return payment.published_workflow_id === null ? null : { level: 1, publishedWorkflowId: payment.published_workflow_id };
  return payment.user_workflow_id === null ? null : { level: 2, userWorkflowId: payment.user_workflow_id };
}

/** Whether the user has a completed payment for this workflow and level (admins count as paid in the routes). */
export async function hasPaid(db: Queryable, userId: string, paid: PaidWorkflow): Promise<boolean> {
  const row = await db
    .selectFrom('payments')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => (paid.level === 1 ? eb('published_workflow_id', '=', paid.publishedWorkflowId) : eb('user_workflow_id', '=', paid.userWorkflowId)))
    .where('level', '=', paid.level)
    .where('status', '=', 'completed')
    .executeTakeFirst();
  return row !== undefined;
}

/** Where a paid level leads: level 1 home, level 2 the user workflow's page. */
export function paidDestination(paid: PaidWorkflow): string {
  return paid.level === 1 ? '/' : `/legal-form-guide/divorce-forms/${paid.userWorkflowId}`;
}

export type BeginPaymentInput = PaidWorkflow & {
  userId: string;
  variant: Variant;
  county?: string | null;
  couponCode?: string | null;
  /** absolute origin for the provider's return URLs */
  origin: string;
};

/** `processed`: a payment completed here (the page says so); an error names its reason (guide catalogue, `pay.refusals`) */
export type PaymentOutcome =
  | { kind: 'redirect'; to: string; orderId?: string; processed?: true }
  | { kind: 'error'; refusal: PaymentRefusal };

/** Creates the order (or, for a total of 0, completes at once without the provider). */
export async function beginPayment(db: Database, provider: PaymentProvider, input: BeginPaymentInput, settings: PaymentSettings): Promise<PaymentOutcome> {
  if (await hasPaid(db, input.userId, input)) return { kind: 'redirect', to: paidDestination(input) };
  // refused before any order exists: nobody is charged for a level the form has not reached
  const notDue = input.level === 2 ? await level2Refusal(db, input.userWorkflowId) : undefined;
  if (notDue) return { kind: 'error', refusal: notDue };
  const price = await quote(db, { ...input, today: settings.today });
  if (price.couponRefusal) return { kind: 'error', refusal: price.couponRefusal };
  const row = { user_id: input.userId, ...paidWorkflowColumns(input), level: input.level, variant: input.variant, county: input.county ?? null, price_cents: price.priceCents, discount_cents: price.discountCents, amount_cents: price.totalCents, coupon_code: price.couponCode };
  if (price.totalCents === 0) {
    const orderId = `FREE-${randomUUID()}`;
    await db.insertInto('payments').values({ ...row, provider: 'free', provider_order_id: orderId }).execute();
    return completePayment(db, provider, orderId, settings);
  }
  let order;
  try {
    order = await provider.createOrder(db, {
      amountCents: price.totalCents,
      currency: 'USD',
      description: `Accord level ${input.level} payment`,
      returnUrl: `${input.origin}/paypal/success`,
      cancelUrl: `${input.origin}/paypal/cancel`,
    });
  } catch (error) {
    console.error(`payment: creating the ${provider.name} order for user ${input.userId}, workflow ${paidWorkflowKey(input)}, level ${input.level} failed`, error);
    return { kind: 'error', refusal: { reason: 'couldNotProcess' } };
  }
  await db.insertInto('payments').values({ ...row, provider: provider.name, provider_order_id: order.orderId }).execute();
  return { kind: 'redirect', to: order.approveUrl, orderId: order.orderId };
}

/**
 * The provider's return (or the 'Proceed' of a free order): captures, verifies, and performs what the level
 * buys, once. An unknown or already used token answers 'Sorry, incorrect Paypal token'.
 */
export async function completePayment(db: Database, provider: PaymentProvider, orderId: string, settings: PaymentSettings): Promise<PaymentOutcome> {
  return db.transaction().execute(async (tx): Promise<PaymentOutcome> => {
    const payment = await tx.selectFrom('payments').selectAll().where('provider_order_id', '=', orderId).forUpdate().executeTakeFirst();
    if (!payment || payment.status !== 'created') return { kind: 'error', refusal: { reason: 'incorrectToken' } };
    const level = payment.level as Level;
    const paid = paidWorkflowOf(payment);
    const userId = payment.user_id;
    // the account or the workflow paid for was deleted while the order was open: nothing left to pay for
    if (paid === null || userId === null) return { kind: 'error', refusal: { reason: 'incorrectToken' } };
    // the row keeps the reason's name for the record: it is no page's text
    const close = (failure: string, status: 'failed' | 'cancelled') => tx.updateTable('payments').set({ status, failure }).where('id', '=', payment.id).execute();
    const fail = async (refusal: PaymentRefusal, status: 'failed' | 'cancelled' = 'failed') => {
      await close(refusal.reason, status);
      return { kind: 'error', refusal } as const;
    };
    // a second order for a level already paid (two tabs) is never captured
    if (await hasPaid(tx, userId, paid)) {
      await close('level already paid', 'cancelled');
      return { kind: 'redirect', to: paidDestination(paid) };
    }
    // an order opened at step 4 whose form was moved elsewhere since (an admin's step change) is not captured
    const notDue = paid.level === 2 ? await level2Refusal(tx, paid.userWorkflowId) : undefined;
    if (notDue) return fail(notDue, 'cancelled');
    if (payment.coupon_code) {
      const coupon = await findCoupon(tx, payment.coupon_code, { lock: true });
      const refusal = couponRefusal(coupon, settings.today, level);
      // the row stays locked until commit; the count grows only after a verified capture (below)
      if (refusal) return fail(refusal);
    }
    let transactionId: string | null = null;
    if (payment.provider !== 'free') {
      let captured;
      try {
        captured = await provider.captureOrder(tx, orderId);
      } catch (error) {
        console.error(`payment: capturing ${provider.name} order ${orderId} failed`, error);
        return { kind: 'error', refusal: { reason: 'couldNotComplete' } };
      }
      if (captured.status !== 'COMPLETED' || captured.amountCents !== payment.amount_cents || captured.currency !== 'USD') {
        console.error(`payment: order ${orderId} not accepted: status ${captured.status}, ${captured.amountCents} ${captured.currency}, expected ${payment.amount_cents} USD`);
        // an order the buyer has not approved yet stays open; a wrong amount or currency is refused for good
        if (captured.status === 'COMPLETED') return fail({ reason: 'couldNotComplete' });
        return { kind: 'error', refusal: { reason: 'couldNotComplete' } };
      }
      transactionId = captured.transactionId ?? null;
    }
    if (payment.coupon_code) await tx.updateTable('coupons').set((eb) => ({ count: eb('count', '+', 1) })).where('code', '=', payment.coupon_code).execute();
    let userWorkflowId: string;
    if (paid.level === 1) {
      ({ id: userWorkflowId } = await startUserWorkflow(tx, { publishedWorkflowId: paid.publishedWorkflowId, ownerId: userId, county: payment.county, collaborate: payment.variant === 'collaborative' }));
    } else {
      userWorkflowId = paid.userWorkflowId;
      const moved = await applyStepEvent(tx, userWorkflowId, { type: 'PAYMENT_COMPLETED', level: 2 }, { actorId: userId });
      if (!moved.accepted) throw new Error(`payment ${payment.id}: PAYMENT_COMPLETED level 2 refused for user workflow ${userWorkflowId}: ${moved.refusal}`);
    }
    await tx.updateTable('payments').set({ status: 'completed', transaction_id: transactionId, user_workflow_id: userWorkflowId, completed_at: new Date() }).where('id', '=', payment.id).execute();
    await tx
      .insertInto('payment_log')
      .values({
        user_id: userId,
        // level 2 logs the published workflow its user workflow was made from (the spec's 'parent form')
        published_workflow_id: paid.level === 1 ? paid.publishedWorkflowId : tx.selectFrom('user_workflows').select('published_workflow_id').where('id', '=', userWorkflowId),
        user_workflow_id: userWorkflowId,
        level,
        amount_cents: payment.amount_cents,
        coupon_code: payment.coupon_code,
        provider_order_id: orderId,
        transaction_id: transactionId,
      })
      .execute();
    await tx
      .insertInto('payment_events')
      .values([
        { user_id: userId, name: level === 1 ? 'payment_1' : 'payment_2', payment_id: payment.id, amount_cents: payment.amount_cents },
        { user_id: userId, name: 'conversion', payment_id: payment.id, amount_cents: payment.amount_cents },
      ])
      .execute();
    await queueAnalyticsForwarding(tx, payment.id, settings.analytics);
    const user = await tx.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
    await sendEmail(
      tx,
      {
        to: { name: `${user.first_name} ${user.last_name}`, email: user.email },
        template: level === 1 ? 'initial-payment' : 'final-payment',
        data: { amount: formatAmount(payment.amount_cents), price: formatAmount(payment.price_cents), discount: formatAmount(payment.discount_cents), couponCode: payment.coupon_code, orderId, transactionId },
        userWorkflowId,
      },
      { defaultFrom: settings.defaultFrom, timeZone: settings.timeZone },
    );
    return { kind: 'redirect', to: `/legal-form-guide/divorce-forms/${userWorkflowId}`, processed: true };
  });
}

/** The provider's cancel return: the open order is closed, so its token cannot be used afterwards. */
export async function cancelPayment(db: Queryable, orderId: string): Promise<void> {
  await db.updateTable('payments').set({ status: 'cancelled', failure: 'cancelled by the buyer' }).where('provider_order_id', '=', orderId).where('status', '=', 'created').execute();
}
