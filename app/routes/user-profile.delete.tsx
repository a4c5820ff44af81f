import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { StatusPageForError } from '~/components/status-pages';
import { getDb } from '~/db.server';
import { ACCOUNT_DELETION_MESSAGES, deleteOwnAccount, previewAccountDeletion, type AccountDeletionPreview } from '~/services/admin/account-deletion.server';
import { RATE_LIMIT_MESSAGE } from '~/services/accounts/rate-limit.server';
import { destroySession } from '~/services/accounts/sessions.server';
import { deleteAccountSchema } from '~/utils/account-forms';
import { formAnswer } from '~/utils/form-answer.server';
import { requireUser } from '~/utils/permissions.server';
import { SIGN_IN_NOTICES } from '~/utils/sign-in-notices';
import { getEnv } from '../../lib/env.server';
import { useSchemaForm } from '~/components/ui/use-schema-form';

export const handle: PageHandle = { title: 'Delete your account' };

// Delete your account (issue 30 item 11, docs/decisions/030-account-deletion.md): a confirmation page in the GOV.UK
// pattern, saying what happens to each form before the person confirms with their password. Works without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const preview = await previewAccountDeletion(getDb(), user.id);
  return { preview, refusal: preview.administrator ? ACCOUNT_DELETION_MESSAGES.administrator : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'delete-account': {
      const submission = parseWithZod(formData, { schema: deleteAccountSchema });
      if (submission.status !== 'success') return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }), notice: null }, { status: 400 });
      const outcome = await deleteOwnAccount(getDb(), user.id, submission.value.password, { env: getEnv() });
      switch (outcome) {
        case 'deleted':
          return redirect(`/sign-in?${new URLSearchParams({ type: 'success', msg: SIGN_IN_NOTICES.accountDeleted })}`, { headers: { 'Set-Cookie': await destroySession(request) } });
        case 'wrong-password':
          return formAnswer(context, { result: submission.reply({ hideFields: ['password'], fieldErrors: { password: [ACCOUNT_DELETION_MESSAGES.wrongPassword] } }), notice: null }, { status: 400 });
        case 'rate-limited':
          return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }), notice: RATE_LIMIT_MESSAGE }, { status: 429 });
        case 'administrator':
          return formAnswer(context, { result: submission.reply({ hideFields: ['password'] }), notice: ACCOUNT_DELETION_MESSAGES.administrator }, { status: 403 });
      }
      break;
    }
    default:
      return formAnswer(context, { result: undefined, notice: `Unknown account action '${String(intent)}'` }, { status: 400 });
  }
}

export const meta: MetaFunction = () => [{ title: 'Delete your account | Accord' }];

const quoted = (names: string[]) => names.map((n) => `'${n}'`).join(', ');

/** What happens, in the order the person reads it: their forms, forms shared with them, payments, documents. */
function WhatHappens({ preview }: { preview: AccountDeletionPreview }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      <li>
        {preview.ownForms.length
          ? `Your forms ${quoted(preview.ownForms.map((f) => f.name))} are deleted with their answers, uploads, comments, signatures and documents.`
          : 'Your profile, your sign-in and the e-mails we sent you are deleted. You have no forms of your own.'}
      </li>
      {preview.ownForms
        .filter((f) => f.sharedWith.length > 0)
        .map((f) => (
          <li key={f.id}>
            {`'${f.name}' is withdrawn from ${f.sharedWith.join(', ')}: they can no longer open it, and we e-mail them to say so.`}
          </li>
        ))}
      {preview.sharedWithMe.map((f) => (
        <li key={f.id}>
          {`You leave '${f.name}', which ${f.petitioner} shared with you, and we e-mail them to say so. It stays theirs: the changes, comments and signature you gave on it stay in their form, without your account.`}
        </li>
      ))}
      <li>Final documents already downloaded stay with whoever downloaded them, and their verification code keeps working.</li>
      <li>
        {preview.payments
          ? `The records of your ${preview.payments === 1 ? 'payment are' : `${preview.payments} payments are`} kept, as the law requires for accounting, without your account or your answers.`
          : 'You have made no payments.'}
      </li>
    </ul>
  );
}

export default function DeleteAccount() {
  const { preview, refusal } = useLoaderData<typeof loader>();
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
        Delete your account
      </h1>
      {actionData?.notice ? <FormMessage type="error">{actionData.notice}</FormMessage> : null}
      {refusal ? (
        <FormMessage type="warning">{refusal}</FormMessage>
      ) : (
        <>
          <h2 className="text-xl font-semibold">What happens when you delete your account</h2>
          <WhatHappens preview={preview} />
          <p className="border-l-4 border-danger pl-3 font-semibold">
            <span className="sr-only">Warning: </span>This cannot be undone.
          </p>
          <Form method="post" {...getFormProps(form)} className="max-w-md space-y-4">
            <ErrorSummary items={conformErrorItems(form)} />
            <TextField field={fields.password} label="Your password" hint="Type your password to confirm that you want to delete your account." type="password" autoComplete="current-password" />
            <div className="flex flex-wrap items-center gap-4">
              <Button type="submit" name="intent" value="delete-account" variant="danger">
                Delete my account
              </Button>
              <Link to="/user-profile">Cancel</Link>
            </div>
          </Form>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="Your account could not be deleted just now. Nothing was deleted. Please try again in a moment." />;
}
