// The pricing cards' levels and parts (administration-platform.md §2.10), shared by the server and the editor.
export const CARD_LEVELS = ['general', 'level_1', 'level_2'] as const;
export const CARD_PARTS = ['header', 'title', 'price', 'body', 'summary', 'bg', 'fg', 'items', 'img'] as const;
/** `img` is the storage key of the card's image (§3), uploaded in the editor, never typed. */
export const TYPED_PARTS = CARD_PARTS.filter((part) => part !== 'img');
/** Parts that hold rich text (sanitized HTML); the others are plain text or a #hex colour. */
export const RICH_TEXT_PARTS = ['body', 'summary', 'items'] as const;
export type CardLevel = (typeof CARD_LEVELS)[number];
export type PricingCard = Record<(typeof CARD_PARTS)[number], string>;

/** The two level prices of a variant in whole dollars: what [p1] and [p2] in a card's text stand for. */
export interface LevelPrices {
  p1: number;
  p2: number;
}

/** [p1] and [p2] in a card's text become the level prices, as whole dollars ('$79'); the preview uses it live. */
export function fillPricePlaceholders(text: string, prices: LevelPrices): string {
  return text.replace(/\[p1\]/gi, `$${prices.p1}`).replace(/\[p2\]/gi, `$${prices.p2}`);
}

/** The card as the page shows it: plain parts as text, rich-text parts as sanitized HTML. */
export interface PriceCardView {
  header: string;
  title: string;
  price: string;
  bodyHtml: string;
  summaryHtml: string;
  itemsHtml: string;
  bg: string;
  fg: string;
  /** the card's image (§3), if it has one */
  imageUrl?: string | null;
  /** the parts its author wrote (English, marked so), the others being the defaults in the page's words */
  authored?: AuthoredCardPart[];
}

/** The parts of a card shown as text, which its author may write or leave to the defaults. */
export type AuthoredCardPart = 'header' | 'title' | 'price' | 'body' | 'summary' | 'items';
