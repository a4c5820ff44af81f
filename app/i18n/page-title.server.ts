// A public page whose loader only names its title: the browser tab's title in the page's language (`meta` has no
// translator, so the loader says it, as the account pages do).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { publicRoute } from '../utils/permissions.server';
import type { Namespace } from '../../i18n/catalogues';
import { requestTexts } from './i18next.server';

export function publicTitleLoader<N extends Namespace>(namespace: N, title: (t: Awaited<ReturnType<typeof requestTexts<N>>>) => string) {
  return async ({ request }: LoaderFunctionArgs) => {
    publicRoute();
    return { title: title(await requestTexts(request, namespace)) };
  };
}
