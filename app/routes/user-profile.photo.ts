// The signed-in person's own profile photo, as stored (its type checked from its content when it was saved).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Readable } from 'node:stream';
import { getDb } from '~/db.server';
import { loadProfilePhoto } from '~/services/accounts/profile-photo.server';
import { requireUser } from '~/utils/permissions.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const photo = await loadProfilePhoto(getDb(), user.id);
  if (!photo) throw new Response('Not Found', { status: 404 });
  return new Response(Readable.toWeb(photo.stream) as ReadableStream, {
    headers: {
      'Content-Type': photo.mediaType,
      'Content-Length': String(photo.size),
      'Content-Disposition': 'inline',
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}
