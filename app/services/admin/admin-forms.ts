// The zod schemas of the admin forms (coupon manager, paywall prices), each used by the browser for live
// messages (Conform's onValidate) and by the action as the rule that counts. Messages are the spec's
// (administration-platform.md §2.6, §2.10 and the validation rules); Conform turns empty fields into undefined
// and numbers into numbers before these run.
import { z } from 'zod';
import { COUPON_PAYWALLS, COUPON_TYPES } from '../payments/coupon-kinds';
import { CARD_LEVELS, CARD_PARTS, type CardLevel, type PricingCard } from '../payments/pricing-cards';
import { MESSAGES } from '../../../i18n/english';

export const COUPON_MESSAGES = {
  amountRange: 'The amount is 1 to 100',
  endBeforeStart: 'The end date must not be before the start date',
  limitTooLarge: 'The limit can be at most 1,000,000 uses',
  paywall: 'Choose which payment the coupon lowers: level 1, level 2 or both',
  type: 'Choose whether the amount is a percent or whole dollars',
} as const;

export const PRICE_MESSAGES = {
  tooLarge: 'A price can be at most $100,000',
} as const;

/** Bounds that keep a coupon's use count and a price in cents inside PostgreSQL's integers (issue 14, item 14). */
export const MAX_COUPON_LIMIT = 1_000_000;
export const MAX_PRICE_DOLLARS = 100_000;

/** MM/DD/YYYY to YYYY-MM-DD, refusing a date that does not exist (02/30/2026). */
export const usDate = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, MESSAGES.dateFormat)
  .transform((value, ctx) => {
    const [m, d, y] = value.split('/').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.dateValue });
      return z.NEVER;
    }
    return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  });

/** The coupon dialog: a code stored upper-case, a percentage of 1 to 100, a use limit, and its dates. */
export const couponSchema = z
  .object({
    code: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(40)
      .transform((code) => code.toUpperCase()),
    amount: z
      .number({ error: MESSAGES.required })
      .int(MESSAGES.onlyNumbers)
      .min(1, COUPON_MESSAGES.amountRange)
      .max(100, COUPON_MESSAGES.amountRange),
    limit: z
      .number({ error: MESSAGES.onlyNumbers })
      .int(MESSAGES.onlyNumbers)
      .min(0)
      .max(MAX_COUPON_LIMIT, COUPON_MESSAGES.limitTooLarge)
      .default(0),
    startDate: usDate,
    endDate: usDate,
    campaign: z.literal('on').optional(),
    // both levels and percent by default (§9); an unknown value is refused, never stored
    paywall: z.enum(COUPON_PAYWALLS, { error: COUPON_MESSAGES.paywall }).default('both'),
    type: z.enum(COUPON_TYPES, { error: COUPON_MESSAGES.type }).default('percent'),
  })
  .refine((c) => c.endDate >= c.startDate, { message: COUPON_MESSAGES.endBeforeStart, path: ['endDate'] });

/** A coupon's Delete (after its question): the code of its row. */
export const couponDeleteSchema = z.object({ code: z.string().default('') });

const wholeDollars = z
  .number({ error: MESSAGES.required })
  .int(MESSAGES.onlyNumbers)
  .min(0)
  .max(MAX_PRICE_DOLLARS, PRICE_MESSAGES.tooLarge);
/** A card part as typed; longer texts are cut, not refused (rich text is sanitized when saved). */
const cardText = z
  .string()
  .default('')
  .transform((text) => text.slice(0, 4000));
const cardSchema = z.object(
  Object.fromEntries(CARD_PARTS.map((part) => [part, cardText])) as Record<keyof PricingCard, typeof cardText>,
);

/** One variant's level prices (the editor's price form); the save checks general = level 1 + level 2. */
export const priceLevelsSchema = z.object({
  variant: z.enum(['collaborative', 'unilateral']),
  general: wholeDollars,
  level_1: wholeDollars,
  level_2: wholeDollars,
});

/** One price card, edited in its own dialog: which variant and level, and its parts named `card.{part}`. */
export const priceCardSchema = z.object({
  variant: z.enum(['collaborative', 'unilateral']),
  level: z.enum(CARD_LEVELS),
  card: cardSchema.prefault({}),
});

/**
 * One variant's pricing cards: the general price and the two level prices in whole dollars, and the card texts
 * named `cards.{level}.{part}`. That the general price is the sum of the levels is the save's rule (savePrices).
 */
export const pricesSchema = priceLevelsSchema.extend({
  cards: z
    .object(
      Object.fromEntries(CARD_LEVELS.map((level) => [level, cardSchema.prefault({})])) as Record<
        CardLevel,
        ReturnType<typeof cardSchema.prefault>
      >,
    )
    .prefault({}),
});
