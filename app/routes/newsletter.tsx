import { parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { requestTexts, shellTexts } from '~/i18n/i18next.server';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { hitRateLimit, LIMITS } from '~/services/accounts/rate-limit.server';
import { subscribeToNewsletter } from '~/services/newsletter.server';
import { clientIp } from '~/services/request.server';
import { accountSchemas } from '~/utils/account-forms';
import { publicRoute } from '~/utils/permissions.server';

// the page's texts are the shell's (the footer's sign-up answers in them)
export const handle: PageHandle = { i18n: ['common'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await shellTexts(request);
  return { title: t('newsletter.pageTitle', { product: PRODUCT_NAME }) };
}

// The footer's newsletter sign-up posts here: with JavaScript the footer shows the answer in place, without it
// this page does.
export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const t = await shellTexts(request);
  const submission = parseWithZod(await request.formData(), { schema: accountSchemas(await requestTexts(request, 'accounts')).newsletterSchema });
  if (submission.status !== 'success') return data({ status: 'invalid' as const, message: t('newsletter.invalid') }, { status: 400 });
  const db = getDb();
  if (!(await hitRateLimit(db, `newsletter-ip:${clientIp(context)}`, LIMITS.newsletterPerIp)).allowed) {
    return data({ status: 'rate-limited' as const, message: t('newsletter.rateLimited') }, { status: 429 });
  }
  await db.transaction().execute((tx) => subscribeToNewsletter(tx, submission.value.email, 'footer', getEnv()));
  return { status: 'subscribed' as const, message: t('newsletter.subscribed', { product: PRODUCT_NAME }) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title ?? `Newsletter | ${PRODUCT_NAME}` }];

export default function Newsletter() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-xl py-8" aria-labelledby="newsletter-title">
      <h1 id="newsletter-title" className="text-3xl font-semibold text-brand">
        {t('newsletter.label')}
      </h1>
      <p role="status" className="mt-4 text-lg">
        {result?.message ?? t('newsletter.useTheForm')}
      </p>
      <p className="mt-4">
        <a href="/">{t('newsletter.back', { product: PRODUCT_NAME })}</a>
      </p>
    </section>
  );
}
