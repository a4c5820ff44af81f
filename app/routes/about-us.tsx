import type { MetaFunction } from '@remix-run/node';
import { useTranslation } from 'react-i18next';
import { NumberedSteps } from '~/components/numbered-steps';
import type { PageHandle } from '~/components/site-shell';
import { publicTitleLoader } from '~/i18n/page-title.server';

export const handle: PageHandle = { title: (_data, t) => t('site:about.title'), i18n: ['site'] };

export const loader = publicTitleLoader('site', (t) => t('about.tabTitle'));

const STEPS = ['answer', 'share', 'sign'] as const;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'About Accord: prepare your divorce documents with care' }];

export default function AboutUs() {
  const { t } = useTranslation('site');
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="about-title">
      <h1 id="about-title" className="text-3xl font-semibold leading-tight text-brand sm:text-4xl">
        {t('about.heading')}
      </h1>
      <p className="mt-4 text-lg text-muted">{t('about.lead')}</p>
      <NumberedSteps className="mt-8 space-y-4" steps={STEPS.map((step) => [t(`about.steps.${step}.title`), t(`about.steps.${step}.detail`)] as const)} />
      <p className="mt-8 flex flex-wrap gap-4">
        <a href="/create-user" className="rounded-md bg-brand px-4 py-2 font-medium text-white no-underline hover:bg-brand-strong hover:text-white">
          {t('about.createAccount')}
        </a>
        <a href="/sign-in" className="px-4 py-2">
          {t('about.haveAccount')}
        </a>
      </p>
    </section>
  );
}
