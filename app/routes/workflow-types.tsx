import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { AdminFormDialog, useAdminDialogForm } from '~/components/admin/admin-dialog-form';
import { FieldError, SelectField, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { PARTICIPANT_CHOICES, participantsCount, referenceSchemas, stateName, type ReferenceSchemas } from '~/services/admin/reference-data-forms';
import { findWorkflowType, listWorkflowTypes, saveWorkflowType } from '~/services/admin/reference-data.server';
import { referenceDataAction } from '~/services/admin/reference-data-page.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { requestTexts } from '~/i18n/i18next.server';
import { StatusPageForError } from '~/components/status-pages';
import { AdminPageHeader, NoResultsRow, DialogFormFooter } from '~/components/admin/table-parts';
import { editDialogFromUrl } from '~/utils/edit-dialog.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:workflowTypes.title'), i18n: ['admin'] };

// Workflow types (administration-platform.md §2.7, §5): the table and a create / edit dialog whose state is in the
// URL (?dialog=new, ?edit={id}), so it opens without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const db = getDb();
  const dialog = await editDialogFromUrl(new URL(request.url), (id) => findWorkflowType(db, id));
  const t = await requestTexts(request, 'admin');
  return { title: t('tabTitle', { title: t('workflowTypes.title') }), types: await listWorkflowTypes(db), ...dialog };
}

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request);
  const t = await requestTexts(args.request, 'admin');
  const answerForm = referenceDataAction({
    path: '/workflow-types',
    schema: referenceSchemas(t).workflowTypeSchema,
    unknownAction: (intent) => t('workflowTypes.unknownAction', { intent }),
    save: {
      intents: ['save'],
      run: async (v, _intent, formData) => {
        const saved = await saveWorkflowType(getDb(), String(formData.get('id') ?? '') || undefined, {
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
        });
        return saved.ok ? saved : { ok: false, field: saved.field, message: t(`referenceData.${saved.refusal}`) };
      },
    },
  });
  return answerForm(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Workflow Types | Accord' }];

type WorkflowTypeSchema = ReferenceSchemas['workflowTypeSchema'];

/** The dialog's fields as the form holds them (the schema's input type reads `states` as unknown, for its preprocess). */
type WorkflowTypeFields = Omit<z.input<WorkflowTypeSchema>, 'states'> & { states: string[] };

type LoadedType = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['editing']>;

function WorkflowTypeForm({ editing, title }: { editing?: LoadedType; title: string }) {
  const location = useLocation();
  const { t } = useTranslation('admin');
  const schema = useMemo(() => referenceSchemas(t).workflowTypeSchema, [t]);
  const [form, fields] = useAdminDialogForm<WorkflowTypeFields, z.output<WorkflowTypeSchema>>({
    id: `workflow-type-${editing?.id ?? 'new'}`,
    schema,
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
  // the options stay the values the form posts ('Yes', 'Two'); the admin reads them in their language
  const activeLabel = (option: string) => (option === 'Yes' ? t('workflowTypes.yes') : t('workflowTypes.no'));
  const participantsLabel = (option: string) => (option === 'One' ? t('workflowTypes.one') : t('workflowTypes.two'));
  return (
    <Form method="post" action={`/workflow-types${location.search}`} {...getFormProps(form)} aria-label={title} className="grid gap-3">
      <ErrorSummary items={conformErrorItems(form, { states: `${fields.states.id}-first` })} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <TextField field={fields.title} label={t('workflowTypes.fields.title')} readOnly={editing !== undefined} hint={editing ? t('workflowTypes.fields.titleFixed') : undefined} />
      <fieldset aria-describedby={fields.states.errors?.length ? fields.states.errorId : undefined}>
        <legend className="font-medium">{t('workflowTypes.fields.states')}</legend>
        <div className="mt-1 grid max-h-48 gap-1 overflow-y-auto rounded-md border border-line p-2 sm:grid-cols-2">
          {GUIDE_STATES.map((state, i) => (
            <label key={state} className="flex items-center gap-2">
              <input id={i === 0 ? `${fields.states.id}-first` : undefined} type="checkbox" name={fields.states.name} value={state} defaultChecked={chosen.has(state)} form={form.id} className="size-4 accent-brand" />
              {/* the admin reads the state's name in their language; the form posts its English name */}
              <span>{stateName(t, state)}</span>
            </label>
          ))}
        </div>
        <FieldError id={fields.states.errorId} errors={fields.states.errors} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField field={fields.collaborativePaywall1} label={t('workflowTypes.fields.collaborativePaywall1')} type="number" min={0} />
        <TextField field={fields.collaborativePaywall2} label={t('workflowTypes.fields.collaborativePaywall2')} type="number" min={0} />
        <TextField field={fields.unilateralPaywall1} label={t('workflowTypes.fields.unilateralPaywall1')} type="number" min={0} />
        <TextField field={fields.unilateralPaywall2} label={t('workflowTypes.fields.unilateralPaywall2')} type="number" min={0} />
      </div>
      <SelectField field={fields.active} label={t('workflowTypes.fields.active')} options={['Yes', 'No']} optionLabel={activeLabel} placeholder={t('referenceData.choose')} />
      <SelectField
        field={fields.participants}
        label={t('workflowTypes.fields.participants')}
        options={PARTICIPANT_CHOICES}
        optionLabel={participantsLabel}
        placeholder={t('referenceData.choose')}
        hint={t('workflowTypes.fields.participantsHint')}
      />
      <TextField field={fields.otherParty} label={t('workflowTypes.fields.otherParty')} hint={t('workflowTypes.fields.otherPartyHint')} />
      <TextField field={fields.otherPartyEs} label={t('workflowTypes.fields.otherPartyEs')} hint={t('workflowTypes.fields.otherPartyEsHint')} />
      {editing ? <p className="text-sm text-muted">{t('workflowTypes.withdrawNote')}</p> : null}
      <DialogFormFooter
        error={form.errors?.[0]}
        intent="save"
        label={editing ? t('workflowTypes.updateButton') : t('workflowTypes.createButton')}
        cancelTo="/workflow-types"
        cancelLabel={t('cancel')}
      />
    </Form>
  );
}

const dollars = (n: number) => `$${n}`;

export default function WorkflowTypes() {
  const { types, editing, dialogOpen } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const title = editing ? t('workflowTypes.update', { title: editing.title }) : t('workflowTypes.create');
  return (
    <section aria-labelledby="types-title" className="grid gap-6">
      <AdminPageHeader id="types-title" title={t('workflowTypes.title')} createLabel={t('workflowTypes.create')} />
      <div className="overflow-x-auto">
        <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
          <thead>
            <tr>
              <th scope="col">{t('workflowTypes.columns.title')}</th>
              <th scope="col">{t('workflowTypes.columns.states')}</th>
              <th scope="col">{t('workflowTypes.columns.active')}</th>
              <th scope="col">{t('workflowTypes.columns.participants')}</th>
              <th scope="col">{t('workflowTypes.columns.collaborative')}</th>
              <th scope="col">{t('workflowTypes.columns.unilateral')}</th>
              <th scope="col">{t('workflowTypes.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {types.map((type) => (
              <tr key={type.id}>
                {/* a type's title and its other party's name are the administrators' own words, in English */}
                <td lang="en">{type.title}</td>
                <td>{type.states.map((state) => stateName(t, state)).join(', ')}</td>
                <td>{type.active ? t('workflowTypes.yes') : t('workflowTypes.no')}</td>
                <td>{type.participants === 1 ? t('workflowTypes.one') : t('workflowTypes.twoWith', { otherParty: type.otherParty })}</td>
                <td>{`${dollars(type.costs.collaborative.paywall1)} + ${dollars(type.costs.collaborative.paywall2)}`}</td>
                <td>{`${dollars(type.costs.unilateral.paywall1)} + ${dollars(type.costs.unilateral.paywall2)}`}</td>
                <td>
                  <Link to={`?edit=${encodeURIComponent(type.id)}`} aria-label={t('workflowTypes.editTitle', { title: type.title })}>
                    {t('workflowTypes.edit')}
                  </Link>
                </td>
              </tr>
            ))}
            {types.length === 0 ? <NoResultsRow columns={7} text={t('noResults')} /> : null}
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
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('workflowTypes.notFound')} failed={t('workflowTypes.failed')} />;
}
