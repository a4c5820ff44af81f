// Why a payment or a coupon is refused, named by a reason the pages say from the guide catalogue (`pay.refusals`), and
// a coupon's amount as the order summary and the badge say it (`pay.percentOff`, `pay.dollarsOff`). The services name
// them; the routes turn them into the person's words (issue 35).
import type { TFunction } from 'i18next';
import type { Language } from '../../../i18n/languages';
import { formatDate } from '../../utils/date-time';
import type { CouponType } from './coupon-kinds';

/** a coupon refused for its dates carries the day (YYYY-MM-DD) */
export type CouponRefusal = { reason: 'notFound' | 'limit' | 'onlyLevel1' | 'onlyLevel2' } | { reason: 'notActive' | 'expired'; date: string };

export type PaymentRefusal = CouponRefusal | { reason: 'incorrectToken' | 'couldNotComplete' | 'couldNotProcess' | 'level2NotDue' };

export interface CouponAmount {
  type: CouponType;
  amount: number;
}

/** A coupon's day as the refusal says it: the spec's MM/DD/YYYY in English, the month's name in Spanish. */
function couponDay(day: string, language: Language): string {
  if (language === 'en') {
    const [y, m, d] = day.split('-');
    return `${m}/${d}/${y}`;
  }
  return formatDate(new Date(`${day}T12:00:00Z`), 'UTC', language);
}

/** The refusal in `t`'s words; `language` writes its date (the person's language: English under the tests' pseudo-locale). */
export function paymentRefusalText(t: TFunction<'guide'>, refusal: PaymentRefusal, language: Language): string {
  if ('date' in refusal) return t(`pay.refusals.${refusal.reason}`, { date: couponDay(refusal.date, language) });
  return t(`pay.refusals.${refusal.reason}`);
}

/** '10% off', '$20 off' in `t`'s words. */
export function couponAmountText(t: TFunction<'guide'>, coupon: CouponAmount): string {
  return coupon.type === 'fixed' ? t('pay.dollarsOff', { amount: coupon.amount }) : t('pay.percentOff', { amount: coupon.amount });
}
