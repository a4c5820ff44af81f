// A user workflow's stored upload or typed signature, for its owner (or an admin) only: the file the current answer
// points to, under the name it was uploaded with.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Readable } from 'node:stream';
import { getDb } from '~/db.server';
import { loadAnswers } from '~/services/user-workflow/answers.server';
import { PostgresFileStorage, parseFileKey } from '../../lib/file-storage.server';
import { fileHeaders } from '../../lib/content-disposition';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireOwnUserWorkflow(request, params.id);
  const answer = (await loadAnswers(getDb(), workflow.id))[params.uid ?? ''];
  const value = answer?.value as { storageRef?: unknown; name?: unknown } | null;
  const ref = value?.storageRef;
  const key = typeof ref === 'string' && ref.startsWith(`user-workflows/${workflow.id}/`) ? parseFileKey(ref) : undefined;
  if (!key) throw new Response('Not Found', { status: 404 });
  const file = await new PostgresFileStorage(getDb()).get(key);
  if (!file) throw new Response('Not Found', { status: 404 });
  const name = typeof value?.name === 'string' ? value.name : (key.split('/').pop() ?? 'file');
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: fileHeaders({
      mediaType: file.mediaType,
      size: file.size,
      fileName: name,
      cacheControl: 'private, no-store',
      contentSecurityPolicy: "default-src 'none'; style-src 'unsafe-inline'",
    }),
  });
}
