import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BuilderFrame, type SaveResponse } from '~/components/builder/builder-frame';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { getDb } from '~/db.server';
import type { WorkflowDefinition } from '~/engine.server';
import { newFormDefinition } from '~/services/builder/definition';
import {
  countiesByState,
  createForm,
  draftProblems,
  loadForm,
  otherFormSummaries,
  PENDING_STATUS,
  saveForm,
  workflowTypeChoices,
} from '~/services/builder/forms.server';
import { requestTexts } from '~/i18n/i18next.server';
import { requireAdminElseHome } from '~/utils/permissions.server';
import { useHydrated } from '~/utils/use-hydrated';

// full screen: the builder draws its own toolbar over the page, so the site's header and footer are left out
export const handle: PageHandle = { title: (_data, t) => t('builder:title'), i18n: ['builder', 'documents', 'questionnaire'], hideChrome: true, fullScreen: true };

/** The address of a workflow not saved yet: the builder makes the form on its first Save Workflow (§4). */
const NEW = 'new';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const db = getDb();
  const id = params.id === NEW ? null : (params.id ?? null);
  const form = id ? await loadForm(db, user, id) : undefined;
  if (id && !form) throw new Response('Not Found', { status: 404 });
  // Edit is disabled while the workflow waits for its stakeholders (§4)
  if (form?.status === PENDING_STATUS) throw redirect('/manage-workflows');
  const t = await requestTexts(request, 'builder');
  // a new workflow's name until the admin gives one, in the admin's language
  const definition = form?.definition ?? newFormDefinition(t('newWorkflow'));
  const [counties, otherForms, workflowTypes] = await Promise.all([countiesByState(db), otherFormSummaries(db, id), workflowTypeChoices(db)]);
  return {
    title: t('title'),
    id: form?.id ?? null,
    version: form?.version ?? definition.version,
    definition,
    problems: draftProblems(definition),
    countiesByState: counties,
    otherForms,
    workflowTypes,
  };
}

const unreadable = (message: string) => data<SaveResponse>({ kind: 'unreadable', message }, { status: 400 });

function readDefinition(raw: FormDataEntryValue | null): unknown {
  if (typeof raw !== 'string') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const definition = readDefinition(formData.get('definition'));
  const db = getDb();
  // the refusals are said in the admin's language; the service names them (ADR 037)
  const t = await requestTexts(request, 'builder');
  switch (intent) {
    case 'create': {
      if (params.id !== NEW) return unreadable(t('refusals.exists'));
      if (!definition || typeof definition !== 'object' || !Array.isArray((definition as WorkflowDefinition).elements)) return unreadable(t('refusals.unreadable'));
      const id = await createForm(db, user, definition as WorkflowDefinition);
      const form = await loadForm(db, user, id);
      if (!form) throw new Response('Not Found', { status: 404 });
      return data<SaveResponse>({ kind: 'created', id, version: form.version, definition: form.definition, problems: draftProblems(form.definition) });
    }
    case 'save': {
      const id = params.id ?? '';
      const baseVersion = formData.get('baseVersion');
      if (typeof baseVersion !== 'string') return unreadable(t('refusals.noBaseVersion'));
      const result = await saveForm(db, user, id, { definition, baseVersion });
      switch (result.kind) {
        case 'not-found':
          throw new Response('Not Found', { status: 404 });
        case 'stale':
          return data<SaveResponse>({ kind: 'stale', message: t('refusals.stale') }, { status: 409 });
        case 'pending':
          return data<SaveResponse>({ kind: 'pending', message: t('refusals.pending') }, { status: 409 });
        case 'unreadable':
          return unreadable(t('refusals.unreadable'));
        case 'saved':
        case 'unchanged': {
          const form = await loadForm(db, user, id);
          if (!form) throw new Response('Not Found', { status: 404 });
          return data<SaveResponse>({ kind: result.kind, id, version: result.version, problems: result.problems, definition: form.definition });
        }
      }
    }
    // falls through only for an unknown intent: every case above returns or throws
    default:
      return unreadable(t('refusals.unknownAction', { intent: String(intent) }));
  }
}

// the draft lives in the page: a save must not reload the loader's copy under it
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, currentParams, nextParams }) =>
  formMethod === 'POST' || (currentParams.id === NEW && nextParams.id !== NEW) ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? 'Workflow Builder'} | Accord` }];

export default function WorkflowBuilder() {
  const loaded = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  // every catalogue the builder's steps use, loaded with the page (in the navigation's transition): a question
  // field shown later by a click must not suspend a synchronous update (React #426, the page's apology)
  const { t } = useTranslation(['builder', 'documents', 'questionnaire']);
  if (!hydrated)
    return (
      <section className="grid gap-3">
        <h1 className="text-3xl font-semibold text-brand">{t('title')}</h1>
        {/* shown until the builder opens; a browser without JavaScript keeps it (a <noscript> is not drawn where scripting is only switched off) */}
        <p role="status" className="rounded-md border-l-4 border-warning bg-amber-50 p-3 text-amber-900">
          {t('noScript.needsJavaScript')}
        </p>
        <p>
          <a href="/manage-workflows">{t('noScript.back')}</a>
        </p>
      </section>
    );
  return <BuilderFrame data={loaded} />;
}

export function ErrorBoundary() {
  const { t } = useTranslation('builder');
  return <StatusPageForError notFound={t('errors.notFound')} failed={t('errors.failed')} />;
}
