import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { RefreshWithoutJavaScript } from '~/components/refresh-without-javascript';
import { getDb } from '~/db.server';
import { requireUserWorkflowParticipant } from '~/utils/permissions.server';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import {
  finalDocumentPath,
  loadFinalDocumentPage,
  retryFinalDocument,
  sayFinalDocumentView,
} from '~/services/final-documents/final-document-page.server';
import { getEnv } from '../../lib/env.server';
import { readForm } from '~/services/upload-handler.server';

export const handle: PageHandle = { title: (_data, t) => t('guide:finalDocument.title'), i18n: ['guide'] };

// The final documents of a user workflow, for its owner, the spouse it is shared with, or an admin (a stranger gets
// 404): a progress page that refreshes itself (a meta refresh without JavaScript), less often as the wait grows
// (5 s, 10 s, 20 s, then every 30 s: refreshAfterSeconds) until the sealed PDF is ready,
// then 'Download' (…/final-document/download, the file under the spec's name). It asks for the document when none
// was made.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow, role } = await requireUserWorkflowParticipant(request, params.id);
  const db = getDb();
  const t = await requestTexts(request, 'guide');
  // a failure's reason is the job's English sentence, said in the page's words
  const view = sayFinalDocumentView(t, await loadFinalDocumentPage(db, workflow, getEnv().APP_TIME_ZONE, new Date(), await requestLanguage(request)));
  const guide = role === 'respondent' ? `/respondent-guide/${workflow.id}` : `/legal-form-guide/divorce-forms/${workflow.id}`;
  return { id: workflow.id, name: workflow.name, guide, view, here: finalDocumentPath(workflow.id), title: t('finalDocument.tabTitleNamed', { name: workflow.name }) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { workflow } = await requireUserWorkflowParticipant(request, params.id);
  const form = await readForm(request);
  switch (form.get('intent')) {
    case 'retry':
      await retryFinalDocument(getDb(), workflow);
      return redirect(finalDocumentPath(workflow.id));
    default:
      return new Response((await requestTexts(request, 'guide'))('finalDocument.useTheButton'), { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Completed Documents | Accord' }];

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
  const { t } = useTranslation('guide');
  useRefreshAfter(view.kind === 'preparing' ? view.refreshSeconds : undefined);
  return (
    <section aria-labelledby="final-document-title" className="mx-auto max-w-2xl space-y-5">
      <h1 id="final-document-title" className="text-2xl font-semibold text-brand">
        {t('finalDocument.title')}
      </h1>
      {/* the form's name is its author's (ADR 035) */}
      <p lang="en" className="text-muted">
        {name}
      </p>
      {view.kind === 'not-signed' ? <p>{t('finalDocument.notYet')}</p> : null}
      {view.kind === 'preparing' ? (
        <div role="status" aria-live="polite" className="rounded-md border border-line bg-white p-4">
          <RefreshWithoutJavaScript seconds={view.refreshSeconds} href={here} />
          <p className="font-medium">{t('finalDocument.preparing')}</p>
          <p className="mt-2 text-sm text-muted">
            <Trans t={t} i18nKey="finalDocument.checkAgain" components={{ again: <a href={here} /> }} />
          </p>
        </div>
      ) : null}
      {view.kind === 'failed' ? (
        <div role="alert" className="rounded-md border border-danger bg-white p-4">
          <h2 className="font-semibold">{t('finalDocument.failedTitle')}</h2>
          <p className="mt-2">{view.reason}</p>
          <p className="mt-2">{t('finalDocument.failedLookedAt')}</p>
          <Form method="post" className="mt-3">
            <Button type="submit" name="intent" value="retry">
              {t('finalDocument.tryAgain')}
            </Button>
          </Form>
        </div>
      ) : null}
      {view.kind === 'ready' ? (
        <div className="min-w-0 space-y-3 rounded-md border border-line bg-white p-4">
          <p className="font-medium">{t('finalDocument.ready')}</p>
          <p>
            <Button asChild>
              <a href={`${here}/download`} download={view.fileName}>
                {t('finalDocument.download')}
              </a>
            </Button>
          </p>
          <p className="text-sm text-muted [overflow-wrap:anywhere]">{t('finalDocument.sealed', { fileName: view.fileName, sealedAt: view.sealedAt })}</p>
          <p className="text-sm">
            <Trans t={t} i18nKey="finalDocument.verify" values={{ code: view.verificationCode }} components={{ verify: <Link to={`/verify/${view.verificationCode}`} /> }} />
          </p>
        </div>
      ) : null}
      <p>
        <Link to={guide}>{t('finalDocument.backToForm')}</Link>
      </p>
    </section>
  );
}
