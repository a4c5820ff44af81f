import type { MetaFunction } from '@remix-run/node';
import { Trans, useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { publicTitleLoader } from '~/i18n/page-title.server';

export const handle: PageHandle = { title: (_data, t) => t('site:practice.title'), i18n: ['site'] };

export const loader = publicTitleLoader('site', (t) => t('practice.tabTitle'));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Practice | Accord' }];

const ITEMS = ['details', 'marriage', 'children', 'property', 'support'] as const;

// The spec names a practice page without its content: this one tells a person what the questionnaire will ask
// for, so they can gather it before they begin.
export default function Practice() {
  const { t } = useTranslation('site');
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="practice-title">
      <h1 id="practice-title" className="text-3xl font-semibold text-brand">
        {t('practice.heading')}
      </h1>
      <p className="mt-4 text-lg text-muted">{t('practice.lead')}</p>
      <ul className="mt-6 space-y-3">
        {ITEMS.map((item) => (
          <li key={item} className="rounded-lg border border-line bg-white p-4">
            <span className="block font-medium">{t(`practice.items.${item}.title`)}</span>
            <span className="block text-muted">{t(`practice.items.${item}.detail`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Trans t={t} i18nKey="practice.ready" components={{ create: <a href="/create-user" />, signIn: <a href="/sign-in" /> }} />
      </p>
    </section>
  );
}
