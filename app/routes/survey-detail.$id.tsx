import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { getDb } from '~/db.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { requireSharedSurvey } from '~/utils/permissions.server';
import { loadRespondentGuide } from '~/services/respondent/respondent-guide.server';
import { pageLanguage, requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { pageTitle } from '~/utils/page-title';
import { sharerWords } from '~/services/user-workflow/participants.server';
import { respondentNoticeText, respondentRefusalText, sharerSaid } from '~/components/respondent/respondent-words';
import { handleRespondentAction, readRespondentAction } from '~/services/respondent/respondent-actions.server';
import { SharedQuestionnaire } from '~/components/sharing/shared-questionnaire';
import { useHydrated } from '~/utils/use-hydrated';
import { DialogActions } from '~/components/sharing/dialog-actions';
import { NoAccessReason, SharingStatusMessages, spouseChoiceButton } from '~/components/sharing/status-messages';

export const handle: PageHandle = { title: (_data, t) => t('questionnaire:survey.title'), i18n: ['questionnaire'] };

// The shared survey detail (end-user-journey.md §2, §4): 'Shared Survey - {form name}', the questionnaire, and
// 'Sand Back for Review' (the product's spelling), 'Go Back' and 'Agree', each final after a confirm (a ?confirm=
// page without JavaScript) and disabled without access. Anyone the form is not shared with goes to /shared-forms.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const visit = await requireSharedSurvey(request, params.id);
  const url = new URL(request.url);
  const guide = await loadRespondentGuide(getDb(), visit, url, { language: await requestLanguage(request) });
  const confirm = url.searchParams.get('confirm');
  const t = await requestTexts(request, 'questionnaire');
  // the browser tab's title (`meta` has no translator)
  // the form's name is the workflow's: English in a page of another language when the form is read in English
  const nameLang = guide.page.language === 'en' && (await pageLanguage(request)) !== 'en' ? 'en' : undefined;
  return { ...guide, nameLang, title: pageTitle(t('survey.heading', { name: guide.name })), confirm: confirm === 'agree' || confirm === 'send-back' ? confirm : null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, sessionId, workflow, entry, admin } = await requireSharedSurvey(request, params.id);
  const db = getDb();
  const form = await request.formData();
  const t = await requestTexts(request, 'questionnaire');
  const intent = readRespondentAction(form);
  if (intent !== 'agree' && intent !== 'send-back') return data({ error: t('survey.choose') }, { status: 400 });
  const answer = await handleRespondentAction(db, intent, { user, workflow, entry, admin, form });
  const { who } = await sharerWords(db, workflow);
  if (answer.kind === 'refused') return data({ error: respondentRefusalText(t, answer, who) }, { status: 409 });
  const notice = answer.notices.length ? respondentNoticeText(t, intent, who) : undefined;
  if (notice) await setFlash(db, sessionId, { type: 'success', message: notice });
  return redirect(`/survey-detail/${workflow.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: loaded?.title ?? pageTitle('Shared Survey') }];

export default function SurveyDetail() {
  const survey = useLoaderData<typeof loader>();
  const { t } = useTranslation('questionnaire');
  const sharer = sharerSaid(t, survey.sharer.who);
  const failed = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const here = `/survey-detail/${survey.id}`;
  const close = () => navigate(here, { replace: true });
  return (
    <section aria-labelledby="survey-title" className="mx-auto max-w-3xl">
      <h1 id="survey-title" className="text-2xl font-semibold text-brand">
        <Trans t={t} i18nKey="survey.headingNamed" values={{ name: survey.name }} components={{ name: <span lang={survey.nameLang} /> }} />
      </h1>
      <SharingStatusMessages
        message={survey.message ? t(`respondent.messages.${survey.message}`, { sharer: sharer.object }) : null}
        agreedMessage={survey.agreed ? t('respondent.messages.agreed') : null}
      />
      {failed?.error && !survey.confirm ? (
        <p role="alert" className="mt-4 rounded-md border border-danger bg-red-50 p-3 text-danger">
          {failed.error}
        </p>
      ) : null}
      <div className="mt-4">
        <SharedQuestionnaire data={survey.page} basePath={here} workflowState={survey.state} headingLevel={2} />
      </div>
      {survey.access ? null : (
        <div className="mt-6">
          <NoAccessReason sharer={sharer} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        {survey.choices.sendBack ? (
          <Button asChild variant="secondary">
            <Link to="?confirm=send-back">{t('survey.sendBack')}</Link>
          </Button>
        ) : (
          <Button {...spouseChoiceButton(survey.access, false)} variant="secondary">
            {t('survey.sendBack')}
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to="/shared-forms">{t('survey.goBack')}</Link>
        </Button>
        {survey.choices.agree ? (
          <Button asChild>
            <Link to="?confirm=agree">{t('survey.agree')}</Link>
          </Button>
        ) : (
          <Button {...spouseChoiceButton(survey.access, false)}>{t('survey.agree')}</Button>
        )}
      </div>
      <FormDialog open={survey.confirm !== null} title={survey.confirm === 'agree' ? t('survey.confirmAgree') : t('survey.confirmSendBack')} hydrated={hydrated} onClose={close}>
        <Form method="post" action={`${here}?confirm=${survey.confirm ?? ''}`} className="grid gap-3">
          {survey.confirm === 'agree' ? (
            <>
              <p>{t('survey.agreeText', { sharer: sharer.subject })}</p>
              {survey.answersSha256 ? <input type="hidden" name="answersSha256" value={survey.answersSha256} /> : null}
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="terms" className="size-5 accent-brand" />
                {t('respondent.finished.terms')}
              </label>
            </>
          ) : (
            <p>{t('survey.sendBackText', { sharer: sharer.subject })}</p>
          )}
          <DialogActions error={failed?.error} cancelTo={here} cancelLabel={t('survey.no')} intent={survey.confirm ?? ''} label={t('survey.yes')} />
        </Form>
      </FormDialog>
    </section>
  );
}
