// Issue 30: a database whose connections are all busy (or that cannot be reached) answers 503 with Retry-After and a
// message in the person's words, on a page and on an autosave, never a 500; and nothing is lost: the answer the busy
// autosave could not save is saved when it is sent again after the connection is free. The built app runs as
// `npm start` runs it, with a pool of one connection and a short wait for it (DATABASE_POOL_SIZE,
// DATABASE_CONNECT_TIMEOUT_MS); the test holds that one connection by keeping a request waiting on a lock.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkflowDefinition } from '@accord/engine';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import en from '../../i18n/catalogues/en/common';
import es from '../../i18n/catalogues/es/common';
import { loadAnswers } from '../../app/services/user-workflow/answers.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { publishWorkflow } from '../../db/seed-guide';
import { createUser } from '../../db/users';
import { testUserInput, TEST_PASSWORD } from '../support/test-users';
import { ROOT, startServer } from './support/processes';
import { waitFor } from './support/smtp-peer';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const PUBLISHED_ID = 'busyDatabasePublish1';
const definition: WorkflowDefinition = {
  name: 'Busy database', state: 'Utah', type: 'Divorce', childrenOptions: 'N/A', useCounties: false, counties: [], collaborate: false, version: '1.0.0',
  elements: [
    { uid: 'page0', type: 'page-break', title: 'PAGE', label: 'Everything' },
    { uid: 'busy1', type: 'text-input-short', title: 'BUSY_1', label: 'Your city' },
  ],
};

let database: TestDatabase;
let dataDir: string;
let app: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  // on their own the integration tests build the app when it is missing or stale
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  expect(build.status).toBe(0);
  database = await createTestDatabase();
  await publishWorkflow(database.db, { formId: 'busyDatabaseForm0001', publishedId: PUBLISHED_ID, definition });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-busy-'));
  app = await startServer(
    { DATABASE_URL: database.connectionString, DATA_DIR: dataDir, WORKER: 'external', DATABASE_POOL_SIZE: '1', DATABASE_CONNECT_TIMEOUT_MS: '300' },
    { script: 'scripts/start.mjs', healthyWithinMs: 90_000 },
  );
}, 300_000);

afterAll(async () => {
  await app?.stop('SIGTERM');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

function post(pathname: string, body: URLSearchParams, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: app.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

describe('a database with no free connection', () => {
  it('answers a page and an autosave 503 with Retry-After in the person\'s words, and the answer is saved when sent again', async () => {
    const input = testUserInput({ label: 'busy-database' });
    const person = await createUser(database.db, input);
    const { id: workflowId } = await startUserWorkflow(database.db, { publishedWorkflowId: PUBLISHED_ID, ownerId: person.id });
    const signIn = async () => {
      const response = await post('/sign-in', new URLSearchParams({ email: input.email, password: TEST_PASSWORD, redirectTo: '/user-profile', wfid: '' }));
      expect(response.status).toBe(302);
      return response.headers.get('set-cookie')!.split(';')[0]!;
    };
    // two sessions (two tabs): one session's lookups under way are shared, and the busy requests must not wait on them
    const cookie = await signIn();
    const holdingCookie = await signIn();
    const autosavePath = `/legal-form-guide/divorce-forms/${workflowId}/autosave?page=0`;
    const autosave = () => post(autosavePath, new URLSearchParams({ uid: 'busy1', [versionName('busy1')]: '0', [fieldName('busy1')]: 'Ogden' }), { Cookie: cookie, Accept: 'application/json' });

    // the app's one connection waits on a lock the test holds: every other request finds the pool empty
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = database.db.transaction().execute(async (tx) => {
      await sql`lock table sessions in access exclusive mode`.execute(tx);
      locked();
      await released;
    });
    await lockTaken;
    const waiting = fetch(`${app.baseUrl}/user-profile`, { headers: { Cookie: holdingCookie } });
    await waitFor(
      async () => {
        const rows = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%sessions%'`.execute(database.db);
        return rows.rows[0]!.n > 0 || undefined;
      },
      30_000,
      'the app\'s only connection to wait on the lock',
    );

    try {
      const page = await fetch(`${app.baseUrl}/user-profile`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(503);
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0);
      const html = await page.text();
      expect(html).toContain(en.status.busyTitle);
      expect(html).toContain(en.status.busyDetail);

      const spanish = await fetch(`${app.baseUrl}/user-profile`, { headers: { Cookie: cookie, 'Accept-Language': 'es' } });
      expect(spanish.status).toBe(503);
      expect(await spanish.text()).toContain(es.status.busyDetail);

      const busy = await autosave();
      expect(busy.status).toBe(503);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await busy.json()).toEqual({ error: en.status.busyDetail });
    } finally {
      release();
      await holder;
    }

    // the request that held the connection finishes, and the same autosave sent again is saved
    expect((await waiting).status).toBe(200);
    const retried = await autosave();
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ ok: true });
    expect((await loadAnswers(database.db, workflowId)).busy1?.value).toBe('Ogden');
  });
});
