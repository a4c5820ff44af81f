// The builder's Export (workflow-builder.md §2): the workflow on screen with its template files, as one
// accord-workflow-bundle/1 file that `accord validate`, `test` and `render` read as it is. Only people who may load
// the form may export it.
import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { loadForm } from '~/services/builder/forms.server';
import { exportBundle } from '~/services/publishing/stage.server';
import { bundleFileName } from '~/services/publishing/workflow-bundle';
import { requireAdmin } from '~/utils/permissions.server';
import { fileHeaders } from '../../lib/content-disposition';

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireAdmin(request);
  const db = getDb();
  const form = await loadForm(db, user, params.id ?? '');
  if (!form) throw new Response('Not Found', { status: 404 });
  let draft: unknown;
  try {
    draft = JSON.parse(String((await request.formData()).get('definition') ?? ''));
  } catch {
    draft = undefined;
  }
  if (!draft || typeof draft !== 'object' || Array.isArray(draft) || !Array.isArray((draft as { elements?: unknown }).elements))
    return Response.json({ ok: false, message: 'The export could not read the workflow. Reload the page and try again.' }, { status: 400 });
  const bundle = await exportBundle(db, form.id, draft as Record<string, unknown>);
  if (!bundle) throw new Response('Not Found', { status: 404 });
  const body = Buffer.from(JSON.stringify(bundle, null, 2) + '\n');
  return new Response(body, {
    headers: fileHeaders({ mediaType: 'application/json', size: body.byteLength, fileName: bundleFileName(bundle.form.name), disposition: 'attachment', cacheControl: 'no-store' }),
  });
}
