import { data, type MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { NotFoundPage } from '~/components/status-pages';
import type { loader as rootLoader } from '~/root';
import { publicRoute } from '~/utils/permissions.server';

export function loader() {
  publicRoute();
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [{ title: 'Page Not Found | Accord' }];

export default function NotFound() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <NotFoundPage supportEmail={root?.shell.supportEmail ?? 'support@accord.local'} />;
}
