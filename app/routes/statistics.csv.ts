import type { LoaderFunctionArgs } from '@remix-run/node';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin } from '~/utils/permissions.server';
import { usDate } from '~/services/admin/dates';
import { loadStatisticsRows, readStatisticsFilter, statisticsCsv } from '~/services/admin/statistics.server';
import { fileHeaders } from '../../lib/content-disposition';

// Every row of the statistics page (administration-platform.md §2.11) as CSV, with the page's filter.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const timeZone = getEnv().APP_TIME_ZONE;
  const { filter } = readStatisticsFilter(new URL(request.url), timeZone);
  const rows = await loadStatisticsRows(getDb(), filter, new Date());
  return new Response(statisticsCsv(rows, (d) => usDate(d, timeZone)), {
    headers: fileHeaders({ mediaType: 'text/csv; charset=utf-8', fileName: 'statistics.csv', disposition: 'attachment', cacheControl: 'private, no-store' }),
  });
}
