// The one place where a database that cannot be reached just now (every connection of the pool busy for the whole
// connection timeout, or the server refusing or dropping connections) becomes an answer in the person's words
// (issue 30): 503 with Retry-After, instead of the 500 any other unexpected error gets. A page shows the busy page
// (StatusPageForError); an autosave, or any other request reading JSON, gets { error } in the same words.
import type { ServerBuild } from '@remix-run/node';
import { isDatabaseUnavailable } from '../../db/client';
import { shellTexts } from '../i18n/i18next.server';
import { safeErrorText } from '../../lib/safe-errors';

/** How long a person (or the autosave) waits before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

/** The 503 answer: the busy message in this request's language, as JSON `{ error }`, with Retry-After. */
export async function databaseUnavailableResponse(request: Request): Promise<Response> {
  const t = await shellTexts(request);
  return Response.json({ error: t('status.busyDetail') }, { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

type DataFunction = (args: { request: Request }) => unknown;

function answeringUnavailable(run: DataFunction): DataFunction {
  return async (args) => {
    try {
      return await run(args);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.warn(`database unavailable, answered 503: ${safeErrorText(error)}`);
      throw await databaseUnavailableResponse(args.request);
    }
  };
}

/**
 * The server build with every route's loader and action answering an unreachable database with the 503 above. A
 * thrown Response is what Remix sends as it is from a resource route and shows in the route's ErrorBoundary on a
 * page, with its status; the page's Retry-After is added in entry.server.tsx.
 */
export function answerDatabaseUnavailable(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: answeringUnavailable(loader as DataFunction) } : {}),
        ...(action ? { action: answeringUnavailable(action as DataFunction) } : {}),
      };
      return [id, { ...route, module }];
    }),
  ) as ServerBuild['routes'];
  return { ...build, routes };
}
