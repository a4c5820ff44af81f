// A user workflow's stored upload or typed signature, for its owner (or an admin) only.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Readable } from 'node:stream';
import { getDb } from '~/db.server';
import { loadAnswers } from '~/services/guide/answers.server';
import { PostgresFileStorage, fileKey } from '../../lib/file-storage.server';
import { requireOwnUserWorkflow } from '~/utils/permissions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { workflow } = await requireOwnUserWorkflow(request, params.id);
  const answer = (await loadAnswers(getDb(), workflow.id))[params.uid ?? ''];
  const ref = (answer?.value as { storageRef?: unknown } | null)?.storageRef;
  const prefix = `user-workflows/${workflow.id}/`;
  if (typeof ref !== 'string' || !ref.startsWith(prefix)) throw new Response('Not Found', { status: 404 });
  const file = await new PostgresFileStorage(getDb()).get(fileKey(...ref.split('/')));
  if (!file) throw new Response('Not Found', { status: 404 });
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: { 'Content-Type': file.mediaType, 'Content-Length': String(file.size), 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" },
  });
}
