import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { AccountCard } from '~/components/account-page';
import { Captcha } from '~/components/captcha';
import { ProfileFields } from '~/components/profile-fields';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { CheckboxField, FieldError, FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { signUp } from '~/services/accounts/account-service.server';
import { createQuestionChallenge } from '~/services/accounts/captcha.server';
import { accountContext } from '~/services/accounts/context.server';
import { RATE_LIMIT_MESSAGE } from '~/services/accounts/rate-limit.server';
import { destroySession } from '~/services/accounts/sessions.server';
import { ACCOUNT_CREATED_SPOUSE_STARTED, SIGN_IN_NOTICES } from '~/utils/sign-in-notices';
import { invitedAddressHasAccount } from '~/services/respondent/invitation-lookup.server';
import { clientIp } from '~/services/request.server';
import { createUserAloneSchema, createUserSchema } from '~/utils/account-forms';
import { findActiveWorkflowType } from '~/services/guide/guide-lookup.server';
import { useHydrated } from '~/utils/use-hydrated';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';
import { PASSWORD_PERSONAL_RULE } from '~/utils/password-strength';

export const handle: PageHandle = { title: 'Create Account', hideChrome: true };

const TERMS_COOKIE = 'accord_terms';
const TERMS_COOKIE_SECONDS = 7 * 24 * 60 * 60;

export const SIGN_UP_MESSAGES = {
  created: SIGN_IN_NOTICES.accountCreated,
  exists: SIGN_IN_NOTICES.accountExists,
  spouseNotFound: "Sorry, could not find your spouse's email in our records. Please try again.",
  spouseStarted: SIGN_IN_NOTICES.spouseStarted,
  captchaFailed: 'That did not work. Please answer the new question (or wait for the check to finish) and try again.',
} as const;

function hasTermsCookie(request: Request): boolean {
  return (request.headers.get('Cookie') ?? '').split(';').some((part) => part.trim() === `${TERMS_COOKIE}=accepted`);
}

function signInWith(email: string, wfid: string | undefined, message?: { type: string; msg: string }) {
  const params = new URLSearchParams({ email, ...(wfid ? { wfid } : {}), ...(message ?? {}) });
  return `/sign-in?${params}`;
}

// The query may carry email, name, petitioner, respondent and wfid (an invitation link); data_2 to data_4 are
// named by the spec without their meaning, so they are accepted and ignored. `type` (ADR 028) is the workflow type
// the visitor home sent them for: a type one person completes alone asks for no spouse; without it, the spec's page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  publicRoute();
  const url = new URL(request.url);
  const query = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  const email = query('email').toLowerCase();
  if (await invitedAddressHasAccount(getDb(), { email, wfid: query('wfid') }, clientIp(context)))
    throw redirect(signInWith(email, query('wfid')));
  const [firstName, ...rest] = query('name').split(/\s+/).filter(Boolean);
  const petitioner = query('petitioner').toLowerCase();
  const respondent = query('respondent').toLowerCase();
  const type = await findActiveWorkflowType(getDb(), query('type'));
  return {
    alone: type?.onePerson === true,
    prefill: {
      type: type?.title ?? '',
      email,
      firstName: firstName ?? '',
      lastName: rest.join(' '),
      spouseStarted: petitioner ? 'yes' : respondent ? 'no' : '',
      spouseEmail: petitioner || respondent,
      wfid: query('wfid'),
      acceptTerms: hasTermsCookie(request) ? 'on' : '',
    },
    question: await createQuestionChallenge(getDb()),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const formData = await request.formData();
  const type = await findActiveWorkflowType(getDb(), String(formData.get('type') ?? '').trim());
  const submission = parseWithZod(formData, { schema: type?.onePerson ? createUserAloneSchema : createUserSchema });
  const termsCookie =
    formData.get('acceptTerms') === 'on'
      ? `${TERMS_COOKIE}=accepted; Path=/; Max-Age=${TERMS_COOKIE_SECONDS}; SameSite=Lax`
      : undefined;
  const headers = new Headers();
  if (termsCookie) headers.append('Set-Cookie', termsCookie);
  const hidden = ['password', 'altcha', 'captchaChallenge', 'captchaAnswer'];
  if (submission.status !== 'success') return formAnswer(context, { result: submission.reply({ hideFields: hidden }), notice: null }, { status: 400, headers });

  const value = submission.value;
  const outcome = await signUp(getDb(), value, accountContext(request, context));
  const fail = (fieldErrors: Record<string, string[]>, notice: { type: 'error' | 'warning' | 'info'; message: string } | null = null, status = 400) =>
    formAnswer(context, { result: submission.reply({ hideFields: hidden, fieldErrors }), notice }, { status, headers });
  switch (outcome.kind) {
    case 'created': {
      // spec: success signs the user out, with the message to verify the e-mail
      headers.append('Set-Cookie', await destroySession(request));
      // end-user-journey.md §4: a spouse who already started is told as information; the account is made as chosen
      const msg = outcome.spouseStarted ? ACCOUNT_CREATED_SPOUSE_STARTED : SIGN_UP_MESSAGES.created;
      return redirect(signInWith(value.email, value.wfid, { type: 'success', msg }), { headers });
    }
    case 'exists':
      return redirect(signInWith(value.email, value.wfid, { type: 'info', msg: SIGN_UP_MESSAGES.exists }), { headers });
    case 'spouse-not-found':
      return fail({ spouseEmail: [SIGN_UP_MESSAGES.spouseNotFound] });
    case 'captcha-failed':
      return fail({ captcha: [SIGN_UP_MESSAGES.captchaFailed] });
    case 'rate-limited':
      return fail({}, { type: 'error', message: RATE_LIMIT_MESSAGE }, 429);
  }
}

export const meta: MetaFunction = () => [{ title: 'Create Account | Accord' }];

export default function CreateUser() {
  const { prefill, question, alone } = useLoaderData<typeof loader>();
  // the form's fields are typed by the full schema; alone, the spouse fields are simply not rendered
  const schema = (alone ? createUserAloneSchema : createUserSchema) as typeof createUserSchema;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof createUserSchema> & { captcha?: string }>({
    id: 'create-user',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: prefill as Record<string, string>,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const [captchaVerified, setCaptchaVerified] = useState(false);
  const onVerifiedChange = useCallback((verified: boolean) => setCaptchaVerified(verified), []);
  const [termsAccepted, setTermsAccepted] = useState(prefill.acceptTerms === 'on');
  // spec §5: with JavaScript, Create User waits until the whole form passes the same schema the server uses
  // (spouse info included); without JavaScript the server's messages say what is missing
  const formRef = useRef<HTMLFormElement>(null);
  const [formValid, setFormValid] = useState(false);
  const checkFormValid = useCallback(() => {
    if (formRef.current) setFormValid(parseWithZod(new FormData(formRef.current), { schema }).status === 'success');
  }, [schema]);
  // the captcha's token arrives without an input event, and the browser may have filled fields in before hydration
  useEffect(checkFormValid, [checkFormValid, captchaVerified]);
  const hydrated = useHydrated();
  const canCreate = formValid && captchaVerified && termsAccepted;
  const spouseStarted = fields.spouseStarted.value ?? prefill.spouseStarted;
  const captcha = fields.captcha;

  return (
    <AccountCard
      wide
      title="Create Account"
      intro={
        <>
          Already have an account? <Link to="/sign-in">Sign in</Link>. Everything you enter stays private to you (and,
          later, to the spouse you choose to share with).
        </>
      }
    >
      <Form
        method="post"
        {...getFormProps(form)}
        ref={formRef}
        className="space-y-8"
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.name === 'acceptTerms') setTermsAccepted(target.checked);
          checkFormValid();
        }}
      >
        <ErrorSummary items={conformErrorItems(form, { captcha: 'captcha-answer' })} />
        {actionData?.notice ? (
          <FormMessage type={actionData.notice.type}>{actionData.notice.message}</FormMessage>
        ) : null}
        {form.errors?.length ? <FormMessage type="error">{form.errors[0]}</FormMessage> : null}
        <input type="hidden" name="wfid" value={prefill.wfid} />
        {prefill.type ? <input type="hidden" name="type" value={prefill.type} /> : null}

        {alone ? null : (
          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold text-brand">Your spouse</legend>
            <fieldset aria-describedby={fields.spouseStarted.errors ? fields.spouseStarted.errorId : undefined}>
              <legend className="font-medium">Did your spouse start the process on Accord?</legend>
              <div className="mt-2 flex flex-wrap gap-6">
                {[
                  ['yes', 'Yes, my spouse invited me'],
                  ['no', 'No, I am starting'],
                ].map(([value, label]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      key={fields.spouseStarted.key}
                      // the error summary links to the group's first choice, as GOV.UK does
                      id={value === 'yes' ? fields.spouseStarted.id : undefined}
                      type="radio"
                      name={fields.spouseStarted.name}
                      value={value}
                      defaultChecked={(fields.spouseStarted.initialValue ?? prefill.spouseStarted) === value}
                      className="size-5 accent-brand"
                    />
                    {label}
                  </label>
                ))}
              </div>
              <FieldError id={fields.spouseStarted.errorId} errors={fields.spouseStarted.errors} />
            </fieldset>
            <TextField field={fields.spouseEmail} label="Your spouse's e-mail" type="email" autoComplete="off" />
            {spouseStarted === 'yes' ? null : (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  field={fields.spouseFirstName}
                  label="Your spouse's legal first name"
                  hint="Needed if you are starting."
                  autoComplete="off"
                />
                <TextField
                  field={fields.spouseLastName}
                  label="Your spouse's legal last name"
                  hint="Needed if you are starting."
                  autoComplete="off"
                />
              </div>
            )}
          </fieldset>
        )}

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand">Your account</legend>
          <TextField
            field={fields.email}
            label="Your e-mail"
            type="email"
            autoComplete="email"
            onBlur={(event) => {
              // spec §5: e-mails are lowercased on blur (the server lowercases them too)
              event.currentTarget.value = event.currentTarget.value.trim().toLowerCase();
              checkFormValid();
            }}
          />
          <TextField
            field={fields.password}
            label="Password"
            hint={`At least 10 characters, with a lowercase letter, an uppercase letter, a number and a special character. ${PASSWORD_PERSONAL_RULE}`}
            type="password"
            autoComplete="new-password"
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand">About you</legend>
          <ProfileFields fields={fields} />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand">Consent</legend>
          <CheckboxField
            field={fields.acceptTerms}
            label={
              <span>
                I accept the <a href="/terms-of-service">terms of service</a> and the{' '}
                <a href="/privacy-policy">privacy policy</a>, and I understand that Accord does not give legal advice.
              </span>
            }
          />
          <Captcha
            question={question.question}
            token={question.token}
            errors={captcha.errors}
            errorId={captcha.errorId}
            onVerifiedChange={onVerifiedChange}
          />
        </fieldset>

        <Button
          type="submit"
          className="w-full sm:w-auto"
          disabledBecause={hydrated && !canCreate ? 'create-user-waiting' : undefined}
        >
          Create User
        </Button>
        {hydrated && !canCreate ? (
          <p id="create-user-waiting" className="text-sm text-muted">
            Create User becomes available once every field above is filled in correctly, you accept the terms and the
            check above is done.
          </p>
        ) : null}
      </Form>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return (
    <StatusPageForError failed="Your account may not have been created. Please try again in a moment, or sign in if you already can." />
  );
}
