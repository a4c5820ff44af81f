// Coupons (administration-platform.md §3, §4, §5, §8): codes upper-case, amount 1 to 100 (percent of the level
// price, or whole dollars off for a 'fixed' coupon), usable while count is below limit, today lies between start
// and end date, and the level paid for is one of the coupon's paywalls. The count grows only in a payment's own
// transaction, under the coupon's row lock (see payments.server.ts): a lookup is not a use (docs/decisions/012-coupons-and-the-final-payment.md).
import { sql } from 'kysely';
import { inTransaction, type Queryable } from '../../db.server';
import type { Level } from './levels';
import { COUPON_PAYWALLS, COUPON_TYPES, type CouponPaywall, type CouponType } from './coupon-kinds';
import type { CouponAmount, CouponRefusal } from './refusals';

export { COUPON_PAYWALLS, COUPON_TYPES, type CouponPaywall, type CouponType };

export interface CouponRow {
  code: string;
  amount: number;
  count: number;
  limit: number;
  start_date: string;
  end_date: string;
  campaign: boolean;
  paywall: CouponPaywall;
  type: CouponType;
}

/** A code as stored: upper-case, trimmed, without control characters (PostgreSQL refuses a NUL in text: a 500). */
// eslint-disable-next-line no-control-regex
export const normalizeCode = (code: string) => code.replace(/[\u0000-\u001f\u007f]/g, '').trim().toUpperCase();

/** YYYY-MM-DD of `now` in the app's time zone. */
export function calendarToday(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD -> MM/DD/YYYY */
export function displayDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${m}/${d}/${y}`;
}

/**
 * The lookup rules, in the spec's order, then the coupon's paywall (when the level is known); undefined when the
 * coupon may be used today for that level. The page says the reason (guide catalogue, `pay.refusals`).
 */
export function couponRefusal(coupon: CouponRow | undefined, today: string, level?: Level): CouponRefusal | undefined {
  if (!coupon) return { reason: 'notFound' };
  if (coupon.count >= coupon.limit) return { reason: 'limit' };
  if (coupon.start_date > today) return { reason: 'notActive', date: coupon.start_date };
  if (coupon.end_date < today) return { reason: 'expired', date: coupon.end_date };
  if (level === 2 && coupon.paywall === 'level_1') return { reason: 'onlyLevel1' };
  if (level === 1 && coupon.paywall === 'level_2') return { reason: 'onlyLevel2' };
  return undefined;
}

const couponColumns = [
  'code',
  'amount',
  'count',
  'limit',
  sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
  sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'),
  'campaign',
  // the older spelling 'payall' and anything unknown read as the default, both levels
  sql<CouponPaywall>`case when paywall in ('level_1', 'level_2') then paywall else 'both' end`.as('paywall'),
  sql<CouponType>`case when type = 'fixed' then 'fixed' else 'percent' end`.as('type'),
] as const;

export async function findCoupon(db: Queryable, code: string, options: { lock?: boolean } = {}): Promise<CouponRow | undefined> {
  const query = db.selectFrom('coupons').select(couponColumns).where('code', '=', normalizeCode(code));
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * A coupon's discount of a level price in whole cents, never more than the price: `amount` percent of it, or for
 * a fixed coupon `amount` whole dollars.
 */
export function discountCents(priceCents: number, coupon: Pick<CouponRow, 'amount' | 'type'>): number {
  const off = coupon.type === 'fixed' ? coupon.amount * 100 : Math.round((priceCents * coupon.amount) / 100);
  return Math.min(priceCents, off);
}

/** How the discount reads in English: '10% off' or '$20 off' (pages say it with `couponAmountText`). */
export function couponAmountLabel(coupon: Pick<CouponRow, 'amount' | 'type'>): string {
  return coupon.type === 'fixed' ? `$${coupon.amount} off` : `${coupon.amount}% off`;
}

export async function listCoupons(db: Queryable, page: number, pageSize = 50) {
  // a page far past the end (?page=1e20) is empty, not an offset PostgreSQL cannot hold
  const offset = (page - 1) * pageSize;
  if (!Number.isSafeInteger(offset) || offset < 0) return [];
  return db.selectFrom('coupons').select(couponColumns).orderBy('campaign', 'desc').orderBy('code').limit(pageSize).offset(offset).execute();
}

export interface CouponInput {
  code: string;
  amount: number;
  limit: number;
  startDate: string;
  endDate: string;
  campaign: boolean;
  /** both levels by default (§9) */
  paywall?: CouponPaywall;
  /** percent by default (§9) */
  type?: CouponType;
}

/** A refused save names why and the code; the coupon page says it in the admin's language (admin catalogue, `coupons.refusals`). */
export type CouponSaveResult = { ok: true } | { ok: false; refusal: 'exists' | 'missing'; code: string };

/** Making a coupon the campaign clears the flag on every other coupon (at most one campaign, §4). */
async function clearOtherCampaigns(tx: Queryable, code: string, campaign: boolean) {
  if (campaign) await tx.updateTable('coupons').set({ campaign: false }).where('campaign', '=', true).where('code', '<>', code).execute();
}

const couponValues = (input: CouponInput) => ({
  amount: input.amount,
  limit: input.limit,
  start_date: input.startDate,
  end_date: input.endDate,
  campaign: input.campaign,
  paywall: input.paywall ?? 'both',
  type: input.type ?? 'percent',
});

/** Creates a coupon; a code that exists already is refused, naming it (never replaced). */
export async function createCoupon(db: Queryable, input: CouponInput): Promise<CouponSaveResult> {
  const code = normalizeCode(input.code);
  return inTransaction(db, async (tx) => {
    const inserted = await tx
      .insertInto('coupons')
      .values({ code, ...couponValues(input), campaign: false })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    if (!inserted) return { ok: false, refusal: 'exists', code };
    // the campaign flag after the insert, so a refused duplicate never clears another coupon's campaign
    await clearOtherCampaigns(tx, code, input.campaign);
    if (input.campaign) await tx.updateTable('coupons').set({ campaign: true }).where('code', '=', code).execute();
    return { ok: true };
  });
}

/** Updates an existing coupon (its code stays); one deleted meanwhile is reported, not created again. */
export async function updateCoupon(db: Queryable, input: CouponInput): Promise<CouponSaveResult> {
  const code = normalizeCode(input.code);
  return inTransaction(db, async (tx) => {
    await clearOtherCampaigns(tx, code, input.campaign);
    const updated = await tx.updateTable('coupons').set({ ...couponValues(input), modified_at: new Date() }).where('code', '=', code).executeTakeFirst();
    return updated.numUpdatedRows > 0n ? { ok: true } : { ok: false, refusal: 'missing', code };
  });
}

export async function deleteCoupon(db: Queryable, code: string): Promise<void> {
  await db.deleteFrom('coupons').where('code', '=', normalizeCode(code)).execute();
}

/**
 * The discount badge (administration-platform.md §4): only for the campaign coupon, while its limit is above its
 * count and today is not its end date. A coupon already past its end date cannot be used either, so the badge
 * does not advertise it (the spec's rule read as 'before its end date').
 */
export function showsDiscountBadge(coupon: CouponRow, today: string): boolean {
  return coupon.campaign && coupon.limit > coupon.count && coupon.end_date > today;
}

export interface DiscountBadge {
  code: string;
  /** the discount ('20% off' or '$20 off' in the page's words) */
  coupon: CouponAmount;
}

/** The badge of the one campaign coupon, when the rule shows it today and the coupon is good for this level. */
export async function discountBadge(db: Queryable, today: string, level: Level): Promise<DiscountBadge | null> {
  const campaign = await db.selectFrom('coupons').select(couponColumns).where('campaign', '=', true).executeTakeFirst();
  if (!campaign || !showsDiscountBadge(campaign, today) || couponRefusal(campaign, today, level)) return null;
  return { code: campaign.code, coupon: { type: campaign.type, amount: campaign.amount } };
}
