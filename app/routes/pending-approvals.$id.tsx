import { parseWithZod } from '@conform-to/zod/v4';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import { QuestionsPreview } from '~/components/publishing/questions-preview';
import { RuleConfiguration } from '~/components/publishing/rule-configuration';
import type { PageHandle } from '~/components/site-shell';
import { StatusPageForError } from '~/components/status-pages';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { statusLabel } from '~/services/builder/workflow-cards';
import { loadPendingApproval } from '~/services/publishing/approvals.server';
import { signedDocumentInWords } from '~/services/publishing/publishing-checks.server';
import { DECISION_DONE_MESSAGES, decisionSchema, removeMeQuestion } from '~/services/publishing/publishing-forms';
import { decideAsStakeholder } from '~/services/publishing/publishing.server';
import { requireAdmin } from '~/utils/permissions.server';

export const handle: PageHandle = { title: 'Approve workflow' };

const TABS = ['preview', 'rules'] as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const approval = await loadPendingApproval(getDb(), user.email, params.id ?? '');
  if (!approval) throw new Response('Not Found', { status: 404 });
  const url = new URL(request.url);
  const documents = [...(approval.definition.documents ?? [])].sort((a, b) => a.order - b.order);
  const docParam = url.searchParams.get('doc');
  return {
    approval: { ...approval, stakeholders: approval.stakeholders.map((s) => ({ email: s.email, status: s.status })) },
    tab: TABS.find((t) => t === url.searchParams.get('tab')) ?? 'preview',
    page: Number.parseInt(url.searchParams.get('page') ?? '0', 10) || 0,
    documents: documents.map((d) => ({ uid: d.uid, name: d.name })),
    signedDocument: signedDocumentInWords(approval.definition),
    documentUid: documents.find((d) => d.uid === docParam)?.uid ?? documents[0]?.uid ?? null,
    done: DECISION_DONE_MESSAGES[url.searchParams.get('done') ?? ''] ?? null,
    // 'Remove me as stakeholder' asks first, also without JavaScript
    confirmingRemoval: url.searchParams.get('confirm') === 'remove-me',
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const id = params.id ?? '';
  // someone else's approval answers 404 whatever was posted
  if (!(await loadPendingApproval(getDb(), user.email, id))) throw new Response('Not Found', { status: 404 });
  const submission = parseWithZod(await request.formData(), { schema: decisionSchema });
  if (submission.status !== 'success') return data({ message: 'Choose Approve, Reject or Remove me as stakeholder.' }, { status: 400 });
  const decision = submission.value.intent;
  const result = await decideAsStakeholder(getDb(), user, id, decision);
  if (result.kind === 'not-found') throw new Response('Not Found', { status: 404 });
  if (result.kind === 'refused') return data({ message: result.message }, { status: 400 });
  if (decision === 'remove-me') return redirect('/pending-approvals');
  const done = decision === 'reject' ? 'rejected' : result.kind === 'decided' && result.status === 'approved' ? 'published' : 'approved';
  return redirect(`/pending-approvals/${id}?done=${done}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `${loaded?.approval.name ?? 'Approve workflow'} | Accord` }];

export default function PendingApproval() {
  const { approval, tab, page, documents, documentUid, done, confirmingRemoval, signedDocument } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const base = `/pending-approvals/${approval.id}`;
  const href = (query: Record<string, string>) => `${base}?${new URLSearchParams(query)}`;
  const mayDecide = approval.pending && approval.myStatus === 'pending';
  return (
    <section aria-labelledby="approval-title" className="grid gap-6">
      <p>
        <Link to="/pending-approvals">Back to Published Requests</Link>
      </p>
      <div className="grid gap-1">
        <h1 id="approval-title" className="text-3xl font-semibold text-brand">
          {approval.name}
        </h1>
        <p className="text-sm text-muted">{`Owner: ${approval.ownerName} · State: ${approval.state || '—'} · Version ${approval.version}`}</p>
        <p className="text-sm">
          <span className="font-semibold">Signed at step 5: </span>
          {signedDocument}
        </p>
        <p className="text-sm">{`Stakeholders: ${approval.stakeholders.map((s) => `${s.email} (${statusLabel(s.status)})`).join(', ')}`}</p>
      </div>
      {done ? <FormMessage type="success">{done}</FormMessage> : null}
      {actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null}
      {mayDecide ? (
        <Form method="post" className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="approve">
            Approve
          </Button>
          <Button type="submit" name="intent" value="reject" variant="secondary">
            Reject
          </Button>
          <Button asChild variant="secondary">
            <Link to={href({ confirm: 'remove-me' })}>Remove me as stakeholder</Link>
          </Button>
        </Form>
      ) : (
        <FormMessage type="info">
          {approval.pending ? `You have ${statusLabel(approval.myStatus).toLowerCase()} this workflow. The other stakeholders are still deciding.` : 'This workflow is not waiting for approval any more.'}
        </FormMessage>
      )}
      <ConfirmDialog open={mayDecide && confirmingRemoval} title="Remove me as stakeholder" question={removeMeQuestion(approval.name)} fields={{}} intent="remove-me" action={base} closeUrl={base} />
      <nav aria-label="Views of the workflow" className="flex flex-wrap gap-2 border-b border-line">
        {(
          [
            ['preview', 'Form Preview'],
            ['rules', 'Rule Configuration'],
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
                <span>Document</span>
                <select name="doc" defaultValue={documentUid ?? undefined} className="min-h-11 rounded-md border border-line bg-white px-3">
                  {documents.map((d) => (
                    <option key={d.uid} value={d.uid}>
                      {d.name}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" variant="secondary">
                Show
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
  return <StatusPageForError notFound="This workflow does not exist, or you are not one of its stakeholders." failed="The workflow could not be shown or decided on. Please try again in a moment." />;
}
