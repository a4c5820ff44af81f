import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { backupPath } from '~/services/admin/backups.server';
import { fileHeaders } from '../../lib/content-disposition';

// One backup file, downloaded: only a name the backup folder lists, so nothing else on the server can be read.
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const name = params.name ?? '';
  const file = await backupPath(name);
  if (!file) throw new Response('Not Found', { status: 404 });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: fileHeaders({ mediaType: 'application/gzip', fileName: name, disposition: 'attachment', cacheControl: 'private, no-store' }),
  });
}
