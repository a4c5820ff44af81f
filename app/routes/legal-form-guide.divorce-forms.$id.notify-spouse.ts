// Step 6's 'Notify Spouse' / 'Notify Spouse Again': the sign e-mail again, within the limit the server keeps.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { notifySpouse } from '~/services/signing/notify-spouse.server';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';
import { requestTexts } from '~/i18n/i18next.server';

/** a plain visit (a bookmarked address) goes to the guide */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireOwnUserWorkflow(request, params.id);
  return redirect(`/legal-form-guide/divorce-forms/${workflow.id}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, sessionId, workflow, admin } = await requireOwnUserWorkflow(request, params.id);
  const db = getDb();
  const outcome = await notifySpouse(db, { userWorkflowId: workflow.id, actorId: user.id, admin, t: await requestTexts(request, 'guide') });
  await setFlash(db, sessionId, outcome.kind === 'sent' ? { type: 'success', message: outcome.notice } : { type: 'warning', message: outcome.message });
  return redirect(`/legal-form-guide/divorce-forms/${workflow.id}`);
}
