import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { paymentProvider, paymentSettings } from '~/services/payments/pay-page.server';
import { completePayment } from '~/services/payments/payments.server';
import { paymentWords } from '~/services/payments/payment-words.server';
import { publicRouteWithSession } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: (_data, t) => t('guide:paymentPages.outcomeTitle'), i18n: ['guide'] };

// The provider's return URL (?token={orderId}). Capturing is safe to repeat: the payment row is locked and a
// used token answers 'Sorry, incorrect Paypal token'.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await publicRouteWithSession(request);
  const words = await paymentWords(request);
  const title = words.t('paymentPages.outcomeTabTitle');
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { title, message: words.refusal({ reason: 'incorrectToken' }) };
  const outcome = await completePayment(getDb(), paymentProvider(), token, paymentSettings());
  if (outcome.kind === 'error') return { title, message: words.refusal(outcome.refusal) };
  if (session.status === 'active' && outcome.processed) await setFlash(getDb(), session.sessionId, { type: 'success', message: words.t('pay.processed') });
  return redirect(outcome.to);
}

// a title of its own: 'Payment | Accord' is the pay page's (issue 32, item 2)
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Payment outcome | Accord' }];

export default function PaymentSuccess() {
  const { message } = useLoaderData<typeof loader>();
  const { t } = useTranslation('guide');
  return (
    <section aria-labelledby="success-title" className="mx-auto max-w-md py-8">
      <h1 id="success-title" className="text-2xl font-semibold text-brand">
        {t('paymentPages.outcomeHeading')}
      </h1>
      <p role="alert" className="mt-4 text-lg">
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to="/legal-form-guide">{t('paymentPages.home')}</Link>
      </Button>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('guide');
  return <StatusPageForError failed={t('paymentPages.outcomeFailed')} />;
}
