import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import { QuestionsPreview } from '~/components/publishing/questions-preview';
import { RuleConfiguration } from '~/components/publishing/rule-configuration';
import { PRODUCT_NAME, type PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { workflowStatusWord } from '~/services/admin/workflow-words';
import { loadPendingApproval } from '~/services/publishing/approvals.server';
import { decisionSchema } from '~/services/publishing/publishing-forms';
import { publishingRefusalTexts, signedDocumentSaid } from '~/services/publishing/publishing-words.server';
import { decideAsStakeholder } from '~/services/publishing/publishing.server';
import { requireAdmin } from '~/utils/permissions.server';
import { requestLanguage, requestTexts, shellTexts } from '~/i18n/i18next.server';

// the preview shows the form's question fields (the questionnaire's words) with the builder's preview (its words);
// the Rule Configuration tab says the documents' rules (the documents' words, the conditions in the builder's)
export const handle: PageHandle = { title: (_data, t) => t('admin:approval.title'), i18n: ['admin', 'questionnaire', 'builder', 'documents'] };

const DONE = ['approved', 'published', 'rejected', 'removed'] as const;

const TABS = ['preview', 'rules'] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const approval = await loadPendingApproval(getDb(), user.email, params.id ?? '');
  if (!approval) throw await notFound(request);
  const url = new URL(request.url);
  const documents = [...(approval.definition.documents ?? [])].sort((a, b) => a.order - b.order);
  const docParam = url.searchParams.get('doc');
  const [t, documentTexts, language] = await Promise.all([requestTexts(request, 'admin'), requestTexts(request, 'documents'), requestLanguage(request)]);
  const done = DONE.find((d) => d === url.searchParams.get('done'));
  return {
    title: t('tabTitle', { title: approval.name }),
    approval: { ...approval, stakeholders: approval.stakeholders.map((s) => ({ email: s.email, status: s.status })) },
    tab: TABS.find((t) => t === url.searchParams.get('tab')) ?? 'preview',
    page: Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0,
    documents: documents.map((d) => ({ uid: d.uid, name: d.name })),
    signedDocument: signedDocumentSaid(documentTexts, language, approval.definition),
    documentUid: documents.find((d) => d.uid === docParam)?.uid ?? documents[0]?.uid ?? null,
    done: done ? t(`approval.done.${done}`) : null,
    // 'Remove me as stakeholder' asks first, also without JavaScript
    confirmingRemoval: url.searchParams.get('confirm') === 'remove-me',
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = params.id ?? '';
  // someone else's approval answers 404 whatever was posted
  if (!(await loadPendingApproval(getDb(), user.email, id))) throw new Response('Not Found', { status: 404 });
  const [t, say] = await Promise.all([requestTexts(request, 'admin'), publishingRefusalTexts(request)]);
  const submission = parseWithZod(await request.formData(), { schema: decisionSchema });
  if (submission.status !== 'success') return data({ message: t('approval.chooseDecision') }, { status: 400 });
  const decision = submission.value.intent;
  const result = await decideAsStakeholder(getDb(), user, id, decision);
  if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
  if (result.kind === 'refused') return data({ message: say(result.message) }, { status: 400 });
  if (decision === 'remove-me') return redirect('/pending-approvals');
  const done = decision === 'reject' ? 'rejected' : result.kind === 'decided' && result.status === 'approved' ? 'published' : 'approved';
  return redirect(`/pending-approvals/${id}?done=${done}`);
}

/** Someone else's or no approval: the 404 page, its tab titled in the page's language as the shell's 404 page is. */
async function notFound(request: Request) {
  const t = await shellTexts(request);
  return data({ title: t('status.pageTitle', { title: t('status.notFoundTitle'), product: PRODUCT_NAME }) }, { status: 404 });
}

const titleOfError = (error: unknown) => (isRouteErrorResponse(error) && typeof (error.data as { title?: unknown } | null)?.title === 'string' ? (error.data as { title: string }).title : undefined);

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => [{ title: loaded?.title ?? titleOfError(error) ?? `Approve workflow | ${PRODUCT_NAME}` }];

const DECISIONS = ['pending', 'approved', 'rejected', 'draft'] as const;

export default function PendingApproval() {
  const { approval, tab, page, documents, documentUid, done, confirmingRemoval, signedDocument } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  /** the stakeholder's own decision in 'You have approved this workflow.' */
  const decisionWord = (status: string) => {
    const known = DECISIONS.find((d) => d === status);
    return known ? t(`approval.decisions.${known}`) : status;
  };
  const base = `/pending-approvals/${approval.id}`;
  const href = (query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`;
  const mayDecide = approval.pending && approval.myStatus === 'pending';
  return (
    <section aria-labelledby="approval-title" className="grid gap-6">
      <p>
        <Link to="/pending-approvals">{t('approval.back')}</Link>
      </p>
      <div className="grid gap-1">
        {/* the workflow's name is the author's English (its Spanish name is for the people who start it) */}
        <h1 id="approval-title" className="text-3xl font-semibold text-brand" lang="en">
          {approval.name}
        </h1>
        <p className="text-sm text-muted">{t('approval.facts', { owner: approval.ownerName, state: approval.state || '—', version: approval.version })}</p>
        <p className="text-sm">
          <span className="font-semibold">{t('approval.signedAtStep5')}</span>
          <span lang={signedDocument.lang}>{signedDocument.text}</span>
        </p>
        <p className="text-sm">{t('approval.stakeholders', { list: approval.stakeholders.map((s) => t('approval.stakeholder', { email: s.email, status: workflowStatusWord(t, s.status) })).join(', ') })}</p>
      </div>
      {done ? <FormMessage type="success">{done}</FormMessage> : null}
      {actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null}
      {mayDecide ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="approve">
            {t('approval.approve')}
          </Button>
          <Button type="submit" name="intent" value="reject" variant="secondary">
            {t('approval.reject')}
          </Button>
          <Button asChild variant="secondary">
            <Link to={href({ confirm: 'remove-me' })}>{t('approval.removeMe')}</Link>
          </Button>
        </Form>
      ) : (
        <FormMessage type="info">
          {approval.pending ? t('approval.decided', { decision: decisionWord(approval.myStatus) }) : t('approval.notWaiting')}
        </FormMessage>
      )}
      <ConfirmDialog open={mayDecide && confirmingRemoval} title={t('approval.removeMe')} question={t('approval.removeMeQuestion', { name: approval.name })} fields={{}} intent="remove-me" action={base} closeUrl={base} />
      <nav aria-label={t('approval.views')} className="flex flex-wrap gap-2 border-b border-line">
        {(
          [
            ['preview', t('approval.preview')],
            ['rules', t('approval.rules')],
          ] as const
        ).map(([name, label]) => (
          <Link
            key={name}
            to={href(documentUid && name === 'rules' ? { tab: name, doc: documentUid } : { tab: name })}
            aria-current={tab === name ? 'page' : undefined}
            className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 no-underline ${tab === name ? 'border-brand font-semibold' : 'border-transparent'}`}
          >
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'preview' ? (
        <QuestionsPreview definition={approval.definition} pageIndex={page} pageHref={(index) => href({ tab: 'preview', page: String(index) })} />
      ) : (
        <div className="grid gap-4">
          {documents.length > 0 ? (
            <Form method="get" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="tab" value="rules" />
              <label className="grid gap-1">
                <span>{t('approval.document')}</span>
                <select name="doc" defaultValue={documentUid ?? undefined} className="min-h-11 rounded-md border border-line bg-white px-3">
                  {documents.map((d) => (
                    <option key={d.uid} value={d.uid} lang="en">
                      {d.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" variant="secondary">
                {t('approval.show')}
              </Button>
            </Form>
          ) : null}
          <RuleConfiguration definition={approval.definition} document={approval.definition.documents?.find((d) => d.uid === documentUid)} />
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('approval.notFound')} failed={t('approval.failed')} />;
}
