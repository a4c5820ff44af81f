import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FieldError, FormMessage, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { formAnswer } from '~/utils/form-answer.server';
import { getEnv } from '../../lib/env.server';
import { createMailTransport } from '../../lib/mail-transport.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { effectContextFromEnv } from '~/services/user-workflow/effect-context.server';
import { ATTACHMENT_EXTENSIONS, attachmentProblem, EMAIL_FORM_TEMPLATES, emailFormSchema, SEND_NEEDS, type AttachmentProblem, type EmailFormTemplate } from '~/services/admin/email-form';
import { attachmentMediaType, previewEmailForm, sendEmailForm, type EmailFormContext } from '~/services/admin/email-form.server';
import { calendarDayAsUsDate } from '~/services/admin/dates';
import { useHydrated } from '~/utils/use-hydrated';
import { StatusPageForError } from '~/components/status-pages';
import { readForm } from '~/services/upload-handler.server';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import type { AdminTexts } from '~/services/admin/admin-nav';

export const handle: PageHandle = { title: (_data, t) => t('admin:emailForm.title'), i18n: ['admin'] };

// The e-mail test form (administration-platform.md §2.17). Admin-global only, though the spec lists it among the
// public routes: an open form that sends any text to any address would be a relay for spam (ADR 014).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const t = await requestTexts(request, 'admin');
  return { title: t('tabTitle', { title: t('emailForm.title') }) };
}

export async function action({ request, context: requestContext }: ActionFunctionArgs) {
  const admin = await requireGlobalAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get('intent');
  const [t, language] = await Promise.all([requestTexts(request, 'admin'), requestLanguage(request)]);
  const submission = parseWithZod(formData, { schema: emailFormSchema(t) });
  const upload = formData.get('attachment');
  const file = upload instanceof File && upload.size > 0 ? upload : undefined;
  const fileProblem = file ? attachmentProblem(file) : undefined;
  if (submission.status !== 'success' || fileProblem) {
    const result = submission.reply({ fieldErrors: fileProblem ? { attachment: [t(`emailForm.${fileProblem}`)] } : {} });
    return formAnswer(requestContext, { result, preview: null, sent: null, failed: null }, { status: 400 });
  }
  const env = getEnv();
  const context: EmailFormContext = { origin: effectContextFromEnv(env).origin, adminName: `${admin.firstName} ${admin.lastName}`.trim(), supportEmail: env.SUPPORT_EMAIL };
  const form = submission.value;
  switch (intent) {
    case 'preview':
      return { result: submission.reply(), preview: await previewEmailForm(form, context), sent: null, failed: null };
    case 'send': {
      const attachment = file ? { name: file.name, bytes: Buffer.from(await file.arrayBuffer()), mediaType: attachmentMediaType(file.name) } : undefined;
      const transport = createMailTransport(env.SMTP_URL);
      try {
        const outcome = await sendEmailForm(getDb(), form, attachment, context, { defaultFrom: env.MAIL_FROM, timeZone: env.APP_TIME_ZONE }, { transport, supportEmail: env.SUPPORT_EMAIL });
        if (outcome.kind === 'failed') {
          console.error(`email-form: delivering to ${form.toEmail} failed: ${outcome.reason}`);
          // the mail server's failure, not the app's: 502, with the spec's words
          return data({ result: submission.reply(), preview: null, sent: null, failed: t('emailForm.notSent', { name: form.toName }) }, { status: 502 });
        }
        const sent =
          outcome.kind === 'scheduled' ? t('emailForm.scheduled', { name: form.toName, day: calendarDayAsUsDate(outcome.sendOn, language) }) : t('emailForm.sent', { name: form.toName });
        return { result: submission.reply({ resetForm: true }), preview: null, sent, failed: null };
      } catch (error) {
        // the e-mail could not even be recorded (the database): nothing was sent, and the admin may try again
        console.error(`email-form: recording the e-mail to ${form.toEmail} failed`, error);
        return data({ result: submission.reply(), preview: null, sent: null, failed: t('emailForm.notSent', { name: form.toName }) }, { status: 503 });
      } finally {
        transport.close();
      }
    }
    default:
      return formAnswer(requestContext, { result: submission.reply({ formErrors: [t('emailForm.unknownAction', { intent: String(intent) })] }), preview: null, sent: null, failed: null }, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? 'Email Template Form | Accord' }];

export default function EmailFormPage() {
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { t } = useTranslation('admin');
  const schema = useMemo(() => emailFormSchema(t), [t]);
  const [form, fields] = useForm<z.input<typeof schema>>({
    id: 'email-form',
    lastResult: navigation.state === 'idle' ? answer?.result : undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  // §2.17: Send is disabled until the four fields are filled; without JavaScript the server says what is missing
  const initial = form.initialValue as Record<string, unknown> | undefined;
  const [filled, setFilled] = useState(() => SEND_NEEDS.every((name) => typeof initial?.[name] === 'string' && (initial[name] as string).trim() !== ''));
  const [fileError, setFileError] = useState<AttachmentProblem | undefined>();
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const values = new FormData(event.currentTarget);
    setFilled(SEND_NEEDS.every((name) => String(values.get(name) ?? '').trim() !== ''));
    const input = event.target as HTMLInputElement;
    if (input.name === 'attachment') {
      const chosen = input.files?.[0];
      const problem = chosen ? attachmentProblem(chosen) : undefined;
      setFileError(problem);
      // the file is not kept: sending it would only be refused
      if (problem) input.value = '';
    }
  };
  const attachmentErrors = fileError ? [t(`emailForm.${fileError}`)] : fields.attachment.errors;
  return (
    <section aria-labelledby="email-form-title" className="grid gap-6">
      <h1 id="email-form-title" className="text-3xl font-semibold text-brand">
        {t('emailForm.title')}
      </h1>
      <p className="max-w-2xl">{t('emailForm.lead')}</p>
      {answer?.sent ? <FormMessage type="success">{answer.sent}</FormMessage> : null}
      {answer?.failed ? <FormMessage type="error">{answer.failed}</FormMessage> : null}
      {form.errors?.length ? <FormMessage type="error">{form.errors[0]}</FormMessage> : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} onChange={onChange} aria-label={t('emailForm.formLabel')} className="grid content-start gap-3" key={answer?.sent ?? 'form'}>
          <ErrorSummary items={conformErrorItems(form, { attachment: 'email-attachment' })} />
          <TextField field={fields.toName} label={t('emailForm.toName')} autoComplete="off" />
          <TextField field={fields.toEmail} label={t('emailForm.toEmail')} type="email" autoComplete="off" />
          <TextField field={fields.subject} label={t('emailForm.subject')} />
          <TextAreaField field={fields.message} label={t('emailForm.message')} rows={6} />
          <SelectField field={fields.template} label={t('emailForm.template')} options={EMAIL_FORM_TEMPLATES} optionLabel={(template) => templateName(t, template as EmailFormTemplate)} placeholder={t('emailForm.templatePlain')} />
          <div className="grid gap-1">
            <label htmlFor="email-attachment" className="font-medium">
              {t('emailForm.attachment')}
            </label>
            <input id="email-attachment" type="file" name="attachment" accept={ATTACHMENT_EXTENSIONS.join(',')} aria-describedby={attachmentErrors?.length ? fields.attachment.errorId : undefined} />
            <FieldError id={fields.attachment.errorId} errors={attachmentErrors} />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField field={fields.linkName} label={t('emailForm.linkName')} />
            <TextField field={fields.linkPath} label={t('emailForm.linkPath')} hint={t('emailForm.linkPathHint')} />
          </div>
          <TextField field={fields.sendOn} label={t('emailForm.sendOn')} hint={t('emailForm.sendOnHint')} inputMode="numeric" />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="send" disabledBecause={hydrated && !filled ? 'email-send-why' : undefined}>
              {t('emailForm.send')}
            </Button>
            <Button type="submit" name="intent" value="preview" variant="secondary">
              {t('emailForm.preview')}
            </Button>
            <Button asChild variant="secondary">
              <a href="/email-form">{t('emailForm.clear')}</a>
            </Button>
            {hydrated && !filled ? (
              <p id="email-send-why" className="basis-full text-sm text-muted">
                {t('emailForm.sendWhy')}
              </p>
            ) : null}
          </div>
        </Form>
        <div className="grid content-start gap-2">
          <h2 className="text-xl font-semibold text-brand">{t('emailForm.previewTitle')}</h2>
          {answer?.preview ? (
            <iframe title={t('emailForm.previewTitle')} srcDoc={answer.preview} sandbox="" className="h-[70vh] w-full rounded-lg border border-line bg-white" />
          ) : (
            <p className="rounded-lg border border-line bg-white p-4">{t('emailForm.previewEmpty')}</p>
          )}
        </div>
      </div>
    </section>
  );
}

/** A template's name in the admin's words: its key in English, with the kind in words before the key in another language. */
function templateName(t: AdminTexts, template: EmailFormTemplate): string {
  return t(`emailForm.templates.${template}`);
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError failed={t('emailForm.failed')} />;
}
