import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { ProfileFields } from '~/components/profile-fields';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { ConfirmDialog } from '~/components/ui/dialog';
import { ErrorSummary, conformErrorItems, type ErrorSummaryItem } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { formAnswer } from '~/utils/form-answer.server';
import { getDb } from '~/db.server';
import { changePassword } from '~/services/accounts/account-service.server';
import { RATE_LIMIT_MESSAGE } from '~/services/accounts/rate-limit.server';
import { getProfile } from '~/services/accounts/users.server';
import { hasProfilePhoto, PHOTO_MESSAGES, PROFILE_PHOTO_MAX_BYTES, removeProfilePhoto, saveProfilePhoto } from '~/services/accounts/profile-photo.server';
import { saveProfile } from '~/services/accounts/profile-save.server';
import { readFormWithFileLimit } from '~/services/upload-handler.server';
import { getEnv } from '../../lib/env.server';
import { homePathFor, loadUserForms } from '~/services/home-routing.server';
import { loadMyDocuments, type MyDocument } from '~/services/guide/my-documents.server';
import { changePasswordSchema, isoToBirthDateInput, profileSchema } from '~/utils/account-forms';
import { PASSWORD_PERSONAL_RULE, passwordWeakness, weakPasswordMessage } from '~/utils/password-strength';
import { useHydrated } from '~/utils/use-hydrated';
import { requireUserSession } from '~/utils/permissions.server';
import { useSchemaForm } from '~/components/ui/use-schema-form';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'User Profile' };

export const PROFILE_MESSAGES = {
  updated: 'Your profile is updated',
  wrongCurrent: 'Sorry, but you typed the wrong current password',
  passwordChanged: 'Success, password is changed successfully!',
  otherSessionsEnded: 'You are signed out on every other device.',
  mergeFailed: 'Error in merging user data',
} as const;

const TABS = [
  { id: 'account', label: 'My account' },
  { id: 'password', label: 'Change password' },
  { id: 'documents', label: 'My Documents' },
] as const;
type TabId = (typeof TABS)[number]['id'];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserSession(request);
  const profile = await getProfile(getDb(), user.id);
  if (!profile) throw new Response('Not Found', { status: 404 });
  const requested = new URL(request.url).searchParams.get('tab');
  const tab = (TABS.some((t) => t.id === requested) ? requested : 'account') as TabId;
  return {
    tab,
    documents: tab === 'documents' ? await loadMyDocuments(getDb(), user.id, getEnv().APP_TIME_ZONE) : [],
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

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await requireUserSession(request);
  const db = getDb();
  // the photo form sends a file; a larger one arrives as a marker the photo service names
  const formData = await readFormWithFileLimit(request, PROFILE_PHOTO_MAX_BYTES);
  const intent = formData.get('intent');
  switch (intent) {
    case 'save-profile': {
      const submission = parseWithZod(formData, { schema: profileSchema });
      if (submission.status !== 'success') return formAnswer(context, { intent, result: submission.reply(), notice: null }, { status: 400 });
      const saved = await saveProfile(db, session, submission.value, PROFILE_MESSAGES.updated);
      // spec §8: a profile that could not be written says so, and the person's input stays in the form
      if (saved === 'merge-failed')
        return formAnswer(context, { intent, result: submission.reply(), notice: { type: 'error' as const, message: PROFILE_MESSAGES.mergeFailed } }, { status: 500 });
      // spec: Save returns home (straight to where home would send this user, so the message survives)
      return redirect(homePathFor(session.user, await loadUserForms(session.user)));
    }
    case 'save-photo': {
      const outcome = await saveProfilePhoto(db, session.user.id, formData.get('photo'));
      if (!outcome.ok) return formAnswer(context, { intent, result: undefined, notice: null, errorSummary: [{ fieldId: PHOTO_INPUT_ID, message: outcome.message }] }, { status: 400 });
      return { intent, result: undefined, notice: { type: 'success' as const, message: PHOTO_MESSAGES.saved } };
    }
    case 'remove-photo': {
      await removeProfilePhoto(db, session.user.id);
      return { intent, result: undefined, notice: { type: 'success' as const, message: PHOTO_MESSAGES.removed } };
    }
    case 'change-password': {
      const submission = parseWithZod(formData, { schema: changePasswordSchema });
      if (submission.status !== 'success') return formAnswer(context, { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'] }), notice: null }, { status: 400 });
      const weakness = passwordWeakness(submission.value.newPassword, { email: session.user.email, firstName: session.user.firstName, lastName: session.user.lastName });
      if (weakness) {
        return formAnswer(context, 
          { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'], fieldErrors: { newPassword: [weakPasswordMessage(weakness)] } }), notice: null },
          { status: 400 },
        );
      }
      const outcome = await changePassword(db, { userId: session.user.id, keepSessionId: session.sessionId }, submission.value.currentPassword, submission.value.newPassword);
      if (outcome === 'rate-limited') {
        return formAnswer(context, { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'] }), notice: { type: 'error' as const, message: RATE_LIMIT_MESSAGE } }, { status: 429 });
      }
      if (outcome === 'wrong-current') {
        return formAnswer(context, 
          { intent, result: submission.reply({ hideFields: ['currentPassword', 'newPassword'], fieldErrors: { currentPassword: [PROFILE_MESSAGES.wrongCurrent] } }), notice: null },
          { status: 400 },
        );
      }
      return { intent, result: submission.reply({ resetForm: true }), notice: { type: 'success' as const, message: PROFILE_MESSAGES.passwordChanged } };
    }
    case 'sign-out-elsewhere': {
      await db.deleteFrom('sessions').where('user_id', '=', session.user.id).where('id_hash', '!=', session.sessionId).execute();
      return { intent, result: undefined, notice: { type: 'success' as const, message: PROFILE_MESSAGES.otherSessionsEnded } };
    }
    default:
      return formAnswer(context, { intent: null, result: undefined, notice: { type: 'error' as const, message: 'Unknown action' } }, { status: 400 });
  }
}

export const meta: MetaFunction = () => [{ title: 'User Profile | Accord' }];

const PHOTO_INPUT_ID = 'profile-photo';

function PhotoForm({ hasPhoto }: { hasPhoto: boolean }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const refused: readonly ErrorSummaryItem[] = (navigation.state === 'idle' && actionData && 'errorSummary' in actionData ? actionData.errorSummary : undefined) ?? [];
  const message = refused[0]?.message;
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-4 border-b border-line pb-6">
      <ErrorSummary items={refused} className="w-full" />
      {hasPhoto ? (
        <img src="/user-profile/photo" alt="Your profile" width={96} height={96} className="size-24 rounded-full border border-line object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-24 items-center justify-center rounded-full border border-line bg-brand-soft text-muted">
          No photo
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <label htmlFor={PHOTO_INPUT_ID} className="block font-medium">
          Profile photo
        </label>
        <p id="profile-photo-hint" className="text-sm text-muted">
          A PNG, JPEG, GIF or WebP image, up to 5 MB.
        </p>
        {message ? (
          <p id="profile-photo-error" className="text-sm font-semibold text-danger">
            <span className="sr-only">Error: </span>
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
            Upload photo
          </Button>
          {hasPhoto ? (
            <Button type="submit" name="intent" value="remove-photo" variant="ghost">
              Remove photo
            </Button>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

function AccountTab({ email, profile }: { email: string; profile: Record<string, string> }) {
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
        <span className="font-medium">E-mail:</span> {email}
      </p>
      <ProfileFields fields={fields} />
      <Button type="submit" name="intent" value="save-profile">
        Save
      </Button>
    </Form>
  );
}

function PasswordTab() {
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
        <TextField field={fields.currentPassword} label="Current password" type="password" autoComplete="current-password" />
        <TextField
          field={fields.newPassword}
          label="New password"
          hint={`At least 10 characters, with a lowercase letter, an uppercase letter, a number and a special character. ${PASSWORD_PERSONAL_RULE}`}
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" name="intent" value="change-password">
          Change password
        </Button>
      </Form>
      <Form method="post" id="sign-out-elsewhere" className="max-w-md space-y-2 border-t border-line pt-6">
        <p className="text-muted">Signed in on a shared or lost device? End every other session of your account.</p>
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
          Sign out on other devices
        </Button>
        <ConfirmDialog
          open={confirming}
          title="Sign out on other devices?"
          message="Every other browser signed in to your account will be signed out. This one stays signed in."
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

function DocumentsTab({ documents }: { documents: MyDocument[] }) {
  if (documents.length === 0)
    return (
      <div className="space-y-3">
        <p>You have no documents yet.</p>
        <p className="text-muted">
          When you start your divorce forms, they appear here with their progress, and you can download your completed documents.
        </p>
        <p>
          <a href="/legal-form-guide">Find your divorce forms</a>
        </p>
      </div>
    );
  return (
    <ul className="divide-y divide-line" aria-label="Your forms">
      {documents.map((d) => (
        <li key={d.id} className="py-4 first:pt-0 last:pb-0">
          <a href={d.href} className="text-lg font-semibold">
            {d.name}
          </a>
          <p className="text-muted">{d.place}</p>
          <p>
            <span className="font-medium">Step:</span> {d.stepTitle}
          </p>
          <p className="text-sm text-muted">Last changed {d.modified}</p>
          {d.completedDocuments ? (
            <p className="mt-1 font-medium text-green-800">
              Your completed documents are ready.{' '}
              {d.finalDocumentHref ? <a href={d.finalDocumentHref}>Download your completed documents</a> : null}
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
  return (
    <section aria-labelledby="profile-title" className="mx-auto max-w-3xl">
      <h1 id="profile-title" className="text-3xl font-semibold text-brand">
        User Profile
      </h1>
      <nav aria-label="Profile sections" className="mt-6 border-b border-line">
        <ul className="-mb-px flex flex-wrap gap-1">
          {TABS.map((t) => (
            <li key={t.id}>
              <Link
                to={`?tab=${t.id}`}
                aria-current={tab === t.id ? 'page' : undefined}
                className={cn(
                  'inline-block border-b-2 px-4 py-3 font-medium no-underline',
                  tab === t.id ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-brand',
                )}
              >
                {t.label}
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
              <h2 className="text-xl font-semibold">Delete your account</h2>
              <p className="text-muted">Delete your account with your forms and answers. The next page says what happens to a form you shared or that was shared with you, before you confirm.</p>
              <p>
                <Link to="/user-profile/delete">Delete your account</Link>
              </p>
            </div>
          </div>
        ) : tab === 'password' ? <PasswordTab /> : <DocumentsTab documents={documents} />}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="We could not find your profile. Please sign in again." failed="Your profile could not be shown or saved just now. Please check it and try again in a moment." />;
}
