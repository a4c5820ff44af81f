import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, SiteShell } from './components/site-shell';
import { ApologyPage, NotFoundPage } from './components/status-pages';
import { getEnv } from './env.server';
import stylesheet from './tailwind.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader(_: LoaderFunctionArgs) {
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

export const meta: MetaFunction = () => [{ title: PRODUCT_NAME }];

const FALLBACK_SUPPORT_EMAIL = 'support@accord.local';

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <SiteShell supportEmail={data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL}>{children}</SiteShell>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const supportEmail = data?.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage supportEmail={supportEmail} />;
  return <ApologyPage supportEmail={supportEmail} />;
}
