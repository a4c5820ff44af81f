// Issue 14's fuzz test: random bodies, content types, NUL bytes and huge numbers posted to every route of
// app/routes.ts (each path's params filled with random ids), as a GET (the loader) and a POST (the action), against
// the built app started as a process. No answer may be a 500, and the process must stay up. The seed is fixed so
// that a failure replays; the number of cases is printed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { createUser } from '../../db/users';
import { createDatabase } from '../../db/client';
import { findRunningEmbeddedServer } from '../../db/embedded-server';
import { SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { startServer } from './support/processes';

const SEED = 1414;
const RUNS = 300;

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route path of the config, '/' for the index, without the catch-all. */
function routePaths(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.index ? ['/'] : entry.path && entry.path !== '*' ? [`/${entry.path}`] : []),
    ...routePaths(entry.children ?? []),
  ]);
}

const PATHS = routePaths(routes as RouteEntry[]);

const HUGE_NUMBERS = ['1e20', '3e9', '-1', '9007199254740993', '30000000', 'NaN', 'Infinity', '0x10', '1e308', '-0'];
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HUGE_NUMBERS, '\u0000', 'a\u0000b', '../../etc/passwd', '%00', '<script>x</script>', 'a;b=c', '\r\n', '😀'),
  fc.integer().map(String),
  fc.double().map(String),
);
const paramValue = fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{20}$/), fc.uuid(), nasty.map(encodeURIComponent));
const fields = fc.dictionary(
  fc.oneof(fc.constantFrom('intent', 'email', 'password', 'code', 'page', 'limit', 'price', 'token', 'uid', 'value', 'baseVersion', 'redirectTo', 'wfid', 'coupon'), fc.string({ maxLength: 12 })),
  nasty,
  { maxKeys: 6 },
);

type Body = { contentType: string | undefined; body: string | Blob | undefined };
const body: fc.Arbitrary<Body> = fc.oneof(
  fields.map((f) => ({ contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(f).toString() })),
  fields.map((f) => ({ contentType: 'application/json', body: JSON.stringify(f) })),
  fc.string({ maxLength: 200 }).map((s) => ({ contentType: 'multipart/form-data; boundary=xyz', body: s })),
  fields.map((f) => ({
    contentType: 'multipart/form-data; boundary=b0undary',
    body: `${Object.entries(f).map(([k, v]) => `--b0undary\r\nContent-Disposition: form-data; name="${k}"; filename="${v}"\r\nContent-Type: application/pdf\r\n\r\n${v}\r\n`).join('')}--b0undary--\r\n`,
  })),
  fc.tuple(fc.constantFrom('text/plain', 'application/octet-stream', 'image/png', ''), fc.uint8Array({ maxLength: 300 })).map(([contentType, bytes]) => ({
    contentType,
    body: new Blob([new Uint8Array(bytes)]),
  })),
  fc.constant({ contentType: undefined, body: undefined }),
  fc.constant({ contentType: 'application/x-www-form-urlencoded', body: '' }),
);

const request = fc.record({
  path: fc.constantFrom(...PATHS),
  params: fc.array(paramValue, { minLength: 4, maxLength: 4 }),
  query: fields,
  method: fc.constantFrom('GET', 'POST'),
  body,
  signedIn: fc.boolean(),
});

type Server = Awaited<ReturnType<typeof startServer>>;
let app: Server;
let dataDir: string;
let cookie = '';
/** a form the signed-in admin owns, so the guide's routes read their bodies instead of answering 404 first */
let workflowId = '';

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-fuzz-'));
  await fs.chmod(dataDir, 0o755);
  app = await startServer({ DATA_DIR: dataDir });
  const handle = createDatabase((await findRunningEmbeddedServer(dataDir))!, 2);
  const user = { email: 'fuzz-admin@example.com', password: 'Garnet-Thistle-Beacon-27' };
  await createUser(handle.db, {
    ...user, role: 'admin-global', firstName: 'Fuzz', lastName: 'Admin', dateOfBirth: '1980-01-01', phoneNumber: '801-555-0150',
    addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601', permissionToContact: false, verified: true, termsAccepted: true,
  });
  const admin = await handle.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
  workflowId = (await startUserWorkflow(handle.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: admin.id })).id;
  await handle.close();
  const signIn = await fetch(`${app.baseUrl}/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { Origin: app.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...user, redirectTo: '', wfid: '' }),
  });
  cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
}, 120_000);

afterAll(async () => {
  await app?.stop('SIGTERM');
  await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
});

describe('fuzzing every route', () => {
  it('random bodies, content types, NUL bytes and huge numbers never get a 500, and the app stays up', async () => {
    let cases = 0;
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        cases += 1;
        let index = 0;
        const pathname = r.path.replace(/:[A-Za-z]+/g, () => r.params[index++]!);
        const url = `${app.baseUrl}${pathname}?${new URLSearchParams(r.query)}`;
        const headers: Record<string, string> = { Origin: app.baseUrl };
        if (r.signedIn) headers.Cookie = cookie;
        if (r.method === 'POST' && r.body.contentType !== undefined) headers['Content-Type'] = r.body.contentType;
        const response = await fetch(url, { method: r.method, redirect: 'manual', headers, body: r.method === 'POST' ? r.body.body : undefined });
        await response.arrayBuffer();
        // every case runs: the list of 500s says more than the first one shrunk
        // the maintenance page answers 503 by design
        if (response.status >= 500 && !(pathname === "/503" && response.status === 503)) failures.push(`${r.method} ${url.slice(app.baseUrl.length)} (${r.body.contentType ?? 'no body'}) -> ${response.status}`);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(`fuzz: ${cases} cases over ${PATHS.length} routes (seed ${SEED}), ${failures.length} answered 500`);
    expect(failures).toEqual([]);
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    expect(app.child.exitCode).toBeNull();
  });
});

/** Multipart bodies cut short, NUL bytes in the text fields of every form, and line breaks in `?page=` (issue 30). */
const TRUNCATED_MULTIPART =
  '--cut0ff\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave-comment\r\n--cut0ff\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7 cut';
const NUL_TEXT = 'a\u0000b';
const NUL_FORMS = ['save-comment', 'save-field-comment', 'propose-changes', 'sign', 'typed', 'save', 'send'].map((intent) => ({
  intent, comment: NUL_TEXT, fieldComment: NUL_TEXT, field: 'PET_FN', proposal: NUL_TEXT, value: NUL_TEXT, name: NUL_TEXT, typedName: NUL_TEXT,
  confirm: 'yes', method: 'typed', subject: NUL_TEXT, message: NUL_TEXT, to: 'a@example.com', title: NUL_TEXT, text: NUL_TEXT, email: NUL_TEXT,
}));
const BAD_PAGES = ['1%0D%0ALocation:%20//evil.example', '%0A', '1%E2%80%A8', '%E2%80%A9', '%F0%9F%98%80'];

describe('shapes that answered 500 on the probe', () => {
  it('a truncated multipart body, NUL bytes in form text and line breaks in ?page= get no 500 on any route', async () => {
    const failures: string[] = [];
    let cases = 0;
    const send = async (pathname: string, init: { query?: string; contentType: string; body: string }) => {
      cases += 1;
      const response = await fetch(`${app.baseUrl}${pathname}${init.query ?? ''}`, {
        method: 'POST', redirect: 'manual', headers: { Origin: app.baseUrl, Cookie: cookie, 'Content-Type': init.contentType }, body: init.body,
      });
      await response.arrayBuffer();
      if (response.status >= 500 && pathname !== '/503') failures.push(`POST ${pathname}${init.query ?? ''} (${init.contentType.split(';')[0]}) -> ${response.status}`);
    };
    for (const route of PATHS) {
      const pathname = route.replace(/:[A-Za-z]+/g, workflowId);
      await send(pathname, { contentType: 'multipart/form-data; boundary=cut0ff', body: TRUNCATED_MULTIPART });
      for (const form of NUL_FORMS) await send(pathname, { contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(form).toString() });
      for (const page of BAD_PAGES) {
        await send(pathname, { query: `?page=${page}`, contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams({ intent: 'save-comment', comment: 'A comment on this page.' }).toString() });
      }
    }
    console.log(`probe shapes: ${cases} cases over ${PATHS.length} routes, ${failures.length} answered 500`);
    expect(failures).toEqual([]);
    expect(app.child.exitCode).toBeNull();
  }, 300_000);
});
