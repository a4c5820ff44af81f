// A coupon's paywall (which payment it may lower) and type (how its amount counts), administration-platform.md
// §3 and §9: both levels and percent by default. Shared by the server and the coupon dialog's schema.
export const COUPON_PAYWALLS = ['both', 'level_1', 'level_2'] as const;
export type CouponPaywall = (typeof COUPON_PAYWALLS)[number];
export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_PAYWALL_LABEL: Record<CouponPaywall, string> = { both: 'Both payments', level_1: 'Level 1 (questionnaire)', level_2: 'Level 2 (completed documents)' };
export const COUPON_TYPE_LABEL: Record<CouponType, string> = { percent: 'Percent of the price', fixed: 'Whole dollars off' };
