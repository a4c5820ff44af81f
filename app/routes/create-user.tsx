import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AccountCard } from '~/components/account-page';
import { Captcha } from '~/components/captcha';
import { ProfileFields } from '~/components/profile-fields';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { CheckboxField, FieldError, FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { signUp } from '~/services/accounts/account-service.server';
import { createQuestionChallenge } from '~/services/accounts/captcha.server';
import { accountContext } from '~/services/accounts/context.server';
import { languageCookieHeader, requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { isLanguage } from '../../i18n/languages';
import { destroySession } from '~/services/accounts/sessions.server';
import { ACCOUNT_CREATED_SPOUSE_STARTED, SIGN_IN_NOTICES } from '~/utils/sign-in-notices';
import { invitedAddressHasAccount } from '~/services/respondent/invitation-lookup.server';
import { invitedBy } from '~/services/respondent/invitation.server';
import { otherPartyIn, SPOUSE_PARTY, signUpWords, type SignUpParty } from '~/utils/sign-up-words';
import { clientIp } from '~/services/request.server';
import { accountSchemas, type AccountTexts } from '~/utils/account-forms';
import { findActiveWorkflowType } from '~/services/guide/guide-lookup.server';
import { useHydrated } from '~/utils/use-hydrated';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';
import { useSchemaForm } from '~/components/ui/use-schema-form';

export const handle: PageHandle = { title: (_data, t) => t('accounts:createUser.title'), hideChrome: true, i18n: ['accounts'] };

const TERMS_COOKIE = 'accord_terms';
const TERMS_COOKIE_SECONDS = 7 * 24 * 60 * 60;

/** The wait a refused sign-up names (the limit's window). */
const RATE_LIMIT_MINUTES = 15;

/** The sign-up's schema: a workflow type one person completes alone asks for no spouse (ADR 028). */
function signUpSchema(t: AccountTexts, alone: boolean, party: SignUpParty) {
  const schemas = accountSchemas(t, signUpWords(t, party, PRODUCT_NAME));
  // the form's fields are typed by the full schema; alone, the spouse fields are simply not rendered
  return (alone ? schemas.createUserAloneSchema : schemas.createUserSchema) as typeof schemas.createUserSchema;
}

/**
 * Whom the first section asks about (ADR 028): the person who invited this address to a type other than divorce, by
 * name; else the other party of the type the visitor came to start; else, as the spec has it, a spouse.
 */
async function signUpParty(request: Request, invitation: { wfid: string; email: string }, type: { onePerson: boolean; otherParty: string; otherPartyEs: string } | undefined): Promise<SignUpParty> {
  const invited = await invitedBy(getDb(), invitation.wfid, invitation.email);
  // the other party by its name in the page's language (its Spanish name where the type has one)
  const other = async (names: { otherParty: string; otherPartyEs: string }) => ({ kind: 'other-party', other: otherPartyIn(await requestLanguage(request), names) }) as const;
  if (invited) return invited.otherParty === 'spouse' ? SPOUSE_PARTY : invited.ownerName ? { kind: 'inviter', name: invited.ownerName } : other(invited);
  return type && !type.onePerson && type.otherParty !== 'spouse' ? other(type) : SPOUSE_PARTY;
}

function hasTermsCookie(request: Request): boolean {
  return (request.headers.get('Cookie') ?? '').split(';').some((part) => part.trim() === `${TERMS_COOKIE}=accepted`);
}

function signInWith(email: string, wfid: string | undefined, message?: { type: string; msg: string }) {
  const params = new URLSearchParams({ email, ...(wfid ? { wfid } : {}), ...(message ?? {}) });
  return `/sign-in?${params}`;
}

// The query may carry email, name, petitioner, respondent, wfid and lng (an invitation link); data_2 to data_4 are
// named by the spec without their meaning, so they are accepted and ignored. `type` (ADR 028) is the workflow type
// the visitor home sent them for: a type one person completes alone asks for no spouse; without it, the spec's page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  publicRoute();
  const url = new URL(request.url);
  const query = (name: string) => url.searchParams.get(name)?.trim() ?? '';
  // an invitation names the language the petitioner chose for the spouse (issue 35): the page, and the account made
  // from it, start in it; kept as the person's choice, and left out of the address so the language switch still works
  const lng = query('lng');
  if (isLanguage(lng)) {
    url.searchParams.delete('lng');
    throw redirect(`${url.pathname}${url.search}`, { headers: { 'Set-Cookie': await languageCookieHeader(request, lng) } });
  }
  const email = query('email').toLowerCase();
  if (await invitedAddressHasAccount(getDb(), { email, wfid: query('wfid') }, clientIp(context)))
    throw redirect(signInWith(email, query('wfid')));
  const [firstName, ...rest] = query('name').split(/\s+/).filter(Boolean);
  const petitioner = query('petitioner').toLowerCase();
  const respondent = query('respondent').toLowerCase();
  const type = await findActiveWorkflowType(getDb(), query('type'));
  const t = await requestTexts(request, 'accounts');
  return {
    title: t('pageTitle', { title: t('createUser.title'), product: PRODUCT_NAME }),
    alone: type?.onePerson === true,
    party: await signUpParty(request, { wfid: query('wfid'), email }, type),
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
  const t = await requestTexts(request, 'accounts');
  const field = (name: string) => String(formData.get(name) ?? '').trim();
  const party = await signUpParty(request, { wfid: field('wfid'), email: field('email').toLowerCase() }, type);
  const submission = parseWithZod(formData, { schema: signUpSchema(t, type?.onePerson === true, party) });
  const termsCookie =
    formData.get('acceptTerms') === 'on'
      ? `${TERMS_COOKIE}=accepted; Path=/; Max-Age=${TERMS_COOKIE_SECONDS}; SameSite=Lax`
      : undefined;
  const headers = new Headers();
  if (termsCookie) headers.append('Set-Cookie', termsCookie);
  const hidden = ['password', 'altcha', 'captchaChallenge', 'captchaAnswer'];
  if (submission.status !== 'success') return formAnswer(context, { result: submission.reply({ hideFields: hidden }), notice: null }, { status: 400, headers });

  const value = submission.value;
  const outcome = await signUp(getDb(), { ...value, language: await requestLanguage(request) }, accountContext(request, context));
  const fail = (fieldErrors: Record<string, string[]>, notice: { type: 'error' | 'warning' | 'info'; message: string } | null = null, status = 400) =>
    formAnswer(context, { result: submission.reply({ hideFields: hidden, fieldErrors }), notice }, { status, headers });
  switch (outcome.kind) {
    case 'created': {
      // spec: success signs the user out, with the message to verify the e-mail
      headers.append('Set-Cookie', await destroySession(request));
      // end-user-journey.md §4: a spouse who already started is told as information; the account is made as chosen
      const msg = outcome.spouseStarted ? ACCOUNT_CREATED_SPOUSE_STARTED : SIGN_IN_NOTICES.accountCreated;
      return redirect(signInWith(value.email, value.wfid, { type: 'success', msg }), { headers });
    }
    case 'exists':
      return redirect(signInWith(value.email, value.wfid, { type: 'info', msg: SIGN_IN_NOTICES.accountExists }), { headers });
    case 'spouse-not-found':
      return fail({ spouseEmail: [signUpWords(t, party, PRODUCT_NAME).notFound] });
    case 'captcha-failed':
      return fail({ captcha: [t('createUser.captchaFailed')] });
    case 'rate-limited':
      return fail({}, { type: 'error', message: t('rateLimit.wait', { count: RATE_LIMIT_MINUTES }) }, 429);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? `Create Account | ${PRODUCT_NAME}` }];

export default function CreateUser() {
  const { t } = useTranslation('accounts');
  const { prefill, question, alone, party } = useLoaderData<typeof loader>();
  const schema = useMemo(() => signUpSchema(t, alone, party), [t, alone, party]);
  const words = signUpWords(t, party, PRODUCT_NAME);
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm<z.input<typeof schema> & { captcha?: string }, z.output<typeof schema>>({
    id: 'create-user',
    schema,
    result: actionData?.result,
    defaultValue: prefill as Record<string, string>,
    check: 'onBlur',
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
      title={t('createUser.title')}
      intro={
        <>
          {t('createUser.alreadyHaveAccount')} <Link to="/sign-in">{t('createUser.signIn')}</Link>. {alone ? t('createUser.privacyAlone') : words.privacy}
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
            <legend className="text-lg font-semibold text-brand">{words.legend}</legend>
            <fieldset aria-describedby={fields.spouseStarted.errors ? fields.spouseStarted.errorId : undefined}>
              <legend className="font-medium">{words.started}</legend>
              <div className="mt-2 flex flex-wrap gap-6">
                {[
                  ['yes', words.invitedMe],
                  ['no', t('createUser.iAmStarting')],
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
            <TextField field={fields.spouseEmail} label={words.email} type="email" autoComplete="off" />
            {spouseStarted === 'yes' ? null : (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  field={fields.spouseFirstName}
                  label={words.firstName}
                  hint={t('createUser.neededIfStarting')}
                  autoComplete="off"
                />
                <TextField
                  field={fields.spouseLastName}
                  label={words.lastName}
                  hint={t('createUser.neededIfStarting')}
                  autoComplete="off"
                />
              </div>
            )}
          </fieldset>
        )}

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand">{t('createUser.yourAccount')}</legend>
          <TextField
            field={fields.email}
            label={t('createUser.yourEmail')}
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
            label={t('createUser.password')}
            hint={t('createUser.passwordHint', { rule: t('validation.passwordPersonalRule') })}
            type="password"
            autoComplete="new-password"
          />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand">{t('createUser.aboutYou')}</legend>
          <ProfileFields fields={fields} t={t} />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold text-brand">{t('createUser.consent')}</legend>
          <CheckboxField
            field={fields.acceptTerms}
            label={
              <span>
                {t('createUser.acceptTermsBefore')} <a href="/terms-of-service">{t('createUser.termsOfService')}</a> {t('createUser.and')}{' '}
                <a href="/privacy-policy">{t('createUser.privacyPolicy')}</a>
                {t('createUser.acceptTermsAfter', { product: PRODUCT_NAME })}
              </span>
            }
          />
          <Captcha
            question={question}
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
          {t('createUser.submit')}
        </Button>
        {hydrated && !canCreate ? (
          <p id="create-user-waiting" className="text-sm text-muted">
            {t('createUser.waiting')}
          </p>
        ) : null}
      </Form>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('accounts');
  return <StatusPageForError failed={t('createUser.failed')} />;
}
