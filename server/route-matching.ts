// Remix matches a page's URL against the app's route tree about six times per page (the server's match, the static
// handler's, the React router's, and the fog-of-war manifest's once per parent path), and @remix-run/router's
// matchRoutes flattens, ranks and compiles the whole tree into regular expressions every time: in the questionnaire
// page's profile that was about a tenth of the page's CPU (issue 33). `rememberRouteMatches` wraps the package's
// exported matchRoutes (the one Remix's server runtime, Remix's React side and React Router call) so that a path
// already matched against a tree of the same shape is answered from memory. The trees differ by object from request
// to request (Remix builds the React side's routes for every render), so a tree is known by its shape (each route's
// id, path, index and case sensitivity, in order) and the remembered answer names routes by id, handed back as the
// given tree's own route objects. The static handler's own match (inside the package) is made cheap by the patch in
// patches/ (each tree ranked once, each pattern compiled once).
import { createRequire } from 'node:module';
import type { matchRoutes } from '@remix-run/router';

interface RouteLike {
  id?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteLike[];
}

interface Match {
  params: Record<string, string | undefined>;
  pathname: string;
  pathnameBase: string;
  route: RouteLike;
}

/** The package's matchRoutes as this file reads it. */
type LooseMatchRoutes = (routes: RouteLike[], location: string | { pathname?: string }, basename?: string) => Match[] | null;
type MatchRoutes = typeof matchRoutes;

interface Tree {
  shape: string;
  byId: Map<string, RouteLike>;
}

interface Remembered {
  params: Record<string, string | undefined>;
  matches: { id: string; pathname: string; pathnameBase: string }[];
}

/** Paths remembered at most (a person's own form has its own path); past it the memory starts afresh. */
export const REMEMBERED_PATHS = 5000;

/** The shape of a route tree and its routes by id; undefined when a route has no id or two share one (not remembered). */
function treeOf(routes: RouteLike[]): Tree | undefined {
  const byId = new Map<string, RouteLike>();
  const parts: string[] = [];
  const walk = (list: RouteLike[]): boolean => {
    parts.push('[');
    for (const route of list) {
      if (typeof route.id !== 'string' || byId.has(route.id)) return false;
      byId.set(route.id, route);
      parts.push(JSON.stringify([route.id, route.path ?? null, route.index === true, route.caseSensitive === true]));
      if (route.children?.length && !walk(route.children)) return false;
    }
    parts.push(']');
    return true;
  };
  return walk(routes) ? { shape: parts.join(''), byId } : undefined;
}

/**
 * matchRoutes with a memory of the paths it matched, for trees whose routes all have distinct ids. A tree is read once
 * (by its array): the server's trees are never changed after they are made.
 */
export function rememberingMatchRoutes(originalMatchRoutes: MatchRoutes): MatchRoutes {
  const original = originalMatchRoutes as unknown as LooseMatchRoutes;
  const trees = new WeakMap<RouteLike[], Tree | null>();
  let remembered = new Map<string, Remembered | null>();
  const remembering: LooseMatchRoutes = (routes, location, basename) => {
    let tree = trees.get(routes);
    if (tree === undefined) {
      tree = treeOf(routes) ?? null;
      trees.set(routes, tree);
    }
    if (!tree) return original(routes, location, basename);
    // only the path is matched (not the query or the fragment)
    const path = typeof location === 'string' ? location.split(/[?#]/)[0] : (location.pathname ?? '');
    const key = `${tree.shape}\n${basename ?? ''}\n${path}`;
    let answer = remembered.get(key);
    if (answer === undefined) {
      const matches = original(routes, location, basename);
      answer = matches && { params: { ...matches[0]?.params }, matches: matches.map((m) => ({ id: m.route.id!, pathname: m.pathname, pathnameBase: m.pathnameBase })) };
      if (remembered.size >= REMEMBERED_PATHS) remembered = new Map();
      remembered.set(key, answer);
      return matches;
    }
    if (!answer) return null;
    // the package gives every match of one answer the same params object; so does this, a new one each time
    const params = { ...answer.params };
    return answer.matches.map((m) => ({ params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: tree.byId.get(m.id)! }));
  };
  return remembering as unknown as MatchRoutes;
}

let installed = false;

/** Puts the remembering matchRoutes in place of @remix-run/router's exported one, once per process. */
export function rememberRouteMatches(): void {
  if (installed) return;
  installed = true;
  // the CommonJS module every Remix and React Router package requires (they call `router.matchRoutes(...)` on it)
  const router = createRequire(import.meta.url)('@remix-run/router') as { matchRoutes: MatchRoutes };
  router.matchRoutes = rememberingMatchRoutes(router.matchRoutes);
}
