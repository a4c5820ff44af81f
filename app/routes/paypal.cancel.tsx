import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { cancelPayment } from '~/services/payments/payments.server';
import { publicRoute } from '~/utils/permissions.server';

export const handle: PageHandle = { title: 'Payment cancelled' };

// The provider's cancel URL: the open order is closed, so its token cannot be used afterwards.
export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const token = new URL(request.url).searchParams.get('token');
  if (token) await cancelPayment(getDb(), token);
  return null;
}

export const meta: MetaFunction = () => [{ title: 'Payment cancelled | Accord' }];

export default function PaymentCancel() {
  return (
    <section aria-labelledby="cancel-title" className="mx-auto max-w-md py-8">
      <h1 id="cancel-title" className="text-2xl font-semibold text-brand">
        Payment cancelled
      </h1>
      <p className="mt-4 text-lg">Your payment was cancelled and you have not been charged.</p>
      <Button asChild className="mt-6">
        <Link to="/legal-form-guide">Home</Link>
      </Button>
    </section>
  );
}
