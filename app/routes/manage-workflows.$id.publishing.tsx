import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { loadForm } from '~/services/builder/forms.server';
import { statusLabel } from '~/services/builder/workflow-cards';
import { publishedVersionsOf, stakeholderChoices } from '~/services/publishing/approvals.server';
import { PUBLISHING_DONE_MESSAGES, publishSchema, removeStakeholderQuestion, STAGE_MESSAGES } from '~/services/publishing/publishing-forms';
import { formPublishingProblems, problemsInWords, signedDocumentInWords } from '~/services/publishing/publishing-checks.server';
import { formStatusOf, publishForm, removeStakeholder, unpublishForm } from '~/services/publishing/publishing.server';
import { moveToStage, stageConfigFromEnv } from '~/services/publishing/stage.server';
import { publishLabel, parseStoredStatus } from '~/services/publishing/workflow-status';
import { effectContextFromEnv } from '~/services/user-workflow/effect-context.server';
import { requireAdminElseHome } from '~/utils/permissions.server';
import { formatDateTime } from '~/utils/date-time';
import { getEnv } from '../../lib/env.server';

export const handle: PageHandle = { title: 'Publish workflow' };

const PANELS = ['publish', 'unpublish', 'stage'] as const;
type Panel = (typeof PANELS)[number];

/** The builder's pages are English: a version's dates through the one formatter, in the product's time zone. */
const when = (instant: Date) => formatDateTime(instant, getEnv().APP_TIME_ZONE, 'en');

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const db = getDb();
  const form = await loadForm(db, user, params.id ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  const url = new URL(request.url);
  const panel: Panel = PANELS.find((p) => p === url.searchParams.get('do')) ?? 'publish';
  const [choices, versions, status] = await Promise.all([stakeholderChoices(db, user.email), publishedVersionsOf(db, form.id), formStatusOf(db, form.id)]);
  return {
    panel,
    form: { id: form.id, name: form.name, version: form.version, status: form.status, isOwner: form.isOwner },
    mayPublish: form.isOwner || user.role === 'admin-global',
    choices,
    stakeholders: status?.stakeholders ?? [],
    // Remove… on a stakeholder asks first (workflow-builder.md §2 'remove stakeholder'): the question, then Yes
    removing: (status?.stakeholders ?? []).find((s) => s.email === url.searchParams.get('remove')?.toLowerCase())?.email ?? null,
    versions: versions.map((v) => ({ ...v, publishedAt: when(v.publishedAt), withdrawnAt: v.withdrawnAt ? when(v.withdrawnAt) : null })),
    done: PUBLISHING_DONE_MESSAGES[url.searchParams.get('done') ?? ''] ?? null,
    // what would refuse publishing, shown before the author presses Publish
    knownProblems: panel === 'publish' ? problemsInWords(form.definition, await formPublishingProblems(db, form.id, form.definition)) : [],
    signedDocument: signedDocumentInWords(form.definition),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const formData = await request.formData();
  const db = getDb();
  const id = params.id ?? '';
  const back = (done: string) => redirect(`/manage-workflows/${id}/publishing?done=${done}`);
  const refused = (message: string, problems: string[] = []) => data({ message, problems }, { status: 400 });
  const intent = formData.get('intent');
  switch (intent) {
    case 'publish': {
      const submission = parseWithZod(formData, { schema: publishSchema });
      if (submission.status !== 'success') return refused('Choose stakeholders from the list, or none to publish at once.');
      const result = await publishForm(db, user, id, { stakeholders: submission.value.stakeholders }, effectContextFromEnv());
      switch (result.kind) {
        case 'not-found':
          throw new Response('Not Found', { status: 404 });
        case 'invalid':
          return refused(result.message, problemsInWords((await loadForm(db, user, id))?.definition, result.problems));
        case 'refused':
          return refused(result.message);
        case 'published':
          return back('published');
        default:
          return back('submitted');
      }
    }
    case 'unpublish': {
      const result = await unpublishForm(db, user, id);
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(result.message);
      return back('unpublished');
    }
    case 'remove-stakeholder': {
      const result = await removeStakeholder(db, user, id, String(formData.get('email') ?? ''));
      if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
      if (result.kind === 'refused') return refused(result.message);
      return back('stakeholder-removed');
    }
    case 'move-to-stage': {
      const form = await loadForm(db, user, id);
      if (!form) throw new Response('Not Found', { status: 404 });
      const moved = await moveToStage(db, form.id, stageConfigFromEnv());
      return moved.ok ? back('staged') : refused(STAGE_MESSAGES.failed);
    }
    default:
      return refused(`Unknown publishing action '${String(intent)}'.`);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.form.name ?? 'Publish workflow'} | Accord` }];

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

/** The dialog's buttons: the intent's submit, and Cancel back to the list. */
function SubmitOrCancel({ intent, label }: { intent: string; label: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" name="intent" value={intent}>
        {label}
      </Button>
      <Button asChild variant="secondary">
        <Link to="/manage-workflows">Cancel</Link>
      </Button>
    </div>
  );
}

function PublishPanel({ loaded }: { loaded: Loaded }) {
  const status = parseStoredStatus(loaded.form.status);
  const label = publishLabel(status);
  if (!loaded.mayPublish) return <FormMessage type="info">Only the owner of this workflow or a global administrator can publish it.</FormMessage>;
  if (status === 'pending')
    return <FormMessage type="info">This workflow is waiting for its stakeholders to approve it. It cannot be published again or edited until they decide.</FormMessage>;
  return (
    <Form method="post" className="grid gap-4">
      {loaded.knownProblems.length > 0 ? (
        <FormMessage type="warning">
          {`This workflow cannot be ${label === 'Republish' ? 'republished' : 'published'} until ${loaded.knownProblems.length === 1 ? 'this problem is' : `these ${loaded.knownProblems.length} problems are`} fixed in the builder:`}
          <ul className="mt-2 list-disc pl-5">
            {loaded.knownProblems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </FormMessage>
      ) : null}
      <p>
        <span className="font-semibold">Signed at step 5: </span>
        {loaded.signedDocument}
      </p>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">Stakeholders</legend>
        <p className="text-sm text-muted">
          Stakeholders approve the workflow before people can start it. Choose none to publish it at once. Each stakeholder gets an e-mail asking them to review it.
        </p>
        {loaded.choices.length === 0 ? <p className="text-sm">There are no other administrators to choose.</p> : null}
        <ul className="grid gap-1">
          {loaded.choices.map((choice) => (
            <li key={choice.email}>
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="stakeholders" value={choice.email} className="size-5" />
                <span>
                  {choice.name} <span className="text-muted">({choice.email})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <SubmitOrCancel intent="publish" label={label} />
    </Form>
  );
}

function UnpublishPanel({ loaded }: { loaded: Loaded }) {
  if (parseStoredStatus(loaded.form.status) !== 'approved') return <FormMessage type="info">Only an approved workflow can be unpublished. This one is not published.</FormMessage>;
  return (
    <Form method="post" className="grid gap-3">
      <p>{`Are you sure you want to unpublish "${loaded.form.name}"? Nobody new will be able to start it. People who already started it keep their forms and documents.`}</p>
      <SubmitOrCancel intent="unpublish" label="Unpublish" />
    </Form>
  );
}

function StagePanel({ loaded }: { loaded: Loaded }) {
  return (
    <Form method="post" className="grid gap-3">
      <p>{`Are you sure you want to migrate "${loaded.form.name}" (version ${loaded.form.version}) to stage? Its definition and template files replace the staging copy.`}</p>
      <SubmitOrCancel intent="move-to-stage" label="Move to stage" />
    </Form>
  );
}

const PANEL_TITLES: Record<Panel, (loaded: Loaded) => string> = {
  publish: (loaded) => publishLabel(parseStoredStatus(loaded.form.status)),
  unpublish: () => 'Unpublish',
  stage: () => 'Move to stage',
};

export default function PublishingPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="publishing-title" className="grid max-w-3xl gap-6">
      <p>
        <Link to="/manage-workflows">Back to Manage Workflows</Link>
      </p>
      <div className="grid gap-1">
        <h1 id="publishing-title" className="text-3xl font-semibold text-brand">
          {`${PANEL_TITLES[loaded.panel](loaded)}: ${loaded.form.name}`}
        </h1>
        <p className="text-sm text-muted">{`Version ${loaded.form.version} · Status ${statusLabel(loaded.form.status)}`}</p>
      </div>
      {loaded.done ? <FormMessage type="success">{loaded.done}</FormMessage> : null}
      {actionData?.message ? (
        <FormMessage type="error">
          {actionData.message}
          {actionData.problems.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {actionData.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </FormMessage>
      ) : null}
      {loaded.panel === 'publish' ? <PublishPanel loaded={loaded} /> : loaded.panel === 'unpublish' ? <UnpublishPanel loaded={loaded} /> : <StagePanel loaded={loaded} />}
      {loaded.stakeholders.length > 0 ? (
        <section aria-labelledby="stakeholders-title" className="grid gap-2">
          <h2 id="stakeholders-title" className="text-xl font-semibold">
            Stakeholders
          </h2>
          <ul className="grid gap-1">
            {loaded.stakeholders.map((s) => (
              <li key={s.email} className="flex flex-wrap items-center gap-2">
                {`${s.email}: ${statusLabel(s.status)}`}
                {loaded.mayPublish && parseStoredStatus(loaded.form.status) === 'pending' ? (
                  <Link to={`?${new URLSearchParams({ do: loaded.panel, remove: s.email })}`} aria-label={`Remove ${s.email}...`}>
                    Remove...
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <ConfirmDialog
            open={loaded.removing !== null}
            title="Remove stakeholder"
            question={removeStakeholderQuestion(loaded.removing ?? '', loaded.form.name)}
            fields={{ email: loaded.removing ?? '' }}
            intent="remove-stakeholder"
            action={`/manage-workflows/${loaded.form.id}/publishing?${new URLSearchParams({ do: loaded.panel })}`}
            closeUrl={`/manage-workflows/${loaded.form.id}/publishing?${new URLSearchParams({ do: loaded.panel })}`}
          />
        </section>
      ) : null}
      <section aria-labelledby="versions-title" className="grid gap-2">
        <h2 id="versions-title" className="text-xl font-semibold">
          Published versions
        </h2>
        {loaded.versions.length === 0 ? (
          <p>This workflow has never been published.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th className="p-2">Version</th>
                <th className="p-2">Published</th>
                <th className="p-2">Approved by</th>
                <th className="p-2">Offered</th>
                <th className="p-2">People who started it</th>
              </tr>
            </thead>
            <tbody>
              {loaded.versions.map((v) => (
                <tr key={v.id} className="border-t border-line">
                  <td className="p-2">{v.version}</td>
                  <td className="p-2">{v.publishedAt}</td>
                  <td className="p-2">{v.approvals.length === 0 ? 'Published without stakeholders' : v.approvals.map((a) => a.email).join(', ')}</td>
                  <td className="p-2">{v.withdrawnAt ? `No, since ${v.withdrawnAt}` : 'Yes'}</td>
                  <td className="p-2">{v.startedCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <StatusPageForError notFound="This workflow does not exist, or it is not shared with you." failed="The workflow could not be published or changed. Please try again in a moment." />;
}
