// bench:capacity's simulated people move between questionnaire pages as JavaScript does (issue 33, item 2): the
// page's form posted to the route's data, the next page loaded as data (turbo-stream, as Remix's single fetch sends
// it). What the bench reads from those answers, and how it groups their requests by route.
import { encode } from 'turbo-stream';
import { describe, expect, it } from 'vitest';
import { decodeRouteData, fieldVersions, routeOf } from '../tests/bench/capacity-journey';

/** A value as Remix's single fetch sends it: turbo-stream's text. */
const asSent = (value: unknown) => new Response(encode(value)).text();

describe('the route data a page move reads', () => {
  it('gives each field of the page its stored version, wherever the view sits in the routes’ data', async () => {
    const data = await asSent({
      root: { data: { shell: { user: { displayName: 'Jane Doe' } } } },
      'routes/legal-form-guide.divorce-forms.$id': {
        data: {
          questionnaire: {
            elements: [
              { element: { uid: 'PET_FN', type: 'text-input', title: 'First name' }, value: 'Jane', version: 3, fingerprint: 'a1' },
              { element: { uid: 'PET_CITY', type: 'text-input' }, value: null, version: 0, fingerprint: 'b2' },
            ],
            // other objects with a version of their own are not fields
            revision: { version: 7 },
          },
        },
      },
    });
    expect(Object.fromEntries(fieldVersions(await decodeRouteData(data)))).toEqual({ PET_FN: 3, PET_CITY: 0 });
  });

  it('reads where an action redirects a client navigation', async () => {
    const data = await asSent({ redirect: '/legal-form-guide/divorce-forms/HDj9gcp0E77WASjUyXeJ?page=2#page-tab-2', status: 302, revalidate: false, reload: false, replace: false });
    expect(await decodeRouteData(data)).toMatchObject({ redirect: '/legal-form-guide/divorce-forms/HDj9gcp0E77WASjUyXeJ?page=2#page-tab-2', status: 302 });
  });
});

describe('routeOf', () => {
  it('groups a route’s requests by putting :id for ids, its data requests apart from its documents', () => {
    expect(routeOf('/legal-form-guide/divorce-forms/HDj9gcp0E77WASjUyXeJ')).toBe('/legal-form-guide/divorce-forms/:id');
    expect(routeOf('/legal-form-guide/divorce-forms/HDj9gcp0E77WASjUyXeJ.data')).toBe('/legal-form-guide/divorce-forms/:id.data');
    expect(routeOf('/legal-form-guide/divorce-forms/HDj9gcp0E77WASjUyXeJ/autosave')).toBe('/legal-form-guide/divorce-forms/:id/autosave');
    expect(routeOf('/pay-for-form/12/abcdefghijkl3/collaborative')).toBe('/pay-for-form/:id/:id/collaborative');
  });
});
