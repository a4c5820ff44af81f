import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { ApologyPage } from '~/components/status-pages';
import { shellTexts } from '~/i18n/i18next.server';
import type { loader as rootLoader } from '~/root';
import { publicRoute } from '~/utils/permissions.server';

// its texts are the shell's status texts, so the page is not marked English inside a page in another language
export const handle: PageHandle = { i18n: ['common'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await shellTexts(request);
  return { title: t('status.pageTitle', { title: t('status.apologyTabTitle'), product: PRODUCT_NAME }) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title ?? `Our Apologies | ${PRODUCT_NAME}` }];

export default function ErrorRoute() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  return <ApologyPage supportEmail={root?.shell.supportEmail ?? 'support@accord.local'} />;
}
