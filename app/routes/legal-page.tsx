import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useMatches } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { requestTexts } from '~/i18n/i18next.server';
import { publicRoute } from '~/utils/permissions.server';

// The footer's legal pages (one module, three routes). TODO(content): the wording needs the product owner's
// legal review before launch; it says only what Accord is and does.
const PAGES = ['legal-advice', 'terms-of-service', 'privacy-policy'] as const;
type LegalPage = (typeof PAGES)[number];
const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

/** The page a path or route id names ('/privacy-policy', 'legal-privacy-policy'); legal advice otherwise. */
function pageOf(name: string): LegalPage {
  return PAGES.find((page) => name.endsWith(page)) ?? 'legal-advice';
}

export const handle: PageHandle = { i18n: ['site'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await requestTexts(request, 'site');
  return { title: t('legal.tabTitle', { title: t(`legal.${pageOf(new URL(request.url).pathname)}.title`) }) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Legal advice | Accord' }];

export default function LegalPage() {
  const matches = useMatches();
  const page = pageOf(matches[matches.length - 1]?.id ?? '');
  const { t } = useTranslation('site');
  return (
    <section className="mx-auto max-w-2xl py-8" aria-labelledby="legal-title">
      <h1 id="legal-title" className="text-3xl font-semibold text-brand">
        {t(`legal.${page}.title`)}
      </h1>
      {PARAGRAPHS.map((p) => (
        <p key={p} className="mt-4 text-lg">
          {t(`legal.${page}.${p}`)}
        </p>
      ))}
    </section>
  );
}
