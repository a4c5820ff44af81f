import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { paymentProvider, paymentSettings } from '~/services/payments/pay-page.server';
import { PAYMENT_MESSAGES } from '~/services/payments/payments.server';
import { completeTestPayment, TEST_PAYMENT_CENTS } from '~/services/payments/test-payment.server';
import { publicOrigin } from '~/services/request.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'PayPal Test' };

/** The provider test: a real $1.00 order through the configured provider (admins only: it moves money on PayPal). */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireGlobalAdmin(request);
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { message: null };
  const payer = await getDb().selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', admin.id).executeTakeFirstOrThrow();
  return { message: await completeTestPayment(getDb(), paymentProvider(), token, { email: payer.email, name: `${payer.first_name} ${payer.last_name}` }, paymentSettings()) };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireGlobalAdmin(request);
  const origin = publicOrigin(request, getEnv().APP_URL);
  try {
    const order = await paymentProvider().createOrder(getDb(), { amountCents: TEST_PAYMENT_CENTS, currency: 'USD', description: 'Accord payment test', returnUrl: `${origin}/paypal/test`, cancelUrl: `${origin}/paypal/cancel` });
    return redirect(order.approveUrl);
  } catch {
    return data({ message: PAYMENT_MESSAGES.couldNotProcess }, { status: 502 });
  }
}

export const meta: MetaFunction = () => [{ title: 'PayPal Test | Accord' }];

export default function PayPalTest() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const message = acted?.message ?? loaded.message;
  return (
    <section aria-labelledby="test-title" className="mx-auto max-w-md py-8">
      <h1 id="test-title" className="text-2xl font-semibold text-brand">
        PayPal Test
      </h1>
      {message ? (
        <p role="alert" className="mt-4">
          {message}
        </p>
      ) : null}
      <Form method="post" className="mt-6">
        <Button type="submit">Pay $1</Button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="The test payment could not be made. Please try again in a moment." />;
}
