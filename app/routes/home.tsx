import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NumberedSteps } from '~/components/numbered-steps';
import { getDb } from '~/db.server';
import { homePathFor, loadUserForms } from '~/services/home-routing.server';
import { PRICES_NOT_SET, type PriceSummary } from '~/services/price-summary';
import { loadVisitorHome } from '~/services/visitor-home.server';
import { getSettings } from '~/services/settings.server';
import { publicRouteWithSession } from '~/utils/permissions.server';

// Home routes a signed-in person by role (administration-platform.md §2.2); the maintenance flag comes first. A
// signed-out visitor stays here and reads what Accord is (issue 15, item 17) instead of landing on sign-in.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await publicRouteWithSession(request);
  const { maintenance } = await getSettings(getDb());
  if (maintenance) throw redirect('/503');
  const user = session.status === 'active' ? session.user : undefined;
  if (user) throw redirect(homePathFor(user, await loadUserForms(user)));
  return loadVisitorHome(getDb());
}

export const meta: MetaFunction = () => [
  { title: 'Accord: prepare your divorce documents online' },
  {
    name: 'description',
    content:
      'Answer plain questions, share them with your spouse, sign online and download court-ready divorce documents for your state.',
  },
];

const STEPS = [
  [
    'Answer plain questions',
    'About you, your spouse, your children and what you own and owe. Every answer is saved as you type.',
  ],
  [
    'Agree together, or file alone',
    'Share the questionnaire with your spouse to review, comment and agree, or prepare it on your own.',
  ],
  ['Sign and download', 'Sign online and download the court forms for your state, filled in from your answers.'],
] as const;

function PriceCard({
  title,
  detail,
  price,
}: {
  title: string;
  detail: string;
  price: NonNullable<PriceSummary>['collaborative'];
}) {
  return (
    <div className="rounded-lg border border-line bg-white p-5">
      <h3 className="font-semibold">{title}</h3>
      <p className="mt-1 text-3xl font-semibold text-brand">${price.total}</p>
      <p className="mt-1 text-sm text-muted">
        ${price.level1} to start, ${price.level2} for the completed documents
      </p>
      <p className="mt-3">{detail}</p>
    </div>
  );
}

export default function Home() {
  const { prices, states, types } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-12 py-4">
      <section aria-labelledby="home-title">
        <h1 id="home-title" className="text-3xl font-semibold leading-tight text-brand sm:text-4xl">
          Prepare your divorce documents, one calm step at a time
        </h1>
        <p className="mt-4 text-lg">
          Accord is for people preparing their own divorce papers, on their own or together with their spouse. You
          answer plain questions at your own pace, and Accord fills in your state&apos;s court forms from your answers.
        </p>
        {states.length ? (
          <p className="mt-2 text-muted" data-testid="home-states">
            Forms are ready today for {new Intl.ListFormat('en-US').format(states)}.
          </p>
        ) : null}
        <p className="mt-6 flex flex-wrap items-center gap-4">
          <a
            href="/create-user"
            className="rounded-md bg-brand px-5 py-3 font-medium text-white no-underline hover:bg-brand-strong hover:text-white"
          >
            Create your account
          </a>
          <a href="/about-us">About Accord</a>
          <a href="/sign-in">Sign in</a>
        </p>
        {types.length > 1 ? (
          <nav aria-labelledby="home-types" className="mt-6">
            <h2 id="home-types" className="font-semibold">
              What you can prepare
            </h2>
            <ul className="mt-2 grid gap-1">
              {types.map((t) => (
                <li key={t.title}>
                  <a href={`/create-user?${new URLSearchParams({ type: t.title })}`}>{`${t.title}: create your account`}</a>
                  {t.onePerson ? <span className="text-muted"> (on your own)</span> : null}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-semibold text-brand">
          How it works
        </h2>
        <NumberedSteps steps={STEPS} />
      </section>

      <section aria-labelledby="cost-title">
        <h2 id="cost-title" className="text-2xl font-semibold text-brand">
          What it costs
        </h2>
        <p className="mt-2 text-muted">
          One price for the whole form, paid in two parts. Court filing fees are separate and paid to the court.
        </p>
        {prices ? (
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <PriceCard
              title="With your spouse"
              detail="Your spouse reviews, comments and signs online."
              price={prices.collaborative}
            />
            <PriceCard
              title="On your own"
              detail="You prepare and file the documents yourself."
              price={prices.unilateral}
            />
          </div>
        ) : (
          <p className="mt-4">{PRICES_NOT_SET}</p>
        )}
      </section>

      <section aria-labelledby="help-title">
        <h2 id="help-title" className="text-2xl font-semibold text-brand">
          Not legal advice
        </h2>
        <p className="mt-2">
          Accord is not a law firm. If your situation is complicated or you do not feel safe, please read our{' '}
          <a href="/legal-advice">legal advice</a> page. Questions? <a href="/contact-us">Contact us</a>.
        </p>
      </section>
    </div>
  );
}
