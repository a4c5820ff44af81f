// Autosave of one questionnaire field (JavaScript only): saves it through the versioned answers service and
// answers with the new version, any conflict, and what the engine now says about the page.
import type { ActionFunctionArgs } from '@remix-run/node';
import { autosaveResponse, loadGuidePage, readPostedForm, requireOwnUserWorkflow, saveFromForm } from '~/services/guide/guide-page.server';

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, workflow, admin } = await requireOwnUserWorkflow(request, params.id);
  const form = await readPostedForm(request);
  const page = await loadGuidePage(workflow, admin, new URL(request.url));
  const elements = page.view.elements.map((e) => e.element);
  const uid = String(form.get('uid') ?? '');
  const field = elements.filter((e) => e.uid === uid);
  if (field.length === 0) return Response.json({ error: `Field ${uid} is not on page ${page.view.pageIndex}.` }, { status: 400 });
  const save = await saveFromForm(user, workflow, field, form);
  const body = autosaveResponse(elements, save);
  return Response.json(body, { status: body.conflicts.length ? 409 : 200 });
}
