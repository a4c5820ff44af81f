import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { QuestionsPreview } from '~/components/publishing/questions-preview';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { listForms, loadForm } from '~/services/builder/forms.server';
import { statusLabel } from '~/services/builder/workflow-cards';
import { requireAdmin } from '~/utils/permissions.server';

export const handle: PageHandle = { title: 'Preview Workflows' };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const forms = await listForms(db, user);
  const form = id ? await loadForm(db, user, id) : undefined;
  if (id && !form) throw new Response('Not Found', { status: 404 });
  return {
    choices: forms.map((f) => ({ id: f.id, label: `${f.name} (${f.state || 'no state'}, ${f.version}, ${statusLabel(f.status)})` })),
    form: form ? { id: form.id, name: form.name, definition: form.definition } : null,
    page: Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0,
  };
}

export const meta: MetaFunction = () => [{ title: 'Preview Workflows | Accord' }];

export default function WorkflowFormPreview() {
  const { choices, form, page } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="preview-title" className="grid gap-6">
      <h1 id="preview-title" className="text-3xl font-semibold text-brand">
        Preview Workflows
      </h1>
      {choices.length === 0 ? (
        <p role="status">There are no workflows you can preview yet.</p>
      ) : (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <label className="grid gap-1">
            <span>Workflow</span>
            <select name="id" defaultValue={form?.id ?? ''} className="min-h-11 max-w-full rounded-md border border-line bg-white px-3" required>
              <option value="" disabled>
                Choose a workflow
              </option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit">Preview</Button>
        </Form>
      )}
      {form ? (
        <section aria-label={`Questions of ${form.name}`} className="grid gap-4">
          <h2 className="text-xl font-semibold">{form.name}</h2>
          <QuestionsPreview definition={form.definition} pageIndex={page} pageHref={(index) => `/workflow-form-preview?${new URLSearchParams({ id: form.id, page: String(index) })}`} />
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This workflow does not exist, or it is not shared with you." failed="The workflow could not be previewed. Please try again in a moment." />;
}
