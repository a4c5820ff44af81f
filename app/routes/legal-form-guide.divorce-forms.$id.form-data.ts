// Download of a user workflow's form data as JSON (admins, and everyone outside production).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportFormData } from '~/services/guide/form-data.server';
import { canTransferFormData } from '~/services/guide/guide-page.server';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';
import { fileHeaders } from '../../lib/content-disposition';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow, admin } = await requireOwnUserWorkflow(request, params.id);
  if (!canTransferFormData(admin)) throw new Response('Not Found', { status: 404 });
  return new Response(JSON.stringify(await exportFormData(workflow), null, 2), {
    headers: fileHeaders({ mediaType: 'application/json', fileName: `form-data-${workflow.id}.json`, disposition: 'attachment', cacheControl: 'private, no-store' }),
  });
}
