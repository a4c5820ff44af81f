import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { MaintenancePage } from '~/components/status-pages';
import { shellTexts } from '~/i18n/i18next.server';
import { publicRoute } from '~/utils/permissions.server';

// its texts are the shell's status texts, so the page is not marked English inside a page in another language
export const handle: PageHandle = { i18n: ['common'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await shellTexts(request);
  const title = t('status.pageTitle', { title: t('status.maintenanceTitle'), product: PRODUCT_NAME });
  return data({ title }, { status: 503, headers: { 'Retry-After': '300' } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title ?? `Site Maintenance in Progress | ${PRODUCT_NAME}` }];

export default function Maintenance() {
  return <MaintenancePage />;
}
