// The petitioner's signature (step 5): the sign form posts here. Without JavaScript the first post shows the
// confirm as a page; the confirmed post signs (one transaction) and goes back to the guide with a notice.
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
import { requireOwnUserWorkflow } from '~/utils/permissions.server';
import { readForm } from '~/services/upload-handler.server';
import { loadSignPageReading } from '~/services/signing/stipulation-reading.server';
import { pageTitle } from '~/utils/page-title';

export const handle: PageHandle = {
  title: (data, t) => (data as { title?: string } | undefined)?.title ?? t('guide:signing.texts.signTitle', { document: t('guide:signing.yourStipulation') }),
  i18n: ['guide'],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireOwnUserWorkflow(request, params.id);
  // the page names the document this form signs: 'Sign your stipulation' in a divorce, as the spec's
  const t = await requestTexts(request, 'guide');
  const { signTitle } = await signingTextsFor(getDb(), workflow, 'petitioner', t);
  return {
    title: signTitle,
    tabTitle: pageTitle(signTitle),
    guidePath: `/legal-form-guide/divorce-forms/${workflow.id}`,
    submitLabel: workflow.collaborate ? t('signing.submitSignature') : t('signing.proceed'),
    // the document being signed as text, on the confirm and the refusal shown without JavaScript
    reading: await loadSignPageReading(getDb(), workflow, 'petitioner', t),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, sessionId, workflow, admin } = await requireOwnUserWorkflow(request, params.id);
  const db = getDb();
  const answer = await handleSignPost(db, {
    request,
    form: await readForm(request),
    context,
    role: 'petitioner',
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
  return redirect(`/legal-form-guide/divorce-forms/${workflow.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.tabTitle ?? 'Accord' }];

export default function SignStipulation() {
  const { title, guidePath, submitLabel, reading } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <SignRoutePage title={title} guidePath={guidePath} submitLabel={submitLabel} answer={answer} reading={reading} />
  );
}
