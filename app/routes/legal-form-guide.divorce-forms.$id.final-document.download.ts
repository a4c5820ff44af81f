// The sealed final PDF of a user workflow, as a download under the spec's file name (product name, both spouses'
// names, MMDDYYYY), for its owner, the spouse it is shared with, or an admin; before it is ready, the progress page.
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { requireUserWorkflowParticipant } from '~/utils/permissions.server';
import { finalDocumentDownload, finalDocumentPath } from '~/services/final-documents/final-document-page.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireUserWorkflowParticipant(request, params.id);
  const download = await finalDocumentDownload(getDb(), workflow.id);
  if (!download) throw redirect(finalDocumentPath(workflow.id));
  return download;
}
