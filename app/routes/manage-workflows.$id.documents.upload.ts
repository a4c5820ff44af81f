// A template page upload from the builder's documents step: answers JSON with the stored file's reference and page
// count, or the reason it was refused in the author's words (400). Only people who may load the form may add to it.
import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { ACCEPTED_FILES_MESSAGE } from '~/services/builder/documents';
import { storeTemplateUpload } from '~/services/builder/documents-upload.server';
import { readFormFilePost } from '~/services/builder/form-file-post.server';
import { requireAdmin } from '~/utils/permissions.server';

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  const post = await readFormFilePost(db, request, user, params.id);
  if (post instanceof Response) return post;
  const file = post.posted.get('file');
  if (!(file instanceof File) || !file.name)
    return Response.json({ ok: false, message: ACCEPTED_FILES_MESSAGE }, { status: 400 });
  const result = await storeTemplateUpload(db, post.form.id, {
    name: file.name,
    bytes: new Uint8Array(await file.arrayBuffer()),
  });
  return Response.json(result, { status: result.ok ? 200 : 400 });
}
