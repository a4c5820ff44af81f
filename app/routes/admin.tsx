import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { AdminNavGroups } from '~/components/admin/admin-nav-groups';
import { Button } from '~/components/ui/button';
import { CheckboxField, FormMessage, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { formAnswer } from '~/utils/form-answer.server';
import { requireAdmin, requireGlobalAdmin } from '~/utils/permissions.server';
import { adminNavFor } from '~/services/admin/admin-nav';
import { settingsSchema, type SettingsForm } from '~/services/admin/settings-form';
import { requestTexts } from '~/i18n/i18next.server';
import { getSettings, updateSettings } from '~/services/settings.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: (_data, t) => t('admin:home.title'), i18n: ['admin'] };

// The admin home: the admin navigation grouped as in administration-platform.md §2.4, only the pages this admin
// may use; and for admin-global the platform settings (maintenance flag, idle timeout).
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const global = admin.role === 'admin-global';
  const t = await requestTexts(request, 'admin');
  return { title: t('tabTitle', { title: t('home.title') }), groups: adminNavFor(admin.role, t), settings: global ? await getSettings(getDb()) : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGlobalAdmin(request);
  const t = await requestTexts(request, 'admin');
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'save-settings': {
      const submission = parseWithZod(formData, { schema: settingsSchema(t) });
      if (submission.status !== 'success') return formAnswer(context, { result: submission.reply(), saved: false }, { status: 400 });
      await updateSettings(getDb(), {
        maintenance: submission.value.maintenance === 'on',
        idleTimeoutMinutes: submission.value.idleTimeoutMinutes,
      });
      return { result: submission.reply(), saved: true };
    }
    default: {
      const submission = parseWithZod(formData, { schema: settingsSchema(t) });
      return formAnswer(context, { result: submission.reply({ formErrors: [t('home.unknownAction', { intent: String(intent) })] }), saved: false }, { status: 400 });
    }
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Admin Functions | Accord' }];

function SettingsForm({ settings }: { settings: { maintenance: boolean; idleTimeoutMinutes: number } }) {
  const { t } = useTranslation('admin');
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const schema = useMemo(() => settingsSchema(t), [t]);
  const [form, fields] = useForm<SettingsForm>({
    id: 'platform-settings',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(schema),
    defaultValue: { maintenance: settings.maintenance ? 'on' : undefined, idleTimeoutMinutes: settings.idleTimeoutMinutes },
    // checked on the server only: two fields, and the same answer with and without JavaScript
  });
  return (
    <section aria-labelledby="settings-title" className="rounded-lg border border-line bg-white p-5">
      <h2 id="settings-title" className="text-lg font-semibold">
        {t('home.settings')}
      </h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby="settings-title" className="mt-3 grid max-w-md gap-3">
        <ErrorSummary items={conformErrorItems(form)} />
        <CheckboxField field={fields.maintenance} label={t('home.maintenance')} />
        <TextField field={fields.idleTimeoutMinutes} label={t('home.idleTimeout')} type="number" min={1} max={1440} hint={t('home.idleTimeoutHint')} />
        {actionData?.saved && navigation.state === 'idle' ? <FormMessage type="success">{t('home.saved')}</FormMessage> : null}
        {form.errors?.length ? <FormMessage type="error">{form.errors[0]}</FormMessage> : null}
        <div>
          <Button type="submit" name="intent" value="save-settings">
            {t('home.save')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export default function Admin() {
  const { t } = useTranslation('admin');
  const { groups, settings } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-title" className="grid gap-6">
      <h1 id="admin-title" className="text-3xl font-semibold text-brand">
        {t('home.title')}
      </h1>
      <AdminNavGroups groups={groups} variant="home" />
      {settings ? <SettingsForm settings={settings} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError failed={t('home.failed')} />;
}
