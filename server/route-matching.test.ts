// The remembering matchRoutes (route-matching.ts) answers as @remix-run/router's own, from memory once a path is known.
import { matchRoutes } from '@remix-run/router';
import { describe, expect, it } from 'vitest';
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

describe('rememberingMatchRoutes', () => {
  it("answers every path as the package does, with the given tree's own routes, and asks the package once per path and tree shape", () => {
    let asked = 0;
    const remembering = rememberingMatchRoutes((routes, location, basename) => {
      asked++;
      return matchRoutes(routes, location, basename);
    });
    for (const round of [1, 2, 3]) {
      // a new tree of the same shape each round, as Remix builds the React side's routes for every page
      const routes = tree();
      for (const path of PATHS) {
        const remembered = remembering(routes, path);
        expect(remembered, `${path} (round ${round})`).toEqual(matchRoutes(routes, path));
        for (const [i, match] of (remembered ?? []).entries()) expect(match.route).toBe(matchRoutes(routes, path)![i]!.route);
      }
    }
    expect(asked).toBe(PATHS.length);
    // the params of one answer are one object, and not the remembered one
    const [first, second] = remembering(tree(), '/legal-form-guide/divorce-forms/abc')!.slice(1);
    expect(first!.params).toBe(second!.params);
    (first!.params as Record<string, string>).userWorkflowId = 'changed';
    expect(remembering(tree(), '/legal-form-guide/divorce-forms/abc')![1]!.params).toEqual({ userWorkflowId: 'abc' });
  });

  it('leaves a tree without ids, or with an id twice, to the package every time', () => {
    let asked = 0;
    const remembering = rememberingMatchRoutes((routes, location, basename) => {
      asked++;
      return matchRoutes(routes, location, basename);
    });
    const noIds = [{ path: 'a' }];
    const twice = [{ id: 'x', path: 'a' }, { id: 'x', path: 'b' }];
    for (const routes of [noIds, noIds, twice, twice]) expect(remembering(routes, '/a')).toEqual(matchRoutes(routes, '/a'));
    expect(asked).toBe(4);
  });
});
