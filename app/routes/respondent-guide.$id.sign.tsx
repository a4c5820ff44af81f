// The spouse's signature (respondent step 2): as the petitioner's sign page, for the person the form is shared with.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import type { PageHandle } from '~/components/site-shell';
import { SignRoutePage, refusedSignatureSummary } from '~/components/signing/confirm-signature-page';
import { getDb } from '~/db.server';
import { formAnswer } from '~/utils/form-answer.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { handleSignPost } from '~/services/signing/sign-post.server';
import { requestTexts } from '~/i18n/i18next.server';
import { signingTextsFor } from '~/services/signing/signing-words.server';
import { requireSpouse } from '~/utils/permissions.server';
import { pageTitle } from '~/utils/page-title';
import { readForm } from '~/services/upload-handler.server';
import { loadSignPageReading } from '~/services/signing/stipulation-reading.server';

export const handle: PageHandle = {
  title: (data, t) => (data as { title?: string } | undefined)?.title ?? t('guide:signing.texts.signTitle', { document: t('guide:signing.yourStipulation') }),
  i18n: ['guide'],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireSpouse(request, params.id);
  // the page names the document this form signs: 'Sign your stipulation' in a divorce, as the spec's
  const t = await requestTexts(request, 'guide');
  const { signTitle } = await signingTextsFor(getDb(), workflow, 'respondent', t);
  return {
    title: signTitle,
    tabTitle: pageTitle(signTitle, t('signing.respondentGuide')),
    guidePath: `/respondent-guide/${workflow.id}`,
    submitLabel: t('signing.proceed'),
    reading: await loadSignPageReading(getDb(), workflow, 'respondent', t),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, sessionId, workflow, admin } = await requireSpouse(request, params.id);
  const db = getDb();
  const answer = await handleSignPost(db, {
    request,
    form: await readForm(request),
    context,
    role: 'respondent',
    user,
    admin,
    workflow,
    t: await requestTexts(request, 'guide'),
  });
  if (answer.kind === 'confirm') return data(answer);
  if (answer.kind === 'refused')
    return formAnswer(
      context,
      { ...answer, errorSummary: refusedSignatureSummary(answer.refused.message) },
      { status: 400 },
    );
  await setFlash(db, sessionId, answer.flash);
  return redirect(`/respondent-guide/${workflow.id}`);
}

// the spouse's own title: the petitioner's sign page is '{title} · Accord'
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.tabTitle ?? pageTitle('Respondent Guide') }];

export default function RespondentSignStipulation() {
  const { title, guidePath, submitLabel, reading } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <SignRoutePage title={title} guidePath={guidePath} submitLabel={submitLabel} answer={answer} reading={reading} />
  );
}
