import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { knownTextKey } from '~/i18n/known-texts.server';
import { getEnv } from '../../lib/env.server';
import guide from '../../i18n/catalogues/en/guide';
import { formatAmount } from '~/services/payments/provider.server';
import { decideSandboxOrder, findSandboxOrder } from '~/services/payments/sandbox-provider.server';
import { publicRoute } from '~/utils/permissions.server';

export const handle: PageHandle = { title: (_data, t) => t('guide:paymentPages.sandboxTitle'), i18n: ['guide'] };

// The local sandbox provider's approve page: it stands where PayPal's checkout would, so it only exists with it.
export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  if (getEnv().PAYMENT_PROVIDER !== 'sandbox') throw new Response('Not Found', { status: 404 });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const order = await findSandboxOrder(getDb(), token);
  if (!order) throw new Response('Not Found', { status: 404 });
  const t = await requestTexts(request, 'guide');
  // the order's description is the app's own English for the provider (payments.server.ts): said in the page's words
  const known = knownTextKey(guide.paymentPages.orderDescriptions, order.description);
  const say = t as unknown as (key: string, values: Record<string, string>) => string;
  const description = known ? say(`paymentPages.orderDescriptions.${known.key}`, known.values) : order.description;
  return { token, amount: formatAmount(order.amount_cents), currency: order.currency, description, status: order.status, title: t('paymentPages.sandboxTabTitle') };
}

export async function action({ request }: ActionFunctionArgs) {
  publicRoute();
  if (getEnv().PAYMENT_PROVIDER !== 'sandbox') throw new Response('Not Found', { status: 404 });
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent !== 'approve' && intent !== 'cancel') throw new Response('Bad Request', { status: 400 });
  const next = await decideSandboxOrder(getDb(), String(form.get('token') ?? ''), intent);
  if (!next) throw new Response('Not Found', { status: 404 });
  return redirect(next);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Sandbox payment | Accord' }];

export default function SandboxApprove() {
  const order = useLoaderData<typeof loader>();
  const { t } = useTranslation('guide');
  return (
    <section aria-labelledby="sandbox-title" className="mx-auto max-w-md py-8">
      <h1 id="sandbox-title" className="text-2xl font-semibold text-brand">
        {t('paymentPages.sandboxTitle')}
      </h1>
      <p className="mt-2 text-muted">{t('paymentPages.sandboxNote')}</p>
      <p className="mt-4">{order.description}</p>
      <p className="mt-2 text-3xl font-bold">{t('paymentPages.amount', { amount: order.amount, currency: order.currency })}</p>
      <Form method="post" className="mt-6 flex gap-2">
        <input type="hidden" name="token" value={order.token} />
        <Button type="submit" name="intent" value="approve">
          {t('paymentPages.approve')}
        </Button>
        <Button type="submit" name="intent" value="cancel" variant="secondary">
          {t('paymentPages.cancelAndReturn')}
        </Button>
      </Form>
    </section>
  );
}
