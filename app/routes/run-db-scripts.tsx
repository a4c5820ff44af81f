import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { copyFormFromUserWorkflow, DB_SCRIPT_DONE, listFormsForCopy, planCopy } from '~/services/admin/db-scripts.server';
import { StatusPageForError } from '~/components/status-pages';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';

export const handle: PageHandle = { title: 'Run DB Scripts' };

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
  return {
    forms,
    userWorkflowId,
    formId,
    plan: checked && 'plan' in checked ? checked.plan : null,
    refused: asked ? (checked === undefined ? 'Give both the user workflow id and the form.' : 'refused' in checked ? checked.refused : null) : null,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireGlobalAdmin(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  switch (intent) {
    case 'copy-form': {
      const userWorkflowId = String(formData.get('userWorkflowId') ?? '').trim();
      const formId = String(formData.get('formId') ?? '').trim();
      if (!userWorkflowId || !formId) return data({ done: null, message: 'Give both the user workflow id and the form.' }, { status: 400 });
      const outcome = await copyFormFromUserWorkflow(getDb(), { userWorkflowId, formId }, admin.id);
      if (!outcome.done) return data({ done: null, message: outcome.refused }, { status: 404 });
      const { userWorkflow, form } = outcome.plan;
      return { done: DB_SCRIPT_DONE, message: `${form.name} now has the ${userWorkflow.fields} fields, ${userWorkflow.documents} documents and ${userWorkflow.files} files of ${userWorkflow.name} (version ${userWorkflow.version}).` };
    }
    default:
      return data({ done: null, message: `Unknown DB script '${String(intent)}'` }, { status: 400 });
  }
}

export const meta: MetaFunction = () => [{ title: 'Run DB Scripts | Accord' }];

export default function RunDbScripts() {
  const { forms, userWorkflowId, formId, plan, refused } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="scripts-title" className="grid gap-6">
      <h1 id="scripts-title" className="text-3xl font-semibold text-brand">
        Run DB Scripts
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
          Copy a form&apos;s fields and documents from a user workflow
        </h2>
        <p>
          Clears the form&apos;s fields, documents and their files, and copies those of the version the user workflow was made from. The form&apos;s name, state and rules
          stay; it gets a new version. Use it to rebuild a form lost or broken in the builder.
        </p>
        <Form method="get" className="grid gap-3">
          <div>
            <label htmlFor="script-user-workflow" className="block font-medium">
              User workflow id (the source)
            </label>
            <input id="script-user-workflow" name="userWorkflowId" defaultValue={userWorkflowId} required maxLength={64} className="mt-1 block w-full max-w-md rounded-md border border-line px-3 py-2" />
          </div>
          <div>
            <label htmlFor="script-form" className="block font-medium">
              Form (the one cleared and filled)
            </label>
            <select id="script-form" name="formId" defaultValue={formId} required className="mt-1 block w-full max-w-md rounded-md border border-line px-3 py-2">
              <option value="">Choose…</option>
              {forms.map((f) => (
                <option key={f.id} value={f.id}>{`${f.name} (${f.id}, version ${f.version}, ${f.status})`}</option>
              ))}
            </select>
          </div>
          <Button type="submit" className="justify-self-start">
            Run
          </Button>
        </Form>
        {refused ? <FormMessage type="error">{refused}</FormMessage> : null}
      </article>
      <ConfirmDialog
        open={plan !== null && !answer?.done}
        title="Copy Fields and Documents"
        question={plan ? `Are you sure you want to replace the ${plan.form.fields} fields, ${plan.form.documents} documents and ${plan.form.files} files of ${plan.form.name} (version ${plan.form.version})?` : ''}
        fields={{ userWorkflowId: plan?.userWorkflow.id ?? '', formId: plan?.form.id ?? '' }}
        intent="copy-form"
        action="/run-db-scripts"
        closeUrl="/run-db-scripts"
      >
        {plan ? (
          <p>{`They are replaced by the ${plan.userWorkflow.fields} fields, ${plan.userWorkflow.documents} documents and ${plan.userWorkflow.files} files of ${plan.userWorkflow.name} (${plan.userWorkflow.id}, version ${plan.userWorkflow.version}). This cannot be undone.`}</p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError failed="The script could not be run. Nothing was changed. Please try again in a moment." />;
}
