import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { publicTitleLoader } from '~/i18n/page-title.server';

export const handle: PageHandle = { title: (_data, t) => t('site:wait.title'), i18n: ['site'] };

export const loader = publicTitleLoader('site', (t) => t('wait.tabTitle'));

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Waiting for your spouse | Accord' }];

// administration-platform.md §2.18: the respondent waits for the petitioner to start.
export default function Wait() {
  const { t } = useTranslation('site');
  return (
    <section aria-labelledby="wait-title" className="mx-auto max-w-xl py-8">
      <h1 id="wait-title" className="text-3xl font-semibold text-brand">
        {t('wait.heading')}
      </h1>
      <p className="mt-4 text-lg">{t('wait.lead')}</p>
      <p className="mt-4 text-muted">{t('wait.nothingToDo')}</p>
    </section>
  );
}
