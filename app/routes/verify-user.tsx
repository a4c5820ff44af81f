import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountCard } from '~/components/account-page';
import { RefreshWithoutJavaScript } from '~/components/refresh-without-javascript';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { isResetCodeValid, resetPassword, verifyEmailCode } from '~/services/accounts/account-service.server';
import { requestTexts } from '~/i18n/i18next.server';
import { accountSchemas, weakPasswordText } from '~/utils/account-forms';
import { isWeakPassword } from '~/utils/password-strength';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';
import { useSchemaForm } from '~/components/ui/use-schema-form';

export const handle: PageHandle = { title: (_data, t) => t('accounts:verify.title'), hideChrome: true, i18n: ['accounts'] };

const REDIRECT_SECONDS = 3;

type Outcome =
  | { mode: 'wrong-page' }
  | { mode: 'verifyEmail'; ok: boolean; signInHref: string }
  | { mode: 'resetPassword'; ok: boolean; code: string }
  | { mode: 'resetDone'; ok: boolean; signInHref: string };

export async function loader({ request }: LoaderFunctionArgs): Promise<Outcome & { title: string }> {
  publicRoute();
  const t = await requestTexts(request, 'accounts');
  return { ...(await outcomeOf(request)), title: t('pageTitle', { title: t('verify.title'), product: PRODUCT_NAME }) };
}

// e-mail verification applies the code on arrival (spec §2.16); the reset link only shows the form until it is sent
async function outcomeOf(request: Request): Promise<Outcome> {
  const url = new URL(request.url);
  const mode = url.searchParams.get('mode');
  const code = url.searchParams.get('code');
  const status = url.searchParams.get('status');
  if (mode === 'resetPassword' && (status === 'done' || status === 'failed')) {
    const email = url.searchParams.get('email');
    return { mode: 'resetDone', ok: status === 'done', signInHref: email ? `/sign-in?${new URLSearchParams({ email })}` : '/sign-in' };
  }
  if (!code || (mode !== 'verifyEmail' && mode !== 'resetPassword')) return { mode: 'wrong-page' };
  if (mode === 'verifyEmail') {
    const verified = await verifyEmailCode(getDb(), code);
    return { mode, ok: verified !== undefined, signInHref: verified ? `/sign-in?${new URLSearchParams({ email: verified.email })}` : '/sign-in' };
  }
  return { mode, ok: await isResetCodeValid(getDb(), code), code };
}

export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const t = await requestTexts(request, 'accounts');
  const submission = parseWithZod(await request.formData(), { schema: accountSchemas(t).resetPasswordSchema });
  if (submission.status !== 'success') return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  if (isWeakPassword(submission.value.password)) {
    return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [weakPasswordText('guessable', t)] } }) }, { status: 400 });
  }
  const reset = await resetPassword(getDb(), submission.value.code, submission.value.password);
  // the service refuses what only the person's own name or e-mail makes weak: the check above passed the rest
  if (reset && 'refused' in reset) {
    return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [weakPasswordText('personal', t)] } }) }, { status: 400 });
  }
  const params = new URLSearchParams({ mode: 'resetPassword', status: reset ? 'done' : 'failed', ...(reset ? { email: reset.email } : {}) });
  return redirect(`/verify-user?${params}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? `Verify | ${PRODUCT_NAME}` }];

function useRedirectAfter(href: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!href) return;
    const timer = setTimeout(() => navigate(href), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [href, navigate]);
}

function Result({ ok, okText, failText, signInHref }: { ok: boolean; okText: string; failText: string; signInHref: string }) {
  const { t } = useTranslation('accounts');
  return (
    <div className="space-y-4">
      <FormMessage type={ok ? 'success' : 'error'}>{ok ? okText : failText}</FormMessage>
      {ok ? (
        <>
          <p className="text-muted">{t('verify.redirecting', { count: REDIRECT_SECONDS })}</p>
          <RefreshWithoutJavaScript seconds={REDIRECT_SECONDS} href={signInHref} />
        </>
      ) : null}
      <p>
        <a href={signInHref}>{t('verify.goToSignIn')}</a>
        {ok ? null : (
          <>
            {' · '}
            <a href="/forgot-password">{t('verify.askNewLink')}</a>
          </>
        )}
      </p>
    </div>
  );
}

function ResetForm({ code }: { code: string }) {
  const { t } = useTranslation('accounts');
  const resetPasswordSchema = useMemo(() => accountSchemas(t).resetPasswordSchema, [t]);
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm({
    id: 'reset-password',
    schema: resetPasswordSchema,
    result: actionData?.result,
    check: 'onBlur',
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary items={conformErrorItems(form)} />
      <input type="hidden" name="code" value={code} />
      <TextField
        field={fields.password}
        label={t('verify.newPassword')}
        hint={t('verify.newPasswordHint', { rule: t('validation.passwordPersonalRule') })}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full">
        {t('verify.submit')}
      </Button>
    </Form>
  );
}

export default function VerifyUser() {
  const { t } = useTranslation('accounts');
  const outcome = useLoaderData<typeof loader>();
  useRedirectAfter((outcome.mode === 'verifyEmail' || outcome.mode === 'resetDone') && outcome.ok ? outcome.signInHref : undefined);
  if (outcome.mode === 'wrong-page') {
    return (
      <AccountCard title={t('verify.title')}>
        <FormMessage type="error">{t('verify.wrongPage')}</FormMessage>
        <p className="mt-4">
          <a href="/sign-in">{t('verify.goToSignIn')}</a>
        </p>
      </AccountCard>
    );
  }
  if (outcome.mode === 'verifyEmail') {
    return (
      <AccountCard title={t('verify.verifyEmailTitle')}>
        <Result ok={outcome.ok} okText={t('verify.verified')} failText={t('verify.notVerified')} signInHref={outcome.signInHref} />
      </AccountCard>
    );
  }
  if (outcome.mode === 'resetDone') {
    return (
      <AccountCard title={t('verify.newPasswordTitle')}>
        <Result ok={outcome.ok} okText={t('verify.resetDone')} failText={t('verify.resetFailed')} signInHref={outcome.signInHref} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('verify.newPasswordTitle')}>
      {outcome.ok ? <ResetForm code={outcome.code} /> : <Result ok={false} okText="" failText={t('verify.resetFailed')} signInHref="/sign-in" />}
    </AccountCard>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('accounts');
  return <StatusPageForError failed={t('verify.failed')} />;
}
