// Coupons (administration-platform.md §3, §4, §5, §8): codes upper-case, amount 1 to 100 percent of the level
// price, usable while count is below limit and today lies between start and end date. The count grows only in
// a payment's own transaction, under the coupon's row lock (see payments.server.ts).
import { sql } from 'kysely';
import type { Queryable } from '../../db.server';

export const COUPON_MESSAGES = {
  limit: 'Sorry, this coupon has reached its limit',
  notActive: (date: string) => `Sorry, this coupon will not be active until ${date}`,
  expired: (date: string) => `Sorry, this coupon expired on ${date}`,
  notFound: 'Sorry, could not find this coupon',
  applied: 'Applied',
  applying: 'Your coupon code is still being applied',
} as const;

export interface CouponRow {
  code: string;
  amount: number;
  count: number;
  limit: number;
  start_date: string;
  end_date: string;
  campaign: boolean;
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

/** The lookup rules, in the spec's order; undefined when the coupon may be used today. */
export function couponRefusal(coupon: CouponRow | undefined, today: string): string | undefined {
  if (!coupon) return COUPON_MESSAGES.notFound;
  if (coupon.count >= coupon.limit) return COUPON_MESSAGES.limit;
  if (coupon.start_date > today) return COUPON_MESSAGES.notActive(displayDate(coupon.start_date));
  if (coupon.end_date < today) return COUPON_MESSAGES.expired(displayDate(coupon.end_date));
  return undefined;
}

const couponColumns = ['code', 'amount', 'count', 'limit', sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'), sql<string>`to_char(end_date, 'YYYY-MM-DD')`.as('end_date'), 'campaign'] as const;

export async function findCoupon(db: Queryable, code: string, options: { lock?: boolean } = {}): Promise<CouponRow | undefined> {
  const query = db.selectFrom('coupons').select(couponColumns).where('code', '=', normalizeCode(code));
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Percent discount of a level price, in whole cents, never more than the price. */
export function discountCents(priceCents: number, percent: number): number {
  return Math.min(priceCents, Math.round((priceCents * percent) / 100));
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
}

/** Creates or updates a coupon; making it the campaign clears the flag on every other coupon, in one transaction. */
export async function saveCoupon(db: Queryable, input: CouponInput): Promise<void> {
  const code = normalizeCode(input.code);
  const write = async (tx: Queryable) => {
    if (input.campaign) await tx.updateTable('coupons').set({ campaign: false }).where('campaign', '=', true).where('code', '<>', code).execute();
    await tx
      .insertInto('coupons')
      .values({ code, amount: input.amount, limit: input.limit, start_date: input.startDate, end_date: input.endDate, campaign: input.campaign })
      .onConflict((oc) => oc.column('code').doUpdateSet({ amount: input.amount, limit: input.limit, start_date: input.startDate, end_date: input.endDate, campaign: input.campaign, modified_at: new Date() }))
      .execute();
  };
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
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
  amount: number;
}

/** The badge of the one campaign coupon, when the rule shows it today. */
export async function discountBadge(db: Queryable, today: string): Promise<DiscountBadge | null> {
  const campaign = await db.selectFrom('coupons').select(couponColumns).where('campaign', '=', true).executeTakeFirst();
  return campaign && showsDiscountBadge(campaign, today) ? { code: campaign.code, amount: campaign.amount } : null;
}
