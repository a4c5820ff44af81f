import { SIGN_IN_NOTICES } from '~/utils/sign-in-notices';
import { redirect, type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshWithoutJavaScript } from '~/components/refresh-without-javascript';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { pageTitle } from '~/i18n/page-title.server';
import { destroySession } from '~/services/accounts/sessions.server';
import { publicRoute } from '~/utils/permissions.server';

export const handle: PageHandle = { title: (_data, t) => t('accounts:signOut.title'), hideChrome: true, i18n: ['accounts'] };

export const SIGNED_OUT_TARGET = '/sign-in';
const IDLE_MESSAGE = SIGN_IN_NOTICES.signedOutIdle;

export async function action({ request }: ActionFunctionArgs) {
  publicRoute();
  const form = await request.formData();
  const cookie = await destroySession(request);
  const target = form.get('reason') === 'idle' ? `/sign-out?reason=idle` : '/sign-out';
  return redirect(target, { headers: { 'Set-Cookie': cookie } });
}

function targetFor(search: string): string {
  return new URLSearchParams(search).get('reason') === 'idle'
    ? `${SIGNED_OUT_TARGET}?${new URLSearchParams({ type: 'info', msg: IDLE_MESSAGE })}`
    : SIGNED_OUT_TARGET;
}

export async function loader({ request }: { request: Request }) {
  publicRoute();
  const { title } = await pageTitle(request, 'accounts', (t) => t('pageTitle', { title: t('signOut.tabTitle'), product: PRODUCT_NAME }));
  return { target: targetFor(new URL(request.url).search), title };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? `Signed out | ${PRODUCT_NAME}` }];

// spec: sign-out returns to sign-in after 1 second (a refresh without JavaScript, a timer with it)
export default function SignedOut() {
  const { target } = useLoaderData<typeof loader>();
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(targetFor(window.location.search), { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section aria-labelledby="signed-out" className="mx-auto max-w-md py-12 text-center">
      <h1 id="signed-out" className="text-2xl font-semibold text-brand">
        {t('signOut.heading')}
      </h1>
      <p className="mt-3 text-muted">{t('signOut.taking')}</p>
      <RefreshWithoutJavaScript seconds={1} href={target} />
      <p className="mt-3">
        <a href={SIGNED_OUT_TARGET}>{t('signOut.signInAgain')}</a>
      </p>
    </section>
  );
}
