// The price card of the pay page (administration-platform.md §2.10, §3): header, title, price, body, summary
// and items in the card's colours, with the campaign's discount badge (§4). Rich-text parts arrive as HTML the
// server sanitized (app/services/rich-text/sanitize.server.ts); nothing else is rendered as HTML. The parts the card's
// author wrote are theirs, marked English; the parts left empty show defaults, and the card's name and the badge, in
// the page's words (the administrators' preview shares it and loads no guide catalogue).
import type { AuthoredCardPart, PriceCardView } from '~/services/payments/pricing-cards';

const RICH = 'mt-2 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5';

/** The card's name for screen readers on a page not yet translated (the administrators' preview). */
const ENGLISH_LABEL = 'Price card';

/** The campaign coupon's badge (the server applies the rule), in the page's words: '20% off with code SPRING'. */
export interface DiscountBadgeView {
  text: string;
}

export function PriceCard({ card, badge, label = ENGLISH_LABEL }: { card: PriceCardView; badge: DiscountBadgeView | null; label?: string }) {
  // the parts its author wrote are the author's English; the defaults are in the page's words
  const lang = (part: AuthoredCardPart) => (card.authored?.includes(part) ? 'en' : undefined);
  return (
    <article aria-label={label} className="relative mt-6 rounded-lg border border-line p-6" style={{ backgroundColor: card.bg, color: card.fg }}>
      {badge ? (
        <p data-testid="discount-badge" className="absolute -top-3 right-4 rounded-full bg-danger px-3 py-1 text-sm font-semibold text-white shadow">
          {badge.text}
        </p>
      ) : null}
      {card.imageUrl ? <img src={card.imageUrl} alt="" className="mb-4 max-h-40 w-full rounded object-cover" /> : null}
      <p className="text-sm uppercase tracking-wide opacity-80" lang={lang('header')}>
        {card.header}
      </p>
      <h2 className="text-xl font-semibold" lang={lang('title')}>
        {card.title}
      </h2>
      <p className="mt-2 text-3xl font-bold" lang={lang('price')}>
        {card.price}
      </p>
      {card.bodyHtml ? <div className={RICH} lang={lang('body')} dangerouslySetInnerHTML={{ __html: card.bodyHtml }} /> : null}
      {card.itemsHtml ? <div className={RICH} lang={lang('items')} dangerouslySetInnerHTML={{ __html: card.itemsHtml }} /> : null}
      <div className={`${RICH} opacity-80`} lang={lang('summary')} dangerouslySetInnerHTML={{ __html: card.summaryHtml }} />
    </article>
  );
}
