// A file the builder posts to a saved form (a template upload, a bundle to import): the form the person may load,
// and the posted fields; a form never saved, or a body that cannot be read, is answered in the author's words.
import type { Database } from '../../../db/client';
import { NOT_SAVED_YET_MESSAGE } from './documents';
import { loadForm, type BuilderUser, type LoadedForm } from './forms.server';
import { MALFORMED_FORM_MESSAGE } from '../upload-handler.server';
import { knownTexts } from '../../i18n/known-texts.server';
import documents from '../../../i18n/catalogues/en/documents';

/** A refusal of a posted builder file in the person's language, when it is one the documents catalogue knows. */
export const fileRefusalTexts = (request: Request) => knownTexts(request, 'documents', 'refusals', documents.refusals);

type FormFilePost = { form: LoadedForm; posted: FormData } | Response;

async function readFormFilePost(db: Database, request: Request, user: BuilderUser, formId: string | undefined): Promise<FormFilePost> {
  const say = await fileRefusalTexts(request);
  if (formId === 'new') return Response.json({ ok: false, message: say(NOT_SAVED_YET_MESSAGE) }, { status: 400 });
  const form = await loadForm(db, user, formId ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  try {
    return { form, posted: await request.formData() };
  } catch {
    return Response.json({ ok: false, message: say(MALFORMED_FORM_MESSAGE) }, { status: 400 });
  }
}

/** A refusal of a posted file, in the author's words. */
export const fileRefused = (message: string) => ({ ok: false, message }) as const;

/**
 * The whole answer of a builder route that takes one file: the post read as above, the file under `field` (or
 * `missing` said when there is none) handed to `take`, and its result answered as JSON, 400 when it refused.
 */
export async function answerFormFilePost(
  db: Database,
  request: Request,
  user: BuilderUser,
  formId: string | undefined,
  file: { field: string; missing: string },
  take: (file: File, form: LoadedForm) => Promise<{ ok: true } | { ok: false; message: string }>,
): Promise<Response> {
  const post = await readFormFilePost(db, request, user, formId);
  if (post instanceof Response) return post;
  const posted = post.posted.get(file.field);
  const result = posted instanceof File ? await take(posted, post.form) : fileRefused(file.missing);
  if (result.ok) return Response.json(result);
  // the refusal in the author's language (the services keep the English the tests and the CLI read)
  const say = await fileRefusalTexts(request);
  return Response.json({ ...result, message: say(result.message) }, { status: 400 });
}
