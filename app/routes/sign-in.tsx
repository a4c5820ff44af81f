import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { AccountCard } from '~/components/account-page';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { attemptSignIn, type SignInOutcome } from '~/services/accounts/account-service.server';
import { accountContext } from '~/services/accounts/context.server';
import { retryAfterMinutes } from '~/services/accounts/rate-limit.server';
import { createQuestionChallenge } from '~/services/accounts/captcha.server';
import { Captcha } from '~/components/captcha';
import { createSession, destroySession, lookupSession } from '~/services/accounts/sessions.server';
import { homePathFor, loadUserForms } from '~/services/home-routing.server';
import { safeRedirectPath } from '~/services/request.server';
import { requestTexts } from '~/i18n/i18next.server';
import { accountSchemas } from '~/utils/account-forms';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';
import { useSchemaForm } from '~/components/ui/use-schema-form';

export const handle: PageHandle = { title: (_data, t) => t('accounts:signIn.title'), hideChrome: true, i18n: ['accounts'] };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const url = new URL(request.url);
  const t = await requestTexts(request, 'accounts');
  return {
    title: t('pageTitle', { title: t('signIn.title'), product: PRODUCT_NAME }),
    email: url.searchParams.get('email') ?? '',
    wfid: url.searchParams.get('wfid') ?? '',
    redirectTo: safeRedirectPath(url.searchParams.get('redirect')) ?? '',
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const formData = await request.clone().formData();
  const t = await requestTexts(request, 'accounts');
  const submission = parseWithZod(formData, { schema: accountSchemas(t).signInSchema });
  if (submission.status !== 'success') {
    return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }), notice: null }, { status: 400 });
  }
  const db = getDb();
  // remix-auth's form strategy reads the form and hands it to our check
  const authenticator = new Authenticator<SignInOutcome>().use(
    new FormStrategy(async ({ form }) =>
      attemptSignIn(
        db,
        {
          email: String(form.get('email')),
          password: String(form.get('password')),
          altcha: String(form.get('altcha') ?? ''),
          captchaChallenge: String(form.get('captchaChallenge') ?? ''),
          captchaAnswer: String(form.get('captchaAnswer') ?? ''),
        },
        accountContext(request, context),
      ),
    ),
    'form',
  );
  const outcome = await authenticator.authenticate('form', request);
  switch (outcome.kind) {
    case 'signed-in': {
      // a fresh session at every sign-in: a token planted before sign-in is worthless after it
      await destroySession(request, db);
      const cookie = await createSession(db, request, outcome.userId, { ip: accountContext(request, context).ip });
      const session = await lookupSession(new Request(request.url, { headers: { Cookie: cookie.split(';')[0]! } }), db);
      const user = session.status === 'active' ? session.user : undefined;
      const target =
        safeRedirectPath(submission.value.redirectTo) ??
        homePathFor(user, user ? await loadUserForms(user) : {}, { afterSignIn: true, wfid: submission.value.wfid || undefined });
      return redirect(target, { headers: { 'Set-Cookie': cookie } });
    }
    case 'unverified': {
      const cookie = await destroySession(request, db);
      return formAnswer(context, 
        { result: submission.reply({ hideFields: ['password'] }), notice: { type: 'warning' as const, message: t('signIn.unverified') } },
        { status: 403, headers: { 'Set-Cookie': cookie } },
      );
    }
    case 'wrong-password':
      return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [t('signIn.wrongPassword')] } }), notice: null }, { status: 400 });
    case 'unknown-email':
      return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { email: [t('signIn.unknownEmail')] } }), notice: null }, { status: 400 });
    case 'rate-limited':
      return formAnswer(context, 
        { result: submission.reply({ hideFields: ['password'] }), notice: { type: 'error' as const, message: t('rateLimit.wait', { count: retryAfterMinutes(outcome.retryAfterSeconds) }) } },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    case 'captcha-required':
      return formAnswer(context, 
        { result: submission.reply({ hideFields: ['password'] }), notice: { type: 'error' as const, message: t('signIn.captchaRequired') }, captcha: await createQuestionChallenge(db) },
        { status: 400 },
      );
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? `Sign In | ${PRODUCT_NAME}` }];

export default function SignIn() {
  const { t } = useTranslation('accounts');
  const signInSchema = useMemo(() => accountSchemas(t).signInSchema, [t]);
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm({
    id: 'sign-in',
    schema: signInSchema,
    result: actionData?.result,
    defaultValue: { email: loaderData.email },
    check: 'onBlur',
  });
  const query = new URLSearchParams();
  if (loaderData.email) query.set('email', loaderData.email);
  if (loaderData.wfid) query.set('wfid', loaderData.wfid);
  const createHref = `/create-user${query.size ? `?${query}` : ''}`;
  // shown after many wrong passwords for the account from anywhere, until someone signs in to it
  const captcha = actionData && 'captcha' in actionData ? (actionData.captcha as { terms: [number, number]; token: string }) : undefined;
  return (
    <AccountCard title={t('signIn.title')} intro={t('signIn.intro')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorSummary items={conformErrorItems(form)} />
        {actionData?.notice ? <FormMessage type={actionData.notice.type}>{actionData.notice.message}</FormMessage> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="wfid" value={loaderData.wfid} />
        <TextField
          field={fields.email}
          label={t('signIn.email')}
          type="email"
          autoComplete="email"
          onBlur={(event) => {
            event.currentTarget.value = event.currentTarget.value.trim().toLowerCase();
          }}
        />
        <TextField field={fields.password} label={t('signIn.password')} type="password" autoComplete="current-password" />
        {captcha ? <Captcha question={captcha} token={captcha.token} errorId="sign-in-captcha-error" /> : null}
        <Button type="submit" className="w-full">
          {t('signIn.submit')}
        </Button>
      </Form>
      <div className="mt-5 flex flex-wrap justify-between gap-3 text-sm">
        <Link to="/forgot-password">{t('signIn.forgotPassword')}</Link>
        <Link to={createHref}>{t('signIn.createAccount')}</Link>
      </div>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('accounts');
  return <StatusPageForError failed={t('signIn.failed')} />;
}
