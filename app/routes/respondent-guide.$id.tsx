import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { IMPORTANT_INFO_INTENT, ImportantInfo } from '~/components/respondent/important-info';
import { importantInfoRead, importantInfoReadCookie } from '~/services/respondent/important-info.server';
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageTitle, questionnairePageName } from '~/utils/page-title';
import type { PageHandle } from '~/components/site-shell';
import { cn } from '~/components/ui/cn';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { getDb } from '~/db.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { requireSpouse } from '~/utils/permissions.server';
import { loadRespondentGuide } from '~/services/respondent/respondent-guide.server';
import { pageLanguage, requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { sharerWords } from '~/services/user-workflow/participants.server';
import { changeWords } from '~/services/user-workflow/answer-changes';
import { handleRespondentAction, readRespondentAction } from '~/services/respondent/respondent-actions.server';
import { SharedQuestionnaire } from '~/components/sharing/shared-questionnaire';
import { StatusPageForError } from '~/components/status-pages';
import { useHydrated } from '~/utils/use-hydrated';
import { DialogActions, DialogError } from '~/components/sharing/dialog-actions';
import { handleRespondentPanelIntent, loadRespondentPanels, readPanelIntent } from '~/services/comments/questionnaire-panels.server';
import { pagePosition, panelRedirect, type PanelNotice, requireWellFormedPage } from '~/services/comments/panel-routing.server';
import { loadGuidePage } from '~/services/guide/guide-page.server';
import { ChangesNotice } from '~/components/questionnaire/changes-notice';
import { CommentDrawer } from '~/components/questionnaire/comment-drawer';
import { loadSigningPanel } from '~/services/signing/signing-panel.server';
import { RespondentSigningSteps } from '~/components/signing/respondent-signing';
import { NoAccessReason, SharingStatusMessages, spouseChoiceButton } from '~/components/sharing/status-messages';
import { readForm } from '~/services/upload-handler.server';
import { respondentNoticeText, respondentRefusalText, sharerSaid } from '~/components/respondent/respondent-words';

// the questionnaire catalogue: the guide's own words and the shared questionnaire's; the guide catalogue: its signing steps
export const handle: PageHandle = { title: (_data, t) => t('questionnaire:respondent.title'), i18n: ['questionnaire', 'guide'] };

// The respondent guide (end-user-journey.md §2, §4): the three steps with where the step machine stands; step 1
// shows the shared questionnaire read-only and 'Finished Reviewing' (Send Back, or I Agree to Terms), a ?dialog=
// page so it works without JavaScript; from step 2 the spouse may take the agreement back (restart).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const visit = await requireSpouse(request, params.id);
  const { user, workflow, entry } = visit;
  const url = new URL(request.url);
  const language = await requestLanguage(request);
  const guide = await loadRespondentGuide(getDb(), visit, url, { language });
  const dialog = url.searchParams.get('dialog');
  // the side panels: the comment drawer, what changed since the spouse last looked, their own proposals
  const t = await requestTexts(request, 'questionnaire');
  const panels = guide.respondentStep !== null ? await loadRespondentPanels(getDb(), workflow, entry, pagePosition(guide.page), language, changeWords(t)) : null;
  // steps 2 and 3: the stipulation, the signatures and the final document (app/services/signing)
  const signing = (guide.respondentStep ?? 0) >= 2 ? await loadSigningPanel(getDb(), workflow, 'respondent', user, { admin: guide.admin, language, t: await requestTexts(request, 'guide') }) : null;
  const current = guide.steps.find((s) => s.status === 'current')?.step;
  return {
    ...guide,
    /** the form's name is the workflow's: English in a page of another language when the form is read in English */
    nameLang: guide.page.language === 'en' && (await pageLanguage(request)) !== 'en' ? 'en' : undefined,
    /** the browser tab's title (`meta` has no translator): on step 1 the questionnaire's page first, then the step */
    title: pageTitle(
      guide.respondentStep === 1 ? questionnairePageName(guide.page.pages, guide.page.pageIndex, (n) => t('form.pageName', { n })) : undefined,
      current ? t(`steps.respondent.${current}` as 'steps.respondent.1') : undefined,
      guide.name,
    ),
    panels,
    signing,
    commentsOpen: url.searchParams.has('comments'),
    dialog: dialog === 'finished' || dialog === 'restart' ? dialog : null,
    // §9: the important information, once per browser
    importantInfo: !importantInfoRead(request),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, sessionId, workflow, entry, admin } = await requireSpouse(request, params.id);
  const db = getDb();
  const form = await readForm(request);
  if (form.get('intent') === IMPORTANT_INFO_INTENT) return redirect(`/respondent-guide/${workflow.id}`, { headers: { 'Set-Cookie': importantInfoReadCookie() } });
  const panelIntent = readPanelIntent(form);
  if (panelIntent) {
    const url = new URL(request.url);
    requireWellFormedPage(url);
    const page = await loadGuidePage(workflow, admin, url, db);
    const position = pagePosition(page.view);
    const texts = await requestTexts(request, 'questionnaire');
    const answered = await handleRespondentPanelIntent(db, panelIntent, { user, workflow, entry, form, position, pageElements: page.view.elements.map((e) => e.element), texts });
    return panelRedirect(db, sessionId, url, panelIntent, answered, texts);
  }
  const t = await requestTexts(request, 'questionnaire');
  const intent = readRespondentAction(form);
  if (!intent) return data({ error: t('respondent.refusals.choose') }, { status: 400 });
  const answer = await handleRespondentAction(db, intent, { user, workflow, entry, admin, form });
  const { who } = await sharerWords(db, workflow);
  if (answer.kind === 'refused') return data({ error: respondentRefusalText(t, answer, who) }, { status: 409 });
  const notice = answer.notices.length ? respondentNoticeText(t, intent, who) : undefined;
  if (notice) await setFlash(db, sessionId, { type: 'success', message: notice });
  return redirect(`/respondent-guide/${workflow.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? pageTitle('Respondent Guide') }];

export default function RespondentGuide() {
  const guide = useLoaderData<typeof loader>();
  const { t } = useTranslation('questionnaire');
  const sharer = sharerSaid(t, guide.sharer.who);
  const failed = useActionData<typeof action>() as ({ error?: string } & PanelNotice) | undefined;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const here = `/respondent-guide/${guide.id}`;
  const close = () => navigate(here, { replace: true });
  return (
    <section aria-labelledby="respondent-guide-title" className="mx-auto max-w-3xl">
      <h1 id="respondent-guide-title" className="text-2xl font-semibold text-brand">
        <span lang={guide.nameLang}>{guide.name}</span>
      </h1>
      <SharingStatusMessages
        message={guide.message ? t(`respondent.messages.${guide.message}`, { sharer: sharer.object }) : null}
        agreedMessage={guide.agreed ? t('respondent.messages.agreed') : null}
      />
      {guide.importantInfo ? <ImportantInfo sharer={sharer.subject} /> : null}
      {!guide.dialog ? <div className="mt-4"><DialogError error={failed?.error} /></div> : null}
      <ol className="mt-6" aria-label={t('steps.label')}>
        {guide.steps.map((s, i) => {
          const last = i === guide.steps.length - 1;
          return (
            <li key={s.step} className="relative flex gap-3 pb-6" aria-current={s.status === 'current' ? 'step' : undefined}>
              {!last ? <span aria-hidden="true" className="absolute top-9 left-4 h-[calc(100%-2.5rem)] w-px bg-line max-sm:hidden" /> : null}
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  s.status === 'complete' ? 'border-brand bg-brand text-white' : s.status === 'current' ? 'border-brand bg-white text-brand' : 'border-line bg-white text-muted',
                )}
              >
                {s.status === 'complete' ? <Check className="size-4" /> : s.step}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className={cn('pt-1 font-semibold', s.status === 'upcoming' && 'text-muted')}>
                  {t(`steps.respondent.${s.step}` as 'steps.respondent.1')} <span className="sr-only">({t(`steps.status.${s.status}`)})</span>
                </h2>
                {s.step === 1 && guide.reviewing ? (
                  <div className="mt-3 max-sm:-ml-11">
                    <ChangesNotice changes={guide.panels?.changes ?? null} pageLink={(i) => `${here}?page=${i}`} />
                    <SharedQuestionnaire
                      data={guide.page}
                      basePath={here}
                      workflowState={guide.state}
                      editing={guide.panels?.mayPropose ? { action: `${here}?page=${guide.page.pageIndex}`, proposals: guide.panels.proposals } : undefined}
                      commenting={guide.panels?.mayCommentOnFields ? { action: `${here}?page=${guide.page.pageIndex}`, mine: guide.panels.fieldComments, refused: failed?.fieldComment } : undefined}
                    />
                    {guide.panels?.comments ? (
                      <CommentDrawer
                        key={guide.panels.pageUid}
                        comments={guide.panels.comments}
                        pageUid={guide.panels.pageUid}
                        action={`${here}?page=${guide.page.pageIndex}`}
                        open={guide.commentsOpen}
                        error={failed?.panel?.error}
                        typed={failed?.panel?.typed}
                        reader={sharer.subject}
                      />
                    ) : null}
                    <div className="mt-4 flex flex-wrap gap-2">
                      <Button asChild>
                        <Link to="?dialog=finished" preventScrollReset>
                          {t('respondent.proceed')}
                        </Link>
                      </Button>
                    </div>
                  </div>
                ) : null}
                {s.step > 1 && s.status === 'current' ? (
                  <div className="mt-1">
                    {guide.signing && !guide.message ? (
                      <RespondentSigningSteps step={s.step} panel={guide.signing} />
                    ) : (
                      <p className="text-muted">{t('steps.opensWhenReady')}</p>
                    )}
                    {guide.choices.restart ? (
                      <Link to="?dialog=restart" className="mt-2 inline-block">
                        {t('respondent.restartLink')}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      <FormDialog open={guide.dialog === 'finished'} title={t('respondent.finished.title')} hydrated={hydrated} onClose={close}>
        <div className="grid gap-4">
          {!guide.access ? <NoAccessReason sharer={sharer} /> : null}
          <Form method="post" action={`${here}?dialog=finished`} className="grid gap-2">
            <p>{t('respondent.finished.sendBack', { sharer: sharer.object })}</p>
            <Button {...spouseChoiceButton(guide.access, guide.choices.sendBack)} name="intent" value="send-back" variant="secondary">
              {sharer.sendBack}
            </Button>
          </Form>
          <Form method="post" action={`${here}?dialog=finished`} className="grid gap-2 border-t border-line pt-4">
            {guide.missingRequired > 0 ? (
              <p>{t('respondent.finished.missing', { count: guide.missingRequired })}</p>
            ) : (
              <>
                <p>{t('respondent.finished.ready')}</p>
                {guide.answersSha256 ? <input type="hidden" name="answersSha256" value={guide.answersSha256} /> : null}
                <label className="flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="terms" className="size-5 accent-brand" />
                  {t('respondent.finished.terms')}
                </label>
                <Button {...spouseChoiceButton(guide.access, guide.choices.agree)} name="intent" value="agree">
                  {t('respondent.finished.agree')}
                </Button>
              </>
            )}
          </Form>
          <DialogError error={failed?.error} />
          <Button asChild variant="ghost">
            <Link to={here} replace>
              {t('respondent.finished.cancel')}
            </Link>
          </Button>
        </div>
      </FormDialog>

      <FormDialog open={guide.dialog === 'restart'} title={t('respondent.restart.title')} hydrated={hydrated} onClose={close}>
        <Form method="post" action={`${here}?dialog=restart`} className="grid gap-3">
          <p>{t('respondent.restart.text', { sharer: sharer.object })}</p>
          <label className="flex min-h-11 items-center gap-2">
            <input type="checkbox" name="confirm" className="size-5 accent-brand" />
            {t('respondent.restart.confirm')}
          </label>
          <DialogActions error={failed?.error} cancelTo={here} cancelLabel={t('respondent.finished.cancel')} intent="restart" label={t('respondent.restart.button')} />
        </Form>
      </FormDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('questionnaire');
  return <StatusPageForError notFound={t('respondent.notFound')} failed={t('errors.failed')} />;
}
