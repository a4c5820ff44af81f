// Prices (administration-platform.md §2.10, §3, §5, §9). One price source: what a level costs is the workflow
// type's costs (paywall1, paywall2 per variant; 'Cost of a type is paywall1 plus paywall2'). The paywall prices
// editor shows and saves the default workflow type's costs (the general price is their sum, never stored) and
// the pricing cards (general, level_1, level_2), whose rich-text parts are sanitized when saved and rendered.
import { sql } from 'kysely';
import type { WorkflowTypeCosts } from '../../../db/schema';
import { inTransaction, type Queryable } from '../../db.server';
import { sanitizeRichText } from '../rich-text/sanitize.server';
import { cardImageUrl, isCardImageKey } from './price-card-image.server';
import { CARD_LEVELS, fillPricePlaceholders, RICH_TEXT_PARTS, type CardLevel, type LevelPrices, type PricingCard } from './pricing-cards';
import { paidWorkflowKey, type PaidWorkflow, type Variant } from './levels';
import type { AuthoredCardPart, PriceCardView } from './pricing-cards';
import { ENGLISH_CARD_DEFAULTS, type PriceCardDefaults } from './card-defaults';

export { CARD_LEVELS, CARD_PARTS, type CardLevel, type PricingCard } from './pricing-cards';

export const PRICE_MESSAGES = {
  notEqual: 'Total price is not equal with level 1 and level 2 prices',
  updated: 'Pricing cards are updated.',
} as const;

export interface VariantPrices {
  variant: Variant;
  general: number;
  level_1: number;
  level_2: number;
  cards: Record<CardLevel, PricingCard>;
}

const COLOUR = /^#[0-9a-fA-F]{3,8}$/;
const DEFAULT_COLOURS = { bg: '#ffffff', fg: '#1e3a5f' } as const;
const emptyCard = (): PricingCard => ({ header: '', title: '', price: '', body: '', summary: '', items: '', img: '', ...DEFAULT_COLOURS });

/** A card as it may reach a page: rich-text parts sanitized, colours only as #hex, plain parts as text. */
export function cleanCard(card: Partial<PricingCard> | undefined): PricingCard {
  const merged = { ...emptyCard(), ...card };
  const clean = { ...merged };
  for (const part of RICH_TEXT_PARTS) clean[part] = sanitizeRichText(String(merged[part] ?? ''));
  clean.bg = COLOUR.test(merged.bg) ? merged.bg : DEFAULT_COLOURS.bg;
  clean.fg = COLOUR.test(merged.fg) ? merged.fg : DEFAULT_COLOURS.fg;
  // only a key the upload built: a typed or forged value never reaches the page as an image address
  clean.img = isCardImageKey(String(merged.img ?? '')) ? String(merged.img) : '';
  return clean;
}

/** The workflow type a published workflow (level 1) or user workflow (level 2) belongs to, else the default. */
async function paidType(db: Queryable, paid: PaidWorkflow): Promise<{ costs: WorkflowTypeCosts; other_party: string; participants: number }> {
  const typeTitle =
    paid.level === 1
      ? (await db.selectFrom('published_workflows').select('type').where('id', '=', paid.publishedWorkflowId).executeTakeFirst())?.type
      : (await db.selectFrom('user_workflows').select('type').where('id', '=', paid.userWorkflowId).executeTakeFirst())?.type;
  const row = await db
    .selectFrom('workflow_types')
    .select(['costs', 'other_party', 'participants'])
    .where((eb) => eb.or([eb('title', '=', typeTitle ?? ''), eb('is_default', '=', true)]))
    .orderBy(sql`title = ${typeTitle ?? ''}`, 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) throw new Error(`prices: no workflow type '${typeTitle ?? '?'}' and no default workflow type for ${paid.level === 1 ? 'published' : 'user'} workflow ${paidWorkflowKey(paid)}`);
  return row;
}

/**
 * How the form's workflow type names the other party ('spouse', 'landlord': the collaborative card's default header),
 * and whether it is a divorce (two people, a spouse), whose words the spec's texts are (ADR 028).
 */
export async function formParties(db: Queryable, paid: PaidWorkflow): Promise<{ otherParty: string; divorce: boolean }> {
  const type = await paidType(db, paid);
  return { otherParty: type.other_party, divorce: type.participants !== 1 && type.other_party === 'spouse' };
}

/** What one level of a form costs, in cents (costs are whole dollars). */
export async function levelPriceCents(db: Queryable, input: PaidWorkflow & { variant: Variant }): Promise<number> {
  const { costs } = await paidType(db, input);
  return (input.level === 1 ? costs[input.variant].paywall1 : costs[input.variant].paywall2) * 100;
}

/** The two level prices of a form's workflow type and variant in whole dollars: what [p1] and [p2] stand for. */
export async function formLevelPrices(db: Queryable, input: PaidWorkflow & { variant: Variant }): Promise<LevelPrices> {
  const { costs } = await paidType(db, input);
  return { p1: costs[input.variant].paywall1, p2: costs[input.variant].paywall2 };
}


/**
 * A card as the pay page shows it (and the editor's preview): sanitized, empty parts filled with the defaults,
 * [p1]/[p2] replaced by the level prices, the price part defaulting to the level's own price. The collaborative card's
 * default header names the form's other party ('With your spouse', 'With your landlord': ADR 028). The defaults are
 * in `context.defaults`' words (the page's: `cardDefaultsIn(t)`), English without them; the parts its author wrote
 * are named in `authored`, so that the page marks them as the author's English.
 */
export function priceCardView(
  stored: Partial<PricingCard> | undefined,
  context: { variant: Variant; level: CardLevel; prices: LevelPrices; otherParty?: string; defaults?: PriceCardDefaults },
): PriceCardView {
  const card = cleanCard(stored);
  const defaults = context.defaults ?? ENGLISH_CARD_DEFAULTS;
  const fill = (text: string) => fillPricePlaceholders(text, context.prices);
  const levelPrice = context.level === 'level_1' ? context.prices.p1 : context.level === 'level_2' ? context.prices.p2 : context.prices.p1 + context.prices.p2;
  return {
    header: fill(card.header || (context.variant === 'collaborative' ? defaults.headerTogether(context.otherParty ?? 'spouse') : defaults.headerAlone)),
    title: fill(card.title || defaults.title[context.level]),
    price: fill(card.price || `$${levelPrice}`),
    bodyHtml: fill(card.body),
    summaryHtml: fill(card.summary || escapeHtml(defaults.summary[context.level])),
    itemsHtml: fill(card.items),
    bg: card.bg,
    fg: card.fg,
    imageUrl: card.img ? cardImageUrl(card.img) : null,
    authored: AUTHORED_PARTS.filter((part) => card[part].trim() !== ''),
  };
}

const AUTHORED_PARTS: readonly AuthoredCardPart[] = ['header', 'title', 'price', 'body', 'summary', 'items'];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function defaultCosts(db: Queryable): Promise<WorkflowTypeCosts> {
  const row = await db.selectFrom('workflow_types').select('costs').where('is_default', '=', true).orderBy('id').limit(1).executeTakeFirst();
  if (!row) throw new Error('prices: no default workflow type (seed one with is_default true)');
  return row.costs;
}

/** The editor's view: per variant the default type's level prices, their sum, and the cards. */
export async function loadPrices(db: Queryable): Promise<VariantPrices[]> {
  const costs = await defaultCosts(db);
  const rows = await db.selectFrom('prices').select(['variant', 'cards']).orderBy('variant').execute();
  return rows.map((row) => {
    const stored = row.cards as Partial<Record<CardLevel, Partial<PricingCard>>>;
    const cards = Object.fromEntries(CARD_LEVELS.map((level) => [level, cleanCard(stored[level])])) as Record<CardLevel, PricingCard>;
    const { paywall1, paywall2 } = costs[row.variant];
    return { variant: row.variant, general: paywall1 + paywall2, level_1: paywall1, level_2: paywall2, cards };
  });
}

/** The card of one variant and level, sanitized for the page. */
export async function loadCard(db: Queryable, variant: Variant, level: CardLevel): Promise<PricingCard> {
  const row = await db.selectFrom('prices').select('cards').where('variant', '=', variant).executeTakeFirst();
  return cleanCard((row?.cards as Partial<Record<CardLevel, Partial<PricingCard>>> | undefined)?.[level]);
}

/** The save rule: the general price equals level 1 plus level 2; otherwise the message with the difference. */
export function priceRefusal(prices: Pick<VariantPrices, 'general' | 'level_1' | 'level_2'>): string | undefined {
  const difference = prices.general - (prices.level_1 + prices.level_2);
  return difference === 0 ? undefined : `${PRICE_MESSAGES.notEqual} (difference: ${difference > 0 ? '+' : ''}${difference})`;
}

type SaveResult = { ok: true } | { ok: false; message: string };

async function writeLevelPrices(tx: Queryable, prices: Pick<VariantPrices, 'variant' | 'level_1' | 'level_2'>) {
  const costs = JSON.stringify({ paywall1: prices.level_1, paywall2: prices.level_2 });
  await tx
    .updateTable('workflow_types')
    .set({ costs: sql`jsonb_set(costs, ${sql.val(`{${prices.variant}}`)}::text[], ${costs}::jsonb)`, updated_at: new Date() })
    .where('is_default', '=', true)
    .execute();
}

/** Saves the default type's level prices for the variant and the sanitized cards, in one transaction. */
export async function savePrices(db: Queryable, prices: VariantPrices): Promise<SaveResult> {
  const refusal = priceRefusal(prices);
  if (refusal) return { ok: false, message: refusal };
  const cards = Object.fromEntries(CARD_LEVELS.map((level) => [level, cleanCard(prices.cards[level])]));
  await inTransaction(db, async (tx) => {
    await writeLevelPrices(tx, prices);
    await tx.updateTable('prices').set({ cards: JSON.stringify(cards), updated_at: new Date() }).where('variant', '=', prices.variant).execute();
  });
  return { ok: true };
}

/** Saves only the variant's level prices (the editor's price form), under the same rule. */
export async function saveLevelPrices(db: Queryable, prices: Pick<VariantPrices, 'variant' | 'general' | 'level_1' | 'level_2'>): Promise<SaveResult> {
  const refusal = priceRefusal(prices);
  if (refusal) return { ok: false, message: refusal };
  await inTransaction(db, (tx) => writeLevelPrices(tx, prices));
  return { ok: true };
}

/** Saves one card (the editor's dialog), sanitized; the variant's other cards stay as they are. */
export async function saveCard(db: Queryable, variant: Variant, level: CardLevel, card: PricingCard): Promise<void> {
  const clean = JSON.stringify(cleanCard(card));
  await db
    .updateTable('prices')
    .set({ cards: sql`jsonb_set(cards, ${sql.val(`{${level}}`)}::text[], ${clean}::jsonb)`, updated_at: new Date() })
    .where('variant', '=', variant)
    .execute();
}
