import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import { useEffect } from 'react';
import { AccountCard } from '~/components/account-page';
import { RefreshWithoutJavaScript } from '~/components/refresh-without-javascript';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { isResetCodeValid, resetPassword, verifyEmailCode } from '~/services/accounts/account-service.server';
import { resetPasswordSchema } from '~/utils/account-forms';
import { isWeakPassword, PASSWORD_PERSONAL_RULE, weakPasswordMessage } from '~/utils/password-strength';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Verify', hideChrome: true };

export const VERIFY_MESSAGES = {
  wrongPage: 'Sorry, I think you may have the wrong page',
  verified: 'Your email has been successfully verified',
  notVerified: 'Sorry, could not verify this email',
  resetDone: 'You have successfully reset your password. Please try signing in again',
  resetFailed: 'Sorry, could not reset your password',
} as const;

const REDIRECT_SECONDS = 3;

type Outcome =
  | { mode: 'wrong-page' }
  | { mode: 'verifyEmail'; ok: boolean; signInHref: string }
  | { mode: 'resetPassword'; ok: boolean; code: string }
  | { mode: 'resetDone'; ok: boolean; signInHref: string };

// e-mail verification applies the code on arrival (spec §2.16); the reset link only shows the form until it is sent
export async function loader({ request }: LoaderFunctionArgs): Promise<Outcome> {
  publicRoute();
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
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== 'success') return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
  if (isWeakPassword(submission.value.password)) {
    return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [weakPasswordMessage('guessable')] } }) }, { status: 400 });
  }
  const reset = await resetPassword(getDb(), submission.value.code, submission.value.password);
  // the service refuses what only the person's own name or e-mail makes weak: the check above passed the rest
  if (reset && 'refused' in reset) {
    return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [weakPasswordMessage('personal')] } }) }, { status: 400 });
  }
  const params = new URLSearchParams({ mode: 'resetPassword', status: reset ? 'done' : 'failed', ...(reset ? { email: reset.email } : {}) });
  return redirect(`/verify-user?${params}`);
}

export const meta: MetaFunction = () => [{ title: 'Verify | Accord' }];

function useRedirectAfter(href: string | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!href) return;
    const timer = setTimeout(() => navigate(href), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [href, navigate]);
}

function Result({ ok, okText, failText, signInHref }: { ok: boolean; okText: string; failText: string; signInHref: string }) {
  return (
    <div className="space-y-4">
      <FormMessage type={ok ? 'success' : 'error'}>{ok ? okText : failText}</FormMessage>
      {ok ? (
        <>
          <p className="text-muted">Taking you to the sign-in page in {REDIRECT_SECONDS} seconds…</p>
          <RefreshWithoutJavaScript seconds={REDIRECT_SECONDS} href={signInHref} />
        </>
      ) : null}
      <p>
        <a href={signInHref}>Go to Sign In</a>
        {ok ? null : (
          <>
            {' · '}
            <a href="/forgot-password">Ask for a new link</a>
          </>
        )}
      </p>
    </div>
  );
}

function ResetForm({ code }: { code: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <ErrorSummary items={conformErrorItems(form)} />
      <input type="hidden" name="code" value={code} />
      <TextField field={fields.password} label="New password" hint={`At least 8 characters. ${PASSWORD_PERSONAL_RULE}`} type="password" autoComplete="new-password" />
      <Button type="submit" className="w-full">
        Submit
      </Button>
    </Form>
  );
}

export default function VerifyUser() {
  const outcome = useLoaderData<typeof loader>();
  useRedirectAfter((outcome.mode === 'verifyEmail' || outcome.mode === 'resetDone') && outcome.ok ? outcome.signInHref : undefined);
  if (outcome.mode === 'wrong-page') {
    return (
      <AccountCard title="Verify">
        <FormMessage type="error">{VERIFY_MESSAGES.wrongPage}</FormMessage>
        <p className="mt-4">
          <a href="/sign-in">Go to Sign In</a>
        </p>
      </AccountCard>
    );
  }
  if (outcome.mode === 'verifyEmail') {
    return (
      <AccountCard title="Verify your e-mail">
        <Result ok={outcome.ok} okText={VERIFY_MESSAGES.verified} failText={VERIFY_MESSAGES.notVerified} signInHref={outcome.signInHref} />
      </AccountCard>
    );
  }
  if (outcome.mode === 'resetDone') {
    return (
      <AccountCard title="Choose a new password">
        <Result ok={outcome.ok} okText={VERIFY_MESSAGES.resetDone} failText={VERIFY_MESSAGES.resetFailed} signInHref={outcome.signInHref} />
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Choose a new password">
      {outcome.ok ? <ResetForm code={outcome.code} /> : <Result ok={false} okText="" failText={VERIFY_MESSAGES.resetFailed} signInHref="/sign-in" />}
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="Your link could not be checked just now. Please open it again in a moment." />;
}
