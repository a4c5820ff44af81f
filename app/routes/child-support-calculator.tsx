import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { AdminFormDialog, useAdminDialogForm } from '~/components/admin/admin-dialog-form';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { childSupportSchema } from '~/services/admin/reference-data-forms';
import { deleteChildSupportInfo, listChildSupportInfo, saveChildSupportInfo, type ChildSupportInfo } from '~/services/admin/reference-data.server';
import { referenceDataAction } from '~/services/admin/reference-data-page.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { StatusPageForError } from '~/components/status-pages';
import { AdminPageHeader, NoResultsRow, RowActionButton, DialogFormFooter } from '~/components/admin/table-parts';
import { editDialogFromUrl } from '~/utils/edit-dialog.server';

export const handle: PageHandle = { title: 'Child Support Calculator' };

// Each state's child support calculator information (administration-platform.md §2.9, §3): what the
// questionnaire's child support calculator element shows and links to.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const infos = await listChildSupportInfo(getDb());
  return { infos, ...(await editDialogFromUrl(new URL(request.url), (state) => infos.find((i) => i.state === state))) };
}

const answerForm = referenceDataAction({
  path: '/child-support-calculator',
  schema: childSupportSchema,
  noun: 'child support',
  save: { intents: ['save'], run: (info) => saveChildSupportInfo(getDb(), info) },
  remove: { intent: 'delete', keyField: 'state', run: (state) => deleteChildSupportInfo(getDb(), state) },
});

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request);
  return answerForm(args);
}

export const meta: MetaFunction = () => [{ title: 'Child Support Calculator | Accord' }];

function ChildSupportForm({ editing, title, freeStates }: { editing?: ChildSupportInfo; title: string; freeStates: string[] }) {
  const [form, fields] = useAdminDialogForm<z.input<typeof childSupportSchema>, z.output<typeof childSupportSchema>>({
    id: `child-support-${editing?.state ?? 'new'}`,
    schema: childSupportSchema,
    result: useActionData<typeof action>()?.result,
    defaultValue: editing ?? { state: '', description: '', website: '', hyperlink: '' },
  });
  return (
    <Form method="post" action={editing ? `/child-support-calculator?edit=${encodeURIComponent(editing.state)}` : '/child-support-calculator?dialog=new'} {...getFormProps(form)} aria-label={title} className="grid gap-3">
      <ErrorSummary items={conformErrorItems(form)} />
      {editing ? <input type="hidden" name="state" value={editing.state} /> : <SelectField field={fields.state} label="State" options={freeStates} placeholder="Choose a state" />}
      <TextAreaField field={fields.description} label="Description" rows={5} />
      <TextField field={fields.website} label="Website" hint="The name shown for the link, e.g. Utah State Courts." />
      <TextField field={fields.hyperlink} label="Hyperlink" type="url" placeholder="https://" />
      <DialogFormFooter error={form.errors?.[0]} intent="save" label="Save" cancelTo="/child-support-calculator" />
    </Form>
  );
}

export default function ChildSupportCalculator() {
  const { infos, editing, dialogOpen } = useLoaderData<typeof loader>();
  const title = editing ? `Update ${editing.state}` : 'Add Child Support Information';
  const used = new Set(infos.map((i) => i.state));
  return (
    <section aria-labelledby="child-support-title" className="grid gap-6">
      <AdminPageHeader id="child-support-title" title="Child Support Calculator" createLabel="Add State" />
      <div className="overflow-x-auto">
        <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Description</th>
              <th scope="col">Website</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {infos.map((info) => (
              <tr key={info.state}>
                <td>{info.state}</td>
                <td className="max-w-md">{info.description}</td>
                <td>{info.hyperlink ? <a href={info.hyperlink} rel="noreferrer noopener" target="_blank">{info.website || info.hyperlink}</a> : info.website}</td>
                <td className="flex gap-3">
                  <Link to={`?edit=${encodeURIComponent(info.state)}`} aria-label={`Edit ${info.state}`}>
                    Edit
                  </Link>
                  <RowActionButton field="state" value={info.state} intent="delete" label={`Remove ${info.state}`}>
                    Remove
                  </RowActionButton>
                </td>
              </tr>
            ))}
            {infos.length === 0 ? <NoResultsRow columns={4} /> : null}
          </tbody>
        </table>
      </div>
      <AdminFormDialog open={dialogOpen} title={title} closeTo="/child-support-calculator">
        <ChildSupportForm key={editing?.state ?? 'new'} editing={editing} title={title} freeStates={GUIDE_STATES.filter((s) => !used.has(s))} />
      </AdminFormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="There is no child support information for this state. It may have been removed." failed="The child support information could not be shown or saved. Please try again in a moment." />;
}
