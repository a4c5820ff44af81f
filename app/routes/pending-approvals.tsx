import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { getDb } from '~/db.server';
import { listPendingApprovals } from '~/services/publishing/approvals.server';
import { requireAdmin } from '~/utils/permissions.server';

export const handle: PageHandle = { title: 'Published Requests' };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  return { cards: await listPendingApprovals(getDb(), user.email) };
}

export const meta: MetaFunction = () => [{ title: 'Published Requests | Accord' }];

export default function PendingApprovals() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="pending-approvals-title" className="grid gap-6">
      <div className="grid gap-1">
        <h1 id="pending-approvals-title" className="text-3xl font-semibold text-brand">
          Published Requests
        </h1>
        <p className="text-muted">Workflows waiting for your approval before people can start them.</p>
      </div>
      {cards.length === 0 ? (
        <p role="status">Nothing is waiting for your approval.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Workflows waiting for your approval">
          {cards.map((card) => (
            <li key={card.id}>
              <Link to={`/pending-approvals/${card.id}`} className="grid gap-1 rounded-lg border border-line bg-white p-4 no-underline shadow-sm">
                <span className="text-lg font-semibold text-brand">{card.name}</span>
                <span className="text-sm">{`Owner: ${card.ownerName}`}</span>
                <span className="text-sm">{`State: ${card.state || '—'}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This page does not exist." failed="The workflows waiting for your approval could not be shown. Please try again in a moment." />;
}
