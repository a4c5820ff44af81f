// The remembering matchRoutes (route-matching.ts) answers as @remix-run/router's own, from memory once a path is known.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { matchRoutes } from '@remix-run/router';
import { describe, expect, it } from 'vitest';
import routeConfig from '../app/routes';
import { rememberingMatchRoutes } from './route-matching';

/** A tree shaped like the app's: a root layout, an index, nested paths with params, a splat. */
function tree() {
  return [
    {
      id: 'root',
      path: '',
      children: [
        { id: 'routes/_index', index: true },
        { id: 'routes/about-us', path: 'about-us' },
        {
          id: 'routes/legal-form-guide',
          path: 'legal-form-guide',
          children: [
            { id: 'routes/guide-index', index: true },
            { id: 'routes/divorce-form', path: 'divorce-forms/:userWorkflowId' },
            { id: 'routes/divorce-form-autosave', path: 'divorce-forms/:userWorkflowId/autosave' },
          ],
        },
        { id: 'routes/$', path: '*' },
      ],
    },
  ];
}

const PATHS = ['/', '/about-us', '/legal-form-guide', '/legal-form-guide/divorce-forms/abc', '/legal-form-guide/divorce-forms/abc/autosave?page=0', '/nowhere/at/all', '/About-Us'];

/** The remembering matchRoutes over the package's, counting how often it asks the package. */
function counting() {
  const counter = { asked: 0 };
  const remembering = rememberingMatchRoutes((routes, location, basename) => {
    counter.asked++;
    return matchRoutes(routes, location, basename);
  });
  return { remembering, counter };
}

/**
 * Three rounds, each on a new tree of the same shape (as Remix builds the React side's routes for every page): every
 * path answered as the package answers it, with the given tree's own route objects.
 */
function expectSameAnswers(remembering: ReturnType<typeof counting>['remembering'], makeTree: () => Parameters<typeof matchRoutes>[0], paths: string[]) {
  for (const round of [1, 2, 3]) {
    const routes = makeTree();
    for (const path of paths) {
      const own = matchRoutes(routes, path);
      const remembered = remembering(routes, path);
      expect(remembered, `${path} (round ${round})`).toEqual(own);
      for (const [i, match] of (remembered ?? []).entries()) expect(match.route, `${path} match ${i}`).toBe(own![i]!.route);
    }
  }
}

describe('rememberingMatchRoutes', () => {
  it("answers every path as the package does, with the given tree's own routes, and asks the package once per path and tree shape", () => {
    const { remembering, counter } = counting();
    expectSameAnswers(remembering, tree, PATHS);
    expect(counter.asked).toBe(PATHS.length);
    // the params of one answer are one object, and not the remembered one
    const [first, second] = remembering(tree(), '/legal-form-guide/divorce-forms/abc')!.slice(1);
    expect(first!.params).toBe(second!.params);
    (first!.params as Record<string, string>).userWorkflowId = 'changed';
    expect(remembering(tree(), '/legal-form-guide/divorce-forms/abc')![1]!.params).toEqual({ userWorkflowId: 'abc' });
  });

  it('leaves a tree without ids, or with an id twice, to the package every time', () => {
    const { remembering, counter } = counting();
    const noIds = [{ path: 'a' }];
    const twice = [{ id: 'x', path: 'a' }, { id: 'x', path: 'b' }];
    for (const routes of [noIds, noIds, twice, twice]) expect(remembering(routes, '/a')).toEqual(matchRoutes(routes, '/a'));
    expect(counter.asked).toBe(4);
  });
});

/**
 * The app's own route tree as Remix builds it from app/routes.ts: the root layout ('root', path '') holding every
 * configured route, each known by its id (the given one, or the module's path without its extension).
 */
function appTree() {
  return [
    {
      id: 'root',
      path: '',
      children: routeConfig.map((r) => ({ id: r.id ?? r.file.replace(/\.[jt]sx?$/, ''), path: r.path, index: r.index, caseSensitive: r.caseSensitive })),
    },
  ];
}

/** Paths that reach each of the app's routes (params and splats filled in), in other cases, and paths near them. */
function appPaths(): string[] {
  const paths = new Set<string>(['/', '', '/nowhere', '/legal-form-guide/', '//about-us', '/about-us/extra', '/healthz?x=1#top']);
  for (const r of routeConfig) {
    if (!r.path) continue;
    const filled = `/${r.path.replace(/:[A-Za-z]+/g, 'abc123').replace(/\*$/, 'a/b/c.pdf')}`;
    for (const path of [filled, filled.toUpperCase(), `${filled}/`, `${filled}?page=2`, `${filled}/more`, filled.replace('abc123', 'another-id')]) paths.add(path);
  }
  return [...paths];
}

describe("rememberingMatchRoutes on the app's route tree", () => {
  it('answers every route of app/routes.ts, and paths near them, exactly as the package does, round after round', () => {
    const { remembering, counter } = counting();
    const paths = appPaths();
    expect(paths.length).toBeGreaterThan(300);
    expectSameAnswers(remembering, appTree, paths);
    // the first round asked the package; the others were answered from memory (a query or fragment is not a new path)
    expect(counter.asked).toBe(new Set(paths.map((p) => p.split(/[?#]/)[0])).size);
  });
});

// patches/@remix-run+router+1.23.3.patch (applied by `npm install`'s postinstall): the package's own matchRoutes
// flattens and ranks a tree once per tree and compiles a path pattern once, which the static handler's match inside
// the package could not get from the wrapper above (issue 33)
describe("the patched @remix-run/router's matchRoutes", () => {
  const ids = (routes: ReturnType<typeof tree>, path: string) => matchRoutes(routes, path)?.map((m) => m.route.id) ?? null;

  it('is the one installed: npm install applied the patch', () => {
    const file = createRequire(import.meta.url).resolve('@remix-run/router');
    expect(readFileSync(file, 'utf8')).toContain('rankedBranches.get(routes)');
  });

  it('matches the same tree again and again as it did the first time, ranked static over dynamic over splat', () => {
    const routes = tree();
    for (let round = 0; round < 3; round++) {
      expect(ids(routes, '/')).toEqual(['root', 'routes/_index']);
      expect(ids(routes, '/about-us')).toEqual(['root', 'routes/about-us']);
      expect(ids(routes, '/About-Us')).toEqual(['root', 'routes/about-us']);
      expect(ids(routes, '/legal-form-guide/divorce-forms/abc')).toEqual(['root', 'routes/legal-form-guide', 'routes/divorce-form']);
      expect(matchRoutes(routes, '/legal-form-guide/divorce-forms/abc')?.at(-1)?.params).toEqual({ userWorkflowId: 'abc' });
      expect(ids(routes, '/legal-form-guide/divorce-forms/abc/autosave')).toEqual(['root', 'routes/legal-form-guide', 'routes/divorce-form-autosave']);
      expect(ids(routes, '/nowhere/at/all')).toEqual(['root', 'routes/$']);
    }
  });

  it('matches each tree by its own routes: another tree of other paths is not answered from the first', () => {
    const first = tree();
    expect(ids(first, '/about-us')).toEqual(['root', 'routes/about-us']);
    const other = [{ id: 'other', path: '', children: [{ id: 'other/contact', path: 'contact' }, { id: 'other/case', path: 'About-Us', caseSensitive: true }] }];
    expect(ids(other, '/contact')).toEqual(['other', 'other/contact']);
    expect(ids(other, '/about-us')).toBeNull();
    expect(ids(other, '/About-Us')).toEqual(['other', 'other/case']);
    expect(matchRoutes(other, '/about-us')?.[1]?.route).toBeUndefined();
    expect(ids(first, '/contact')).toEqual(['root', 'routes/$']);
  });
});
