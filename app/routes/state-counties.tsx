import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { AdminFormDialog, useAdminDialogForm } from '~/components/admin/admin-dialog-form';
import { SelectField, TextAreaField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { REFERENCE_MESSAGES, stateCountiesSchema } from '~/services/admin/reference-data-forms';
import { deleteStateCounties, listStateCounties, saveStateCounties } from '~/services/admin/reference-data.server';
import { referenceDataAction } from '~/services/admin/reference-data-page.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { StatusPageForError } from '~/components/status-pages';
import { AdminPageHeader, RowActionButton, DialogFormFooter } from '~/components/admin/table-parts';
import { editDialogFromUrl } from '~/utils/edit-dialog.server';

export const handle: PageHandle = { title: 'State Counties' };

// Each state's counties (administration-platform.md §2.8, §5): add, edit, delete. The dialog is ?dialog=new or
// ?edit={state}, so it opens without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const states = await listStateCounties(getDb());
  return { states, ...(await editDialogFromUrl(new URL(request.url), (state) => states.find((s) => s.state === state))) };
}

const answerForm = referenceDataAction({
  path: '/state-counties',
  schema: stateCountiesSchema,
  noun: 'state counties',
  save: {
    intents: ['add', 'edit'],
    run: async (value, intent) => {
      const saved = await saveStateCounties(getDb(), value, intent === 'add' ? 'add' : 'edit');
      return saved.ok ? saved : { ...saved, field: 'state' };
    },
  },
  remove: { intent: 'delete', keyField: 'state', run: (state) => deleteStateCounties(getDb(), state) },
});

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request);
  return answerForm(args);
}

export const meta: MetaFunction = () => [{ title: 'State Counties | Accord' }];

function StateCountiesForm({ editing, title, usedStates }: { editing?: { state: string; counties: string[] }; title: string; usedStates: string[] }) {
  const [form, fields] = useAdminDialogForm<z.input<typeof stateCountiesSchema>, z.output<typeof stateCountiesSchema>>({
    id: `state-counties-${editing?.state ?? 'new'}`,
    schema: stateCountiesSchema,
    result: useActionData<typeof action>()?.result,
    defaultValue: { state: editing?.state ?? '', counties: editing?.counties.join('\n') ?? '' },
    // a state already on the list gets the server's message before the round trip
    validateWith: editing ? stateCountiesSchema : stateCountiesSchema.refine((v) => !usedStates.includes(v.state), { message: REFERENCE_MESSAGES.stateUsed, path: ['state'] }),
  });
  return (
    <Form method="post" action={editing ? `/state-counties?edit=${encodeURIComponent(editing.state)}` : '/state-counties?dialog=new'} {...getFormProps(form)} aria-label={title} className="grid gap-3">
      <ErrorSummary items={conformErrorItems(form)} />
      {editing ? (
        <>
          <input type="hidden" name="state" value={editing.state} />
          <p>
            <span className="font-medium">State:</span> {editing.state}
          </p>
        </>
      ) : (
        <SelectField field={fields.state} label="State" options={GUIDE_STATES} placeholder="Choose a state" />
      )}
      <TextAreaField field={fields.counties} label="Counties" hint="One county a line." rows={10} />
      <DialogFormFooter error={form.errors?.[0]} intent={editing ? 'edit' : 'add'} label={editing ? 'Update' : 'Add'} cancelTo="/state-counties" />
    </Form>
  );
}

export default function StateCounties() {
  const { states, editing, dialogOpen } = useLoaderData<typeof loader>();
  const title = editing ? `Update ${editing.state}` : 'Add State Counties';
  return (
    <section aria-labelledby="counties-title" className="grid gap-6">
      <AdminPageHeader id="counties-title" title="State Counties" createLabel="Add State Counties" />
      <ul className="grid gap-4">
        {states.map((s) => (
          <li key={s.state} className="rounded-lg border border-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-semibold">{s.state}</h2>
              <div className="flex gap-3">
                <Link to={`?edit=${encodeURIComponent(s.state)}`} aria-label={`Edit ${s.state}`}>
                  Edit
                </Link>
                <RowActionButton field="state" value={s.state} intent="delete" label={`Delete ${s.state}`}>
                  Delete
                </RowActionButton>
              </div>
            </div>
            <p className="mt-2 text-muted">{`${s.counties.length} ${s.counties.length === 1 ? 'county' : 'counties'}: ${s.counties.join(', ')}`}</p>
          </li>
        ))}
        {states.length === 0 ? <li>No results.</li> : null}
      </ul>
      <AdminFormDialog open={dialogOpen} title={title} closeTo="/state-counties">
        <StateCountiesForm key={editing?.state ?? 'new'} editing={editing} title={title} usedStates={states.map((s) => s.state)} />
      </AdminFormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This state has no counties. It may have been deleted." failed="The state counties could not be shown or saved. Please try again in a moment." />;
}
