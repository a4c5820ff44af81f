import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { QuestionsPreview } from '~/components/publishing/questions-preview';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { getDb } from '~/db.server';
import { requestTexts } from '~/i18n/i18next.server';
import { listForms, loadForm } from '~/services/builder/forms.server';
import { PENDING_STATUS } from '~/services/builder/workflow-cards';
import { requireAdmin } from '~/utils/permissions.server';

export const handle: PageHandle = { title: (_data, t) => t('builder:formPreview.title'), i18n: ['builder', 'questionnaire'] };

/** A form's status by its word's key: one never published (or unpublished) is a draft (§4); another shows as stored. */
const STATUS_KEYS: Record<string, 'draft' | 'pending' | 'approved' | 'rejected'> = { '': 'draft', draft: 'draft', [PENDING_STATUS]: 'pending', published: 'approved', approved: 'approved', rejected: 'rejected' };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const [forms, t] = await Promise.all([listForms(db, user), requestTexts(request, 'builder')]);
  const form = id ? await loadForm(db, user, id) : undefined;
  if (id && !form) throw new Response('Not Found', { status: 404 });
  return {
    title: t('formPreview.title'),
    choices: forms.map((f) => ({ id: f.id, label: t('formPreview.choice', { name: f.name, state: f.state || t('formPreview.noState'), version: f.version, status: STATUS_KEYS[f.status] ? t(`formPreview.status.${STATUS_KEYS[f.status]!}`) : f.status }) })),
    form: form ? { id: form.id, name: form.name, definition: form.definition } : null,
    page: Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? 'Preview Workflows'} | Accord` }];

export default function WorkflowFormPreview() {
  const { choices, form, page } = useLoaderData<typeof loader>();
  const { t } = useTranslation('builder', { keyPrefix: 'formPreview' });
  return (
    <section aria-labelledby="preview-title" className="grid grid-cols-1 gap-6">
      <h1 id="preview-title" className="text-3xl font-semibold text-brand">
        {t('title')}
      </h1>
      {choices.length === 0 ? (
        <p role="status">{t('none')}</p>
      ) : (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          {/* a workflow's choice is long in a longer language: the box keeps to the page's width on a phone */}
          <label className="grid min-w-0 max-w-full grid-cols-1 gap-1">
            <span>{t('workflow')}</span>
            <select name="id" defaultValue={form?.id ?? ''} className="min-h-11 max-w-full rounded-md border border-line bg-white px-3" required>
              <option value="" disabled>
                {t('choose')}
              </option>
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit">{t('preview')}</Button>
        </Form>
      )}
      {form ? (
        <section aria-label={t('questionsOf', { name: form.name })} className="grid gap-4">
          <h2 className="text-xl font-semibold" lang="en">
            {form.name}
          </h2>
          {/* the questions as people get them, in the page's language where the definition has it (ADR 035) */}
          <QuestionsPreview definition={form.definition} pageIndex={page} pageHref={(index) => `/workflow-form-preview?${new URLSearchParams({ id: form.id, page: String(index) })}`} />
        </section>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('builder');
  return <StatusPageForError notFound={t('errors.notFound')} failed={t('formPreview.failed')} />;
}
