// The form fields of one of a workflow's template PDFs, for step 4's field list, page overlays and mapping table:
// JSON of the fields, or the reason they cannot be used in the author's words (400). Only people who may load the
// form may read it; others get 404.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { templateFields } from '~/services/builder/form-fields.server';
import { loadForm } from '~/services/builder/forms.server';
import { requireAdmin } from '~/utils/permissions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  const form = await loadForm(db, user, params.id ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  const ref = new URL(request.url).searchParams.get('file') ?? '';
  const answer = await templateFields(db, form.id, ref);
  return Response.json(answer, { status: answer.ok ? 200 : 400 });
}
