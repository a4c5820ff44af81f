// A file the builder posts to a saved form (a template upload, a bundle to import): the form the person may load,
// and the posted fields; a form never saved, or a body that cannot be read, is answered in the author's words.
import type { Database } from '../../../db/client';
import { NOT_SAVED_YET_MESSAGE } from './documents';
import { loadForm, type BuilderUser, type LoadedForm } from './forms.server';
import { MALFORMED_FORM_MESSAGE } from '../upload-handler.server';

export type FormFilePost = { form: LoadedForm; posted: FormData } | Response;

export async function readFormFilePost(db: Database, request: Request, user: BuilderUser, formId: string | undefined): Promise<FormFilePost> {
  if (formId === 'new') return Response.json({ ok: false, message: NOT_SAVED_YET_MESSAGE }, { status: 400 });
  const form = await loadForm(db, user, formId ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  try {
    return { form, posted: await request.formData() };
  } catch {
    return Response.json({ ok: false, message: MALFORMED_FORM_MESSAGE }, { status: 400 });
  }
}
