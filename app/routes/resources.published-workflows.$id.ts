// A published workflow's definition for the browser's engine (live display logic). Published versions never
// change, so browsers may keep it; only signed-in users may read it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { requireUser } from '~/utils/permissions.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const row = await getDb().selectFrom('published_workflows').select('definition').where('id', '=', params.id ?? '').executeTakeFirst();
  if (!row) throw new Response('Not Found', { status: 404 });
  return new Response(JSON.stringify(row.definition), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'private, max-age=31536000, immutable' } });
}
