import { pageTitle, questionnairePageName } from '~/utils/page-title';
import { PETITIONER_STEPS, petitionerStepShownFor, petitionerStepsShown } from '~/engine';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { Check, CircleHelp, Download, Upload } from 'lucide-react';
import { QuestionnaireForm, type QuestionnaireData } from '~/components/questionnaire/questionnaire-form';
import { firstFieldTarget } from '~/components/questionnaire/first-field';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { cn } from '~/components/ui/cn';
import { userWorkflowParticipants } from '~/services/user-workflow/participants.server';
import { petitionerWordsIn } from '~/services/user-workflow/other-party-words';
import { getDb } from '~/db.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { handleGuideIntent, readGuideIntent, type ActionNotice } from '~/services/guide/guide-intents.server';
import { canTransferFormData, loadGuidePage, readPostedForm } from '~/services/guide/guide-page.server';
import { childSupportInfoFor } from '~/services/guide/child-support-info.server';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { changeWords } from '~/services/user-workflow/answer-changes';
import { seesNumbersMasked } from '~/services/user-workflow/personal-data';
import { paymentStep } from '~/services/payments/level2-link.server';
import { StatusPageForError } from '~/components/status-pages';
import { ShareStep, SpouseReviewStatus } from '~/components/sharing/share-step';
import { ReturnToQuestionnaire } from '~/components/sharing/return-to-questionnaire';
import { loadSharingPanel } from '~/services/sharing/guide-sharing.server';
import { sharingPanelSaid, sharingText } from '~/services/sharing/sharing-words.server';
import { handleOwnerPanelIntent, loadOwnerPanels, readPanelIntent } from '~/services/comments/questionnaire-panels.server';
import { pagePosition, panelRedirect, type PanelNotice, requireWellFormedPage } from '~/services/comments/panel-routing.server';
import { OwnerCommentDrawer, OwnerFieldPanels, OwnerReviewForms, QuestionnairePanels } from '~/components/questionnaire/questionnaire-panels';
import { loadSigningPanel } from '~/services/signing/signing-panel.server';
import { PetitionerSigningSteps } from '~/components/signing/petitioner-signing';

// the forms of a type other than divorce (one person, or another party such as a landlord) are not divorce forms (ADR 028)
export const handle: PageHandle = {
  title: (data, t) => ((data as { divorce?: boolean } | undefined)?.divorce === false ? t('questionnaire:title.other') : t('questionnaire:title.divorce')),
  skipTo: (data) => (data as { skipTo?: string } | undefined)?.skipTo,
  i18n: ['questionnaire', 'guide'],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow, admin, user } = await requireOwnUserWorkflow(request, params.id);
  const url = new URL(request.url);
  const maskNumbers = seesNumbersMasked({ id: user.id, admin }, workflow);
  const language = await requestLanguage(request);
  const page = await loadGuidePage(workflow, admin, url, getDb(), { maskNumbers, language });
  const highlight = url.searchParams.get('field');
  const participants = await userWorkflowParticipants(getDb(), workflow.id);
  const guideTexts = await requestTexts(request, 'guide');
  const questionnaire: QuestionnaireData = {
    userWorkflowId: workflow.id,
    publishedWorkflowId: workflow.published_workflow_id,
    workflowState: workflow.state,
    collaborate: workflow.collaborate,
    ownerEmail: workflow.owner_email,
    revision: page.revision,
    pages: page.view.pages,
    pageIndex: page.view.pageIndex,
    elements: page.view.elements,
    answers: page.raw,
    visibleUids: page.view.visibleUids,
    messages: page.view.messages,
    computed: page.view.computed,
    groupedOptions: page.view.groupedOptions,
    groupingLabels: page.groupingLabels,
    childSupportInfo: await childSupportInfoFor(getDb(), page.view.elements.map((e) => e.element), workflow.state),
    missingRequired: page.view.missingRequired,
    missingRequiredCount: page.view.missingRequiredCount,
    review: url.searchParams.has('review'),
    highlight,
    requiredOpen: url.searchParams.has('required'),
    openDialog: url.searchParams.get('dialog'),
    proceedEvent: page.proceedEvent,
    // step 3 while the spouse holds the form: the answers are shown, not taken (issue 29, item 3)
    language: page.language,
    translationReviewed: page.translationReviewed,
    readOnly: page.steps.step === 3 && !page.answersEditable ? petitionerWordsIn(guideTexts, participants.otherParty).readOnlyNotice : null,
  };
  const sharing = sharingPanelSaid(guideTexts, await loadSharingPanel(getDb(), { workflow, step: page.steps.step, enabled: page.enabled, sharing: page.sharing, url }));
  // the side panels (comments, reviews, what changed) beside the questionnaire of step 3; none on step 1
  const panels = page.steps.step === 3 ? await loadOwnerPanels(getDb(), workflow, pagePosition(page.view), { id: user.id, admin }, language, changeWords(await requestTexts(request, 'questionnaire'))) : null;
  // the questionnaire is shown on step 1, and on step 3 until the spouse's review is agreed to
  const showsQuestionnaire = page.steps.step === 1 || (page.steps.step === 3 && sharing !== null && !sharing.choices.agree);
  const t = await requestTexts(request, 'questionnaire');
  const divorce = !participants.onePerson && participants.otherParty === 'spouse';
  // step 6 names the other party: the spec's 'Spousal Review & E-Signature' in a divorce, the type's own name otherwise
  const otherParty = language === 'es' ? participants.otherPartyEs : participants.otherParty;
  const stepNames = Object.fromEntries(
    PETITIONER_STEPS.map((s) => [s.step, s.step === 6 && !divorce && !participants.onePerson ? t('steps.otherPartyReview', { other: language === 'es' ? otherParty : otherParty.charAt(0).toUpperCase() + otherParty.slice(1) }) : t(`steps.petitioner.${s.step}` as 'steps.petitioner.1')]),
  ) as Record<number, string>;
  return {
    /** the steps' names in the person's language */
    stepNames,
    /** the browser tab's title (`meta` has no translator): the questionnaire's page first on the steps that show it, then the step */
    title: pageTitle(
      page.steps.step === 1 || page.steps.step === 3 ? questionnairePageName(questionnaire.pages, questionnaire.pageIndex, (n) => t('form.pageName', { n })) : undefined,
      stepNames[petitionerStepShownFor(page.steps.step, workflow.collaborate)],
      workflow.name,
    ),
    skipTo: showsQuestionnaire ? firstFieldTarget(questionnaire.elements, questionnaire.visibleUids) : undefined,
    panels,
    commentsOpen: url.searchParams.has('comments'),
    name: workflow.name,
    collaborate: workflow.collaborate,
    onePerson: participants.onePerson,
    divorce,
    /** who reads the petitioner's page comments: 'Your spouse', 'Your landlord' (a type's own name stays as the type names it) */
    commentReader: divorce ? t('comments.yourSpouse') : petitionerWordsIn(guideTexts, participants.otherParty).unnamed,
    step: page.steps.step,
    sharing,
    admin,
    outdated: page.outdated,
    canTransfer: canTransferFormData(admin),
    goToSteps: PETITIONER_STEPS.filter((s) => s.step !== page.steps.step && admin).map((s) => s.step),
    // the machine is only asked about payment on step 4, not on every page of the questionnaire
    paymentStep: page.steps.step === 4 ? paymentStep(workflow, admin) : null,
    // steps 5 to 7: the stipulation, the signatures and the final document (app/services/signing)
    signing: page.steps.step >= 5 ? await loadSigningPanel(getDb(), workflow, 'petitioner', user, { admin, language, t: await requestTexts(request, 'guide') }) : null,
    questionnaire,
    // steps 3 to 7: 'Return to Questionnaire' (the machine's RESTART; step 2 has its own Back to Questionnaire)
    restart: page.steps.step >= 3 && page.enabled.includes('RESTART') ? { open: url.searchParams.get('dialog') === 'restart', shared: workflow.collaborate && page.steps.respondentStep !== null } : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, workflow, admin, sessionId } = await requireOwnUserWorkflow(request, params.id);
  const form = await readPostedForm(request);
  const db = getDb();
  const panelIntent = readPanelIntent(form);
  if (panelIntent) {
    const url = new URL(request.url);
    requireWellFormedPage(url);
    const page = await loadGuidePage(workflow, admin, url, db);
    const texts = await requestTexts(request, 'questionnaire');
    const answered = await handleOwnerPanelIntent(db, panelIntent, { user, workflow, form, position: pagePosition(page.view), texts });
    return panelRedirect(db, sessionId, url, panelIntent, answered, texts);
  }
  const guideTexts = await requestTexts(request, 'guide');
  const answer = await handleGuideIntent(db, readGuideIntent(form), {
    user,
    workflow,
    admin,
    form,
    url: new URL(request.url),
    texts: await requestTexts(request, 'questionnaire'),
    sharingSaid: (text) => sharingText(guideTexts, text),
    guideTexts,
  });
  switch (answer.kind) {
    case 'forbidden':
      throw new Response('Forbidden', { status: 403 });
    case 'notice':
      return data<ActionNotice>(answer.notice, { status: answer.status });
    case 'redirect':
      if (answer.flash) await setFlash(db, sessionId, { type: answer.flashType ?? 'success', message: answer.flash });
      return redirect(answer.to);
  }
}

export default function PetitionerGuide() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation('questionnaire');
  const notice = useActionData<typeof action>() as (ActionNotice & PanelNotice) | undefined;
  const titles = petitionerStepsShown(loaded.collaborate);
  const navigation = useNavigation();
  const redirecting = navigation.state !== 'idle' && navigation.location.pathname.startsWith('/pay-for-form/');
  // unilateral forms show no step 4: their payment sits with the step it leads to (Review), marked current
  const paymentShownAt = petitionerStepShownFor(4, loaded.collaborate);
  const currentShown = petitionerStepShownFor(loaded.step, loaded.collaborate);
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* the form's name is its definition's, stored in English */}
        <h1 className="text-2xl font-semibold text-brand" lang="en">
          {loaded.name}
        </h1>
        <div className="flex flex-wrap gap-2">
          <details className="relative">
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md border border-line bg-white px-3 text-sm">
              <CircleHelp aria-hidden="true" className="size-4" /> {t('help.button')}
            </summary>
            <div className="absolute right-0 z-10 mt-1 w-72 rounded-lg border border-line bg-white p-4 text-sm shadow-lg">
              <p>{t('help.pace')}</p>
              <p className="mt-2">
                <Trans t={t} i18nKey="help.more" components={{ advice: <a href="/legal-advice" />, contact: <a href="/contact-us" /> }} />
              </p>
            </div>
          </details>
          {loaded.canTransfer ? (
            <a href={`/legal-form-guide/divorce-forms/${loaded.questionnaire.userWorkflowId}/form-data`} className="inline-flex min-h-11 items-center gap-1 rounded-md border border-line bg-white px-3 text-sm no-underline" download>
              <Download aria-hidden="true" className="size-4" /> {t('formData.download')}
            </a>
          ) : null}
        </div>
      </div>

      {loaded.outdated ? (
        <Form method="post" className="mt-4 rounded-lg border border-warning bg-amber-50 p-4">
          <p className="font-medium">{t('outdated.title')}</p>
          <label className="mt-2 flex items-start gap-2">
            <input type="checkbox" name="confirm" className="mt-1 size-5 accent-brand" />
            <span>{t('outdated.confirm')}</span>
          </label>
          <Button type="submit" name="intent" value="update-outdated" className="mt-2">
            {t('outdated.update')}
          </Button>
        </Form>
      ) : null}

      {notice?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-danger bg-red-50 p-3 text-danger">
          {notice.error}
        </p>
      ) : null}
      {notice?.conflicts?.length || (notice?.refused && Object.keys(notice.refused).length) ? (
        <p role="alert" className="mt-4 rounded-md border border-danger bg-red-50 p-3 text-danger">
          {t('notSaved')}
        </p>
      ) : null}

      <ol className="mt-6" aria-label={t('steps.label')}>
        {titles.map((s, i) => {
          const status = s.step < currentShown ? 'complete' : s.step === currentShown ? 'current' : 'upcoming';
          const last = i === titles.length - 1;
          return (
            <li key={s.step} className="relative flex gap-3 pb-6" aria-current={status === 'current' ? 'step' : undefined}>
              {/* on a phone the questionnaire takes the full width, under the step's number, so the line is left out */}
              {!last ? <span aria-hidden="true" className="absolute top-9 left-4 h-[calc(100%-2.5rem)] w-px bg-line max-sm:hidden" /> : null}
              <span
                aria-hidden="true"
                className={cn('flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold', status === 'complete' ? 'border-brand bg-brand text-white' : status === 'current' ? 'border-brand bg-white text-brand' : 'border-line bg-white text-muted')}
              >
                {status === 'complete' ? <Check className="size-4" /> : i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h2 className={cn('pt-1 font-semibold', status === 'upcoming' && 'text-muted')}>
                  {loaded.stepNames[s.step]} <span className="sr-only">({t(`steps.status.${status}`)})</span>
                </h2>
                {loaded.goToSteps.includes(s.step) ? (
                  <Form method="post">
                    <input type="hidden" name="step" value={s.step} />
                    <button type="submit" name="intent" value="go-to-step" className="min-h-9 text-sm text-brand underline">
                      {t('steps.goTo')}
                    </button>
                  </Form>
                ) : null}
                {s.step === 1 && status === 'current' ? (
                  <div className="mt-3 max-sm:-ml-11">
                    <QuestionnaireForm data={loaded.questionnaire} notice={notice} />
                  </div>
                ) : null}
                {s.step === 1 && status !== 'current' ? <p className="text-sm text-muted">{t('steps.answersSaved')}</p> : null}
                {s.step === 2 && status === 'current' && loaded.sharing ? (
                  <ShareStep panel={loaded.sharing} guidePath={`/legal-form-guide/divorce-forms/${loaded.questionnaire.userWorkflowId}`} error={notice?.error} />
                ) : null}
                {s.step === 3 && status === 'current' && loaded.sharing ? (
                  <div className="mt-2">
                    <SpouseReviewStatus panel={loaded.sharing} />
                    {loaded.sharing.choices.agree ? (
                      <Form method="post" className="mt-3">
                        <Button type="submit" name="intent" value="agree">
                          {t('steps.agree')}
                        </Button>
                      </Form>
                    ) : (
                      <div className="mt-3 max-sm:-ml-11">
                        {loaded.panels ? <QuestionnairePanels owner={loaded.panels} guidePath={`/legal-form-guide/divorce-forms/${loaded.questionnaire.userWorkflowId}`} pageIndex={loaded.questionnaire.pageIndex} /> : null}
                        <QuestionnaireForm
                          data={loaded.questionnaire}
                          notice={notice}
                          fieldAside={(element) => (loaded.panels ? <OwnerFieldPanels owner={loaded.panels} element={element} /> : null)}
                          endActions={
                            <>
                              {loaded.sharing.choices.sendBack ? (
                                <Button type="submit" name="intent" value="send-back-for-review">
                                  {loaded.sharing.sendBackLabel}
                                </Button>
                              ) : null}
                              {loaded.sharing.choices.finishReplying ? (
                                <Button type="submit" name="intent" value="finish-replying">
                                  {t('steps.finishReplying')}
                                </Button>
                              ) : null}
                            </>
                          }
                        />
                        {loaded.panels ? <OwnerReviewForms owner={loaded.panels} guidePath={`/legal-form-guide/divorce-forms/${loaded.questionnaire.userWorkflowId}`} pageIndex={loaded.questionnaire.pageIndex} /> : null}
                        {loaded.panels ? <OwnerCommentDrawer owner={loaded.panels} guidePath={`/legal-form-guide/divorce-forms/${loaded.questionnaire.userWorkflowId}`} pageIndex={loaded.questionnaire.pageIndex} commentsOpen={loaded.commentsOpen} notice={notice?.panel} reader={loaded.commentReader} /> : null}
                      </div>
                    )}
                  </div>
                ) : null}
                {s.step === 4 && status === 'current' && loaded.sharing?.spouseAgreed ? (
                  <p role="status" className="mt-2 rounded-md border border-brand bg-white p-3 font-semibold text-brand">
                    {t('steps.agreed', { other: loaded.sharing.otherParty === 'spouse' ? t('steps.spouse') : loaded.sharing.otherParty })}
                  </p>
                ) : null}
                {s.step === paymentShownAt && loaded.paymentStep ? (
                  <div className="mt-2">
                    {loaded.paymentStep.kind === 'pay' ? (
                      <Button asChild>
                        <Link to={loaded.paymentStep.href}>{t('steps.pay')}</Link>
                      </Button>
                    ) : (
                      <Form method="post">
                        <Button type="submit" name="intent" value="continue">
                          {t('steps.continue')}
                        </Button>
                      </Form>
                    )}
                    {redirecting ? (
                      <p role="status" className="mt-2 text-muted">
                        {t('steps.redirecting')}
                      </p>
                    ) : null}
                  </div>
                ) : status === 'current' && loaded.signing ? (
                  <PetitionerSigningSteps step={loaded.step} collaborate={loaded.collaborate} panel={loaded.signing} />
                ) : s.step > 3 && status === 'current' ? (
                  <p className="mt-1 text-muted">{t('steps.opensWhenReady')}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      {loaded.restart ? (
        <ReturnToQuestionnaire guidePath={`/legal-form-guide/divorce-forms/${loaded.questionnaire.userWorkflowId}`} open={loaded.restart.open} shared={loaded.restart.shared} error={loaded.restart.open ? notice?.error : undefined} />
      ) : null}

      {loaded.canTransfer ? (
        <Form method="post" encType="multipart/form-data" className="mt-6 rounded-lg border border-line bg-white p-4">
          <label htmlFor="form-data-file" className="block font-medium">
            {t('formData.uploadLabel')}
          </label>
          <input id="form-data-file" type="file" name="formData" accept="application/json,text/json,.json" className="mt-1 block w-full" />
          <Button type="submit" name="intent" value="upload-json" variant="secondary" className="mt-2">
            <Upload aria-hidden="true" className="size-4" /> {t('formData.upload')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? pageTitle('Divorce Forms') }];

export function ErrorBoundary() {
  const { t } = useTranslation('questionnaire');
  return <StatusPageForError notFound={t('errors.notFound')} failed={t('errors.failed')} />;
}
