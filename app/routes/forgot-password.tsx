import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { AccountCard } from '~/components/account-page';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { requestPasswordReset } from '~/services/accounts/account-service.server';
import { accountContext } from '~/services/accounts/context.server';
import { RATE_LIMIT_MESSAGE } from '~/services/accounts/rate-limit.server';
import { forgotPasswordSchema } from '~/utils/account-forms';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Forgot Password' };

export const RESET_MESSAGES = {
  sent: 'Please check your email to reset your password.',
  unknown: 'Sorry, could not find this email in our database.',
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  // an empty e-mail gets 'Please enter your email address first' once, beside the field, as with JavaScript
  if (submission.status !== 'success') return formAnswer(context, { result: submission.reply(), notice: null }, { status: 400 });
  const outcome = await requestPasswordReset(getDb(), submission.value.email, accountContext(request, context));
  switch (outcome) {
    case 'sent':
      return { result: submission.reply({ resetForm: true }), notice: { type: 'success' as const, message: RESET_MESSAGES.sent } };
    case 'unknown-email':
      return formAnswer(context, { result: submission.reply({ fieldErrors: { email: [RESET_MESSAGES.unknown] } }), notice: null }, { status: 400 });
    case 'rate-limited':
      return formAnswer(context, { result: submission.reply(), notice: { type: 'error' as const, message: RATE_LIMIT_MESSAGE } }, { status: 429 });
  }
}

export const meta: MetaFunction = () => [{ title: 'Forgot Password | Accord' }];

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <AccountCard title="Forgot Password" intro="Enter the e-mail of your account and we will send you a link to choose a new password.">
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorSummary items={conformErrorItems(form)} />
        {actionData?.notice ? <FormMessage type={actionData.notice.type}>{actionData.notice.message}</FormMessage> : null}
        <TextField field={fields.email} label="E-mail" type="email" autoComplete="email" />
        <Button type="submit" className="w-full">
          Reset Password
        </Button>
      </Form>
      <p className="mt-5 text-sm">
        No account yet? <Link to="/create-user">Create an account</Link>
      </p>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="We could not send the reset e-mail just now. Please try again in a moment." />;
}
