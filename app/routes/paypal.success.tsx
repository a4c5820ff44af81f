import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { paymentProvider, paymentSettings } from '~/services/payments/pay-page.server';
import { completePayment, PAYMENT_MESSAGES } from '~/services/payments/payments.server';
import { publicRouteWithSession } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Payment outcome' };

// The provider's return URL (?token={orderId}). Capturing is safe to repeat: the payment row is locked and a
// used token answers 'Sorry, incorrect Paypal token'.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await publicRouteWithSession(request);
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { message: PAYMENT_MESSAGES.incorrectToken };
  const outcome = await completePayment(getDb(), paymentProvider(), token, paymentSettings());
  if (outcome.kind === 'error') return { message: outcome.message };
  if (session.status === 'active' && outcome.message) await setFlash(getDb(), session.sessionId, { type: 'success', message: outcome.message });
  return redirect(outcome.to);
}

// a title of its own: 'Payment | Accord' is the pay page's (issue 32, item 2)
export const meta: MetaFunction = () => [{ title: 'Payment outcome | Accord' }];

export default function PaymentSuccess() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="success-title" className="mx-auto max-w-md py-8">
      <h1 id="success-title" className="text-2xl font-semibold text-brand">
        Payment
      </h1>
      <p role="alert" className="mt-4 text-lg">
        {message}
      </p>
      <Button asChild className="mt-6">
        <Link to="/legal-form-guide">Home</Link>
      </Button>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="We could not confirm your payment just now. Please do not pay again: contact support and we will check it for you." />;
}
