// Health check for load balancers: 200 when the database answers, 503 when it does not.
import { sql } from 'kysely';
import { getDb } from '~/db.server';
import { publicRoute } from '~/utils/permissions.server';

export async function loader() {
  publicRoute();
  try {
    await sql`select 1`.execute(getDb());
    return Response.json({ status: 'ok', database: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
  } catch {
    return Response.json(
      { status: 'unavailable', database: 'unreachable' },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    );
  }
}
