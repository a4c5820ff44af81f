// A public page whose loader only names its title: the browser tab's title in the page's language (`meta` has no
// translator, so the loader says it, as the account pages do). The route's loader calls its guard first, then this.
import type { Namespace } from '../../i18n/catalogues';
import { requestTexts } from './i18next.server';

export async function pageTitle<N extends Namespace>(request: Request, namespace: N, title: (t: Awaited<ReturnType<typeof requestTexts<N>>>) => string) {
  return { title: title(await requestTexts(request, namespace)) };
}
