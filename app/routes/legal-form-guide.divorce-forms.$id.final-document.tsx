import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { RefreshWithoutJavaScript } from '~/components/refresh-without-javascript';
import { getDb } from '~/db.server';
import { requireUserWorkflowParticipant } from '~/utils/permissions.server';
import { FINAL_DOCUMENT_TEXTS } from '~/services/final-documents/final-document-texts';
import {
  finalDocumentPath,
  loadFinalDocumentPage,
  retryFinalDocument,
} from '~/services/final-documents/final-document-page.server';
import { getEnv } from '../../lib/env.server';
import { readForm } from '~/services/upload-handler.server';

export const handle: PageHandle = { title: 'Completed Documents' };

// The final documents of a user workflow, for its owner, the spouse it is shared with, or an admin (a stranger gets
// 404): a progress page that refreshes itself (a meta refresh without JavaScript), less often as the wait grows
// (5 s, 10 s, 20 s, then every 30 s: refreshAfterSeconds) until the sealed PDF is ready,
// then 'Download' (…/final-document/download, the file under the spec's name). It asks for the document when none
// was made.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow, role } = await requireUserWorkflowParticipant(request, params.id);
  const db = getDb();
  const view = await loadFinalDocumentPage(db, workflow, getEnv().APP_TIME_ZONE);
  const guide = role === 'respondent' ? `/respondent-guide/${workflow.id}` : `/legal-form-guide/divorce-forms/${workflow.id}`;
  return { id: workflow.id, name: workflow.name, guide, view, here: finalDocumentPath(workflow.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { workflow } = await requireUserWorkflowParticipant(request, params.id);
  const form = await readForm(request);
  switch (form.get('intent')) {
    case 'retry':
      await retryFinalDocument(getDb(), workflow);
      return redirect(finalDocumentPath(workflow.id));
    default:
      return new Response('Please use the button on the page.', { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Completed Documents${data ? ` · ${data.name}` : ''} | Accord` }];

/** With JavaScript the page asks again in place after the loader's wait; without it, the meta refresh reloads it. */
function useRefreshAfter(seconds: number | undefined) {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (seconds === undefined) return;
    const timer = setTimeout(() => {
      if (state === 'idle') revalidate();
    }, seconds * 1000);
    return () => clearTimeout(timer);
  });
}

export default function FinalDocument() {
  const { name, guide, view, here } = useLoaderData<typeof loader>();
  useRefreshAfter(view.kind === 'preparing' ? view.refreshSeconds : undefined);
  return (
    <section aria-labelledby="final-document-title" className="mx-auto max-w-2xl space-y-5">
      <h1 id="final-document-title" className="text-2xl font-semibold text-brand">
        Completed Documents
      </h1>
      <p className="text-muted">{name}</p>
      {view.kind === 'not-signed' ? <p>{FINAL_DOCUMENT_TEXTS.notYet}</p> : null}
      {view.kind === 'preparing' ? (
        <div role="status" aria-live="polite" className="rounded-md border border-line bg-white p-4">
          <RefreshWithoutJavaScript seconds={view.refreshSeconds} href={here} />
          <p className="font-medium">{FINAL_DOCUMENT_TEXTS.preparing}</p>
          <p className="mt-2 text-sm text-muted">
            If it does not change, <a href={here}>check again</a>.
          </p>
        </div>
      ) : null}
      {view.kind === 'failed' ? (
        <div role="alert" className="rounded-md border border-danger bg-white p-4">
          <h2 className="font-semibold">{FINAL_DOCUMENT_TEXTS.failedTitle}</h2>
          <p className="mt-2">{view.reason}</p>
          <p className="mt-2">{FINAL_DOCUMENT_TEXTS.failedLookedAt}</p>
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="retry">
              Try again
            </Button>
          </Form>
        </div>
      ) : null}
      {view.kind === 'ready' ? (
        <div className="min-w-0 space-y-3 rounded-md border border-line bg-white p-4">
          <p className="font-medium">{FINAL_DOCUMENT_TEXTS.ready}</p>
          <p>
            <Button asChild>
              <a href={`${here}/download`} download={view.fileName}>
                Download
              </a>
            </Button>
          </p>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">
            {view.fileName}, sealed {view.sealedAt}.
          </p>
          <p className="text-sm">
            Anyone can check that a copy is exactly this document at <Link to={`/verify/${view.verificationCode}`}>the verification page</Link>, with the code{' '}
            <span className="font-mono">{view.verificationCode}</span> printed on its last page.
          </p>
        </div>
      ) : null}
      <p>
        <Link to={guide}>Back to your form</Link>
      </p>
    </section>
  );
}
