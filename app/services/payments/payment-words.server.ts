// The payment services' reasons and amounts in the request's words (issue 35): the pay page, the provider's return
// page and the administrators' provider test say what the services name; the pay page's card defaults and testimonials.
import { requestLanguage, requestTexts } from '../../i18n/i18next.server';
import { couponAmountText, paymentRefusalText, type CouponAmount, type PaymentRefusal } from './refusals';
import { cardDefaultsIn, testimonialsIn } from './card-defaults';
import type { Testimonial } from './testimonials';

export async function paymentWords(request: Request) {
  const t = await requestTexts(request, 'guide');
  const language = await requestLanguage(request);
  return {
    t,
    refusal: (refusal: PaymentRefusal) => paymentRefusalText(t, refusal, language),
    amount: (coupon: CouponAmount) => couponAmountText(t, coupon),
    /** what a price card shows where its author left a part empty */
    cardDefaults: cardDefaultsIn(t),
    testimonials: (testimonials: readonly Testimonial[]) => testimonialsIn(t, testimonials),
  };
}
