import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/page-handle';
import { NumberedSteps } from '~/components/numbered-steps';
import { getDb } from '~/db.server';
import { homePathFor, loadUserForms } from '~/services/home-routing.server';
import type { PriceSummary } from '~/services/price-summary';
import { loadVisitorHome } from '~/services/visitor-home.server';
import { getSettings } from '~/services/settings.server';
import { requestTexts } from '~/i18n/i18next.server';
import { publicRouteWithSession } from '~/utils/permissions.server';

export const handle: PageHandle = { i18n: ['site'] };

// Home routes a signed-in person by role (administration-platform.md §2.2); the maintenance flag comes first. A
// signed-out visitor stays here and reads what Accord is (issue 15, item 17) instead of landing on sign-in.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await publicRouteWithSession(request);
  const { maintenance } = await getSettings(getDb());
  if (maintenance) throw redirect('/503');
  const user = session.status === 'active' ? session.user : undefined;
  if (user) throw redirect(homePathFor(user, await loadUserForms(user)));
  const t = await requestTexts(request, 'site');
  return { ...(await loadVisitorHome(getDb())), title: t('home.tabTitle'), description: t('home.description') };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? 'Accord: prepare your divorce documents online' },
  ...(data ? [{ name: 'description', content: data.description }] : []),
];

const STEPS = ['answer', 'agree', 'sign'] as const;

function PriceCard({ variant, price }: { variant: 'withSpouse' | 'alone'; price: NonNullable<PriceSummary>['collaborative'] }) {
  const { t } = useTranslation('site');
  return (
    <div className="rounded-lg border border-line bg-white p-5">
      <h3 className="font-semibold">{t(`home.${variant}.title`)}</h3>
      <p className="mt-1 text-3xl font-semibold text-brand">{t('home.price', { total: price.total })}</p>
      <p className="mt-1 text-sm text-muted">{t('home.priceParts', { level1: price.level1, level2: price.level2 })}</p>
      <p className="mt-3">{t(`home.${variant}.detail`)}</p>
    </div>
  );
}

export default function Home() {
  const { prices, states, types } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation('site');
  return (
    <div className="mx-auto max-w-3xl space-y-12 py-4">
      <section aria-labelledby="home-title">
        <h1 id="home-title" className="text-3xl font-semibold leading-tight text-brand sm:text-4xl">
          {t('home.title')}
        </h1>
        <p className="mt-4 text-lg">{t('home.lead')}</p>
        {states.length ? (
          <p className="mt-2 text-muted" data-testid="home-states">
            {t('home.statesReady', { states: new Intl.ListFormat(i18n.language === 'es' ? 'es-US' : 'en-US').format(states) })}
          </p>
        ) : null}
        <p className="mt-6 flex flex-wrap items-center gap-4">
          <a
            href="/create-user"
            className="rounded-md bg-brand px-5 py-3 font-medium text-white no-underline hover:bg-brand-strong hover:text-white"
          >
            {t('home.createAccount')}
          </a>
          <a href="/about-us">{t('home.about')}</a>
          <a href="/sign-in">{t('home.signIn')}</a>
        </p>
        {types.length > 1 ? (
          <nav aria-labelledby="home-types" className="mt-6">
            <h2 id="home-types" className="font-semibold">
              {t('home.typesTitle')}
            </h2>
            <ul className="mt-2 grid gap-1">
              {types.map((type) => (
                <li key={type.title}>
                  <a href={`/create-user?${new URLSearchParams({ type: type.title })}`}>{t('home.typeLink', { type: type.title })}</a>
                  {type.onePerson ? <span className="text-muted"> {t('home.onYourOwn')}</span> : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-semibold text-brand">
          {t('home.howTitle')}
        </h2>
        <NumberedSteps steps={STEPS.map((step) => [t(`home.steps.${step}.title`), t(`home.steps.${step}.detail`)] as const)} />
      </section>

      <section aria-labelledby="cost-title">
        <h2 id="cost-title" className="text-2xl font-semibold text-brand">
          {t('home.costTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('home.costLead')}</p>
        {prices ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <PriceCard variant="withSpouse" price={prices.collaborative} />
            <PriceCard variant="alone" price={prices.unilateral} />
          </div>
        ) : (
          <p className="mt-4">{t('pricesNotSet')}</p>
        )}
      </section>

      <section aria-labelledby="help-title">
        <h2 id="help-title" className="text-2xl font-semibold text-brand">
          {t('home.helpTitle')}
        </h2>
        <p className="mt-2">
          <Trans t={t} i18nKey="home.help" components={{ legal: <a href="/legal-advice" />, contact: <a href="/contact-us" /> }} />
        </p>
      </section>
    </div>
  );
}
