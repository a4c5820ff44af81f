import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { requireAdmin } from '~/utils/permissions.server';
import { ADMIN_NAV } from '~/services/shell.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Admin Functions' };

// The admin home: the admin navigation grouped as in administration-platform.md §2.4. Admins only, checked here
// on the server (the spec leaves route-level enforcement unshown).
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  return { groups: ADMIN_NAV, name: admin.firstName };
}

export const meta: MetaFunction = () => [{ title: 'Admin Functions | Accord' }];

export default function Admin() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className="text-3xl font-semibold text-brand">
        Admin Functions
      </h1>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.group} aria-labelledby={`group-${group.group}`} className="rounded-lg border border-line bg-white p-5">
            <h2 id={`group-${group.group}`} className="text-lg font-semibold">
              {group.group}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.items.map((item) => (
                <li key={item.label}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="This administration page could not be shown. Please try again in a moment." />;
}
