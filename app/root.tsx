import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, ScrollRestoration, useRouteLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useChangeLanguage } from 'remix-i18next/react';
import { PRODUCT_NAME, SiteShell } from './components/site-shell';
import { StatusPageForError } from './components/status-pages';
import { ScriptsAfterFirstPaint } from './components/scripts-after-first-paint';
import { ErrorTitle } from './components/ui/error-summary';
import { pageLanguage } from './i18n/i18next.server';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { loadShell, type ShellData } from './services/shell.server';
import { refusedInputOf } from './utils/form-answer.server';
import { getEnv } from '../lib/env.server';
import { useNonce } from './utils/nonce-provider';
import { DEFAULT_TIME_ZONE, ProductTimeZoneProvider } from './utils/use-dates';
import { HydratedProvider } from './utils/use-hydrated';
import stylesheet from './tailwind.css?url';

// an icon of its own, so browsers do not ask for /favicon.ico (a Page Not Found render) on every page
export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // runs after the route's action in the same request: a refused form gives its page 'Error: ' in the title
  // the product's time zone: the dates a page writes in the browser (app/utils/use-dates.ts) read as on the server
  return { shell: await loadShell(request), refusedInput: refusedInputOf(context), locale: await pageLanguage(request), timeZone: getEnv().APP_TIME_ZONE };
}

// the shell's texts; each route names the catalogues it uses beside these (remix-i18next reads `handle.i18n`)
export const handle = { i18n: ['common'] };

// the shell shows who is signed in and a one-time alert, so it is read again on every navigation
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export const meta: MetaFunction = () => [{ title: PRODUCT_NAME }];

const FALLBACK_SHELL: ShellData = {
  supportEmail: 'support@accord.local',
  user: null,
  idleTimeoutMinutes: 30,
  alert: null,
  userNav: [],
  adminNav: [],
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  const locale = data?.locale ?? DEFAULT_LANGUAGE;
  useChangeLanguage(locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ErrorTitle />
        <Meta />
        <Links />
      </head>
      <body>
        <HydratedProvider>
          <ProductTimeZoneProvider value={data?.timeZone ?? DEFAULT_TIME_ZONE}>
            <SiteShell data={data?.shell ?? FALLBACK_SHELL}>{children}</SiteShell>
          </ProductTimeZoneProvider>
        </HydratedProvider>
        {/* Entries the browser made itself (a page loaded from the server, a link to an address inside the page such as
            the skip link) all carry the key 'default', so by key a skip link would "restore" the position saved for
            another page; those entries are keyed by their address instead. Remix inlines this function in the page. */}
        <ScrollRestoration nonce={nonce} getKey={(location) => (location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key)} />
        <ScriptsAfterFirstPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <StatusPageForError />;
}
