import type { MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { ApologyPage } from '~/components/status-pages';
import type { loader as rootLoader } from '~/root';

export const meta: MetaFunction = () => [{ title: 'Our Apologies | Accord' }];

export default function ErrorRoute() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <ApologyPage supportEmail={root?.shell.supportEmail ?? 'support@accord.local'} />;
}
