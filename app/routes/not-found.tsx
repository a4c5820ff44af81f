import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { NotFoundPage } from '~/components/status-pages';
import { shellTexts } from '~/i18n/i18next.server';
import type { loader as rootLoader } from '~/root';
import { publicRoute } from '~/utils/permissions.server';

// its texts are the shell's status texts, so the page is not marked English inside a page in another language
export const handle: PageHandle = { i18n: ['common'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await shellTexts(request);
  return data({ title: t('status.pageTitle', { title: t('status.notFoundTitle'), product: PRODUCT_NAME }) }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title ?? `Page Not Found | ${PRODUCT_NAME}` }];

export default function NotFound() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <NotFoundPage supportEmail={root?.shell.supportEmail ?? 'support@accord.local'} />;
}
