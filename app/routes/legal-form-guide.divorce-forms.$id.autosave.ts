// Autosave of one questionnaire field (JavaScript only): saves it through the versioned answers service and
// answers with the new version, any conflict, and what the engine now says about the page; 409 with a message once
// the step machine no longer allows changing answers.
import type { ActionFunctionArgs } from '@remix-run/node';
import { engineForPublished } from '~/services/user-workflow/answers.server';
import { autosaveResponse, readPostedForm, saveFromForm } from '~/services/guide/guide-page.server';
import { requireOwnUserWorkflowLocked } from '~/utils/permissions.server';
import { requestTexts } from '~/i18n/i18next.server';

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, locked } = await requireOwnUserWorkflowLocked(request, params.id);
  const form = await readPostedForm(request);
  const pageIndex = Number(new URL(request.url).searchParams.get('page') ?? '0') || 0;
  const uid = String(form.get('uid') ?? '');
  // a refusal beside the field is said in the page's language
  const texts = await requestTexts(request, 'questionnaire');
  // the guard's read of the user workflow is the save's row lock (one statement fewer per autosave, issue 33)
  return locked(async ({ workflow, tx }) => {
    const engine = await engineForPublished(tx, workflow.published_workflow_id);
    const elements = engine.pages[pageIndex]?.elements ?? [];
    const field = elements.filter((e) => e.uid === uid);
    if (field.length === 0) return Response.json({ error: `Field ${uid} is not on page ${pageIndex}.` }, { status: 400 });
    const save = await saveFromForm(user, workflow, field, form, tx, engine, undefined, { rowLocked: true, texts });
    if ('closed' in save) return Response.json({ error: save.closed }, { status: 409 });
    const body = autosaveResponse(elements, save);
    return Response.json(body, { status: body.conflicts.length ? 409 : 200 });
  });
}
