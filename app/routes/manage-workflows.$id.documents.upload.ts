// A template page upload from the builder's documents step: answers JSON with the stored file's reference and page
// count, or the reason it was refused in the author's words (400). Only people who may load the form may add to it.
import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { ACCEPTED_FILES_MESSAGE } from '~/services/builder/documents';
import { storeTemplateUpload } from '~/services/builder/documents-upload.server';
import { answerFormFilePost, fileRefused } from '~/services/builder/form-file-post.server';
import { requireAdmin } from '~/utils/permissions.server';

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  return answerFormFilePost(db, request, user, params.id, { field: 'file', missing: ACCEPTED_FILES_MESSAGE }, async (file, form) =>
    file.name ? storeTemplateUpload(db, form.id, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }) : fileRefused(ACCEPTED_FILES_MESSAGE),
  );
}
