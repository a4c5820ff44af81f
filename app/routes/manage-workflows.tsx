import { getFormProps, useForm } from '@conform-to/react';
import { keywordState, NO_RESULTS, SEARCH_ERROR_CLASS } from '~/components/ui/no-results';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from '@remix-run/react';
import type { z } from 'zod';
import { PublishMenuItems } from '~/components/publishing/publish-menu-items';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { FormMessage, TextField } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { cloneForm, deleteForm, listForms, loadForm, removeCollaborator, shareForm } from '~/services/builder/forms.server';
import { cloneSchema, formIdSchema, removeCollaboratorSchema, shareSchema } from '~/services/builder/manage-schemas';
import { CHILDREN_OPTION_LABELS, matchesKeyword, PENDING_STATUS, statusLabel } from '~/services/builder/workflow-cards';
import { effectContextFromEnv } from '~/services/user-workflow/effect-context.server';
import { requireAdminElseHome } from '~/utils/permissions.server';
import { useHydrated } from '~/utils/use-hydrated';
import { usePageDates } from '~/utils/use-dates';

export const handle: PageHandle = { title: 'Manage Workflows' };

const DIALOGS = ['clone', 'delete', 'share', 'remove-me', 'remove-collaborator'] as const;
type DialogName = (typeof DIALOGS)[number];

const DONE_MESSAGES: Record<string, string> = {
  cloned: 'The workflow was cloned.',
  deleted: 'The workflow was deleted.',
  shared: 'The workflow was shared. The collaborator has been sent an e-mail.',
  removed: 'You were removed from the workflow.',
  'collaborator-removed': 'The collaborator was removed from the workflow.',
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireAdminElseHome(request);
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
  return {
    keyword,
    cards: cards.filter((c) => matchesKeyword(c, keyword)).map((c) => ({ ...c, updatedAt: c.updatedAt.toISOString(), statusDate: c.statusDate?.toISOString() ?? null })),
    total: cards.length,
    dialog: target
      ? { name: dialog as DialogName, id: target.id, workflowName: target.name, collaborators: collaborators.map((c) => ({ email: c.email, name: c.name })), collaborator: collaborator ? { email: collaborator.email, name: collaborator.name } : null }
      : null,
    done: DONE_MESSAGES[url.searchParams.get('done') ?? ''] ?? null,
    isGlobalAdmin: user.role === 'admin-global',
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const db = getDb();
  const refused = (message: string) => data({ message, result: undefined }, { status: 400 });
  switch (intent) {
    case 'clone': {
      const submission = parseWithZod(formData, { schema: cloneSchema });
      if (submission.status !== 'success') return refused('Choose Keep or No.');
      const id = await cloneForm(db, user, submission.value.id, { keepCollaborators: submission.value.keep === 'keep' });
      if (!id) throw new Response('Not Found', { status: 404 });
      return redirect('/manage-workflows?done=cloned');
    }
    case 'delete': {
      const submission = parseWithZod(formData, { schema: formIdSchema });
      if (submission.status !== 'success') return refused('Choose a workflow to delete.');
      const result = await deleteForm(db, user, submission.value.id);
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(result.message);
      return redirect('/manage-workflows?done=deleted');
    }
    case 'share': {
      const submission = parseWithZod(formData, { schema: shareSchema });
      if (submission.status !== 'success') return data({ message: null, result: submission.reply() }, { status: 400 });
      const result = await shareForm(db, user, submission.value.id, { email: submission.value.email }, effectContextFromEnv());
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return data({ message: null, result: submission.reply({ fieldErrors: { email: [result.message] } }) }, { status: 400 });
      return redirect('/manage-workflows?done=shared');
    }
    case 'remove-me': {
      const submission = parseWithZod(formData, { schema: formIdSchema });
      if (submission.status !== 'success') return refused('Choose a workflow.');
      const result = await removeCollaborator(db, user, submission.value.id, user.email);
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(result.message);
      return redirect('/manage-workflows?done=removed');
    }
    case 'remove-collaborator': {
      const submission = parseWithZod(formData, { schema: removeCollaboratorSchema });
      if (submission.status !== 'success') return refused('Choose a collaborator to remove.');
      const result = await removeCollaborator(db, user, submission.value.id, submission.value.email);
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(result.message);
      return redirect('/manage-workflows?done=collaborator-removed');
    }
    default:
      return refused(`Unknown Manage Workflows action '${String(intent)}'.`);
  }
}

export const meta: MetaFunction = () => [{ title: 'Manage Workflows | Accord' }];

type Card = ReturnType<typeof useLoaderData<typeof loader>>['cards'][number];



/** The card menu as links and forms (a <details> opens without JavaScript). */
function CardMenu({ card, listQuery, isGlobalAdmin }: { card: Card; listQuery: string; isGlobalAdmin: boolean }) {
  const dialogUrl = (dialog: DialogName) => `/manage-workflows?${new URLSearchParams({ ...(listQuery ? { q: listQuery } : {}), dialog, id: card.id })}`;
  const pending = card.status === PENDING_STATUS;
  return (
    <details className="relative">
      <summary className="cursor-pointer rounded-md border border-line px-3 py-1" aria-label={`Menu for ${card.name}`}>
        Menu
      </summary>
      <ul className="absolute right-0 z-10 mt-1 grid w-56 gap-1 rounded-md border border-line bg-white p-2 shadow-lg">
        <li>
          {pending ? (
            <span aria-disabled="true" className="block px-2 py-1 text-muted" title="A workflow waiting for approval cannot be edited">
              Edit Workflow
            </span>
          ) : (
            <Link className="block px-2 py-1" to={`/manage-workflows/${card.id}/edit`}>
              Edit Workflow
            </Link>
          )}
        </li>
        <PublishMenuItems card={card} isGlobalAdmin={isGlobalAdmin} />
        <li>
          <Link className="block px-2 py-1" to={dialogUrl('clone')}>
            Clone Workflow
          </Link>
        </li>
        <li>
          <Link className="block px-2 py-1" to={dialogUrl('delete')}>
            Delete Workflow
          </Link>
        </li>
        <li>
          {card.isOwner ? (
            <Link className="block px-2 py-1" to={dialogUrl('share')}>
              Share Workflow With...
            </Link>
          ) : card.isCollaborator ? (
            <Link className="block px-2 py-1" to={dialogUrl('remove-me')}>
              Remove Me...
            </Link>
          ) : null}
        </li>
      </ul>
    </details>
  );
}

function WorkflowCard({ card, listQuery, isGlobalAdmin }: { card: Card; listQuery: string; isGlobalAdmin: boolean }) {
  // the builder's pages are English: their dates too, through the one formatter
  const dates = usePageDates('en');
  return (
    <li className="grid gap-2 rounded-lg border border-line bg-white p-4 shadow-sm" aria-label={card.name}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold text-brand">{card.name}</h2>
        <CardMenu card={card} listQuery={listQuery} isGlobalAdmin={isGlobalAdmin} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">State</dt>
        <dd>{card.state || '—'}</dd>
        <dt className="text-muted">Type</dt>
        <dd>{card.type || '—'}</dd>
        <dt className="text-muted">Children</dt>
        <dd>{CHILDREN_OPTION_LABELS[card.childrenOptions] ?? card.childrenOptions}</dd>
        <dt className="text-muted">Version</dt>
        <dd>{card.version}</dd>
        <dt className="text-muted">Last modified</dt>
        <dd>{dates.date(card.updatedAt)}</dd>
        <dt className="text-muted">Status</dt>
        <dd>{card.statusDate ? `${statusLabel(card.status)} (${dates.date(card.statusDate)})` : statusLabel(card.status)}</dd>
      </dl>
      {card.description ? <p className="text-sm">{card.description}</p> : null}
      {card.useCounties && card.counties.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm text-brand">{`Counties (${card.counties.length})`}</summary>
          <ul className="mt-1 flex flex-wrap gap-1 text-sm">
            {card.counties.map((county) => (
              <li key={county} className="rounded bg-brand-soft px-2">
                {county}
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="text-sm text-muted">All counties</p>
      )}
    </li>
  );
}

function ShareForm({ id, listUrl }: { id: string; listUrl: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof shareSchema>>({
    id: `share-${id}`,
    lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
    constraint: getZodConstraint(shareSchema),
    defaultValue: { id },
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shareSchema }),
  });
  return (
    <Form method="post" action="/manage-workflows" {...getFormProps(form)} className="grid gap-3">
      <input type="hidden" name="id" value={id} />
      <TextField field={fields.email} label="Collaborator's e-mail" type="email" autoComplete="off" />
      <div className="flex gap-2">
        <Button type="submit" name="intent" value="share">
          Share
        </Button>
        <Button asChild variant="secondary">
          <Link to={listUrl}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}

function ConfirmForm({ id, intent, listUrl, yes, no = 'Cancel', extra }: { id: string; intent: string; listUrl: string; yes: string; no?: string; extra?: React.ReactNode }) {
  return (
    <Form method="post" action="/manage-workflows" className="flex flex-wrap gap-2">
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
  const message = actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null;
  switch (dialog.name) {
    case 'clone':
      return (
        <div className="grid gap-3">
          <p>{`Clone "${dialog.workflowName}". Keep its collaborators on the copy?`}</p>
          {message}
          <Form method="post" action="/manage-workflows" className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={dialog.id} />
            <input type="hidden" name="intent" value="clone" />
            <Button type="submit" name="keep" value="keep">
              Keep
            </Button>
            <Button type="submit" name="keep" value="no" variant="secondary">
              No
            </Button>
            <Button asChild variant="secondary">
              <Link to={listUrl}>Cancel</Link>
            </Button>
          </Form>
        </div>
      );
    case 'delete':
      return (
        <div className="grid gap-3">
          <p>{`Are you sure you want to permanently delete "${dialog.workflowName}"? This cannot be undone.`}</p>
          {message}
          <ConfirmForm id={dialog.id} intent="delete" listUrl={listUrl} yes="Delete" />
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
          <p>{`Are you sure you want to remove ${dialog.collaborator?.name ?? ''} (${dialog.collaborator?.email ?? ''}) as a collaborator on "${dialog.workflowName}"? They will no longer see it.`}</p>
          {message}
          <ConfirmForm id={dialog.id} intent="remove-collaborator" listUrl={listUrl} yes="Remove" extra={<input type="hidden" name="email" value={dialog.collaborator?.email ?? ''} />} />
        </div>
      );
    case 'remove-me':
      return (
        <div className="grid gap-3">
          <p>{`Are you sure you want to remove yourself as a collaborator on "${dialog.workflowName}"? You will no longer see it here.`}</p>
          {message}
          <ConfirmForm id={dialog.id} intent="remove-me" listUrl={listUrl} yes="Yes" no="No" />
        </div>
      );
  }
}

/** The owner's list of collaborators in the share dialog, each with a link to the removal prompt. */
function Collaborators({ dialog, listUrl }: { dialog: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['dialog']>; listUrl: string }) {
  const query = new URL(listUrl, 'http://x').searchParams.get('q');
  if (dialog.collaborators.length === 0) return <p className="text-sm text-muted">Not shared with anyone yet.</p>;
  return (
    <section aria-label="Collaborators" className="grid gap-2">
      <h3 className="font-semibold">Collaborators</h3>
      <ul className="grid gap-1">
        {dialog.collaborators.map((c) => (
          <li key={c.email} className="flex flex-wrap items-center justify-between gap-2">
            <span>{c.name && c.name !== c.email ? `${c.name} (${c.email})` : c.email}</span>
            <Link to={`/manage-workflows?${new URLSearchParams({ ...(query ? { q: query } : {}), dialog: 'remove-collaborator', id: dialog.id, email: c.email })}`} aria-label={`Remove ${c.email}`}>
              Remove
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const DIALOG_TITLES: Record<DialogName, string> = {
  clone: 'Keep Collaborators?',
  delete: 'Permanent Deletion',
  share: 'Share Workflow With...',
  'remove-me': 'Remove Me...',
  'remove-collaborator': 'Remove Collaborator',
};

export default function ManageWorkflows() {
  const { cards, keyword, dialog, done, total, isGlobalAdmin } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const listUrl = keyword ? `/manage-workflows?${new URLSearchParams({ q: keyword })}` : '/manage-workflows';
  return (
    <section aria-labelledby="manage-workflows-title" className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="manage-workflows-title" className="text-3xl font-semibold text-brand">
          Manage Workflows
        </h1>
        <Button asChild>
          <Link to="/manage-workflows/new/edit">Add Workflow</Link>
        </Button>
      </div>
      {done ? <FormMessage type="success">{done}</FormMessage> : null}
      {!dialog && actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null}
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1">
          <span>Search workflows</span>
          <input type="search" name="q" defaultValue={keyword} className={`rounded-md border border-line px-3 py-2 ${SEARCH_ERROR_CLASS}`} {...keywordState(keyword, cards.length === 0, 'workflows-no-results')} />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {keyword ? <Link to="/manage-workflows">Clear</Link> : null}
      </Form>
      {cards.length === 0 ? (
        <p role="status" id="workflows-no-results">{total === 0 && !keyword ? 'No workflows yet. Add one to start.' : NO_RESULTS}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Workflows">
          {cards.map((card) => (
            <WorkflowCard key={card.id} card={card} listQuery={keyword} isGlobalAdmin={isGlobalAdmin} />
          ))}
        </ul>
      )}
      <FormDialog open={dialog !== null} title={dialog ? DIALOG_TITLES[dialog.name] : ''} hydrated={hydrated} onClose={() => navigate(listUrl, { replace: true })}>
        {dialog ? <ManageDialog key={`${dialog.name}-${dialog.id}`} dialog={dialog} listUrl={listUrl} /> : null}
      </FormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This workflow does not exist, or it is not shared with you." failed="The workflows could not be shown or changed. Please try again in a moment." />;
}
