import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BackToQuestionnaire } from '~/components/back-to-questionnaire';
import { PayPalButton } from '~/components/paypal-button';
import { PriceCard } from '~/components/price-card';
import type { PageHandle } from '~/components/site-shell';
import { TestimonialCarousel } from '~/components/testimonial-carousel';
import { Button } from '~/components/ui/button';
import { requestTexts } from '~/i18n/i18next.server';
import { ERROR_TITLE_PREFIX, ErrorSummary, type ErrorSummaryItem } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { formAnswer } from '~/utils/form-answer.server';
import { requireUser } from '~/utils/permissions.server';
import { loadPayPage, paymentProvider, paymentSettings, requirePayTarget } from '~/services/payments/pay-page.server';
import { beginPayment, level2Refusal } from '~/services/payments/payments.server';
import { formatAmount } from '~/services/payments/money';
import { paymentWords } from '~/services/payments/payment-words.server';
import { publicOrigin } from '~/services/request.server';
import { StatusPageForError } from '~/components/status-pages';
import { useHydrated } from '~/utils/use-hydrated';
import { readForm } from '~/services/upload-handler.server';

export const handle: PageHandle = { title: (_data, t) => t('guide:pay.title'), i18n: ['guide'] };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const target = await requirePayTarget(user, params, url);
  const words = await paymentWords(request);
  const { quote, badge, testimonials, ...page } = await loadPayPage(target, url.searchParams.get('coupon'), words.cardDefaults);
  const env = getEnv();
  const notDue = target.level === 2 ? await level2Refusal(getDb(), target.userWorkflowId) : undefined;
  return {
    title: words.t('pay.tabTitle'),
    /** 'Error: ' in the page's language, for the title of a refused coupon (`meta` has no translator) */
    errorTitlePrefix: (await requestTexts(request, 'common'))('errorTitlePrefix'),
    // the step machine's answer: a level-2 page opened before step 4 explains itself instead of offering to pay
    notDue: notDue ? words.refusal(notDue) : null,
    level: target.level,
    // level 2's 'Back to Questionnaire' goes to this user workflow's page
    userWorkflowId: target.level === 2 ? target.userWorkflowId : null,
    enteredCoupon: url.searchParams.get('coupon') ?? '',
    // level 2's 'Back to Questionnaire' asks first; without JavaScript the question is this server-rendered state
    confirmBack: target.level === 2 && url.searchParams.get('confirm') === 'back',
    ...page,
    testimonials: words.testimonials(testimonials),
    // the services name the coupon's refusal and amount; the page says them
    quote: {
      ...quote,
      couponMessage: quote.couponRefusal ? words.refusal(quote.couponRefusal) : undefined,
      couponLabel: quote.couponAmount ? words.amount(quote.couponAmount) : '',
    },
    badge: badge ? { text: words.t('priceCard.badge', { amount: words.amount(badge.coupon), code: badge.code }) } : null,
    paypalClientId: env.PAYMENT_PROVIDER === 'paypal' && env.PAYPAL_JS_BUTTON ? (env.PAYPAL_CLIENT_ID ?? null) : null,
    paypal: env.PAYMENT_PROVIDER === 'paypal',
  };
}

const paySchema = z.object({ intent: z.enum(['pay', 'create-order']), coupon: z.string().trim().max(64).optional() });

/** A refused payment: its message, in the error summary and with 'Error: ' in the title as served. */
function refused(context: AppLoadContext, error: string) {
  return formAnswer(context, { error, errorSummary: [{ message: error }] }, { status: 400 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const target = await requirePayTarget(user, params, url);
  const parsed = paySchema.safeParse(Object.fromEntries(await readForm(request)));
  const words = await paymentWords(request);
  if (!parsed.success) return refused(context, words.refusal({ reason: 'couldNotProcess' }));
  const outcome = await beginPayment(
    getDb(),
    paymentProvider(),
    { ...target, userId: user.id, couponCode: parsed.data.coupon || null, origin: publicOrigin(request, getEnv().APP_URL) },
    paymentSettings(),
  );
  if (outcome.kind === 'error') return refused(context, words.refusal(outcome.refusal));
  // the PayPal button (JavaScript) opens its own window with the order id; everything else follows the redirect
  if (parsed.data.intent === 'create-order' && outcome.orderId) return { orderId: outcome.orderId };
  return redirect(outcome.to);
}

// a refused coupon is shown by the loader, so the title says 'Error: ' as served
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.enteredCoupon && data.quote.couponMessage ? (data.errorTitlePrefix ?? ERROR_TITLE_PREFIX) : ''}${data?.title ?? 'Payment | Accord'}` }];

const COUPON_INPUT_ID = 'coupon-code';
const COUPON_STATUS_ID = 'coupon-status';
const COUPON_APPLY_WHY_ID = 'coupon-apply-why';

const money = (cents: number) => `$${formatAmount(cents)}`;

export default function PayForForm() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation('guide');
  // false while rendering on the server: without JavaScript the Apply button must stay enabled
  const hydrated = useHydrated();
  const [code, setCode] = useState(page.enteredCoupon);
  const applying = navigation.state === 'loading' && navigation.location.search.includes('coupon=');
  const { quote, card } = page;
  const free = quote.totalCents === 0;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  // a refused coupon (the loader's answer to Apply) and a refused payment, summarised at the top of the order
  const couponRefused = Boolean(page.enteredCoupon && quote.couponMessage);
  const refusals: ErrorSummaryItem[] = [
    ...(couponRefused && !applying ? [{ fieldId: COUPON_INPUT_ID, message: quote.couponMessage! }] : []),
    ...(error && error !== quote.couponMessage ? [{ message: error }] : []),
  ];
  const cancelTo = page.userWorkflowId === null ? '/legal-form-guide' : `/legal-form-guide/divorce-forms/${page.userWorkflowId}`;
  if (page.notDue) return <NotDueYet message={page.notDue} guideTo={cancelTo} />;

  return (
    <section aria-labelledby="pay-title" className="mx-auto grid max-w-5xl gap-8 py-6 md:grid-cols-2">
      <div>
        <h1 id="pay-title" className="text-3xl font-semibold text-brand">
          {page.level === 1 ? t('pay.testimonials') : t('pay.finalPayment')}
        </h1>
        <TestimonialCarousel testimonials={page.testimonials} />
        <PriceCard card={card} badge={page.badge} label={t('priceCard.label')} />
      </div>

      <div aria-labelledby="summary-title" role="region" className="rounded-lg border border-line p-6">
        <h2 id="summary-title" className="text-2xl font-semibold">
          {t('pay.orderSummary')}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-2">
          <dt>{t('pay.item')}</dt>
          <dd className="text-right">{page.level === 1 ? t('pay.level1') : t('pay.level2')}</dd>
          <dt>{t('pay.price')}</dt>
          <dd className="text-right">{money(quote.priceCents)}</dd>
          <dt>{t('pay.discount')}</dt>
          <dd className="text-right" data-testid="discount">
            {quote.discountCents ? `-${money(quote.discountCents)} (${quote.couponLabel})` : money(0)}
          </dd>
          <dt className="font-semibold">{t('pay.total')}</dt>
          <dd className="text-right font-semibold" data-testid="total">
            {money(quote.totalCents)}
          </dd>
        </dl>

        <ErrorSummary items={refusals} className="mt-4" />
        <Form method="get" className="mt-4 flex items-end gap-2">
          <label className="grid min-w-0 flex-1 gap-1">
            <span>{t('pay.couponCode')}</span>
            <input
              id={COUPON_INPUT_ID}
              name="coupon"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={couponRefused ? true : undefined}
              aria-describedby={couponRefused ? COUPON_STATUS_ID : undefined}
              className="w-full min-w-0 rounded border border-line px-3 py-2"
              autoComplete="off"
            />
          </label>
          <Button type="submit" variant="secondary" disabledBecause={hydrated && code.trim() === '' ? COUPON_APPLY_WHY_ID : undefined}>
            {t('pay.apply')}
          </Button>
        </Form>
        {hydrated && code.trim() === '' ? (
          <p id={COUPON_APPLY_WHY_ID} className="mt-1 text-sm text-muted">
            {t('pay.applyWhy')}
          </p>
        ) : null}
        <p id={COUPON_STATUS_ID} role="status" className="mt-2 min-h-6">
          {applying ? t('pay.applying') : quote.couponCode ? t('pay.applied') : (quote.couponMessage ?? '')}
        </p>

        <div className="mt-4 grid gap-2">
          {page.paypalClientId && hydrated && !free ? (
            <PayPalButton clientId={page.paypalClientId} coupon={quote.couponCode ?? ''} />
          ) : null}
          <Form method="post">
            <input type="hidden" name="coupon" value={quote.couponCode ?? ''} />
            <Button type="submit" name="intent" value="pay" className="w-full" disabled={navigation.state === 'submitting'}>
              {free ? t('pay.proceed') : page.paypal ? t('pay.payWithPayPal') : t('pay.pay')}
            </Button>
          </Form>
          <Button asChild variant="secondary">
            <Link to={cancelTo}>{t('pay.cancel')}</Link>
          </Button>
          {page.userWorkflowId !== null ? <BackToQuestionnaire userWorkflowId={page.userWorkflowId} coupon={page.enteredCoupon} confirming={page.confirmBack} hydrated={hydrated} /> : null}
        </div>
      </div>
    </section>
  );
}

/** Level 2 asked for before the form reached it: what happened, that nothing was charged, and the way back. */
function NotDueYet({ message, guideTo }: { message: string; guideTo: string }) {
  const { t } = useTranslation('guide');
  return (
    <section aria-labelledby="pay-title" className="mx-auto grid max-w-2xl gap-4 py-6">
      <h1 id="pay-title" className="text-3xl font-semibold text-brand">
        {t('pay.finalPayment')}
      </h1>
      <p role="alert">{message}</p>
      <Button asChild className="justify-self-start">
        <Link to={guideTo}>{t('pay.backToGuide')}</Link>
      </Button>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('guide');
  return <StatusPageForError notFound={t('pay.notFound')} failed={t('pay.failed')} />;
}
