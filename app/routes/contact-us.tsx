import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { loadPriceSummary } from '~/services/price-summary.server';
import { publicRoute } from '~/utils/permissions.server';
import { getEnv } from '../../lib/env.server';

// The contact / FAQ page (end-user-journey.md §1): the help dialogs and the footer link here. The answers state
// only what the product does; prices come from the paywall prices settings.
export const handle: PageHandle = { title: (_data, t) => t('site:contact.title'), i18n: ['site'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await requestTexts(request, 'site');
  return { title: t('contact.tabTitle'), supportEmail: getEnv().SUPPORT_EMAIL, prices: await loadPriceSummary(getDb()) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Contact us and frequent questions | Accord' }];

const QUESTIONS = ['lose', 'see', 'account', 'lawyer', 'password', 'disagree'] as const;

export default function ContactUs() {
  const { supportEmail, prices } = useLoaderData<typeof loader>();
  const { t } = useTranslation('site');
  const faq: Array<[string, string]> = [
    [
      t('contact.faq.cost.question'),
      prices === null
        ? t('contact.faq.cost.notSet')
        : t('contact.faq.cost.answer', {
            together: prices.collaborative.total,
            togetherStart: prices.collaborative.level1,
            togetherDocuments: prices.collaborative.level2,
            alone: prices.unilateral.total,
            aloneStart: prices.unilateral.level1,
            aloneDocuments: prices.unilateral.level2,
          }),
    ],
    ...QUESTIONS.map((q): [string, string] => [t(`contact.faq.${q}.question`), t(`contact.faq.${q}.answer`)]),
  ];
  return (
    <section aria-labelledby="contact-title" className="mx-auto max-w-2xl py-8">
      <h1 id="contact-title" className="text-3xl font-semibold leading-tight text-brand">
        {t('contact.heading')}
      </h1>
      <p className="mt-4 text-lg">
        <Trans t={t} i18nKey="contact.writeToUs" values={{ email: supportEmail }} components={{ email: <a href={`mailto:${supportEmail}`} /> }} />
      </p>
      <p className="mt-2 text-muted">
        <Trans t={t} i18nKey="contact.danger" components={{ legal: <a href="/legal-advice" /> }} />
      </p>
      <h2 className="mt-10 text-2xl font-semibold text-brand">{t('contact.faqTitle')}</h2>
      <div className="mt-4 space-y-3">
        {faq.map(([question, answer]) => (
          <details key={question} className="rounded-lg border border-line bg-white p-4">
            <summary className="cursor-pointer font-medium">{question}</summary>
            <p className="mt-2">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
