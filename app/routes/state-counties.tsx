import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { AdminFormDialog, useAdminDialogForm } from '~/components/admin/admin-dialog-form';
import { SelectField, TextAreaField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { referenceSchemas, stateName, type ReferenceSchemas } from '~/services/admin/reference-data-forms';
import { deleteStateCounties, listStateCounties, saveStateCounties } from '~/services/admin/reference-data.server';
import { referenceDataAction } from '~/services/admin/reference-data-page.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { requestTexts } from '~/i18n/i18next.server';
import { StatusPageForError } from '~/components/status-pages';
import { AdminPageHeader, RowActionButton, DialogFormFooter } from '~/components/admin/table-parts';
import { editDialogFromUrl } from '~/utils/edit-dialog.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:stateCounties.title'), i18n: ['admin'] };

// Each state's counties (administration-platform.md §2.8, §5): add, edit, delete. The dialog is ?dialog=new or
// ?edit={state}, so it opens without JavaScript.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const states = await listStateCounties(getDb());
  const t = await requestTexts(request, 'admin');
  return { title: t('tabTitle', { title: t('stateCounties.title') }), states, ...(await editDialogFromUrl(new URL(request.url), (state) => states.find((s) => s.state === state))) };
}

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request);
  const t = await requestTexts(args.request, 'admin');
  const answerForm = referenceDataAction({
    path: '/state-counties',
    schema: referenceSchemas(t).stateCountiesSchema,
    unknownAction: (intent) => t('stateCounties.unknownAction', { intent }),
    save: {
      intents: ['add', 'edit'],
      run: async (value, intent) => {
        const saved = await saveStateCounties(getDb(), value, intent === 'add' ? 'add' : 'edit');
        return saved.ok ? saved : { ok: false, field: 'state', message: t(`referenceData.${saved.refusal}`) };
      },
    },
    remove: { intent: 'delete', keyField: 'state', run: (state) => deleteStateCounties(getDb(), state) },
  });
  return answerForm(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'State Counties | Accord' }];

type StateCountiesSchema = ReferenceSchemas['stateCountiesSchema'];

function StateCountiesForm({ editing, title, usedStates }: { editing?: { state: string; counties: string[] }; title: string; usedStates: string[] }) {
  const { t } = useTranslation('admin');
  const schema = useMemo(() => referenceSchemas(t).stateCountiesSchema, [t]);
  const [form, fields] = useAdminDialogForm<z.input<StateCountiesSchema>, z.output<StateCountiesSchema>>({
    id: `state-counties-${editing?.state ?? 'new'}`,
    schema,
    result: useActionData<typeof action>()?.result,
    defaultValue: { state: editing?.state ?? '', counties: editing?.counties.join('\n') ?? '' },
    // a state already on the list gets the server's message before the round trip
    validateWith: editing ? schema : schema.refine((v) => !usedStates.includes(v.state), { message: t('referenceData.stateUsed'), path: ['state'] }),
  });
  return (
    <Form method="post" action={editing ? `/state-counties?edit=${encodeURIComponent(editing.state)}` : '/state-counties?dialog=new'} {...getFormProps(form)} aria-label={title} className="grid gap-3">
      <ErrorSummary items={conformErrorItems(form)} />
      {editing ? (
        <>
          <input type="hidden" name="state" value={editing.state} />
          <p className="font-medium">{t('stateCounties.stateIs', { state: stateName(t, editing.state) })}</p>
        </>
      ) : (
        <SelectField field={fields.state} label={t('stateCounties.state')} options={GUIDE_STATES} optionLabel={(state) => stateName(t, state)} placeholder={t('stateCounties.chooseState')} />
      )}
      <TextAreaField field={fields.counties} label={t('stateCounties.counties')} hint={t('stateCounties.countiesHint')} rows={10} />
      <DialogFormFooter
        error={form.errors?.[0]}
        intent={editing ? 'edit' : 'add'}
        label={editing ? t('stateCounties.updateButton') : t('stateCounties.addButton')}
        cancelTo="/state-counties"
        cancelLabel={t('cancel')}
      />
    </Form>
  );
}

export default function StateCounties() {
  const { states, editing, dialogOpen } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const title = editing ? t('stateCounties.update', { state: stateName(t, editing.state) }) : t('stateCounties.add');
  return (
    <section aria-labelledby="counties-title" className="grid gap-6">
      <AdminPageHeader id="counties-title" title={t('stateCounties.title')} createLabel={t('stateCounties.add')} />
      <ul className="grid gap-4">
        {states.map((s) => (
          <li key={s.state} className="rounded-lg border border-line bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              {/* the state in the admin's words; its counties are proper names, written as the administrators typed them */}
              <h2 className="text-lg font-semibold">{stateName(t, s.state)}</h2>
              <div className="flex gap-3">
                <Link to={`?edit=${encodeURIComponent(s.state)}`} aria-label={t('stateCounties.editState', { state: stateName(t, s.state) })}>
                  {t('stateCounties.edit')}
                </Link>
                <RowActionButton field="state" value={s.state} intent="delete" label={t('stateCounties.deleteState', { state: stateName(t, s.state) })}>
                  {t('stateCounties.delete')}
                </RowActionButton>
              </div>
            </div>
            <p className="mt-2 text-muted">{t('stateCounties.countyList', { count: s.counties.length, list: s.counties.join(', ') })}</p>
          </li>
        ))}
        {states.length === 0 ? <li>{t('noResults')}</li> : null}
      </ul>
      <AdminFormDialog open={dialogOpen} title={title} closeTo="/state-counties">
        <StateCountiesForm key={editing?.state ?? 'new'} editing={editing} title={title} usedStates={states.map((s) => s.state)} />
      </AdminFormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('stateCounties.notFound')} failed={t('stateCounties.failed')} />;
}
