import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { cancelPayment } from '~/services/payments/payments.server';
import { publicRoute } from '~/utils/permissions.server';

export const handle: PageHandle = { title: (_data, t) => t('guide:paymentPages.cancelledTitle'), i18n: ['guide'] };

// The provider's cancel URL: the open order is closed, so its token cannot be used afterwards.
export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const token = new URL(request.url).searchParams.get('token');
  if (token) await cancelPayment(getDb(), token);
  return { title: (await requestTexts(request, 'guide'))('paymentPages.cancelledTabTitle') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Payment cancelled | Accord' }];

export default function PaymentCancel() {
  const { t } = useTranslation('guide');
  return (
    <section aria-labelledby="cancel-title" className="mx-auto max-w-md py-8">
      <h1 id="cancel-title" className="text-2xl font-semibold text-brand">
        {t('paymentPages.cancelledTitle')}
      </h1>
      <p className="mt-4 text-lg">{t('paymentPages.cancelled')}</p>
      <Button asChild className="mt-6">
        <Link to="/legal-form-guide">{t('paymentPages.home')}</Link>
      </Button>
    </section>
  );
}
