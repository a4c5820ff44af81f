// Issue 14's findings that show over HTTP, against the built app started as a process the way an operator starts
// it (`npm start`'s server on its embedded database, production mode), attacked as an outside visitor would.
import { stat, readFile } from 'node:fs/promises';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { shareUserWorkflow } from '../../app/services/user-workflow/sharing-entries.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { SAMPLE_WORKFLOWS } from '../../db/seed-guide';
import { createDatabase } from '../../db/client';
import { findRunningEmbeddedServer } from '../../db/embedded-server';
import { startServer } from './support/processes';

type Server = Awaited<ReturnType<typeof startServer>>;
let app: Server;
let dataDir: string;
let db: ReturnType<typeof createDatabase>;

const ADMIN = { email: 'operator@example.com', password: 'Quartz-Harbor-Lantern-58' };
const VICTIM = { email: 'victim@example.com', password: 'Velvet-Orchard-Candle-93' };

async function newUser(email: string, password: string, role: 'admin-global' | 'user-basic') {
  await createUser(db.db, {
    email, password, role, firstName: 'Pat', lastName: 'Quill', dateOfBirth: '1984-03-02', phoneNumber: '801-555-0110',
    addressStreet1: '3 Elm Street', addressCity: 'Logan', addressState: 'Utah', addressZipCode: '84321',
    permissionToContact: false, verified: true, termsAccepted: true,
  });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-security-'));
  await fs.chmod(dataDir, 0o755);
  // the default install: embedded database, listening on every address (HOST's default)
  app = await startServer({ DATA_DIR: dataDir, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
  db = createDatabase((await findRunningEmbeddedServer(dataDir))!, 2);
  await newUser(ADMIN.email, ADMIN.password, 'admin-global');
  await newUser(VICTIM.email, VICTIM.password, 'user-basic');
}, 120_000);

afterAll(async () => {
  await db?.close();
  await app?.stop('SIGTERM');
  await fs.rm(dataDir, { recursive: true, force: true }).catch(() => {});
});

function post(pathname: string, body: Record<string, string> | string, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: app.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: typeof body === 'string' ? body : new URLSearchParams(body),
  });
}

async function signIn(account: { email: string; password: string }, redirectTo = '') {
  const response = await post('/sign-in', { email: account.email, password: account.password, redirectTo, wfid: '' });
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { response, cookie };
}

describe('issue 14, High', () => {
  it('1. account takeover through the mailbox: an anonymous visitor cannot read a reset link, an admin can', async () => {
    expect((await post('/forgot-password', { email: VICTIM.email })).status).toBe(200);
    const list = await fetch(`${app.baseUrl}/mailbox`, { redirect: 'manual' });
    expect(list.status).not.toBe(200);
    expect(await list.text()).not.toContain('Reset');
    const [email] = await db.db.selectFrom('emails').select('id').where('to_email', '=', VICTIM.email).execute();
    const message = await fetch(`${app.baseUrl}/mailbox/${email!.id}`, { redirect: 'manual' });
    expect(message.status).not.toBe(200);
    expect(await message.text()).not.toContain('verify-user');

    const { cookie } = await signIn(ADMIN);
    const asAdmin = await fetch(`${app.baseUrl}/mailbox/${email!.id}`, { headers: { Cookie: cookie } });
    expect(asAdmin.status).toBe(200);
    expect(await asAdmin.text()).toContain('verify-user');
  });

  it('2. the seeded admin password is random per install, shown once in the log and kept in a file only the owner can read', async () => {
    const file = path.join(dataDir, 'admin-password.txt');
    const mode = (await stat(file)).mode & 0o777;
    expect(mode).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password).toMatch(/^\S{20,}$/);
    expect(app.output()).toContain(password);
    expect((await signIn({ email: 'admin@accord.local', password: 'Accord-Admin-2024!' })).response.status).not.toBe(302);
    expect((await signIn({ email: 'admin@accord.local', password })).response.status).toBe(302);
  });
});

describe('issue 14, Medium', () => {
  it('3. open redirect: sign-in never sends anyone to another host, and a redirect with control characters is no 500', async () => {
    for (const target of ['/\t/evil.example/phish', '/%09/evil.example', '/\\evil.example', '/\n/evil.example', '/caf\u00e9\r\n', '/ok\u4e2d']) {
      const { response } = await signIn(VICTIM, target);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('location')!, app.baseUrl);
      expect(location.origin).toBe(app.baseUrl);
    }
  });

  it("issue 30, 10. a direct sign-in post whose redirect has dot segments ('/.//', '/..//', '/%2e%2e//') stays on this host", async () => {
    // an account of its own: sign-in counts every attempt per client and account, and VICTIM signs in elsewhere
    const traveller = { email: 'traveller@example.com', password: 'Copper-Meadow-Signal-47' };
    await newUser(traveller.email, traveller.password, 'user-basic');
    for (const target of ['/.//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/%2E//evil.example/phish']) {
      const { response } = await signIn(traveller, target);
      expect(response.status, target).toBe(302);
      expect(new URL(response.headers.get('location')!, app.baseUrl).origin, target).toBe(app.baseUrl);
    }
  });

  it('9. /create-user sends an existing address to sign-in only from a valid invitation link, and its lookups are rate limited', async () => {
    const plain = await fetch(`${app.baseUrl}/create-user?email=${encodeURIComponent(VICTIM.email)}`, { redirect: 'manual' });
    expect(plain.status).toBe(200);

    const owner = await db.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow();
    const { id: wfid } = await startUserWorkflow(db.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[1]!.publishedId, ownerId: owner.id });
    await saveAnswers(db.db, { userWorkflowId: wfid, userId: owner.id, changes: [{ uid: 'EFW9yJb675ww', baseVersion: 0, value: VICTIM.email }] });
    // only the owner's share makes the invitation real (issue 16): naming the spouse in RES_EADD is not enough
    const userWorkflow = { id: wfid, published_workflow_id: SAMPLE_WORKFLOWS[1]!.publishedId, collaborate: true, owner_email: ADMIN.email };
    await shareUserWorkflow(db.db, { userWorkflow, email: VICTIM.email, name: 'Vic Tim', reviewType: 'comment', sharedBy: owner.id });
    const invited = `${app.baseUrl}/create-user?email=${encodeURIComponent(VICTIM.email)}&wfid=${wfid}`;
    const fromInvitation = await fetch(invited, { redirect: 'manual' });
    expect(fromInvitation.status).toBe(302);
    expect(fromInvitation.headers.get('location')).toContain('/sign-in');

    // past the limit the page no longer answers about addresses: it shows the form
    let last = fromInvitation;
    for (let i = 0; i < 30; i++) last = await fetch(invited, { redirect: 'manual' });
    expect(last.status).toBe(200);
  });

  it('8. a request body over the limit is refused with 413 and a page in the user\'s words, before it is read', async () => {
    const big = 'email=' + 'a'.repeat(2 * 1024 * 1024);
    const response = await post('/forgot-password', big);
    expect(response.status).toBe(413);
    expect(await response.text()).toContain('too large');
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
  });
});

describe('issue 14, Low', () => {
  it('10. pages carry a nonce-based CSP, frame-ancestors, nosniff, a referrer policy, and signed-in pages are not cached', async () => {
    const page = await fetch(`${app.baseUrl}/sign-in`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('paypal');
    const html = await page.text();
    for (const [, attributes] of html.matchAll(/<script([^>]*)>/g)) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const { cookie } = await signIn(VICTIM);
    const profile = await fetch(`${app.baseUrl}/user-profile`, { headers: { Cookie: cookie } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cache-control')).toContain('no-store');
    // its scripts and styles, named by their content, are kept as for anyone: not fetched again on every page
    const assets = [...(await profile.text()).matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of [assets[0]!, assets.find((a) => a.endsWith('.css'))!]) {
      const answer = await fetch(`${app.baseUrl}${asset}`, { headers: { Cookie: cookie } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('16. the sign-in page shows only its own known messages, never text from the address', async () => {
    // the page's text: its links and Remix's script data repeat the address itself, which is not shown
    const shown = async (query: string) =>
      (await (await fetch(`${app.baseUrl}/sign-in?${query}`)).text()).replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]*>/g, ' ');
    const forged = await shown(`type=error&msg=${encodeURIComponent('Call 1-900-555-0100 to keep your account')}`);
    expect(forged).not.toContain('1-900-555-0100');
    const idle = 'Your session ended after a period of inactivity. Please sign in again.';
    expect(await shown(`type=info&msg=${encodeURIComponent(idle)}`)).toContain(idle);
  });
});

describe('issue 14, NUL bytes in a payment token posted in a form', () => {
  it('14. a NUL byte in a payment token posted to the sandbox approve page is answered 4xx, never 500', async () => {
    const { cookie } = await signIn(VICTIM);
    for (const intent of ['approve', 'cancel']) {
      const response = await post('/paypal/approve', { token: 'SBX\u0000X', intent }, { Cookie: cookie });
      expect({ intent, status: response.status }).toEqual({ intent, status: expect.toSatisfy((s: number) => s < 500) });
    }
  });
});

describe('issue 14, NUL bytes in addresses', () => {
  it('14. a NUL byte in a path id or a payment token is answered 4xx, never 500', async () => {
    const { cookie } = await signIn(VICTIM);
    const get = (pathname: string) => fetch(`${app.baseUrl}${pathname}`, { redirect: 'manual', headers: { Cookie: cookie } });
    for (const pathname of ['/legal-form-guide/divorce-forms/abc%00def', '/legal-form-guide/divorce-forms/abc%00/files/x%00', '/paypal/success?token=EC%00X', '/paypal/cancel?token=EC%00X', '/paypal/approve?token=EC%00X']) {
      const response = await get(pathname);
      expect({ pathname, status: response.status }).toEqual({ pathname, status: expect.toSatisfy((s: number) => s < 500) });
    }
  });
});
