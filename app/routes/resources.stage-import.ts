import type { ActionFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { BUNDLE_FIELD, importBundle, SIGNATURE_HEADER, stageConfigSecret, TIMESTAMP_HEADER, verifyBundleSignature } from '~/services/publishing/stage.server';
import { publicRoute } from '~/utils/permissions.server';

// Move to stage's receiving end (workflow-builder.md §2): another Accord deployment posts a workflow bundle signed
// with the secret both share. No session: the signature is the authentication. Without STAGE_SECRET this
// deployment accepts no bundles.
export async function action({ request }: ActionFunctionArgs) {
  publicRoute();
  const secret = stageConfigSecret();
  if (!secret) return new Response('Not Found', { status: 404 });
  if (request.method !== 'POST') return new Response('Method Not Allowed', { status: 405 });
  const field = (await request.formData()).get(BUNDLE_FIELD);
  const body = typeof field === 'string' ? field : '';
  const signed = verifyBundleSignature({ body, timestamp: request.headers.get(TIMESTAMP_HEADER), signature: request.headers.get(SIGNATURE_HEADER), secret });
  if (!signed) return new Response('The bundle is not signed with the shared secret, or its signature has expired.', { status: 401 });
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return new Response('The bundle is not JSON.', { status: 400 });
  }
  const result = await importBundle(getDb(), raw, { signature: request.headers.get(SIGNATURE_HEADER) ?? '' });
  switch (result.kind) {
    case 'imported':
      return Response.json({ formId: result.formId });
    case 'unreadable':
      return new Response(result.message, { status: 400 });
    case 'pending':
    case 'replayed':
    case 'older':
      return new Response(result.message, { status: 409 });
  }
}
