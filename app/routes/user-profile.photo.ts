// The signed-in person's own profile photo, as stored (its type checked from its content when it was saved).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Readable } from 'node:stream';
import { getDb } from '~/db.server';
import { loadProfilePhoto } from '~/services/accounts/profile-photo.server';
import { requireUser } from '~/utils/permissions.server';
import { fileHeaders } from '../../lib/content-disposition';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const photo = await loadProfilePhoto(getDb(), user.id);
  if (!photo) throw new Response('Not Found', { status: 404 });
  return new Response(Readable.toWeb(photo.stream) as ReadableStream, {
    headers: fileHeaders({ mediaType: photo.mediaType, size: photo.size, disposition: 'inline', cacheControl: 'private, no-store', contentSecurityPolicy: "default-src 'none'" }),
  });
}
