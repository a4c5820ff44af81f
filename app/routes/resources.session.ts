import type { ActionFunctionArgs } from '@remix-run/node';
import { publicRouteWithSession } from '~/utils/permissions.server';

// Keep-alive for the Session Activity dialog: a request here counts as activity; the answer says whether the
// session is still there (it may have ended on the server).
export async function action({ request }: ActionFunctionArgs) {
  const session = await publicRouteWithSession(request);
  return Response.json({ active: session.status === 'active' }, { headers: { 'Cache-Control': 'no-store' } });
}
