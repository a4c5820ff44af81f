import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { loadForm } from '~/services/builder/forms.server';
import { publishedVersionsOf, stakeholderChoices } from '~/services/publishing/approvals.server';
import { publishSchema, STAGE_MESSAGES } from '~/services/publishing/publishing-forms';
import { formPublishingProblems } from '~/services/publishing/publishing-checks.server';
import { problemsSaid, publishingRefusalTexts, signedDocumentSaid, type Said } from '~/services/publishing/publishing-words.server';
import { formStatusOf, publishForm, removeStakeholder, unpublishForm } from '~/services/publishing/publishing.server';
import { moveToStage, stageConfigFromEnv } from '~/services/publishing/stage.server';
import { parseStoredStatus } from '~/services/publishing/workflow-status';
import { effectContextFromEnv } from '~/services/user-workflow/effect-context.server';
import { requireAdminElseHome } from '~/utils/permissions.server';
import { formatDateTime } from '~/utils/date-time';
import { pageLanguage, requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { getEnv } from '../../lib/env.server';

export const handle: PageHandle = { title: (_data, t) => t('documents:publishing.pageTitle'), i18n: ['documents'] };

const PANELS = ['publish', 'unpublish', 'stage'] as const;
type Panel = (typeof PANELS)[number];

/** The `done` parameter's outcomes, each said from the catalogue. */
const DONE = { published: 'published', submitted: 'submitted', unpublished: 'unpublished', staged: 'staged', 'stakeholder-removed': 'stakeholderRemoved' } as const;
const doneKey = (done: string | null) => (done && Object.hasOwn(DONE, done) ? DONE[done as keyof typeof DONE] : null);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const db = getDb();
  const form = await loadForm(db, user, params.id ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  const [t, builder, language, shown] = await Promise.all([requestTexts(request, 'documents'), requestTexts(request, 'builder'), requestLanguage(request), pageLanguage(request)]);
  // a version's dates through the one formatter, in the product's time zone and the page's language
  const when = (instant: Date) => formatDateTime(instant, getEnv().APP_TIME_ZONE, language);
  const url = new URL(request.url);
  const panel: Panel = PANELS.find((p) => p === url.searchParams.get('do')) ?? 'publish';
  const [choices, versions, status] = await Promise.all([stakeholderChoices(db, user.email), publishedVersionsOf(db, form.id), formStatusOf(db, form.id)]);
  const done = doneKey(url.searchParams.get('done'));
  return {
    tabTitle: t('publishing.tabTitle', { heading: t('publishing.heading', { action: PANEL_TITLES[panel](t, form.status), name: form.name }) }),
    panel,
    form: { id: form.id, name: form.name, version: form.version, status: form.status, isOwner: form.isOwner },
    mayPublish: form.isOwner || user.role === 'admin-global',
    choices,
    stakeholders: status?.stakeholders ?? [],
    // Remove… on a stakeholder asks first (workflow-builder.md §2 'remove stakeholder'): the question, then Yes
    removing: (status?.stakeholders ?? []).find((s) => s.email === url.searchParams.get('remove')?.toLowerCase())?.email ?? null,
    versions: versions.map((v) => ({ ...v, publishedAt: when(v.publishedAt), withdrawnAt: v.withdrawnAt ? when(v.withdrawnAt) : null })),
    done: done ? t(`publishing.done.${done}`) : null,
    // what would refuse publishing, shown before the author presses Publish
    knownProblems: panel === 'publish' ? problemsSaid({ t, builder }, shown, form.definition, await formPublishingProblems(db, form.id, form.definition)) : [],
    signedDocument: signedDocumentSaid(t, language, form.definition),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdminElseHome(request);
  const formData = await request.formData();
  const db = getDb();
  const id = params.id ?? '';
  const back = (done: string) => redirect(`/manage-workflows/${id}/publishing?done=${done}`);
  const [t, builder, shown, say] = await Promise.all([requestTexts(request, 'documents'), requestTexts(request, 'builder'), pageLanguage(request), publishingRefusalTexts(request)]);
  // the services' refusals in the author's language, where the catalogue knows them
  const refused = (message: string, problems: Said[] = []) => data({ message: say(message), problems }, { status: 400 });
  const intent = formData.get('intent');
  switch (intent) {
    case 'publish': {
      const submission = parseWithZod(formData, { schema: publishSchema });
      if (submission.status !== 'success') return refused(t('publishing.refusals.chooseStakeholders'));
      const result = await publishForm(db, user, id, { stakeholders: submission.value.stakeholders }, effectContextFromEnv());
      switch (result.kind) {
        case 'not-found':
          throw new Response('Not Found', { status: 404 });
        case 'invalid':
          return refused(result.message, problemsSaid({ t, builder }, shown, (await loadForm(db, user, id))?.definition, result.problems));
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
      return refused(t('publishing.refusals.unknown', { intent: String(intent) }));
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.tabTitle ?? 'Publish workflow | Accord' }];

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type T = TFunction<'documents'>;

const STATUS_KEYS: Record<string, 'draft' | 'pending' | 'approved' | 'rejected'> = { draft: 'draft', '': 'draft', pending: 'pending', published: 'approved', approved: 'approved', rejected: 'rejected' };
/** A stored status in the page's words (an unknown one as it is stored). */
const statusSaid = (t: T, status: string) => (Object.hasOwn(STATUS_KEYS, status) ? t(`publishing.status.${STATUS_KEYS[status]!}`) : status);
const publishSaid = (t: T, status: ReturnType<typeof parseStoredStatus>) => (status === 'approved' ? t('publishing.republish') : t('publishing.publish'));

/** The page's action for its heading and tab title: Publish (Republish once approved), Unpublish, Move to stage. */
const PANEL_TITLES: Record<Panel, (t: T, status: string) => string> = {
  publish: (t, status) => publishSaid(t, parseStoredStatus(status)),
  unpublish: (t) => t('publishing.unpublish'),
  stage: (t) => t('publishing.moveToStage'),
};

/** A server-made text, marked English where it has only the engine's English words. */
const SaidItem = ({ said }: { said: Said }) => <li lang={said.lang}>{said.text}</li>;

/** The dialog's buttons: the intent's submit, and Cancel back to the list. */
function SubmitOrCancel({ intent, label }: { intent: string; label: string }) {
  const { t } = useTranslation('documents');
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" name="intent" value={intent}>
        {label}
      </Button>
      <Button asChild variant="secondary">
        <Link to="/manage-workflows">{t('publishing.cancel')}</Link>
      </Button>
    </div>
  );
}

function PublishPanel({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation('documents');
  const status = parseStoredStatus(loaded.form.status);
  const label = publishSaid(t, status);
  if (!loaded.mayPublish) return <FormMessage type="info">{t('publishing.notOwner')}</FormMessage>;
  if (status === 'pending') return <FormMessage type="info">{t('publishing.pending')}</FormMessage>;
  return (
    <Form method="post" className="grid gap-4">
      {loaded.knownProblems.length > 0 ? (
        <FormMessage type="warning">
          {status === 'approved'
            ? t('publishing.cannotRepublish', { count: loaded.knownProblems.length })
            : t('publishing.cannotPublish', { count: loaded.knownProblems.length })}
          <ul className="mt-2 list-disc pl-5">
            {loaded.knownProblems.map((p) => (
              <SaidItem key={p.text} said={p} />
            ))}
          </ul>
        </FormMessage>
      ) : null}
      <p>
        <span className="font-semibold">{t('publishing.signedAtStep5')}</span>
        <span lang={loaded.signedDocument.lang}>{loaded.signedDocument.text}</span>
      </p>
      <fieldset className="grid gap-2">
        <legend className="font-semibold">{t('publishing.stakeholders')}</legend>
        <p className="text-sm text-muted">{t('publishing.stakeholdersHelp')}</p>
        {loaded.choices.length === 0 ? <p className="text-sm">{t('publishing.noAdministrators')}</p> : null}
        <ul className="grid gap-1">
          {loaded.choices.map((choice) => (
            <li key={choice.email}>
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="stakeholders" value={choice.email} className="size-5" />
                <span>
                  <Trans t={t} i18nKey="publishing.choice" values={{ name: choice.name, email: choice.email }} components={{ muted: <span className="text-muted" /> }} />
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
  const { t } = useTranslation('documents');
  if (parseStoredStatus(loaded.form.status) !== 'approved') return <FormMessage type="info">{t('publishing.onlyApproved')}</FormMessage>;
  return (
    <Form method="post" className="grid gap-3">
      <p>{t('publishing.unpublishQuestion', { name: loaded.form.name })}</p>
      <SubmitOrCancel intent="unpublish" label={t('publishing.unpublish')} />
    </Form>
  );
}

function StagePanel({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation('documents');
  return (
    <Form method="post" className="grid gap-3">
      <p>{t('publishing.stageQuestion', { name: loaded.form.name, version: loaded.form.version })}</p>
      <SubmitOrCancel intent="move-to-stage" label={t('publishing.moveToStage')} />
    </Form>
  );
}

export default function PublishingPage() {
  const { t } = useTranslation('documents');
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="publishing-title" className="grid max-w-3xl gap-6">
      <p>
        <Link to="/manage-workflows">{t('publishing.back')}</Link>
      </p>
      <div className="grid gap-1">
        <h1 id="publishing-title" className="text-3xl font-semibold text-brand">
          {t('publishing.heading', { action: PANEL_TITLES[loaded.panel](t, loaded.form.status), name: loaded.form.name })}
        </h1>
        <p className="text-sm text-muted">{t('publishing.versionStatus', { version: loaded.form.version, status: statusSaid(t, loaded.form.status) })}</p>
      </div>
      {loaded.done ? <FormMessage type="success">{loaded.done}</FormMessage> : null}
      {actionData?.message ? (
        <FormMessage type="error">
          {actionData.message}
          {actionData.problems.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {actionData.problems.map((p) => (
                <SaidItem key={p.text} said={p} />
              ))}
            </ul>
          ) : null}
        </FormMessage>
      ) : null}
      {loaded.panel === 'publish' ? <PublishPanel loaded={loaded} /> : loaded.panel === 'unpublish' ? <UnpublishPanel loaded={loaded} /> : <StagePanel loaded={loaded} />}
      {loaded.stakeholders.length > 0 ? (
        <section aria-labelledby="stakeholders-title" className="grid gap-2">
          <h2 id="stakeholders-title" className="text-xl font-semibold">
            {t('publishing.stakeholders')}
          </h2>
          <ul className="grid gap-1">
            {loaded.stakeholders.map((s) => (
              <li key={s.email} className="flex flex-wrap items-center gap-2">
                {t('publishing.stakeholderStatus', { email: s.email, status: statusSaid(t, s.status) })}
                {loaded.mayPublish && parseStoredStatus(loaded.form.status) === 'pending' ? (
                  <Link to={`?${new URLSearchParams({ do: loaded.panel, remove: s.email })}`} aria-label={t('publishing.removeNamed', { email: s.email })}>
                    {t('publishing.remove')}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
          <ConfirmDialog
            open={loaded.removing !== null}
            title={t('publishing.removeTitle')}
            question={t('publishing.removeQuestion', { email: loaded.removing ?? '', name: loaded.form.name })}
            fields={{ email: loaded.removing ?? '' }}
            intent="remove-stakeholder"
            action={`/manage-workflows/${loaded.form.id}/publishing?${new URLSearchParams({ do: loaded.panel })}`}
            closeUrl={`/manage-workflows/${loaded.form.id}/publishing?${new URLSearchParams({ do: loaded.panel })}`}
          />
        </section>
      ) : null}
      <section aria-labelledby="versions-title" className="grid gap-2">
        <h2 id="versions-title" className="text-xl font-semibold">
          {t('publishing.versions')}
        </h2>
        {loaded.versions.length === 0 ? (
          <p>{t('publishing.neverPublished')}</p>
        ) : (
          // five columns do not fit a phone: the table scrolls sideways in its own box, which takes the focus for the keyboard
          <div className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand" tabIndex={0} role="region" aria-label={t('publishing.versionsBox')}>
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th className="p-2">{t('publishing.version')}</th>
                  <th className="p-2">{t('publishing.published')}</th>
                  <th className="p-2">{t('publishing.approvedBy')}</th>
                  <th className="p-2">{t('publishing.offered')}</th>
                  <th className="p-2">{t('publishing.started')}</th>
                </tr>
              </thead>
              <tbody>
                {loaded.versions.map((v) => (
                  <tr key={v.id} className="border-t border-line">
                    <td className="p-2">{v.version}</td>
                    <td className="p-2">{t('publishing.date', { date: v.publishedAt })}</td>
                    <td className="p-2">{v.approvals.length === 0 ? t('publishing.withoutStakeholders') : v.approvals.map((a, i) => <span key={a.email}>{i > 0 ? ', ' : ''}{a.email}</span>)}</td>
                    <td className="p-2">{v.withdrawnAt ? t('publishing.offeredNo', { date: v.withdrawnAt }) : t('publishing.offeredYes')}</td>
                    <td className="p-2">{v.startedCount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('documents');
  return <StatusPageForError notFound={t('publishing.notFound')} failed={t('publishing.failed')} />;
}
