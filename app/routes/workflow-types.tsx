import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { AdminFormDialog, useAdminDialogForm } from '~/components/admin/admin-dialog-form';
import { FieldError, SelectField, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { PARTICIPANT_CHOICES, participantsCount, workflowTypeSchema } from '~/services/admin/reference-data-forms';
import { findWorkflowType, listWorkflowTypes, saveWorkflowType } from '~/services/admin/reference-data.server';
import { referenceDataAction } from '~/services/admin/reference-data-page.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { StatusPageForError } from '~/components/status-pages';
import { AdminPageHeader, NoResultsRow, DialogFormFooter } from '~/components/admin/table-parts';
import { editDialogFromUrl } from '~/utils/edit-dialog.server';

export const handle: PageHandle = { title: 'Workflow Types' };

// Workflow types (administration-platform.md §2.7, §5): the table and a create / edit dialog whose state is in the
// URL (?dialog=new, ?edit={id}), so it opens without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const db = getDb();
  const dialog = await editDialogFromUrl(new URL(request.url), (id) => findWorkflowType(db, id));
  return { types: await listWorkflowTypes(db), ...dialog };
}

const answerForm = referenceDataAction({
  path: '/workflow-types',
  schema: workflowTypeSchema,
  noun: 'workflow type',
  save: {
    intents: ['save'],
    run: (v, _intent, formData) =>
      saveWorkflowType(getDb(), String(formData.get('id') ?? '') || undefined, {
        title: v.title,
        states: v.states,
        active: v.active === 'Yes',
        participants: participantsCount(v.participants),
        otherParty: v.otherParty,
        otherPartyEs: v.otherPartyEs,
        costs: {
          collaborative: { paywall1: v.collaborativePaywall1, paywall2: v.collaborativePaywall2 },
          unilateral: { paywall1: v.unilateralPaywall1, paywall2: v.unilateralPaywall2 },
        },
      }),
  },
});

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request);
  return answerForm(args);
}

export const meta: MetaFunction = () => [{ title: 'Workflow Types | Accord' }];

/** The dialog's fields as the form holds them (the schema's input type reads `states` as unknown, for its preprocess). */
type WorkflowTypeFields = Omit<z.input<typeof workflowTypeSchema>, 'states'> & { states: string[] };

type LoadedType = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['editing']>;

function WorkflowTypeForm({ editing, title }: { editing?: LoadedType; title: string }) {
  const location = useLocation();
  const [form, fields] = useAdminDialogForm<WorkflowTypeFields, z.output<typeof workflowTypeSchema>>({
    id: `workflow-type-${editing?.id ?? 'new'}`,
    schema: workflowTypeSchema,
    result: useActionData<typeof action>()?.result,
    defaultValue: {
      title: editing?.title ?? '',
      states: editing?.states ?? [],
      collaborativePaywall1: editing?.costs.collaborative.paywall1,
      collaborativePaywall2: editing?.costs.collaborative.paywall2,
      unilateralPaywall1: editing?.costs.unilateral.paywall1,
      unilateralPaywall2: editing?.costs.unilateral.paywall2,
      active: editing ? (editing.active ? 'Yes' : 'No') : 'Yes',
      participants: editing?.participants === 1 ? 'One' : 'Two',
      otherParty: editing?.otherParty ?? 'spouse',
      otherPartyEs: editing?.otherPartyEs ?? '',
    },
  });
  const chosen = new Set((fields.states.initialValue as string[] | string | undefined) ?? []);
  return (
    <Form method="post" action={`/workflow-types${location.search}`} {...getFormProps(form)} aria-label={title} className="grid gap-3">
      <ErrorSummary items={conformErrorItems(form, { states: `${fields.states.id}-first` })} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <TextField field={fields.title} label="Title" readOnly={editing !== undefined} hint={editing ? 'A title cannot be changed once the type is created.' : undefined} />
      <fieldset aria-describedby={fields.states.errors?.length ? fields.states.errorId : undefined}>
        <legend className="font-medium">States</legend>
        <div className="mt-1 grid max-h-48 gap-1 overflow-y-auto rounded-md border border-line p-2 sm:grid-cols-2">
          {GUIDE_STATES.map((state, i) => (
            <label key={state} className="flex items-center gap-2">
              <input id={i === 0 ? `${fields.states.id}-first` : undefined} type="checkbox" name={fields.states.name} value={state} defaultChecked={chosen.has(state)} form={form.id} className="size-4 accent-brand" />
              {state}
            </label>
          ))}
        </div>
        <FieldError id={fields.states.errorId} errors={fields.states.errors} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.collaborativePaywall1} label="Collaborative paywall 1 ($)" type="number" min={0} />
        <TextField field={fields.collaborativePaywall2} label="Collaborative paywall 2 ($)" type="number" min={0} />
        <TextField field={fields.unilateralPaywall1} label="Unilateral paywall 1 ($)" type="number" min={0} />
        <TextField field={fields.unilateralPaywall2} label="Unilateral paywall 2 ($)" type="number" min={0} />
      </div>
      <SelectField field={fields.active} label="Active" options={['Yes', 'No']} />
      <SelectField field={fields.participants} label="Participants" options={PARTICIPANT_CHOICES} hint="Two: the person and the other party review, agree and sign. One: the person completes and signs alone; nobody is invited." />
      <TextField field={fields.otherParty} label="Name of the other party" hint="How the pages and e-mails call the other person, for example spouse. Not used when one person takes part." />
      <TextField field={fields.otherPartyEs} label="Name of the other party in Spanish" hint="How Spanish pages call the other person, for example cónyuge (for a spouse, when left empty). Without it, Spanish pages say 'la otra parte' with the English name." />
      {editing ? <p className="text-sm text-muted">Taking a state off withdraws this type's published workflows in that state.</p> : null}
      <DialogFormFooter error={form.errors?.[0]} intent="save" label={editing ? 'Update' : 'Create'} cancelTo="/workflow-types" />
    </Form>
  );
}

const dollars = (n: number) => `$${n}`;

export default function WorkflowTypes() {
  const { types, editing, dialogOpen } = useLoaderData<typeof loader>();
  const title = editing ? `Update ${editing.title}` : 'Create Workflow Type';
  return (
    <section aria-labelledby="types-title" className="grid gap-6">
      <AdminPageHeader id="types-title" title="Workflow Types" createLabel="Create Workflow Type" />
      <div className="overflow-x-auto">
        <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">States</th>
              <th scope="col">Active</th>
              <th scope="col">Participants</th>
              <th scope="col">Collaborative (paywall 1 + 2)</th>
              <th scope="col">Unilateral (paywall 1 + 2)</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {types.map((t) => (
              <tr key={t.id}>
                <td>{t.title}</td>
                <td>{t.states.join(', ')}</td>
                <td>{t.active ? 'Yes' : 'No'}</td>
                <td>{t.participants === 1 ? 'One' : `Two (with the ${t.otherParty})`}</td>
                <td>{`${dollars(t.costs.collaborative.paywall1)} + ${dollars(t.costs.collaborative.paywall2)}`}</td>
                <td>{`${dollars(t.costs.unilateral.paywall1)} + ${dollars(t.costs.unilateral.paywall2)}`}</td>
                <td>
                  <Link to={`?edit=${encodeURIComponent(t.id)}`} aria-label={`Edit ${t.title}`}>
                    Edit
                  </Link>
                </td>
              </tr>
            ))}
            {types.length === 0 ? <NoResultsRow columns={7} /> : null}
          </tbody>
        </table>
      </div>
      <AdminFormDialog open={dialogOpen} title={title} closeTo="/workflow-types">
        <WorkflowTypeForm key={editing?.id ?? 'new'} editing={editing} title={title} />
      </AdminFormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This workflow type does not exist. It may have been deleted." failed="The workflow types could not be shown or saved. Please try again in a moment." />;
}
