// The zod schemas of the admin forms (coupon manager, paywall prices), each used by the browser for live
// messages (Conform's onValidate) and by the action as the rule that counts. Messages are the spec's
// (administration-platform.md §2.6, §2.10 and the validation rules), from the admin catalogue in the admin's
// language: `adminSchemas(t)` with the page's `useTranslation('admin')` or the action's `requestTexts(request,
// 'admin')`, as `accountSchemas(t)` does for the account forms. Conform turns empty fields into undefined and
// numbers into numbers before these run.
import { z } from 'zod';
import { COUPON_PAYWALLS, COUPON_TYPES } from '../payments/coupon-kinds';
import { CARD_LEVELS, CARD_PARTS, type CardLevel, type PricingCard } from '../payments/pricing-cards';
import type { AdminTexts } from './admin-nav';

/** Bounds that keep a coupon's use count and a price in cents inside PostgreSQL's integers (issue 14, item 14). */
export const MAX_COUPON_LIMIT = 1_000_000;
export const MAX_PRICE_DOLLARS = 100_000;

/** MM/DD/YYYY to YYYY-MM-DD, refusing a date that does not exist (02/30/2026). */
export function usDateSchema(t: AdminTexts) {
  return z
    .string({ error: t('validation.required') })
    .trim()
    .min(1, t('validation.required'))
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, t('validation.dateFormat'))
    .transform((value, ctx) => {
      const [m, d, y] = value.split('/').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
        ctx.addIssue({ code: 'custom', message: t('validation.dateValue') });
        return z.NEVER;
      }
      return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    });
}

/** The admin forms' schemas with their messages in the language of `t`. */
export function adminSchemas(t: AdminTexts) {
  const required = t('validation.required');
  const onlyNumbers = t('validation.onlyNumbers');
  const usDate = usDateSchema(t);

  /** The coupon dialog: a code stored upper-case, a percentage of 1 to 100, a use limit, and its dates. */
  const couponSchema = z
    .object({
      code: z
        .string({ error: required })
        .trim()
        .min(1, required)
        .max(40)
        .transform((code) => code.toUpperCase()),
      amount: z
        .number({ error: required })
        .int(onlyNumbers)
        .min(1, t('validation.amountRange'))
        .max(100, t('validation.amountRange')),
      limit: z
        .number({ error: onlyNumbers })
        .int(onlyNumbers)
        .min(0)
        .max(MAX_COUPON_LIMIT, t('validation.limitTooLarge'))
        .default(0),
      startDate: usDate,
      endDate: usDate,
      campaign: z.literal('on').optional(),
      // both levels and percent by default (§9); an unknown value is refused, never stored
      paywall: z.enum(COUPON_PAYWALLS, { error: t('validation.paywall') }).default('both'),
      type: z.enum(COUPON_TYPES, { error: t('validation.type') }).default('percent'),
    })
    .refine((c) => c.endDate >= c.startDate, { message: t('validation.endBeforeStart'), path: ['endDate'] });

  const wholeDollars = z
    .number({ error: required })
    .int(onlyNumbers)
    .min(0)
    .max(MAX_PRICE_DOLLARS, t('validation.priceTooLarge'));
  /** A card part as typed; longer texts are cut, not refused (rich text is sanitized when saved). */
  const cardText = z
    .string()
    .default('')
    .transform((text) => text.slice(0, 4000));
  const cardSchema = z.object(
    Object.fromEntries(CARD_PARTS.map((part) => [part, cardText])) as Record<keyof PricingCard, typeof cardText>,
  );

  /** One variant's level prices (the editor's price form); the save checks general = level 1 + level 2. */
  const priceLevelsSchema = z.object({
    variant: z.enum(['collaborative', 'unilateral']),
    general: wholeDollars,
    level_1: wholeDollars,
    level_2: wholeDollars,
  });

  /** One price card, edited in its own dialog: which variant and level, and its parts named `card.{part}`. */
  const priceCardSchema = z.object({
    variant: z.enum(['collaborative', 'unilateral']),
    level: z.enum(CARD_LEVELS),
    card: cardSchema.prefault({}),
  });

  /**
   * One variant's pricing cards: the general price and the two level prices in whole dollars, and the card texts
   * named `cards.{level}.{part}`. That the general price is the sum of the levels is the save's rule (savePrices).
   */
  const pricesSchema = priceLevelsSchema.extend({
    cards: z
      .object(
        Object.fromEntries(CARD_LEVELS.map((level) => [level, cardSchema.prefault({})])) as Record<
          CardLevel,
          ReturnType<typeof cardSchema.prefault>
        >,
      )
      .prefault({}),
  });

  /** A coupon's Delete (after its question): the code of its row. */
  const couponDeleteSchema = z.object({ code: z.string().default('') });

  return { usDate, couponSchema, couponDeleteSchema, priceLevelsSchema, priceCardSchema, pricesSchema };
}
