// What the pay-for-form page needs: who may pay for what (a level already paid, a non-petitioner, an admin
// redirect elsewhere), the price card, the testimonials and the quote; and the settings the service takes.
import { analyticsSettings } from '../../../lib/analytics.server';
import { redirect } from '@remix-run/node';
import { getDb } from '../../db.server';
import { getEnv } from '../../../lib/env.server';
import { isAdmin, type SessionUser } from '../accounts/sessions.server';
import { calendarToday, discountBadge } from './coupons.server';
import { paymentProviderFor } from './payment-config.server';
import { formLevelPrices, formParties, loadCard, priceCardView } from './prices.server';
import { paidWorkflow, type Level, type PaidWorkflow, type Variant } from './levels';
import { hasPaid, paidDestination, quote, type PaymentSettings } from './payments.server';
import { TESTIMONIALS } from './testimonials';
import type { PriceCardDefaults } from './card-defaults';

export function paymentSettings(): PaymentSettings {
  const env = getEnv();
  return { defaultFrom: env.MAIL_FROM, timeZone: env.APP_TIME_ZONE, today: calendarToday(env.APP_TIME_ZONE), analytics: analyticsSettings(env) };
}

export function paymentProvider() {
  return paymentProviderFor(getEnv());
}

/** The pay page's address read: what is paid for (its id stands at the address's first place), the variant, the county. */
export type PayTarget = PaidWorkflow & {
  variant: Variant;
  county: string | null;
};

const notFound = () => new Response('Not Found', { status: 404 });

/** Checks the URL against the signed-in user; throws the spec's redirects and a 404 for anything not theirs. */
export async function requirePayTarget(user: SessionUser, params: Record<string, string | undefined>, url: URL): Promise<PayTarget> {
  // the address's first place is a published workflow at level 1 and a user workflow at level 2 (the spec's route)
  const { formId: id, userId, type, level: levelParam } = params;
  if (!id) throw notFound();
  // a non-petitioner goes to the respondent guide whatever the rest of the URL says (it decides their access)
  if (!user.isPetitioner && !isAdmin(user)) throw redirect(`/respondent-guide/${id}`);
  if (userId !== user.id || (type !== 'collaborative' && type !== 'unilateral') || (levelParam !== '1' && levelParam !== '2')) throw notFound();
  const paid = paidWorkflow(Number(levelParam) as Level, id);
  const db = getDb();
  let variant: Variant = type;
  if (paid.level === 1) {
    const published = await db.selectFrom('published_workflows').select('id').where('id', '=', paid.publishedWorkflowId).executeTakeFirst();
    if (!published) throw notFound();
  } else {
    const workflow = await db.selectFrom('user_workflows').select(['owner_id', 'collaborate']).where('id', '=', paid.userWorkflowId).executeTakeFirst();
    if (!workflow || workflow.owner_id !== user.id) throw notFound();
    variant = workflow.collaborate ? 'collaborative' : 'unilateral';
  }
  // admins count as having paid
  if (isAdmin(user) || (await hasPaid(db, user.id, paid))) throw redirect(paidDestination(paid));
  return { ...paid, variant, county: url.searchParams.get('county') || null };
}


/**
 * The page's view: the price card of the variant and level (its defaults in `defaults`' words), the discount badge,
 * testimonials on level 1 (by key: the page says them), the quote.
 */
export async function loadPayPage(target: PayTarget, couponCode: string | null, defaults?: PriceCardDefaults) {
  const db = getDb();
  const { today } = paymentSettings();
  // sanitized again on the way out: a card stored before sanitizing existed never reaches the page raw
  const level = target.level === 1 ? 'level_1' : 'level_2';
  const stored = await loadCard(db, target.variant, level);
  const price = await quote(db, { ...target, couponCode, today });
  const { otherParty, divorce } = await formParties(db, target);
  const card = priceCardView(stored, { variant: target.variant, level, prices: await formLevelPrices(db, target), otherParty, defaults });
  // the testimonials speak of divorcing spouses: another type's pay page goes without them (ADR 028)
  return { card, badge: await discountBadge(db, today, target.level), quote: price, testimonials: target.level === 1 && divorce ? TESTIMONIALS : [] };
}
