import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { AccountCard } from '~/components/account-page';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { attemptSignIn, type SignInOutcome } from '~/services/accounts/account-service.server';
import { accountContext } from '~/services/accounts/context.server';
import { rateLimitMessage } from '~/services/accounts/rate-limit.server';
import { createQuestionChallenge } from '~/services/accounts/captcha.server';
import { Captcha } from '~/components/captcha';
import { createSession, destroySession, lookupSession } from '~/services/accounts/sessions.server';
import { homePathFor, loadUserForms } from '~/services/home-routing.server';
import { safeRedirectPath } from '~/services/request.server';
import { signInSchema } from '~/utils/account-forms';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Sign In', hideChrome: true };

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const url = new URL(request.url);
  return {
    email: url.searchParams.get('email') ?? '',
    wfid: url.searchParams.get('wfid') ?? '',
    redirectTo: safeRedirectPath(url.searchParams.get('redirect')) ?? '',
  };
}

export const SIGN_IN_MESSAGES = {
  unverified: 'Sorry, you have not verified your email. Please check your email.',
  wrongPassword: 'Wrong password.',
  unknownEmail: 'Sorry, could not find this email address in our system. Please try again',
  captchaRequired: 'There were many wrong passwords for this account. To keep it safe, please answer the question below (or wait for the check to finish) and sign in again.',
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: signInSchema });
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
        { result: submission.reply({ hideFields: ['password'] }), notice: { type: 'warning' as const, message: SIGN_IN_MESSAGES.unverified } },
        { status: 403, headers: { 'Set-Cookie': cookie } },
      );
    }
    case 'wrong-password':
      return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [SIGN_IN_MESSAGES.wrongPassword] } }), notice: null }, { status: 400 });
    case 'unknown-email':
      return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { email: [SIGN_IN_MESSAGES.unknownEmail] } }), notice: null }, { status: 400 });
    case 'rate-limited':
      return formAnswer(context, 
        { result: submission.reply({ hideFields: ['password'] }), notice: { type: 'error' as const, message: rateLimitMessage(outcome.retryAfterSeconds) } },
        { status: 429, headers: { 'Retry-After': String(outcome.retryAfterSeconds) } },
      );
    case 'captcha-required':
      return formAnswer(context, 
        { result: submission.reply({ hideFields: ['password'] }), notice: { type: 'error' as const, message: SIGN_IN_MESSAGES.captchaRequired }, captcha: await createQuestionChallenge(db) },
        { status: 400 },
      );
  }
}

export const meta: MetaFunction = () => [{ title: 'Sign In | Accord' }];

export default function SignIn() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(signInSchema),
    defaultValue: { email: loaderData.email },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  const query = new URLSearchParams();
  if (loaderData.email) query.set('email', loaderData.email);
  if (loaderData.wfid) query.set('wfid', loaderData.wfid);
  const createHref = `/create-user${query.size ? `?${query}` : ''}`;
  // shown after many wrong passwords for the account from anywhere, until someone signs in to it
  const captcha = actionData && 'captcha' in actionData ? (actionData.captcha as { question: string; token: string }) : undefined;
  return (
    <AccountCard title="Sign In" intro="Welcome back. Sign in to continue where you left off.">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorSummary items={conformErrorItems(form)} />
        {actionData?.notice ? <FormMessage type={actionData.notice.type}>{actionData.notice.message}</FormMessage> : null}
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <input type="hidden" name="wfid" value={loaderData.wfid} />
        <TextField
          field={fields.email}
          label="E-mail"
          type="email"
          autoComplete="email"
          onBlur={(event) => {
            event.currentTarget.value = event.currentTarget.value.trim().toLowerCase();
          }}
        />
        <TextField field={fields.password} label="Password" type="password" autoComplete="current-password" />
        {captcha ? <Captcha question={captcha.question} token={captcha.token} errorId="sign-in-captcha-error" /> : null}
        <Button type="submit" className="w-full">
          Sign In
        </Button>
      </Form>
      <div className="mt-5 flex flex-wrap justify-between gap-3 text-sm">
        <Link to="/forgot-password">Forgot your password?</Link>
        <Link to={createHref}>Create an account</Link>
      </div>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="You are not signed in yet. Please try again in a moment." />;
}
