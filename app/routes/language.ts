// The shell's language switch posts here (issue 35): the choice is kept in a cookie for the pages and, for a person
// signed in, on their profile for e-mails; then the page they were on comes back in that language. A plain form
// post, so it works without JavaScript.
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { languageCookieHeader } from '~/i18n/i18next.server';
import { isLanguage } from '../../i18n/languages';
import { lookupSession } from '~/services/accounts/sessions.server';
import { setUserLanguage } from '~/services/accounts/users.server';
import { safeRedirectPath } from '~/services/request.server';
import { publicRoute } from '~/utils/permissions.server';

export const UNKNOWN_LANGUAGE_MESSAGE = 'Please choose English or Spanish.';

export async function action({ request }: ActionFunctionArgs) {
  publicRoute();
  const form = await request.formData();
  const language = form.get('language');
  // only a hand-made request names another language: the switch offers the languages there are
  if (!isLanguage(language)) return new Response(UNKNOWN_LANGUAGE_MESSAGE, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const session = await lookupSession(request);
  if (session.status === 'active') await setUserLanguage(getDb(), session.user.id, language);
  const back = safeRedirectPath(String(form.get('redirectTo') ?? '')) ?? '/';
  return redirect(back, { headers: { 'Set-Cookie': await languageCookieHeader(request, language) } });
}

// an address typed into the browser: nothing to show, the switch lives in every page's top bar
export function loader() {
  publicRoute();
  return redirect('/');
}
