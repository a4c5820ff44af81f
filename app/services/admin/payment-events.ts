// The analytics payment events (administration-platform.md §7), as the payment flow records them and the
// statistics page counts them; a plain module, so the page's component may import it.
export const PAYMENT_EVENT_NAMES = ['payment_1', 'payment_2', 'conversion'] as const;

export type PaymentEventName = (typeof PAYMENT_EVENT_NAMES)[number];
