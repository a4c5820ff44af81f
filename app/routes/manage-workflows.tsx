import { getFormProps, useForm } from '@conform-to/react';
import { keywordState, SEARCH_ERROR_CLASS } from '~/components/ui/no-results';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PublishMenuItems } from '~/components/publishing/publish-menu-items';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { cloneForm, deleteForm, listForms, loadForm, removeCollaborator, shareForm } from '~/services/builder/forms.server';
import { manageSchemas, type ShareFields } from '~/services/builder/manage-schemas';
import { matchesKeyword, PENDING_STATUS } from '~/services/builder/workflow-cards';
import { workflowChildrenWords, workflowStatusWord } from '~/services/admin/workflow-words';
import { workflowDoneKey, workflowRefusalTexts } from '~/services/admin/admin-words.server';
import { requestTexts } from '~/i18n/i18next.server';
import { effectContextFromEnv } from '~/services/user-workflow/effect-context.server';
import { requireAdminElseHome } from '~/utils/permissions.server';
import { useHydrated } from '~/utils/use-hydrated';
import { usePageDates } from '~/utils/use-dates';

export const handle: PageHandle = { title: (_data, t) => t('admin:workflows.title'), i18n: ['admin'] };

const DIALOGS = ['clone', 'delete', 'share', 'remove-me', 'remove-collaborator'] as const;
type DialogName = (typeof DIALOGS)[number];


export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const t = await requestTexts(request, 'admin');
  const url = new URL(request.url);
  const keyword = url.searchParams.get('q')?.trim() ?? '';
  const cards = await listForms(getDb(), user);
  const dialogParam = url.searchParams.get('dialog');
  const dialog = DIALOGS.find((d) => d === dialogParam);
  const target = dialog ? cards.find((c) => c.id === url.searchParams.get('id')) : undefined;
  if (dialog && !target) throw new Response('Not Found', { status: 404 });
  // the owner's share dialog lists the collaborators, each with a Remove (the spec's 'delete collaborator' prompt)
  const collaborators = target && target.isOwner && (dialog === 'share' || dialog === 'remove-collaborator') ? ((await loadForm(getDb(), user, target.id))?.collaborators ?? []) : [];
  const collaborator = dialog === 'remove-collaborator' ? collaborators.find((c) => c.email === url.searchParams.get('email')?.toLowerCase()) : undefined;
  if (dialog === 'remove-collaborator' && !collaborator) throw new Response('Not Found', { status: 404 });
  const done = workflowDoneKey(url.searchParams.get('done'));
  return {
    title: t('tabTitle', { title: t('workflows.title') }),
    keyword,
    cards: cards.filter((c) => matchesKeyword(c, keyword)).map((c) => ({ ...c, updatedAt: c.updatedAt.toISOString(), statusDate: c.statusDate?.toISOString() ?? null })),
    total: cards.length,
    dialog: target
      ? { name: dialog as DialogName, id: target.id, workflowName: target.name, collaborators: collaborators.map((c) => ({ email: c.email, name: c.name })), collaborator: collaborator ? { email: collaborator.email, name: collaborator.name } : null }
      : null,
    done: done ? t(`workflows.done.${done}`) : null,
    isGlobalAdmin: user.role === 'admin-global',
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const db = getDb();
  const [t, say] = await Promise.all([requestTexts(request, 'admin'), workflowRefusalTexts(request)]);
  const { cloneSchema, formIdSchema, removeCollaboratorSchema, shareSchema } = manageSchemas(t);
  const refused = (message: string) => data({ message, result: undefined }, { status: 400 });
  switch (intent) {
    case 'clone': {
      const submission = parseWithZod(formData, { schema: cloneSchema });
      if (submission.status !== 'success') return refused(t('workflows.refusals.keepOrNo'));
      const id = await cloneForm(db, user, submission.value.id, { keepCollaborators: submission.value.keep === 'keep' });
      if (!id) throw new Response('Not Found', { status: 404 });
      return redirect('/manage-workflows?done=cloned');
    }
    case 'delete': {
      const submission = parseWithZod(formData, { schema: formIdSchema });
      if (submission.status !== 'success') return refused(t('workflows.refusals.chooseToDelete'));
      const result = await deleteForm(db, user, submission.value.id);
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(say(result.message));
      return redirect('/manage-workflows?done=deleted');
    }
    case 'share': {
      const submission = parseWithZod(formData, { schema: shareSchema });
      if (submission.status !== 'success') return data({ message: null, result: submission.reply() }, { status: 400 });
      const result = await shareForm(db, user, submission.value.id, { email: submission.value.email }, effectContextFromEnv());
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return data({ message: null, result: submission.reply({ fieldErrors: { email: [say(result.message)] } }) }, { status: 400 });
      return redirect('/manage-workflows?done=shared');
    }
    case 'remove-me': {
      const submission = parseWithZod(formData, { schema: formIdSchema });
      if (submission.status !== 'success') return refused(t('workflows.refusals.chooseWorkflow'));
      const result = await removeCollaborator(db, user, submission.value.id, user.email);
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(say(result.message));
      return redirect('/manage-workflows?done=removed');
    }
    case 'remove-collaborator': {
      const submission = parseWithZod(formData, { schema: removeCollaboratorSchema });
      if (submission.status !== 'success') return refused(t('workflows.refusals.chooseCollaborator'));
      const result = await removeCollaborator(db, user, submission.value.id, submission.value.email);
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(say(result.message));
      return redirect('/manage-workflows?done=collaborator-removed');
    }
    default:
      return refused(t('workflows.refusals.unknown', { intent: String(intent) }));
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? 'Manage Workflows | Accord' }];

type Card = ReturnType<typeof useLoaderData<typeof loader>>['cards'][number];

/** The card menu as links and forms (a <details> opens without JavaScript). */
function CardMenu({ card, listQuery, isGlobalAdmin }: { card: Card; listQuery: string; isGlobalAdmin: boolean }) {
  const dialogUrl = (dialog: DialogName) => `/manage-workflows?${new URLSearchParams({ ...(listQuery ? { q: listQuery } : {}), dialog, id: card.id })}`;
  const pending = card.status === PENDING_STATUS;
  const { t } = useTranslation('admin');
  return (
    <details className="relative">
      <summary className="cursor-pointer rounded-md border border-line px-3 py-1" aria-label={t('workflows.menuFor', { name: card.name })}>
        {t('workflows.menu')}
      </summary>
      <ul className="absolute right-0 z-10 mt-1 grid w-56 gap-1 rounded-md border border-line bg-white p-2 shadow-lg">
        <li>
          {pending ? (
            <span aria-disabled="true" className="block px-2 py-1 text-muted" title={t('workflows.pendingNoEdit')}>
              {t('workflows.edit')}
            </span>
          ) : (
            <Link className="block px-2 py-1" to={`/manage-workflows/${card.id}/edit`}>
              {t('workflows.edit')}
            </Link>
          )}
        </li>
        <PublishMenuItems card={card} isGlobalAdmin={isGlobalAdmin} />
        <li>
          <Link className="block px-2 py-1" to={dialogUrl('clone')}>
            {t('workflows.clone')}
          </Link>
        </li>
        <li>
          <Link className="block px-2 py-1" to={dialogUrl('delete')}>
            {t('workflows.delete')}
          </Link>
        </li>
        <li>
          {card.isOwner ? (
            <Link className="block px-2 py-1" to={dialogUrl('share')}>
              {t('workflows.share')}
            </Link>
          ) : card.isCollaborator ? (
            <Link className="block px-2 py-1" to={dialogUrl('remove-me')}>
              {t('workflows.removeMe')}
            </Link>
          ) : null}
        </li>
      </ul>
    </details>
  );
}

function WorkflowCard({ card, listQuery, isGlobalAdmin }: { card: Card; listQuery: string; isGlobalAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const dates = usePageDates();
  const status = workflowStatusWord(t, card.status);
  return (
    // the workflow's name, state, type, description and counties are the author's English (ADR 035), marked so
    <li className="grid gap-2 rounded-lg border border-line bg-white p-4 shadow-sm" aria-labelledby={`workflow-${card.id}`}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={`workflow-${card.id}`} className="text-lg font-semibold text-brand" lang="en">
          {card.name}
        </h2>
        <CardMenu card={card} listQuery={listQuery} isGlobalAdmin={isGlobalAdmin} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('workflows.card.state')}</dt>
        <dd lang="en">{card.state || '—'}</dd>
        <dt className="text-muted">{t('workflows.card.type')}</dt>
        <dd lang="en">{card.type || '—'}</dd>
        <dt className="text-muted">{t('workflows.card.children')}</dt>
        <dd>{workflowChildrenWords(t, card.childrenOptions)}</dd>
        <dt className="text-muted">{t('workflows.card.version')}</dt>
        <dd>{card.version}</dd>
        <dt className="text-muted">{t('workflows.card.lastModified')}</dt>
        <dd>{t('workflows.card.lastModifiedDate', { date: dates.date(card.updatedAt) })}</dd>
        <dt className="text-muted">{t('workflows.card.status')}</dt>
        <dd>{card.statusDate ? t('workflows.card.statusSince', { status, date: dates.date(card.statusDate) }) : status}</dd>
      </dl>
      {card.description ? (
        <p className="text-sm" lang="en">
          {card.description}
        </p>
      ) : null}
      {card.useCounties && card.counties.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm text-brand">{t('workflows.card.counties', { count: card.counties.length })}</summary>
          <ul className="mt-1 flex flex-wrap gap-1 text-sm" lang="en">
            {card.counties.map((county) => (
              <li key={county} className="rounded bg-brand-soft px-2">
                {county}
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="text-sm text-muted">{t('workflows.card.allCounties')}</p>
      )}
    </li>
  );
}

/**
 * Where a dialog's form posts: the page's own address with its `?dialog=…&id=…`, so that a refusal comes back with
 * the dialog still open and says why there (posting to the bare list closed the dialog and its message unseen).
 */
function useDialogAction() {
  return `/manage-workflows${useLocation().search}`;
}

function ShareForm({ id, listUrl }: { id: string; listUrl: string }) {
  const actionData = useActionData<typeof action>();
  const dialogAction = useDialogAction();
  const navigation = useNavigation();
  const { t } = useTranslation('admin');
  const shareSchema = useMemo(() => manageSchemas(t).shareSchema, [t]);
  const [form, fields] = useForm<ShareFields>({
    id: `share-${id}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(shareSchema),
    defaultValue: { id },
    shouldValidate: 'onBlur',
    // a refusal beside the field goes as the address is retyped, not when it loses focus: clearing it on blur moved
    // Share up under the pointer between press and release, so a second address in the same dialog was never sent
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shareSchema }),
  });
  return (
    <Form method="post" action={dialogAction} {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="id" value={id} />
      <TextField field={fields.email} label={t('workflows.collaboratorEmail')} type="email" autoComplete="off" />
      <div className="flex gap-2">
        <Button type="submit" name="intent" value="share">
          {t('workflows.shareButton')}
        </Button>
        <Button asChild variant="secondary">
          <Link to={listUrl}>{t('workflows.cancel')}</Link>
        </Button>
      </div>
    </Form>
  );
}

function ConfirmForm({ id, intent, listUrl, yes, no, extra }: { id: string; intent: string; listUrl: string; yes: string; no: string; extra?: React.ReactNode }) {
  const dialogAction = useDialogAction();
  return (
    <Form method="post" action={dialogAction} className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={id} />
      {extra}
      <Button type="submit" name="intent" value={intent}>
        {yes}
      </Button>
      <Button asChild variant="secondary">
        <Link to={listUrl}>{no}</Link>
      </Button>
    </Form>
  );
}

function ManageDialog({ dialog, listUrl }: { dialog: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['dialog']>; listUrl: string }) {
  const actionData = useActionData<typeof action>();
  const dialogAction = useDialogAction();
  const { t } = useTranslation('admin');
  const message = actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null;
  switch (dialog.name) {
    case 'clone':
      return (
        <div className="grid gap-3">
          <p>{t('workflows.cloneQuestion', { name: dialog.workflowName })}</p>
          {message}
          <Form method="post" action={dialogAction} className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={dialog.id} />
            <input type="hidden" name="intent" value="clone" />
            <Button type="submit" name="keep" value="keep">
              {t('workflows.keep')}
            </Button>
            <Button type="submit" name="keep" value="no" variant="secondary">
              {t('workflows.no')}
            </Button>
            <Button asChild variant="secondary">
              <Link to={listUrl}>{t('workflows.cancel')}</Link>
            </Button>
          </Form>
        </div>
      );
    case 'delete':
      return (
        <div className="grid gap-3">
          <p>{t('workflows.deleteQuestion', { name: dialog.workflowName })}</p>
          {message}
          <ConfirmForm id={dialog.id} intent="delete" listUrl={listUrl} yes={t('workflows.deleteButton')} no={t('workflows.cancel')} />
        </div>
      );
    case 'share':
      return (
        <div className="grid gap-4">
          <ShareForm id={dialog.id} listUrl={listUrl} />
          <Collaborators dialog={dialog} listUrl={listUrl} />
        </div>
      );
    case 'remove-collaborator':
      return (
        <div className="grid gap-3">
          <p>{t('workflows.removeCollaboratorQuestion', { name: dialog.collaborator?.name ?? '', email: dialog.collaborator?.email ?? '', workflow: dialog.workflowName })}</p>
          {message}
          <ConfirmForm id={dialog.id} intent="remove-collaborator" listUrl={listUrl} yes={t('workflows.remove')} no={t('workflows.cancel')} extra={<input type="hidden" name="email" value={dialog.collaborator?.email ?? ''} />} />
        </div>
      );
    case 'remove-me':
      return (
        <div className="grid gap-3">
          <p>{t('workflows.removeMeQuestion', { name: dialog.workflowName })}</p>
          {message}
          <ConfirmForm id={dialog.id} intent="remove-me" listUrl={listUrl} yes={t('workflows.yes')} no={t('workflows.no')} />
        </div>
      );
  }
}

/** The owner's list of collaborators in the share dialog, each with a link to the removal prompt. */
function Collaborators({ dialog, listUrl }: { dialog: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['dialog']>; listUrl: string }) {
  const query = new URL(listUrl, 'http://x').searchParams.get('q');
  const { t } = useTranslation('admin');
  if (dialog.collaborators.length === 0) return <p className="text-sm text-muted">{t('workflows.notShared')}</p>;
  return (
    <section aria-label={t('workflows.collaborators')} className="grid gap-2">
      <h3 className="font-semibold">{t('workflows.collaborators')}</h3>
      <ul className="grid gap-1">
        {dialog.collaborators.map((c) => (
          <li key={c.email} className="flex flex-wrap items-center justify-between gap-2">
            <span>{c.name && c.name !== c.email ? t('workflows.collaboratorNamed', { name: c.name, email: c.email }) : c.email}</span>
            <Link to={`/manage-workflows?${new URLSearchParams({ ...(query ? { q: query } : {}), dialog: 'remove-collaborator', id: dialog.id, email: c.email })}`} aria-label={t('workflows.removeEmail', { email: c.email })}>
              {t('workflows.remove')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ManageWorkflows() {
  const { cards, keyword, dialog, done, total, isGlobalAdmin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { t } = useTranslation('admin');
  const listUrl = keyword ? `/manage-workflows?${new URLSearchParams({ q: keyword })}` : '/manage-workflows';
  return (
    <section aria-labelledby="manage-workflows-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="manage-workflows-title" className="text-3xl font-semibold text-brand">
          {t('workflows.title')}
        </h1>
        <Button asChild>
          <Link to="/manage-workflows/new/edit">{t('workflows.add')}</Link>
        </Button>
      </div>
      {done ? <FormMessage type="success">{done}</FormMessage> : null}
      {!dialog && actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1">
          <span>{t('workflows.search')}</span>
          <input type="search" name="q" defaultValue={keyword} className={`rounded-md border border-line px-3 py-2 ${SEARCH_ERROR_CLASS}`} {...keywordState(keyword, cards.length === 0, 'workflows-no-results')} />
        </label>
        <Button type="submit" variant="secondary">
          {t('workflows.searchButton')}
        </Button>
        {keyword ? <Link to="/manage-workflows">{t('workflows.clear')}</Link> : null}
      </Form>
      {cards.length === 0 ? (
        <p role="status" id="workflows-no-results">{total === 0 && !keyword ? t('workflows.none') : t('noResults')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={t('workflows.listLabel')}>
          {cards.map((card) => (
            <WorkflowCard key={card.id} card={card} listQuery={keyword} isGlobalAdmin={isGlobalAdmin} />
          ))}
        </ul>
      )}
      <FormDialog open={dialog !== null} title={dialog ? t(`workflows.dialogs.${dialog.name}`) : ''} hydrated={hydrated} onClose={() => navigate(listUrl, { replace: true })}>
        {dialog ? <ManageDialog key={`${dialog.name}-${dialog.id}`} dialog={dialog} listUrl={listUrl} /> : null}
      </FormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('workflows.notFound')} failed={t('workflows.failed')} />;
}
