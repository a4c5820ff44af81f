// A template page upload from the builder's documents step: answers JSON with the stored file's reference and page
// count, or the reason it was refused in the author's words (400). Only people who may load the form may add to it.
import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { ACCEPTED_FILES_MESSAGE, NOT_SAVED_YET_MESSAGE } from '~/services/builder/documents';
import { storeTemplateUpload } from '~/services/builder/documents-upload.server';
import { loadForm } from '~/services/builder/forms.server';
import { MALFORMED_FORM_MESSAGE } from '~/services/upload-handler.server';
import { requireAdmin } from '~/utils/permissions.server';

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  if (params.id === 'new') return Response.json({ ok: false, message: NOT_SAVED_YET_MESSAGE }, { status: 400 });
  const db = getDb();
  const form = await loadForm(db, user, params.id ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return Response.json({ ok: false, message: MALFORMED_FORM_MESSAGE }, { status: 400 });
  }
  const file = posted.get('file');
  if (!(file instanceof File) || !file.name)
    return Response.json({ ok: false, message: ACCEPTED_FILES_MESSAGE }, { status: 400 });
  const result = await storeTemplateUpload(db, form.id, {
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return Response.json(result, { status: result.ok ? 200 : 400 });
}
