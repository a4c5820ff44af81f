import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { StatusPageForError } from '~/components/status-pages';
import { getDb } from '~/db.server';
import { deleteOwnAccount, previewAccountDeletion, type AccountDeletionPreview } from '~/services/admin/account-deletion.server';
import { destroySession } from '~/services/accounts/sessions.server';
import { requestTexts } from '~/i18n/i18next.server';
import { accountSchemas } from '~/utils/account-forms';
import { formAnswer } from '~/utils/form-answer.server';
import { requireUser } from '~/utils/permissions.server';
import { SIGN_IN_NOTICES } from '~/utils/sign-in-notices';
import { getEnv } from '../../lib/env.server';
import { useSchemaForm } from '~/components/ui/use-schema-form';

export const handle: PageHandle = { title: (_data, t) => t('profile:deletion.title'), i18n: ['accounts', 'profile'] };

/** The wait a refused deletion names (the limit's window). */
const RATE_LIMIT_MINUTES = 15;

// Delete your account (issue 30 item 11, docs/decisions/030-account-deletion.md): a confirmation page in the GOV.UK
// pattern, saying what happens to each form before the person confirms with their password. Works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const preview = await previewAccountDeletion(getDb(), user.id);
  const t = await requestTexts(request, 'profile');
  return { title: t('deletion.title'), preview, refusal: preview.administrator ? t('deletion.administrator') : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const t = await requestTexts(request, 'profile');
  switch (intent) {
    case 'delete-account': {
      const submission = parseWithZod(formData, { schema: accountSchemas(await requestTexts(request, 'accounts')).deleteAccountSchema });
      if (submission.status !== 'success') return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }), notice: null }, { status: 400 });
      const outcome = await deleteOwnAccount(getDb(), user.id, submission.value.password, { env: getEnv() });
      switch (outcome) {
        case 'deleted':
          return redirect(`/sign-in?${new URLSearchParams({ type: 'success', msg: SIGN_IN_NOTICES.accountDeleted })}`, { headers: { 'Set-Cookie': await destroySession(request) } });
        case 'wrong-password':
          return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [t('deletion.wrongPassword')] } }), notice: null }, { status: 400 });
        case 'rate-limited':
          return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }), notice: (await requestTexts(request, 'accounts'))('rateLimit.wait', { count: RATE_LIMIT_MINUTES }) }, { status: 429 });
        case 'administrator':
          return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }), notice: t('deletion.administrator') }, { status: 403 });
      }
      break;
    }
    default:
      return formAnswer(context, { result: undefined, notice: t('messages.unknownAction') }, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? 'Delete your account'} | ${PRODUCT_NAME}` }];

const quoted = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

/** What happens, in the order the person reads it: their forms, forms shared with them, payments, documents. */
function WhatHappens({ preview }: { preview: AccountDeletionPreview }) {
  const { t } = useTranslation('profile');
  return (
    <ul className="list-disc space-y-2 pl-6">
      <li>{preview.ownForms.length ? t('deletion.ownForms', { names: quoted(preview.ownForms.map((f) => f.name)) }) : t('deletion.noForms')}</li>
      {preview.ownForms
        .filter((f) => f.sharedWith.length > 0)
        .map((f) => (
          <li key={f.id}>{t('deletion.withdrawn', { name: f.name, people: f.sharedWith.join(', ') })}</li>
        ))}
      {preview.sharedWithMe.map((f) => (
        <li key={f.id}>{t('deletion.leave', { name: f.name, petitioner: f.petitioner })}</li>
      ))}
      <li>{t('deletion.downloaded')}</li>
      <li>{preview.payments ? t('deletion.payments', { count: preview.payments }) : t('deletion.noPayments')}</li>
    </ul>
  );
}

export default function DeleteAccount() {
  const { preview, refusal } = useLoaderData<typeof loader>();
  const { t } = useTranslation('profile');
  const { t: accounts } = useTranslation('accounts');
  const deleteAccountSchema = useMemo(() => accountSchemas(accounts).deleteAccountSchema, [accounts]);
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm({
    id: 'delete-account',
    schema: deleteAccountSchema,
    result: actionData?.result,
    check: 'onSubmit',
  });
  return (
    <section aria-labelledby="page-heading" className="mx-auto max-w-2xl space-y-6">
      <h1 id="page-heading" className="text-3xl font-semibold text-brand">
        {t('deletion.title')}
      </h1>
      {actionData?.notice ? <FormMessage type="error">{actionData.notice}</FormMessage> : null}
      {refusal ? (
        <FormMessage type="warning">{refusal}</FormMessage>
      ) : (
        <>
          <h2 className="text-xl font-semibold">{t('deletion.whatHappens')}</h2>
          <WhatHappens preview={preview} />
          <p className="border-l-4 border-danger pl-3 font-semibold">
            <span className="sr-only">{t('deletion.warning')}</span>
            {t('deletion.cannotUndo')}
          </p>
          <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
            <ErrorSummary items={conformErrorItems(form)} />
            <TextField field={fields.password} label={t('deletion.password')} hint={t('deletion.passwordHint')} type="password" autoComplete="current-password" />
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" name="intent" value="delete-account" variant="danger">
                {t('deletion.submit')}
              </Button>
              <Link to="/user-profile">{t('deletion.cancel')}</Link>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('profile');
  return <StatusPageForError failed={t('deletion.failed')} />;
}
