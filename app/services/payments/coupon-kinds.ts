// A coupon's paywall (which payment it may lower) and type (how its amount counts), administration-platform.md
// §3 and §9: both levels and percent by default. Shared by the server and the coupon dialog's schema; the page names
// them from the admin catalogue (`coupons.paywalls`, `coupons.types`).
export const COUPON_PAYWALLS = ['both', 'level_1', 'level_2'] as const;
export type CouponPaywall = (typeof COUPON_PAYWALLS)[number];
export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
