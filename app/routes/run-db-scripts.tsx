import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { copyFormFromUserWorkflow, listFormsForCopy, planCopy, type DbScriptRefusal } from '~/services/admin/db-scripts.server';
import type { AdminTexts } from '~/services/admin/admin-nav';
import { requestTexts } from '~/i18n/i18next.server';
import { StatusPageForError } from '~/components/status-pages';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';

export const handle: PageHandle = { title: (_data, t) => t('admin:dbScripts.title'), i18n: ['admin'] };

// Run DB Scripts (administration-platform.md §2.14): one named operation, chosen with its two ids; ?userWorkflowId=
// &formId= asks before running it (a dialog with JavaScript, the same panel without), and the run answers 'done'.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const url = new URL(request.url);
  const userWorkflowId = (url.searchParams.get('userWorkflowId') ?? '').trim().slice(0, 64);
  const formId = (url.searchParams.get('formId') ?? '').trim().slice(0, 64);
  const db = getDb();
  const forms = await listFormsForCopy(db);
  const asked = userWorkflowId !== '' || formId !== '';
  const checked = userWorkflowId && formId ? await planCopy(db, { userWorkflowId, formId }) : undefined;
  const t = await requestTexts(request, 'admin');
  const refused: Refusal | null = asked ? (checked === undefined ? 'giveBoth' : 'refused' in checked ? checked.refused : null) : null;
  return {
    title: t('tabTitle', { title: t('dbScripts.title') }),
    forms,
    userWorkflowId,
    formId,
    plan: checked && 'plan' in checked ? checked.plan : null,
    refused,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireGlobalAdmin(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const t = await requestTexts(request, 'admin');
  switch (intent) {
    case 'copy-form': {
      const userWorkflowId = String(formData.get('userWorkflowId') ?? '').trim();
      const formId = String(formData.get('formId') ?? '').trim();
      if (!userWorkflowId || !formId) return data({ done: null, message: refusalText(t, 'giveBoth') }, { status: 400 });
      const outcome = await copyFormFromUserWorkflow(getDb(), { userWorkflowId, formId }, admin.id);
      if (!outcome.done) return data({ done: null, message: refusalText(t, outcome.refused) }, { status: 404 });
      const { userWorkflow, form } = outcome.plan;
      const copied = { form: form.name, fields: userWorkflow.fields, documents: userWorkflow.documents, files: userWorkflow.files, source: userWorkflow.name, version: userWorkflow.version };
      return { done: t('dbScripts.done'), message: t('dbScripts.copied', copied) };
    }
    default:
      return data({ done: null, message: t('dbScripts.unknownAction', { intent: String(intent) }) }, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? 'Run DB Scripts | Accord' }];

/** Why the copy is not asked or run: both ids are needed, or the service's refusal. */
type Refusal = 'giveBoth' | DbScriptRefusal;

function refusalText(t: AdminTexts, refusal: Refusal): string {
  return refusal === 'giveBoth' ? t('dbScripts.giveBoth') : t(`dbScripts.refusals.${refusal}`);
}

/** The form statuses the catalogue names (forms.status as stored). */
const FORM_STATUSES = { draft: true, pending: true, published: true, approved: true, rejected: true } as const;

/** A form's status in the admin's words ('draft', 'borrador'); one the catalogue does not name is shown as stored. */
function formStatus(t: AdminTexts, status: string): string {
  return Object.hasOwn(FORM_STATUSES, status) ? t(`dbScripts.statuses.${status as keyof typeof FORM_STATUSES}`) : status;
}

export default function RunDbScripts() {
  const { forms, userWorkflowId, formId, plan, refused } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="scripts-title" className="grid gap-6">
      <h1 id="scripts-title" className="text-3xl font-semibold text-brand">
        {t('dbScripts.title')}
      </h1>
      {answer?.done ? (
        <div role="status" className="grid gap-1">
          <p className="text-2xl font-semibold">{answer.done}</p>
          <p>{answer.message}</p>
        </div>
      ) : answer?.message ? (
        <FormMessage type="error">{answer.message}</FormMessage>
      ) : null}
      <article aria-labelledby="copy-form-title" className="grid max-w-3xl gap-3 rounded-lg border border-line p-4">
        <h2 id="copy-form-title" className="text-xl font-semibold text-brand">
          {t('dbScripts.copyTitle')}
        </h2>
        <p>{t('dbScripts.copyWhat')}</p>
        <Form method="get" className="grid gap-3">
          <div>
            <label htmlFor="script-user-workflow" className="block font-medium">
              {t('dbScripts.userWorkflow')}
            </label>
            <input id="script-user-workflow" name="userWorkflowId" defaultValue={userWorkflowId} required maxLength={64} className="mt-1 block w-full max-w-md rounded-md border border-line px-3 py-2" />
          </div>
          <div>
            <label htmlFor="script-form" className="block font-medium">
              {t('dbScripts.form')}
            </label>
            <select id="script-form" name="formId" defaultValue={formId} required className="mt-1 block w-full max-w-md rounded-md border border-line px-3 py-2">
              <option value="">{t('dbScripts.choose')}</option>
              {forms.map((f) => (
                <option key={f.id} value={f.id}>
                  {t('dbScripts.formOption', { name: f.name, id: f.id, version: f.version, status: formStatus(t, f.status) })}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" className="justify-self-start">
            {t('dbScripts.run')}
          </Button>
        </Form>
        {refused ? <FormMessage type="error">{refusalText(t, refused)}</FormMessage> : null}
      </article>
      <ConfirmDialog
        open={plan !== null && !answer?.done}
        title={t('dbScripts.confirmTitle')}
        question={plan ? t('dbScripts.confirmQuestion', { fields: plan.form.fields, documents: plan.form.documents, files: plan.form.files, name: plan.form.name, version: plan.form.version }) : ''}
        fields={{ userWorkflowId: plan?.userWorkflow.id ?? '', formId: plan?.form.id ?? '' }}
        intent="copy-form"
        action="/run-db-scripts"
        closeUrl="/run-db-scripts"
      >
        {plan ? (
          <p>
            {t('dbScripts.confirmWhat', { fields: plan.userWorkflow.fields, documents: plan.userWorkflow.documents, files: plan.userWorkflow.files, name: plan.userWorkflow.name, id: plan.userWorkflow.id, version: plan.userWorkflow.version })}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError failed={t('dbScripts.failed')} />;
}
