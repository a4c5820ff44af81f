// The accessibility statement (issue 32, item 11), as public bodies publish one: the standard, how the site was
// checked, what is known not to meet it yet, and how to report a barrier. Linked from the footer of every page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { CONTACT_PAGE, type PageHandle } from '~/components/site-shell';
import { getEnv } from '../../lib/env.server';
import { publicRoute } from '~/utils/permissions.server';
import { requestTexts } from '~/i18n/i18next.server';

export const handle: PageHandle = { title: (_data, t) => t('site:accessibility.title'), i18n: ['site'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await requestTexts(request, 'site');
  return { title: t('accessibility.tabTitle'), supportEmail: getEnv().SUPPORT_EMAIL };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Accessibility statement | Accord' }];

const CHECKS = ['axe', 'keyboard', 'titles', 'byHand'] as const;
const GAPS = ['adminForms', 'drawer', 'disabled', 'pdf', 'dragDrop'] as const;

export default function AccessibilityStatement() {
  const { supportEmail } = useLoaderData<typeof loader>();
  const { t } = useTranslation('site');
  return (
    <article className="mx-auto max-w-2xl space-y-4 py-8" aria-labelledby="accessibility-title">
      <h1 id="accessibility-title" className="text-3xl font-semibold text-brand">
        {t('accessibility.heading')}
      </h1>
      <p>{t('accessibility.intro')}</p>

      <h2 className="pt-2 text-2xl font-semibold">{t('accessibility.standardTitle')}</h2>
      <p>{t('accessibility.standard')}</p>

      <h2 className="pt-2 text-2xl font-semibold">{t('accessibility.checkTitle')}</h2>
      <ul className="list-disc space-y-1 pl-6">
        {CHECKS.map((check) => (
          <li key={check}>{t(`accessibility.checks.${check}`)}</li>
        ))}
      </ul>

      <h2 className="pt-2 text-2xl font-semibold">{t('accessibility.gapsTitle')}</h2>
      <ul className="list-disc space-y-1 pl-6">
        {GAPS.map((gap) => (
          <li key={gap}>{t(`accessibility.gaps.${gap}`)}</li>
        ))}
      </ul>

      <h2 className="pt-2 text-2xl font-semibold">{t('accessibility.exitTitle')}</h2>
      <p>{t('accessibility.exit')}</p>

      <h2 className="pt-2 text-2xl font-semibold">{t('accessibility.reportTitle')}</h2>
      <p>
        <Trans t={t} i18nKey="accessibility.report" values={{ email: supportEmail }} components={{ email: <a href={`mailto:${supportEmail}`} />, contact: <a href={CONTACT_PAGE} /> }} />
      </p>
    </article>
  );
}
