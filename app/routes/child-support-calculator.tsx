import { getFormProps } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PageHandle } from '~/components/site-shell';
import { AdminFormDialog, useAdminDialogForm } from '~/components/admin/admin-dialog-form';
import { SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { ErrorSummary, conformErrorItems } from '~/components/ui/error-summary';
import { getDb } from '~/db.server';
import { requireAdmin } from '~/utils/permissions.server';
import { referenceSchemas, stateName, type ReferenceSchemas } from '~/services/admin/reference-data-forms';
import { deleteChildSupportInfo, listChildSupportInfo, saveChildSupportInfo, type ChildSupportInfo } from '~/services/admin/reference-data.server';
import { referenceDataAction } from '~/services/admin/reference-data-page.server';
import { GUIDE_STATES } from '~/services/guide/states';
import { requestTexts } from '~/i18n/i18next.server';
import { StatusPageForError } from '~/components/status-pages';
import { AdminPageHeader, NoResultsRow, RowActionButton, DialogFormFooter } from '~/components/admin/table-parts';
import { editDialogFromUrl } from '~/utils/edit-dialog.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:childSupport.title'), i18n: ['admin'] };

// Each state's child support calculator information (administration-platform.md §2.9, §3): what the
// questionnaire's child support calculator element shows and links to.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const infos = await listChildSupportInfo(getDb());
  const t = await requestTexts(request, 'admin');
  return { title: t('tabTitle', { title: t('childSupport.title') }), infos, ...(await editDialogFromUrl(new URL(request.url), (state) => infos.find((i) => i.state === state))) };
}

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request);
  const t = await requestTexts(args.request, 'admin');
  const answerForm = referenceDataAction({
    path: '/child-support-calculator',
    schema: referenceSchemas(t).childSupportSchema,
    unknownAction: (intent) => t('childSupport.unknownAction', { intent }),
    save: { intents: ['save'], run: (info) => saveChildSupportInfo(getDb(), info) },
    remove: { intent: 'delete', keyField: 'state', run: (state) => deleteChildSupportInfo(getDb(), state) },
  });
  return answerForm(args);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Child Support Calculator | Accord' }];

type ChildSupportSchema = ReferenceSchemas['childSupportSchema'];

function ChildSupportForm({ editing, title, freeStates }: { editing?: ChildSupportInfo; title: string; freeStates: string[] }) {
  const { t } = useTranslation('admin');
  const schema = useMemo(() => referenceSchemas(t).childSupportSchema, [t]);
  const [form, fields] = useAdminDialogForm<z.input<ChildSupportSchema>, z.output<ChildSupportSchema>>({
    id: `child-support-${editing?.state ?? 'new'}`,
    schema,
    result: useActionData<typeof action>()?.result,
    defaultValue: editing ?? { state: '', description: '', website: '', hyperlink: '' },
  });
  return (
    <Form method="post" action={editing ? `/child-support-calculator?edit=${encodeURIComponent(editing.state)}` : '/child-support-calculator?dialog=new'} {...getFormProps(form)} aria-label={title} className="grid gap-3">
      <ErrorSummary items={conformErrorItems(form)} />
      {editing ? (
        <input type="hidden" name="state" value={editing.state} />
      ) : (
        <SelectField field={fields.state} label={t('childSupport.fields.state')} options={freeStates} optionLabel={(state) => stateName(t, state)} placeholder={t('childSupport.fields.chooseState')} />
      )}
      <TextAreaField field={fields.description} label={t('childSupport.fields.description')} rows={5} />
      <TextField field={fields.website} label={t('childSupport.fields.website')} hint={t('childSupport.fields.websiteHint')} />
      <TextField field={fields.hyperlink} label={t('childSupport.fields.hyperlink')} type="url" placeholder={t('childSupport.fields.hyperlinkPlaceholder')} />
      <DialogFormFooter error={form.errors?.[0]} intent="save" label={t('childSupport.save')} cancelTo="/child-support-calculator" cancelLabel={t('cancel')} />
    </Form>
  );
}

export default function ChildSupportCalculator() {
  const { infos, editing, dialogOpen } = useLoaderData<typeof loader>();
  const { t } = useTranslation('admin');
  const title = editing ? t('childSupport.update', { state: stateName(t, editing.state) }) : t('childSupport.create');
  const used = new Set(infos.map((i) => i.state));
  return (
    <section aria-labelledby="child-support-title" className="grid gap-6">
      <AdminPageHeader id="child-support-title" title={t('childSupport.title')} createLabel={t('childSupport.createButton')} />
      <div className="overflow-x-auto">
        <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
          <thead>
            <tr>
              <th scope="col">{t('childSupport.columns.state')}</th>
              <th scope="col">{t('childSupport.columns.description')}</th>
              <th scope="col">{t('childSupport.columns.website')}</th>
              <th scope="col">{t('childSupport.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {infos.map((info) => (
              <tr key={info.state}>
                <td>{stateName(t, info.state)}</td>
                {/* the administrators' own words about the state, in English */}
                <td lang="en" className="max-w-md">
                  {info.description}
                </td>
                <td lang="en">
                  {info.hyperlink ? (
                    <a href={info.hyperlink} rel="noreferrer noopener" target="_blank">
                      {info.website || info.hyperlink}
                    </a>
                  ) : (
                    info.website
                  )}
                </td>
                <td className="flex gap-3">
                  <Link to={`?edit=${encodeURIComponent(info.state)}`} aria-label={t('childSupport.editState', { state: stateName(t, info.state) })}>
                    {t('childSupport.edit')}
                  </Link>
                  <RowActionButton field="state" value={info.state} intent="delete" label={t('childSupport.removeState', { state: stateName(t, info.state) })}>
                    {t('childSupport.remove')}
                  </RowActionButton>
                </td>
              </tr>
            ))}
            {infos.length === 0 ? <NoResultsRow columns={4} text={t('noResults')} /> : null}
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
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('childSupport.notFound')} failed={t('childSupport.failed')} />;
}
