import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { paymentProvider, paymentSettings } from '~/services/payments/pay-page.server';
import { paymentWords } from '~/services/payments/payment-words.server';
import { completeTestPayment, TEST_PAYMENT_CENTS } from '~/services/payments/test-payment.server';
import { publicOrigin } from '~/services/request.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: (_data, t) => t('guide:paymentPages.testTitle'), i18n: ['guide'] };

/** The provider test: a real $1.00 order through the configured provider (admins only: it moves money on PayPal). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireGlobalAdmin(request);
  const words = await paymentWords(request);
  const title = words.t('paymentPages.testTabTitle');
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { title, message: null };
  const payer = await getDb().selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', admin.id).executeTakeFirstOrThrow();
  const outcome = await completeTestPayment(getDb(), paymentProvider(), token, { email: payer.email, name: `${payer.first_name} ${payer.last_name}` }, paymentSettings());
  return { title, message: outcome === 'processed' ? words.t('pay.processed') : words.refusal({ reason: outcome }) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireGlobalAdmin(request);
  const origin = publicOrigin(request, getEnv().APP_URL);
  try {
    const order = await paymentProvider().createOrder(getDb(), { amountCents: TEST_PAYMENT_CENTS, currency: 'USD', description: 'Accord payment test', returnUrl: `${origin}/paypal/test`, cancelUrl: `${origin}/paypal/cancel` });
    return redirect(order.approveUrl);
  } catch {
    return data({ message: (await paymentWords(request)).refusal({ reason: 'couldNotProcess' }) }, { status: 502 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'PayPal Test | Accord' }];

export default function PayPalTest() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const message = acted?.message ?? loaded.message;
  const { t } = useTranslation('guide');
  return (
    <section aria-labelledby="test-title" className="mx-auto max-w-md py-8">
      <h1 id="test-title" className="text-2xl font-semibold text-brand">
        {t('paymentPages.testTitle')}
      </h1>
      {message ? (
        <p role="alert" className="mt-4">
          {message}
        </p>
      ) : null}
      <Form method="post" className="mt-6">
        <Button type="submit">{t('paymentPages.testPay')}</Button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('guide');
  return <StatusPageForError failed={t('paymentPages.testFailed')} />;
}
