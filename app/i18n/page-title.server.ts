// A public page whose loader only names its title: the browser tab's title in the page's language (`meta` has no
// translator, so the loader says it, as the account pages do). The route's loader calls its guard first, then this.
import { data } from '@remix-run/node';
import type { Namespace } from '../../i18n/catalogues';
import { PRODUCT_NAME } from '../components/site-shell';
import { requestTexts } from './i18next.server';

export async function pageTitle<N extends Namespace>(request: Request, namespace: N, title: (t: Awaited<ReturnType<typeof requestTexts<N>>>) => string) {
  return { title: title(await requestTexts(request, namespace)) };
}

/**
 * The 404 a loader throws for a record that is not there, its page then Page Not Found (the route's ErrorBoundary):
 * the answer carries that page's tab title in the page's language, which `meta` reads with `thrownTitle`.
 */
export async function notFoundResponse(request: Request) {
  const t = await requestTexts(request, 'common');
  return data({ title: t('status.pageTitle', { title: t('status.notFoundTitle'), product: PRODUCT_NAME }) }, { status: 404 });
}
