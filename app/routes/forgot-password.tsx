import { getFormProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountCard } from '~/components/account-page';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { requestPasswordReset } from '~/services/accounts/account-service.server';
import { accountContext } from '~/services/accounts/context.server';
import { requestTexts } from '~/i18n/i18next.server';
import { accountSchemas } from '~/utils/account-forms';
import { formAnswer } from '~/utils/form-answer.server';
import { publicRoute } from '~/utils/permissions.server';
import { StatusPageForError } from '~/components/status-pages';
import { useSchemaForm } from '~/components/ui/use-schema-form';

export const handle: PageHandle = { title: (_data, t) => t('accounts:forgotPassword.title'), i18n: ['accounts'] };

/** The wait a refused request names (the limit's window). */
const RATE_LIMIT_MINUTES = 15;

export async function loader({ request }: LoaderFunctionArgs) {
  publicRoute();
  const t = await requestTexts(request, 'accounts');
  return { title: t('pageTitle', { title: t('forgotPassword.title'), product: PRODUCT_NAME }) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  publicRoute();
  const t = await requestTexts(request, 'accounts');
  const submission = parseWithZod(await request.formData(), { schema: accountSchemas(t).forgotPasswordSchema });
  // an empty e-mail gets 'Please enter your email address first' once, beside the field, as with JavaScript
  if (submission.status !== 'success') return formAnswer(context, { result: submission.reply(), notice: null }, { status: 400 });
  const outcome = await requestPasswordReset(getDb(), submission.value.email, accountContext(request, context));
  switch (outcome) {
    case 'sent':
      return { result: submission.reply({ resetForm: true }), notice: { type: 'success' as const, message: t('forgotPassword.sent') } };
    case 'unknown-email':
      return formAnswer(context, { result: submission.reply({ fieldErrors: { email: [t('forgotPassword.unknown')] } }), notice: null }, { status: 400 });
    case 'rate-limited':
      return formAnswer(context, { result: submission.reply(), notice: { type: 'error' as const, message: t('rateLimit.wait', { count: RATE_LIMIT_MINUTES }) } }, { status: 429 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? `Forgot Password | ${PRODUCT_NAME}` }];

export default function ForgotPassword() {
  const { t } = useTranslation('accounts');
  const forgotPasswordSchema = useMemo(() => accountSchemas(t).forgotPasswordSchema, [t]);
  const actionData = useActionData<typeof action>();
  const [form, fields] = useSchemaForm({
    id: 'forgot-password',
    schema: forgotPasswordSchema,
    result: actionData?.result,
    check: 'onSubmit',
  });
  return (
    <AccountCard title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <ErrorSummary items={conformErrorItems(form)} />
        {actionData?.notice ? <FormMessage type={actionData.notice.type}>{actionData.notice.message}</FormMessage> : null}
        <TextField field={fields.email} label={t('forgotPassword.email')} type="email" autoComplete="email" />
        <Button type="submit" className="w-full">
          {t('forgotPassword.submit')}
        </Button>
      </Form>
      <p className="mt-5 text-sm">
        {t('forgotPassword.noAccount')} <Link to="/create-user">{t('forgotPassword.createAccount')}</Link>
      </p>
    </AccountCard>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('accounts');
  return <StatusPageForError failed={t('forgotPassword.failed')} />;
}
