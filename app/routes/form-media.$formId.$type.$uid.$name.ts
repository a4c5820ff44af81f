// A form element's picture (an embedded image, a video's thumbnail), for the builder's preview and the questionnaire.
// The same for everyone who is shown the form: its address holds the form's random 20-character id and a name taken
// from the picture's content, so it never changes under its address and cannot be guessed.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { readElementMedia } from '~/services/builder/element-media.server';
import { publicRoute } from '~/utils/permissions.server';
import { fileHeaders } from '../../lib/content-disposition';

export async function loader({ params }: LoaderFunctionArgs) {
  publicRoute();
  const media = await readElementMedia(getDb(), { formId: params.formId ?? '', type: params.type ?? '', uid: params.uid ?? '', name: params.name ?? '' });
  if (!media) throw new Response('Not Found', { status: 404 });
  return new Response(new Uint8Array(media.bytes), {
    headers: fileHeaders({ mediaType: media.mediaType, cacheControl: 'public, max-age=31536000, immutable', contentSecurityPolicy: "default-src 'none'" }),
  });
}
