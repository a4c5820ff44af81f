import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin, requireGlobalAdminSession } from '~/utils/permissions.server';
import { setFlash } from '~/services/accounts/sessions.server';
import {
  findUserWorkflows,
  listFailedFinalDocuments,
  loadUserWorkflowData,
  RESET_DONE,
  resetUserWorkflow,
  RETRY_FINAL_DONE,
  RETURN_TO_SIGNING_DONE,
  returnToSigning,
  retryFinalDocumentAsAdmin,
  SEARCH_LIMIT,
} from '~/services/admin/user-workflow-data.server';
import { calendarDayAsUsDate, usDateTime } from '~/services/admin/dates';
import { formatAmount } from '~/services/payments/money';
import { StatusPageForError } from '~/components/status-pages';
import { NoResultsRow } from '~/components/admin/table-parts';
import { UserWorkflowDetails } from '~/components/admin/user-workflow-details';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';
import { workflowDataTexts } from '~/services/admin/admin-words.server';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { emailLanguage } from '~/services/mailbox.server';

export const handle: PageHandle = { title: (_data, t) => t('admin:workflowData.title'), i18n: ['admin'] };

// User Workflow Data (administration-platform.md §2.12): ?q= finds user workflows by owner e-mail or id, ?id= shows
// one, ?id=&dialog=reset asks before the reset (a dialog with JavaScript, the same panel as a page without).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 200);
  const id = url.searchParams.get('id');
  const db = getDb();
  const timeZone = getEnv().APP_TIME_ZONE;
  const [t, language] = await Promise.all([requestTexts(request, 'admin'), requestLanguage(request)]);
  const found = await findUserWorkflows(db, q);
  const failedFinal = await listFailedFinalDocuments(db);
  const selected = id ? await loadUserWorkflowData(db, id) : undefined;
  if (id && !selected) throw new Response('Not Found', { status: 404 });
  const when = (date: Date | null) => (date ? usDateTime(date, timeZone, language) : '');
  return {
    title: t('tabTitle', { title: t('workflowData.title') }),
    q,
    searched: q.trim() !== '',
    limit: SEARCH_LIMIT,
    found: found.map((w) => ({ ...w, modifiedAt: when(w.modifiedAt) })),
    failedFinal: failedFinal.map((f) => ({ ...f, failedAt: when(f.failedAt) })),
    confirmingReset: selected !== undefined && url.searchParams.get('dialog') === 'reset',
    confirmingReturn: selected !== undefined && url.searchParams.get('dialog') === 'return-to-signing',
    selected: selected
      ? {
          ...selected,
          workflow: { ...selected.workflow, createdAt: when(selected.workflow.createdAt), modifiedAt: when(selected.workflow.modifiedAt) },
          sharing: selected.sharing.map((s) => ({
            id: s.id, email: s.email, name: s.name, reviewType: s.review_type, access: s.access, agreed: s.agreed_with_spouse, sharedAt: when(s.created_at), lastAccessedAt: when(s.last_accessed_at),
          })),
          payments: selected.payments.map((p) => ({
            id: p.id, level: p.level, variant: p.variant, status: p.status, amount: `$${formatAmount(p.amount_cents)}`, couponCode: p.coupon_code ?? '', provider: p.provider, at: when(p.completed_at ?? p.created_at),
          })),
          emails: selected.emails.map((e) => ({ id: e.id, to: e.to_email, subject: e.subject, language: emailLanguage(e), template: e.template ?? 'message', status: e.status, sendOn: calendarDayAsUsDate(e.send_on, language) })),
          audit: selected.audit.map((a) => ({ id: a.id, type: a.type, at: when(a.at), by: a.by })),
          finalDocument: selected.finalDocument
            ? { status: selected.finalDocument.status, reason: selected.finalDocument.reason ?? '', error: selected.finalDocument.error ?? '', runs: selected.finalDocument.runs, finishedAt: when(selected.finalDocument.finished_at) }
            : null,
        }
      : undefined,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, sessionId } = await requireGlobalAdminSession(request);
  const formData = await request.formData();
  const intent = formData.get('intent');
  const [t, say] = await Promise.all([requestTexts(request, 'admin'), workflowDataTexts(request)]);
  switch (intent) {
    case 'reset': {
      const id = String(formData.get('userWorkflowId') ?? '');
      const db = getDb();
      const outcome = id ? await resetUserWorkflow(db, id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() }) : { reset: false as const, reason: t('workflowData.chooseToReset') };
      if (!outcome.reset) return data({ message: say(outcome.reason) }, { status: id ? 404 : 400 });
      await setFlash(db, sessionId, { type: 'success', message: say(RESET_DONE) });
      return redirect(`/user-workflow-data?id=${encodeURIComponent(id)}`);
    }
    case 'return-to-signing': {
      const id = String(formData.get('userWorkflowId') ?? '');
      const db = getDb();
      const outcome = id ? await returnToSigning(db, id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() }) : { reset: false as const, reason: t('workflowData.chooseFirst') };
      if (!outcome.reset) return data({ message: say(outcome.reason) }, { status: 400 });
      await setFlash(db, sessionId, { type: 'success', message: say(RETURN_TO_SIGNING_DONE) });
      return redirect(`/user-workflow-data?id=${encodeURIComponent(id)}`);
    }
    case 'retry-final': {
      const id = String(formData.get('userWorkflowId') ?? '');
      const db = getDb();
      const outcome = id ? await retryFinalDocumentAsAdmin(db, id, { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() }) : { retried: false as const, reason: t('workflowData.chooseFirst') };
      if (!outcome.retried) return data({ message: say(outcome.reason) }, { status: 400 });
      await setFlash(db, sessionId, { type: 'success', message: say(RETRY_FINAL_DONE) });
      return redirect(`/user-workflow-data?id=${encodeURIComponent(id)}`);
    }
    default:
      return data({ message: t('workflowData.unknownAction', { intent: String(intent) }) }, { status: 400 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? 'User Workflow Data | Accord' }];

export default function UserWorkflowData() {
  const { q, searched, limit, found, failedFinal, selected, confirmingReset, confirmingReturn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const selectedUrl = selected ? `/user-workflow-data?id=${encodeURIComponent(selected.workflow.id)}` : '/user-workflow-data';
  return (
    <section aria-labelledby="uwd-title" className="grid gap-6">
      <h1 id="uwd-title" className="text-3xl font-semibold text-brand">
        {t('workflowData.title')}
      </h1>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={t('workflowData.searchLabel')}>
        <div className="grow">
          <label htmlFor="uwd-search" className="block font-medium">
            {t('workflowData.searchField')}
          </label>
          <input id="uwd-search" name="q" type="search" defaultValue={q} maxLength={200} required className="mt-1 block w-full max-w-lg rounded-md border border-line px-3 py-2" />
        </div>
        <Button type="submit">{t('workflowData.find')}</Button>
      </Form>
      {actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null}
      {failedFinal.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-danger p-4">
          <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_th]:px-2">
            <caption className="mb-2 text-left text-xl font-semibold text-brand">{t('workflowData.failedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('workflowData.columns.form')}</th>
                <th scope="col">{t('workflowData.columns.owner')}</th>
                <th scope="col">{t('workflowData.columns.error')}</th>
                <th scope="col">{t('workflowData.columns.failed')}</th>
              </tr>
            </thead>
            <tbody>
              {failedFinal.map((f) => (
                <tr key={f.id}>
                  <td>
                    <Link to={`/user-workflow-data?id=${encodeURIComponent(f.id)}`}>{t('workflowData.formAndId', { name: f.name, id: f.id })}</Link>
                  </td>
                  <td className="break-all">{f.ownerEmail}</td>
                  <td className="break-words">{f.error || f.reason}</td>
                  <td>{t('workflowData.when', { date: f.failedAt })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {searched ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2">
            <caption className="mb-2 text-left">{found.length === limit ? t('workflowData.firstMatches', { count: limit }) : t('workflowData.matches', { count: found.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('workflowData.columns.form')}</th>
                <th scope="col">{t('workflowData.columns.owner')}</th>
                <th scope="col">{t('workflowData.columns.step')}</th>
                <th scope="col">{t('workflowData.columns.respondentStep')}</th>
                <th scope="col">{t('workflowData.columns.modified')}</th>
              </tr>
            </thead>
            <tbody>
              {found.map((w) => (
                <tr key={w.id}>
                  <td>
                    <Link to={`/user-workflow-data?q=${encodeURIComponent(q)}&id=${encodeURIComponent(w.id)}`}>{t('workflowData.formAndId', { name: w.name, id: w.id })}</Link>
                  </td>
                  <td className="break-all">{t('workflowData.ownerAndEmail', { name: w.ownerName, email: w.ownerEmail })}</td>
                  <td>{w.step}</td>
                  <td>{w.respondentStep ?? t('workflowData.notShared')}</td>
                  <td>{t('workflowData.when', { date: w.modifiedAt })}</td>
                </tr>
              ))}
              {found.length === 0 ? <NoResultsRow columns={5} text={t('noResults')} /> : null}
            </tbody>
          </table>
        </div>
      ) : null}
      {selected ? (
        <article aria-labelledby="uwd-selected" className="grid gap-4 rounded-lg border border-line p-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            {/* the form's name as its workflow's author wrote it, in English (ADR 035) */}
            <h2 id="uwd-selected" className="text-2xl font-semibold text-brand" lang="en">
              {selected.workflow.name}
            </h2>
            <Button asChild variant="danger">
              <Link to={`${selectedUrl}&dialog=reset`}>{t('workflowData.reset')}</Link>
            </Button>
          </div>
          {selected.stipulationProblem ? (
            <section aria-labelledby="uwd-stipulation" className="rounded-md border border-danger p-3">
              <h3 id="uwd-stipulation" className="text-xl font-semibold text-brand">
                {t('workflowData.documentToSign')}
              </h3>
              <p className="mt-1">{t('workflowData.cannotMakeStipulation', { problem: selected.stipulationProblem })}</p>
            </section>
          ) : null}
          {selected.finalDocument ? (
            <section aria-labelledby="uwd-final" className={`rounded-md border p-3 ${selected.finalDocument.status === 'failed' ? 'border-danger' : 'border-line'}`}>
              <h3 id="uwd-final" className="text-xl font-semibold text-brand">
                {t('workflowData.finalDocuments')}
              </h3>
              <p className="mt-1">
                {t('workflowData.finalStatus', { status: selected.finalDocument.status })}
                {selected.finalDocument.finishedAt ? t('workflowData.finalFinished', { date: selected.finalDocument.finishedAt }) : ''}
                {t('workflowData.runs', { count: selected.finalDocument.runs })}
              </p>
              {selected.finalDocument.status === 'failed' ? (
                <>
                  <p className="mt-1">{t('workflowData.personSees', { reason: selected.finalDocument.reason })}</p>
                  <p className="mt-1 break-words font-mono text-sm">{t('workflowData.error', { error: selected.finalDocument.error })}</p>
                  <div className="mt-2 flex flex-wrap gap-3">
                    <Form method="post" action={selectedUrl}>
                      <input type="hidden" name="userWorkflowId" value={selected.workflow.id} />
                      <Button type="submit" name="intent" value="retry-final">
                        {t('workflowData.retry')}
                      </Button>
                    </Form>
                    {selected.workflow.step === 7 ? (
                      <Button asChild variant="secondary">
                        <Link to={`${selectedUrl}&dialog=return-to-signing`}>{t('workflowData.sendBack')}</Link>
                      </Button>
                    ) : null}
                  </div>
                </>
              ) : null}
            </section>
          ) : null}
          <UserWorkflowDetails data={selected} />
        </article>
      ) : null}
      <ConfirmDialog
        open={confirmingReturn && selected !== undefined}
        title={t('workflowData.returnTitle')}
        question={t('workflowData.returnQuestion', { name: selected?.workflow.name ?? '', owner: selected?.workflow.ownerName ?? '' })}
        fields={{ userWorkflowId: selected?.workflow.id ?? '' }}
        intent="return-to-signing"
        action={selectedUrl}
        closeUrl={selectedUrl}
      >
        <p>{t('workflowData.returnWhat')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingReset && selected !== undefined}
        title={t('workflowData.resetTitle')}
        question={t('workflowData.resetQuestion', { name: selected?.workflow.name ?? '', owner: selected?.workflow.ownerName ?? '' })}
        fields={{ userWorkflowId: selected?.workflow.id ?? '' }}
        intent="reset"
        action={selectedUrl}
        closeUrl={selectedUrl}
      >
        <p>{t('workflowData.resetWhat')}</p>
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('workflowData.notFound')} failed={t('workflowData.failed')} />;
}
