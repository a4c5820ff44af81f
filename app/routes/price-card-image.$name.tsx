// A price card's image, for the pay page and the card editor's preview: the same picture for everyone.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { readCardImage } from '~/services/payments/price-card-image.server';
import { publicRoute } from '~/utils/permissions.server';
import { fileHeaders } from '../../lib/content-disposition';

export async function loader({ params }: LoaderFunctionArgs) {
  publicRoute();
  const image = await readCardImage(getDb(), params.name ?? '');
  if (!image) throw new Response('Not Found', { status: 404 });
  // the name is taken from the content, so a stored image never changes under its address
  return new Response(new Uint8Array(image.bytes), { headers: fileHeaders({ mediaType: image.mediaType, cacheControl: 'public, max-age=31536000, immutable' }) });
}
