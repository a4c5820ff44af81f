import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from '~/components/profile-fields';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { ConfirmDialog } from '~/components/ui/dialog';
import { ErrorSummary, conformErrorItems, type ErrorSummaryItem } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { formAnswer } from '~/utils/form-answer.server';
import { getDb } from '~/db.server';
import { changePassword } from '~/services/accounts/account-service.server';
import { getProfile } from '~/services/accounts/users.server';
import { hasProfilePhoto, PROFILE_PHOTO_MAX_BYTES, removeProfilePhoto, saveProfilePhoto } from '~/services/accounts/profile-photo.server';
import { saveProfile } from '~/services/accounts/profile-save.server';
import { readFormWithFileLimit } from '~/services/upload-handler.server';
import { getEnv } from '../../lib/env.server';
import { homePathFor, loadUserForms } from '~/services/home-routing.server';
import { loadMyDocuments, type MyDocument } from '~/services/guide/my-documents.server';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import type { Language } from '../../i18n/languages';
import { accountSchemas, isoToBirthDateInput, weakPasswordText } from '~/utils/account-forms';
import { passwordWeakness } from '~/utils/password-strength';
import { useHydrated } from '~/utils/use-hydrated';
import { requireUserSession } from '~/utils/permissions.server';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: (_data, t) => t('profile:title'), i18n: ['accounts', 'profile'] };

const TABS = ['account', 'password', 'documents'] as const;
type TabId = (typeof TABS)[number];

/** The wait a refused password change names (the limit's window). */
const RATE_LIMIT_MINUTES = 15;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserSession(request);
  const profile = await getProfile(getDb(), user.id);
  if (!profile) throw new Response('Not Found', { status: 404 });
  const requested = new URL(request.url).searchParams.get('tab');
  const tab = (TABS.find((id) => id === requested) ?? 'account') satisfies TabId;
  const language = await requestLanguage(request);
  const t = await requestTexts(request, 'profile');
  return {
    title: t('title'),
    /** the tab shown, first in the page's title: each tab has a title of its own (WCAG 2.4.2) */
    tabTitle: t(`tabs.${tab}`),
    tab,
    documents: tab === 'documents' ? await myDocuments(request, user.id, language) : [],
    hasPhoto: await hasProfilePhoto(getDb(), user.id),
    email: profile.email,
    profile: {
      firstName: profile.first_name,
      lastName: profile.last_name,
      gender: profile.gender ?? '',
      dateOfBirth: isoToBirthDateInput(profile.date_of_birth),
      phoneNumber: profile.phone_number,
      addressStreet1: profile.address_street_1,
      addressStreet2: profile.address_street_2 ?? '',
      addressCity: profile.address_city,
      addressState: profile.address_state,
      addressZipCode: profile.address_zip_code,
      permissionToContact: profile.permission_to_contact ? 'on' : '',
    },
  };
}

/** My Documents, each form's step named in the page's language as the guide's stepper names it (on the server: the page loads no questionnaire texts). */
async function myDocuments(request: Request, userId: string, language: Language) {
  const steps = await requestTexts(request, 'questionnaire');
  const documents = await loadMyDocuments(getDb(), userId, getEnv().APP_TIME_ZONE, language);
  return documents.map((d) => ({ ...d, stepTitle: steps(`steps.petitioner.${d.step}` as `steps.petitioner.${1 | 2 | 3 | 4 | 5 | 6 | 7}`) }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserSession(request);
  const db = getDb();
  const t = await requestTexts(request, 'profile');
  const schemas = accountSchemas(await requestTexts(request, 'accounts'));
  // the photo form sends a file; a larger one arrives as a marker the photo service names
  const formData = await readFormWithFileLimit(request, PROFILE_PHOTO_MAX_BYTES);
  const intent = formData.get('intent');
  switch (intent) {
    case 'save-profile': {
      const submission = parseWithZod(formData, { schema: schemas.profileSchema });
      if (submission.status !== 'success') return formAnswer(context, { intent, result: submission.reply(), notice: null }, { status: 400 });
      const saved = await saveProfile(db, session, submission.value, t('messages.updated'));
      // spec §8: a profile that could not be written says so, and the person's input stays in the form
      if (saved === 'merge-failed')
        return formAnswer(context, { intent, result: submission.reply(), notice: { type: 'error' as const, message: t('messages.mergeFailed') } }, { status: 500 });
      // spec: Save returns home (straight to where home would send this user, so the message survives)
      return redirect(homePathFor(session.user, await loadUserForms(session.user)));
    }
    case 'save-photo': {
      const outcome = await saveProfilePhoto(db, session.user.id, formData.get('photo'));
      if (!outcome.ok) return formAnswer(context, { intent, result: undefined, notice: null, errorSummary: [{ fieldId: PHOTO_INPUT_ID, message: t(`photo.${outcome.refusal}`) }] }, { status: 400 });
      return { intent, result: undefined, notice: { type: 'success' as const, message: t('photo.saved') } };
    }
    case 'remove-photo': {
      await removeProfilePhoto(db, session.user.id);
      return { intent, result: undefined, notice: { type: 'success' as const, message: t('photo.removed') } };
    }
    case 'change-password': {
      const submission = parseWithZod(formData, { schema: schemas.changePasswordSchema });
      if (submission.status !== 'success') return formAnswer(context, { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'] }), notice: null }, { status: 400 });
      const weakness = passwordWeakness(submission.value.newPassword, { email: session.user.email, firstName: session.user.firstName, lastName: session.user.lastName });
      if (weakness) {
        return formAnswer(context, 
          { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'], fieldErrors: { newPassword: [weakPasswordText(weakness, await requestTexts(request, 'accounts'))] } }), notice: null },
          { status: 400 },
        );
      }
      const outcome = await changePassword(db, { userId: session.user.id, keepSessionId: session.sessionId }, submission.value.currentPassword, submission.value.newPassword);
      if (outcome === 'rate-limited') {
        return formAnswer(context, { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'] }), notice: { type: 'error' as const, message: (await requestTexts(request, 'accounts'))('rateLimit.wait', { count: RATE_LIMIT_MINUTES }) } }, { status: 429 });
      }
      if (outcome === 'wrong-current') {
        return formAnswer(context, 
          { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'], fieldErrors: { currentPassword: [t('messages.wrongCurrent')] } }), notice: null },
          { status: 400 },
        );
      }
      return { intent, result: submission.reply({ resetForm: true }), notice: { type: 'success' as const, message: t('messages.passwordChanged') } };
    }
    case 'sign-out-elsewhere': {
      await db.deleteFrom('sessions').where('user_id', '=', session.user.id).where('id_hash', '!=', session.sessionId).execute();
      return { intent, result: undefined, notice: { type: 'success' as const, message: t('messages.otherSessionsEnded') } };
    }
    default:
      return formAnswer(context, { intent: null, result: undefined, notice: { type: 'error' as const, message: t('messages.unknownAction') } }, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.tabTitle ? `${data.tabTitle} · ` : ''}${data?.title ?? 'User Profile'} | ${PRODUCT_NAME}` }];

const PHOTO_INPUT_ID = 'profile-photo';

function PhotoForm({ hasPhoto }: { hasPhoto: boolean }) {
  const { t } = useTranslation('profile');
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const refused: readonly ErrorSummaryItem[] = (navigation.state === 'idle' && actionData && 'errorSummary' in actionData ? actionData.errorSummary : undefined) ?? [];
  const message = refused[0]?.message;
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4 border-b border-line pb-6">
      <ErrorSummary items={refused} className="w-full" />
      {hasPhoto ? (
        <img src="/user-profile/photo" alt={t('photo.alt')} width={96} height={96} className="size-24 rounded-full border border-line object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full border border-line bg-brand-soft text-muted">
          {t('photo.none')}
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={PHOTO_INPUT_ID} className="block font-medium">
          {t('photo.label')}
        </label>
        <p id="profile-photo-hint" className="text-sm text-muted">
          {t('photo.hint')}
        </p>
        {message ? (
          <p id="profile-photo-error" className="text-sm font-semibold text-danger">
            <span className="sr-only">{t('photo.errorPrefix')}</span>
            {message}
          </p>
        ) : null}
        <input
          id={PHOTO_INPUT_ID}
          type="file"
          name="photo"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? 'profile-photo-hint profile-photo-error' : 'profile-photo-hint'}
          className="block w-full"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="save-photo" variant="secondary">
            {t('photo.upload')}
          </Button>
          {hasPhoto ? (
            <Button type="submit" name="intent" value="remove-photo" variant="ghost">
              {t('photo.remove')}
            </Button>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

function AccountTab({ email, profile }: { email: string; profile: Record<string, string> }) {
  const { t } = useTranslation('profile');
  const { t: accounts } = useTranslation('accounts');
  const profileSchema = useMemo(() => accountSchemas(accounts).profileSchema, [accounts]);
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm({
    id: 'profile',
    schema: profileSchema,
    result: actionData?.intent === 'save-profile' ? actionData.result : undefined,
    defaultValue: profile,
    check: 'onBlur',
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <ErrorSummary items={conformErrorItems(form)} />
      <p>
        <span className="font-medium">{t('account.email')}</span> {email}
      </p>
      <ProfileFields fields={fields} t={accounts} />
      <Button type="submit" name="intent" value="save-profile">
        {t('account.save')}
      </Button>
    </Form>
  );
}

function PasswordTab() {
  const { t } = useTranslation('profile');
  const { t: accounts } = useTranslation('accounts');
  const changePasswordSchema = useMemo(() => accountSchemas(accounts).changePasswordSchema, [accounts]);
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const [confirming, setConfirming] = useState(false);
  const [form, fields] = useSchemaForm({
    id: 'change-password',
    schema: changePasswordSchema,
    result: actionData?.intent === 'change-password' ? actionData.result : undefined,
    check: 'onBlur',
  });
  return (
    <div className="space-y-8">
      <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
        <ErrorSummary items={conformErrorItems(form)} />
        <TextField field={fields.currentPassword} label={t('password.current')} type="password" autoComplete="current-password" />
        <TextField
          field={fields.newPassword}
          label={t('password.new')}
          hint={accounts('createUser.passwordHint', { rule: accounts('validation.passwordPersonalRule') })}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" name="intent" value="change-password">
          {t('password.submit')}
        </Button>
      </Form>
      <Form method="post" id="sign-out-elsewhere" className="max-w-md space-y-2 border-t border-line pt-6">
        <p className="text-muted">{t('password.elsewhereIntro')}</p>
        <input type="hidden" name="intent" value="sign-out-elsewhere" />
        <Button
          type="submit"
          variant="secondary"
          onClick={(event) => {
            // with JavaScript, ask first; without it, the button does what it says
            if (!hydrated) return;
            event.preventDefault();
            setConfirming(true);
          }}
        >
          {t('password.elsewhere')}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={t('password.confirmTitle')}
          message={t('password.confirmMessage')}
          onNo={() => setConfirming(false)}
          onYes={() => {
            setConfirming(false);
            (document.getElementById('sign-out-elsewhere') as HTMLFormElement).requestSubmit();
          }}
        />
      </Form>
    </div>
  );
}

function DocumentsTab({ documents }: { documents: (MyDocument & { stepTitle: string })[] }) {
  const { t } = useTranslation('profile');
  if (documents.length === 0)
    return (
      <div className="space-y-3">
        <p>{t('documents.none')}</p>
        <p className="text-muted">{t('documents.noneHint')}</p>
        <p>
          <a href="/legal-form-guide">{t('documents.find')}</a>
        </p>
      </div>
    );
  return (
    <ul className="divide-y divide-line" aria-label={t('documents.list')}>
      {documents.map((d) => (
        <li key={d.id} className="py-4 first:pt-0 last:pb-0">
          {/* the form's name as its workflow stored it, and a state's name: English words of the definition (ADR 035) */}
          <a href={d.href} lang="en" className="text-lg font-semibold">
            {d.name}
          </a>
          <p className="text-muted">{d.county ? t('documents.place', { county: d.county, state: d.state }) : <span lang="en">{d.state}</span>}</p>
          <p>
            <span className="font-medium">{t('documents.step')}</span>{' '}
            <span>{d.stepTitle}</span>
          </p>
          <p className="text-sm text-muted">{t('documents.lastChanged', { date: d.modified })}</p>
          {d.completedDocuments ? (
            <p className="mt-1 font-medium text-green-800">
              {t('documents.ready')} {d.finalDocumentHref ? <a href={d.finalDocumentHref}>{t('documents.download')}</a> : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function UserProfile() {
  const { tab, email, profile, documents, hasPhoto } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('profile');
  return (
    <section aria-labelledby="profile-title" className="mx-auto max-w-3xl">
      <h1 id="profile-title" className="text-3xl font-semibold text-brand">
        {t('title')}
      </h1>
      <nav aria-label={t('sections')} className="mt-6 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {TABS.map((id) => (
            <li key={id}>
              <Link
                to={`?tab=${id}`}
                aria-current={tab === id ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 px-4 py-3 font-medium no-underline',
                  tab === id ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-brand',
                )}
              >
                {t(`tabs.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 rounded-lg border border-line bg-white p-5 sm:p-6">
        {actionData?.notice ? (
          <div className="mb-6">
            <FormMessage type={actionData.notice.type}>{actionData.notice.message}</FormMessage>
          </div>
        ) : null}
        {tab === 'account' ? (
          <div className="space-y-6">
            <PhotoForm hasPhoto={hasPhoto} />
            <AccountTab email={email} profile={profile} />
            <div className="space-y-2 border-t border-line pt-6">
              <h2 className="text-xl font-semibold">{t('deleteSection.title')}</h2>
              <p className="text-muted">{t('deleteSection.intro')}</p>
              <p>
                <Link to="/user-profile/delete">{t('deleteSection.title')}</Link>
              </p>
            </div>
          </div>
        ) : tab === 'password' ? <PasswordTab /> : <DocumentsTab documents={documents} />}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('profile');
  return <StatusPageForError notFound={t('notFound')} failed={t('failed')} />;
}
