// Autosave of one questionnaire field (JavaScript only): saves it through the versioned answers service and
// answers with the new version, any conflict, and what the engine now says about the page; 409 with a message once
// the step machine no longer allows changing answers.
import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { engineForPublished } from '~/services/user-workflow/answers.server';
import { autosaveResponse, readPostedForm, saveFromForm } from '~/services/guide/guide-page.server';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';
import { requestTexts } from '~/i18n/i18next.server';

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, workflow } = await requireOwnUserWorkflow(request, params.id);
  const form = await readPostedForm(request);
  const engine = await engineForPublished(getDb(), workflow.published_workflow_id);
  const pageIndex = Number(new URL(request.url).searchParams.get('page') ?? '0') || 0;
  const elements = engine.pages[pageIndex]?.elements ?? [];
  const uid = String(form.get('uid') ?? '');
  const field = elements.filter((e) => e.uid === uid);
  if (field.length === 0) return Response.json({ error: `Field ${uid} is not on page ${pageIndex}.` }, { status: 400 });
  // a refusal beside the field is said in the page's language
  const save = await saveFromForm(user, workflow, field, form, getDb(), engine, undefined, await requestTexts(request, 'questionnaire'));
  if ('closed' in save) return Response.json({ error: save.closed }, { status: 409 });
  const body = autosaveResponse(elements, save);
  return Response.json(body, { status: body.conflicts.length ? 409 : 200 });
}
