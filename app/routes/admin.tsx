import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { AdminNavGroups } from '~/components/admin/admin-nav-groups';
import { Button } from '~/components/ui/button';
import { CheckboxField, FormMessage, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { formAnswer } from '~/utils/form-answer.server';
import { requireAdmin, requireGlobalAdmin } from '~/utils/permissions.server';
import { adminNavFor } from '~/services/admin/admin-nav';
import { SETTINGS_MESSAGES, settingsSchema } from '~/services/admin/settings-form';
import { getSettings, updateSettings } from '~/services/settings.server';
import { StatusPageForError } from '~/components/status-pages';

export const handle: PageHandle = { title: 'Admin Functions' };

// The admin home: the admin navigation grouped as in administration-platform.md §2.4, only the pages this admin
// may use; and for admin-global the platform settings (maintenance flag, idle timeout).
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const global = admin.role === 'admin-global';
  return { groups: adminNavFor(admin.role), settings: global ? await getSettings(getDb()) : null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGlobalAdmin(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'save-settings': {
      const submission = parseWithZod(formData, { schema: settingsSchema });
      if (submission.status !== 'success') return formAnswer(context, { result: submission.reply(), saved: false }, { status: 400 });
      await updateSettings(getDb(), {
        maintenance: submission.value.maintenance === 'on',
        idleTimeoutMinutes: submission.value.idleTimeoutMinutes,
      });
      return { result: submission.reply(), saved: true };
    }
    default: {
      const submission = parseWithZod(formData, { schema: settingsSchema });
      return formAnswer(context, { result: submission.reply({ formErrors: [`Unknown admin action '${String(intent)}'`] }), saved: false }, { status: 400 });
    }
  }
}

export const meta: MetaFunction = () => [{ title: 'Admin Functions | Accord' }];

function SettingsForm({ settings }: { settings: { maintenance: boolean; idleTimeoutMinutes: number } }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof settingsSchema>>({
    id: 'platform-settings',
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(settingsSchema),
    defaultValue: { maintenance: settings.maintenance ? 'on' : undefined, idleTimeoutMinutes: settings.idleTimeoutMinutes },
    // checked on the server only: two fields, and the same answer with and without JavaScript
  });
  return (
    <section aria-labelledby="settings-title" className="rounded-lg border border-line bg-white p-5">
      <h2 id="settings-title" className="text-lg font-semibold">
        Settings
      </h2>
      <Form method="post" {...getFormProps(form)} aria-labelledby="settings-title" className="mt-3 grid max-w-md gap-3">
        <ErrorSummary items={conformErrorItems(form)} />
        <CheckboxField field={fields.maintenance} label="Maintenance: send every visitor of the home page to 'Site Maintenance in Progress'" />
        <TextField field={fields.idleTimeoutMinutes} label="Idle timeout (minutes)" type="number" min={1} max={1440} hint="Signed-in people are warned after this many idle minutes and signed out 60 seconds later." />
        {actionData?.saved && navigation.state === 'idle' ? <FormMessage type="success">{SETTINGS_MESSAGES.saved}</FormMessage> : null}
        {form.errors?.length ? <FormMessage type="error">{form.errors[0]}</FormMessage> : null}
        <div>
          <Button type="submit" name="intent" value="save-settings">
            Save Settings
          </Button>
        </div>
      </Form>
    </section>
  );
}

export default function Admin() {
  const { groups, settings } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="admin-title" className="grid gap-6">
      <h1 id="admin-title" className="text-3xl font-semibold text-brand">
        Admin Functions
      </h1>
      <AdminNavGroups groups={groups} variant="home" />
      {settings ? <SettingsForm settings={settings} /> : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="This administration page could not be shown. Please try again in a moment." />;
}
