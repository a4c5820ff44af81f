import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigate } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormDialog } from '~/components/ui/dialog';
import { getDb } from '~/db.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { requireSharedSurvey } from '~/utils/permissions.server';
import { loadRespondentGuide } from '~/services/respondent/respondent-guide.server';
import { requestLanguage } from '~/i18n/i18next.server';
import { handleRespondentAction, readRespondentAction } from '~/services/respondent/respondent-actions.server';
import { SharedQuestionnaire } from '~/components/sharing/shared-questionnaire';
import { useHydrated } from '~/utils/use-hydrated';
import { DialogActions } from '~/components/sharing/dialog-actions';
import { NoAccessReason, SharingStatusMessages, spouseChoiceButton } from '~/components/sharing/status-messages';

export const handle: PageHandle = { title: 'Shared Survey' };

// The shared survey detail (end-user-journey.md §2, §4): 'Shared Survey - {form name}', the questionnaire, and
// 'Sand Back for Review' (the product's spelling), 'Go Back' and 'Agree', each final after a confirm (a ?confirm=
// page without JavaScript) and disabled without access. Anyone the form is not shared with goes to /shared-forms.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const visit = await requireSharedSurvey(request, params.id);
  const url = new URL(request.url);
  const guide = await loadRespondentGuide(getDb(), visit, url, { language: await requestLanguage(request) });
  const confirm = url.searchParams.get('confirm');
  return { ...guide, confirm: confirm === 'agree' || confirm === 'send-back' ? confirm : null };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, sessionId, workflow, entry, admin } = await requireSharedSurvey(request, params.id);
  const db = getDb();
  const form = await request.formData();
  const intent = readRespondentAction(form);
  if (intent !== 'agree' && intent !== 'send-back') return data({ error: 'Please choose Agree or Sand Back for Review.' }, { status: 400 });
  const answer = await handleRespondentAction(db, intent, { user, workflow, entry, admin, form });
  if (answer.kind === 'refused') return data({ error: answer.message }, { status: 409 });
  if (answer.notices[0]) await setFlash(db, sessionId, { type: 'success', message: answer.notices[0] });
  return redirect(`/survey-detail/${workflow.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Shared Survey - ${loaded?.name ?? ''} · Accord` }];

export default function SurveyDetail() {
  const survey = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const here = `/survey-detail/${survey.id}`;
  const close = () => navigate(here, { replace: true });
  return (
    <section aria-labelledby="survey-title" className="mx-auto max-w-3xl">
      <h1 id="survey-title" className="text-2xl font-semibold text-brand">
        Shared Survey - {survey.name}
      </h1>
      <SharingStatusMessages message={survey.message} agreedMessage={survey.agreedMessage} />
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
          <NoAccessReason sharer={survey.sharer} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        {survey.choices.sendBack ? (
          <Button asChild variant="secondary">
            <Link to="?confirm=send-back">Sand Back for Review</Link>
          </Button>
        ) : (
          <Button {...spouseChoiceButton(survey.access, false)} variant="secondary">
            Sand Back for Review
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to="/shared-forms">Go Back</Link>
        </Button>
        {survey.choices.agree ? (
          <Button asChild>
            <Link to="?confirm=agree">Agree</Link>
          </Button>
        ) : (
          <Button {...spouseChoiceButton(survey.access, false)}>Agree</Button>
        )}
      </div>
      <FormDialog open={survey.confirm !== null} title={survey.confirm === 'agree' ? 'Agree to all terms?' : 'Send back for review?'} hydrated={hydrated} onClose={close}>
        <Form method="post" action={`${here}?confirm=${survey.confirm ?? ''}`} className="grid gap-3">
          {survey.confirm === 'agree' ? (
            <>
              <p>Agreeing is final. Your spouse is told, and you both go on to sign.</p>
              {survey.answersSha256 ? <input type="hidden" name="answersSha256" value={survey.answersSha256} /> : null}
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" name="terms" className="size-5 accent-brand" />I agree to the terms
              </label>
            </>
          ) : (
            <p>Your spouse receives the form back to answer your comments. Until they reply, you can only read the comment history.</p>
          )}
          <DialogActions error={failed?.error} cancelTo={here} cancelLabel="No" intent={survey.confirm ?? ''} label="Yes" />
        </Form>
      </FormDialog>
    </section>
  );
}
