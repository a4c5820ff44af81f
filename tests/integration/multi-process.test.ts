// The scaled-out shape of the README's "Running in production" (issue 14, item 19): two app processes started as
// `npm start` starts them (the built server, WORKER=external) behind a proxy they trust, and one `npm run worker`
// process, all on one PostgreSQL. No process may keep anything of its own: sessions, rate limits and jobs are
// shared, and stopping one app in the middle of a request loses nothing it acknowledged.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormElement, WorkflowDefinition } from '@accord/engine';
import { signInBuckets } from '../../app/services/accounts/account-service.server';
import { RATE_LIMIT_MESSAGE } from '../../app/services/accounts/rate-limit.server';
import { loadAnswers } from '../../app/services/user-workflow/answers.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { fieldName, versionName } from '../../app/answer-form/form-answers';
import { publishWorkflow } from '../../db/seed-guide';
import { createUser } from '../../db/users';
import { testUserInput, TEST_PASSWORD } from '../support/test-users';
import { ROOT, startProcess, startServer, type RunningProcess } from './support/processes';
import { startSmtpPeer, waitFor } from './support/smtp-peer';
import { createTestDatabase, type TestDatabase } from './support/test-database';

type App = Awaited<ReturnType<typeof startServer>>;

const PUBLISHED_ID = 'multiProcessPublish1';
const FIELDS = 30;

/** One questionnaire page of short text fields, enough distinct fields for a burst of autosaves. */
function textFieldsWorkflow(): WorkflowDefinition {
  const elements: FormElement[] = [{ uid: 'page0', type: 'page-break', title: 'PAGE', label: 'Everything' }];
  for (let i = 0; i < FIELDS; i++) elements.push({ uid: `t${i}`, type: 'text-input-short', title: `TEXT_${i}`, label: `Text ${i}` });
  return { name: 'Multi-process', state: 'Utah', type: 'Divorce', childrenOptions: 'N/A', useCounties: false, counties: [], collaborate: true, version: '1.0.0', elements };
}

let database: TestDatabase;
let dataDir: string;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let appA: App;
let appB: App;
let worker: RunningProcess;
const children: RunningProcess[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  // the integration tests run after the build in `npm test`; on their own they build it when it is missing or stale
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  expect(build.status).toBe(0);

  database = await createTestDatabase();
  await publishWorkflow(database.db, { formId: 'multiProcessForm001', publishedId: PUBLISHED_ID, definition: textFieldsWorkflow() });
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-multi-'));
  peer = await startSmtpPeer();
  env = {
    DATABASE_URL: database.connectionString,
    DATA_DIR: dataDir,
    WORKER: 'external',
    // the tests play the proxy: they say which client each request comes from in X-Forwarded-For
    TRUST_PROXY: 'loopback',
  };
  // only the worker knows the SMTP server: an e-mail an app process sent itself would land in the mailbox instead
  worker = startProcess('worker/cli.ts', { ...env, SMTP_URL: peer.url });
  children.push(worker);
  const started = await Promise.allSettled([0, 1].map(() => startServer(env, { script: 'scripts/start.mjs', healthyWithinMs: 90_000 })));
  for (const s of started) if (s.status === 'fulfilled') children.push(s.value);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  [appA, appB] = started.map((s) => (s as PromiseFulfilledResult<App>).value) as [App, App];
}, 300_000);

afterAll(async () => {
  // whatever failed, no process of this file outlives it
  await Promise.all(
    children.map(async (child) => {
      const stopped = await Promise.race([child.stop('SIGTERM'), new Promise((r) => setTimeout(() => r('timeout'), 15_000))]);
      if (stopped === 'timeout') await child.stop('SIGKILL');
    }),
  );
  await peer?.close();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

function post(app: App, pathname: string, body: URLSearchParams, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: app.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

async function newPerson(label: string) {
  const input = testUserInput({ label });
  const { id } = await createUser(database.db, input);
  return { id, email: input.email };
}

const from = (client: string) => ({ 'X-Forwarded-For': client });

async function signIn(app: App, email: string, client: string) {
  const response = await post(app, '/sign-in', new URLSearchParams({ email, password: TEST_PASSWORD, redirectTo: '/user-profile', wfid: '' }), from(client));
  expect(response.status).toBe(302);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('two app processes and one worker process on one PostgreSQL', () => {
  it('a session made on one app is valid on the other, and signing out on the other ends it on both', async () => {
    const person = await newPerson('multi-session');
    const cookie = await signIn(appA, person.email, '198.51.100.10');

    const onB = await fetch(`${appB.baseUrl}/user-profile`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain(person.email);

    const signOut = await post(appB, '/sign-out', new URLSearchParams(), { Cookie: cookie, ...from('198.51.100.10') });
    expect(signOut.status).toBe(302);
    for (const app of [appA, appB]) {
      const after = await fetch(`${app.baseUrl}/user-profile`, { headers: { Cookie: cookie }, redirect: 'manual' });
      expect(after.status).toBe(302);
      expect(after.headers.get('location')).toMatch(/^\/sign-in\?/);
    }
  });

  it('wrong passwords sent at once to both apps hit the one limit at the same total, and another client is asked for the captcha, not locked out', async () => {
    const person = await newPerson('multi-limit');
    const attacker = '203.0.113.7';
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post(i % 2 ? appB : appA, '/sign-in', new URLSearchParams({ email: person.email, password: `Wrong-Guess-${i}`, redirectTo: '', wfid: '' }), from(attacker)).then(
          async (r) => ({ status: r.status, body: await r.text() }),
        ),
      ),
    );
    const checked = attempts.filter((a) => a.status === 400);
    const refused = attempts.filter((a) => a.status === 429);
    // the per-client-and-account rule allows 10 checked passwords in 15 minutes, whichever app they reach
    expect(checked).toHaveLength(10);
    expect(refused).toHaveLength(6);
    for (const a of checked) expect(a.body).toContain('Wrong password.');
    for (const a of refused) expect(a.body).toContain(RATE_LIMIT_MESSAGE);
    const bucket = signInBuckets(person.email, attacker).clientAndAccount;
    expect(await database.db.selectFrom('rate_limits').select('count').where('bucket', '=', bucket).executeTakeFirst()).toEqual({ count: 16 });

    // the attacker stays refused on either app, even with the right password
    const again = await post(appA, '/sign-in', new URLSearchParams({ email: person.email, password: TEST_PASSWORD, redirectTo: '', wfid: '' }), from(attacker));
    expect(again.status).toBe(429);
    // and the owner, from their own address, is not locked out: past ten wrong passwords on the account (from
    // anywhere) signing in asks for the captcha's proof instead of a wait (issue 30, item 9)
    const owner = await post(appB, '/sign-in', new URLSearchParams({ email: person.email, password: TEST_PASSWORD, redirectTo: '', wfid: '' }), from('198.51.100.44'));
    expect(owner.status).toBe(400);
    expect(await owner.text()).toContain('There were many wrong passwords for this account. To keep it safe, please answer the question below');
  });

  it('an e-mail enqueued through either app is delivered exactly once, by the worker process', async () => {
    const first = await newPerson('multi-job-a');
    const second = await newPerson('multi-job-b');
    for (const [app, person] of [[appA, first], [appB, second]] as const) {
      const response = await post(app, '/forgot-password', new URLSearchParams({ email: person.email }), from('198.51.100.60'));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Please check your email to reset your password.');
    }
    const emails = () =>
      database.db.selectFrom('emails').select(['id', 'to_email', 'status', 'attempts', 'delivered_via']).where('to_email', 'in', [first.email, second.email]).execute();
    await waitFor(async () => ((await emails()).length === 2 && (await emails()).every((e) => e.status === 'sent')) || undefined, 45_000, `the worker to send both e-mails\n${worker.output()}`);
    // time for a second delivery, if anything were to make one
    await new Promise((r) => setTimeout(r, 1000));
    for (const person of [first, second]) expect(peer.received.filter((m) => m.to.includes(person.email))).toHaveLength(1);
    const sent = await emails();
    // 'smtp', not 'mailbox': the worker process ran the job, the apps (WORKER=external) only enqueued it
    for (const email of sent) expect(email).toMatchObject({ status: 'sent', attempts: 1, delivered_via: 'smtp' });
    const leftover = await sql<{ n: number }>`select count(*)::int as n from graphile_worker._private_jobs where key = any(${sent.map((e) => `email:${e.id}`)})`.execute(database.db);
    expect(leftover.rows[0]!.n).toBe(0);
  });

  it('an app stopped with SIGTERM in the middle of requests loses no acknowledged answer, and the other app keeps serving', async () => {
    const person = await newPerson('multi-stop');
    const { id: workflowId } = await startUserWorkflow(database.db, { publishedWorkflowId: PUBLISHED_ID, ownerId: person.id });
    const cookie = await signIn(appA, person.email, '198.51.100.80');
    const autosavePath = `/legal-form-guide/divorce-forms/${workflowId}/autosave?page=0`;
    const autosaveForm = (uid: string, value: string, version = 0) =>
      new URLSearchParams({ uid, [versionName(uid)]: String(version), [fieldName(uid)]: value });

    // a multipart autosave whose body is still arriving when the signal comes
    const boundary = 'accord-multi-process-boundary';
    const multipart = Buffer.from(
      Object.entries({ uid: 't0', [versionName('t0')]: '0', [fieldName('t0')]: 'Sent slowly across the stop' })
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}--\r\n`,
    );
    const slow = http.request(`${appA.baseUrl}${autosavePath}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: appA.baseUrl, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': multipart.length },
    });
    const slowAnswer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow.on('response', (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      slow.on('error', reject);
    });
    slow.write(multipart.subarray(0, 40));
    await new Promise((r) => setTimeout(r, 500));

    // a burst of autosaves to other fields races the signal
    const acknowledged = new Map<string, string>();
    const burst = Array.from({ length: FIELDS - 1 }, async (_, i) => {
      const uid = `t${i + 1}`;
      const value = `Burst answer ${i + 1}`;
      await new Promise((r) => setTimeout(r, i * 15));
      try {
        const response = await post(appA, autosavePath, autosaveForm(uid, value), { Cookie: cookie });
        if (response.ok) acknowledged.set(uid, value);
        else await response.body?.cancel();
      } catch {
        // refused or cut off by the stopping app: not acknowledged, so nothing was promised
      }
    });
    await new Promise((r) => setTimeout(r, 150));
    const exited = appA.stop('SIGTERM');
    // the rest of the slow body goes only once the stopping app refuses new connections
    await waitFor(
      () => fetch(`${appA.baseUrl}/healthz`).then((r) => (void r.body?.cancel(), undefined), () => true),
      15_000,
      'the stopping app to refuse new connections',
    );
    slow.end(multipart.subarray(40));

    const slowResult = await slowAnswer;
    await Promise.all(burst);
    expect(await exited).toBe(0);
    // the request under way when the signal came was finished, not dropped
    expect(slowResult.status).toBe(200);
    acknowledged.set('t0', 'Sent slowly across the stop');

    const stored = await loadAnswers(database.db, workflowId);
    for (const [uid, value] of acknowledged) expect({ uid, value: stored[uid]?.value }).toEqual({ uid, value });

    // the other app serves the same person on, session included
    expect((await fetch(`${appB.baseUrl}/healthz`)).status).toBe(200);
    const onB = await post(appB, autosavePath, autosaveForm('t0', 'Changed after the stop', stored.t0!.version), { Cookie: cookie });
    expect(onB.status).toBe(200);
    expect((await loadAnswers(database.db, workflowId)).t0?.value).toBe('Changed after the stop');
    console.log(`SIGTERM mid-request: ${acknowledged.size} acknowledged autosaves (slow multipart included), all stored`);
  });
});
