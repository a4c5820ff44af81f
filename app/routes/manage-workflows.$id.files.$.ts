// A form's template files (PDFs and page images) for the builder's page thumbnails and placement editor, which
// draw them with pdf.js in the browser. Only people who may load the form may read its files; others get 404.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Readable } from 'node:stream';
import { getDb } from '~/db.server';
import { readFormFile } from '~/services/builder/documents-upload.server';
import { loadForm } from '~/services/builder/forms.server';
import { requireAdmin } from '~/utils/permissions.server';
import { fileHeaders } from '../../lib/content-disposition';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  const form = await loadForm(db, user, params.id ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  const file = await readFormFile(db, form.id, params['*'] ?? '');
  if (!file) throw new Response('Not Found', { status: 404 });
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: fileHeaders({
      mediaType: file.mediaType,
      size: file.size,
      // stored under a name made of its content, so a reference never changes what it points to
      cacheControl: 'private, max-age=31536000, immutable',
      contentSecurityPolicy: "default-src 'none'",
    }),
  });
}
