import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { getDb } from '~/db.server';
import { listPendingApprovals } from '~/services/publishing/approvals.server';
import { requireAdmin } from '~/utils/permissions.server';
import { requestTexts } from '~/i18n/i18next.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:approvals.title'), i18n: ['admin'] };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const t = await requestTexts(request, 'admin');
  return { title: t('tabTitle', { title: t('approvals.title') }), cards: await listPendingApprovals(getDb(), user.email) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Published Requests | Accord' }];

export default function PendingApprovals() {
  const { cards } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="pending-approvals-title" className="grid gap-6">
      <div className="grid gap-1">
        <h1 id="pending-approvals-title" className="text-3xl font-semibold text-brand">
          {t('approvals.title')}
        </h1>
        <p className="text-muted">{t('approvals.lead')}</p>
      </div>
      {cards.length === 0 ? (
        <p role="status">{t('approvals.none')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('approvals.listLabel')}>
          {cards.map((card) => (
            <li key={card.id}>
              <Link to={`/pending-approvals/${card.id}`} className="grid gap-1 rounded-lg border border-line bg-white p-4 no-underline shadow-sm">
                <span className="text-lg font-semibold text-brand">{card.name}</span>
                <span className="text-sm">{t('approvals.owner', { name: card.ownerName })}</span>
                <span className="text-sm">{t('approvals.state', { state: card.state || '—' })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('approvals.pageNotFound')} failed={t('approvals.failed')} />;
}
