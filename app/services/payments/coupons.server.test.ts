import { describe, expect, it } from 'vitest';
import { couponAmountLabel, couponRefusal, discountCents, displayDate, normalizeCode, showsDiscountBadge, type CouponRow } from './coupons.server';
import { formatAmount, parseAmount } from './money';
import { paymentRefusalText, type CouponRefusal } from './refusals';
import { textsIn } from '../../../i18n/texts-for-tests';

// the services name a refusal; the page says it from the guide catalogue, in English exactly the spec's words
const english = await textsIn('en', 'guide');
const spanish = await textsIn('es', 'guide');
const said = (refusal: CouponRefusal | undefined) => refusal && paymentRefusalText(english, refusal, 'en');

const coupon = (over: Partial<CouponRow> = {}): CouponRow => ({ code: 'SAVE10', amount: 10, count: 0, limit: 5, start_date: '2026-01-01', end_date: '2026-12-31', campaign: false, paywall: 'both', type: 'percent', ...over });

describe('coupon lookup rules', () => {
  it('a coupon within its dates and under its limit may be used', () => {
    expect(couponRefusal(coupon(), '2026-06-01')).toBeUndefined();
    expect(couponRefusal(coupon(), '2026-01-01')).toBeUndefined();
    expect(couponRefusal(coupon(), '2026-12-31')).toBeUndefined();
  });

  it('each refusal has the spec text, checked in the spec order', () => {
    expect(said(couponRefusal(undefined, '2026-06-01'))).toBe('Sorry, could not find this coupon');
    expect(said(couponRefusal(coupon({ count: 5 }), '2026-06-01'))).toBe('Sorry, this coupon has reached its limit');
    expect(said(couponRefusal(coupon({ limit: 0 }), '2026-06-01'))).toBe('Sorry, this coupon has reached its limit');
    expect(said(couponRefusal(coupon({ start_date: '2026-07-04' }), '2026-06-01'))).toBe('Sorry, this coupon will not be active until 07/04/2026');
    expect(said(couponRefusal(coupon({ end_date: '2026-05-31' }), '2026-06-01'))).toBe('Sorry, this coupon expired on 05/31/2026');
  });

  it('says a refusal in Spanish with the month by name', () => {
    expect(paymentRefusalText(spanish, couponRefusal(coupon({ start_date: '2026-07-04' }), '2026-06-01')!, 'es')).toBe('Lo sentimos, este cupón no estará vigente hasta el 4 de julio de 2026');
    expect(paymentRefusalText(spanish, couponRefusal(undefined, '2026-06-01')!, 'es')).toBe('Lo sentimos, no encontramos este cupón');
  });

  it("a coupon's paywall limits it to its level, after the spec's own rules", () => {
    expect(couponRefusal(coupon({ paywall: 'level_1' }), '2026-06-01', 1)).toBeUndefined();
    expect(said(couponRefusal(coupon({ paywall: 'level_1' }), '2026-06-01', 2))).toBe('Sorry, this coupon is for the first payment (the questionnaire) only');
    expect(said(couponRefusal(coupon({ paywall: 'level_2' }), '2026-06-01', 1))).toBe('Sorry, this coupon is for the final payment (the completed documents) only');
    expect(couponRefusal(coupon({ paywall: 'level_2' }), '2026-06-01', 2)).toBeUndefined();
    expect(couponRefusal(coupon({ paywall: 'both' }), '2026-06-01', 2)).toBeUndefined();
    expect(said(couponRefusal(coupon({ paywall: 'level_2', count: 5 }), '2026-06-01', 1))).toBe('Sorry, this coupon has reached its limit');
  });

  it('codes are compared upper-case and dates shown as MM/DD/YYYY', () => {
    expect(normalizeCode('  save10 ')).toBe('SAVE10');
    expect(displayDate('2026-02-09')).toBe('02/09/2026');
  });

  it('the discount badge shows only for a campaign with uses left and not on its end date', () => {
    expect(showsDiscountBadge(coupon({ campaign: true }), '2026-06-01')).toBe(true);
    expect(showsDiscountBadge(coupon({ campaign: false }), '2026-06-01')).toBe(false);
    expect(showsDiscountBadge(coupon({ campaign: true, count: 5 }), '2026-06-01')).toBe(false);
    expect(showsDiscountBadge(coupon({ campaign: true }), '2026-12-31')).toBe(false);
    expect(showsDiscountBadge(coupon({ campaign: true, count: 4 }), '2026-12-30')).toBe(true);
    // past its end date the coupon cannot be used, so no badge advertises it
    expect(showsDiscountBadge(coupon({ campaign: true }), '2027-01-01')).toBe(false);
  });
});

describe('money', () => {
  it('a percentage discount is whole cents and never more than the price', () => {
    const percent = (amount: number) => ({ amount, type: 'percent' as const });
    expect(discountCents(4900, percent(10))).toBe(490);
    expect(discountCents(7900, percent(15))).toBe(1185);
    expect(discountCents(4900, percent(33))).toBe(1617);
    expect(discountCents(4900, percent(100))).toBe(4900);
  });

  it('a fixed coupon takes its amount in whole dollars off, never more than the price', () => {
    expect(discountCents(15000, { amount: 20, type: 'fixed' })).toBe(2000);
    expect(discountCents(1500, { amount: 20, type: 'fixed' })).toBe(1500);
    expect(couponAmountLabel({ amount: 20, type: 'fixed' })).toBe('$20 off');
    expect(couponAmountLabel({ amount: 20, type: 'percent' })).toBe('20% off');
  });

  it('amounts convert exactly between cents and PayPal decimal strings', () => {
    expect(formatAmount(4410)).toBe('44.10');
    expect(formatAmount(5)).toBe('0.05');
    expect(parseAmount('44.10')).toBe(4410);
    expect(parseAmount('44.1')).toBe(4410);
    expect(parseAmount('49')).toBe(4900);
    expect(parseAmount('1e3')).toBeUndefined();
    expect(parseAmount(44.1)).toBeUndefined();
  });
});
