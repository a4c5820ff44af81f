// Who may use what, asked of the built app: every route of app/routes.ts, GET and POST, for each kind of visitor
// (anonymous, a petitioner, a second petitioner, the first petitioner's spouse, another petitioner's spouse,
// admin-form, admin-global). The expected answers come from one table (tests/support/route-table.ts); a route added to app/routes.ts without
// a row there fails this test. The user-workflow routes are asked about the first petitioner's user workflow, which
// is shared with the spouse: the second petitioner and the other spouse must get 404 there.
// Run `npm run build` first: the server serves build/.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../app/services/accounts/sessions.server';
import { createUser } from '../../db/users';
import { sendEmail } from '../../app/services/email.server';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { shareUserWorkflow } from '../../app/services/user-workflow/sharing-entries.server';
import { calendarToday } from '../../app/services/payments/coupons.server';
import { beginPayment } from '../../app/services/payments/payments.server';
import { SandboxPaymentProvider } from '../../app/services/payments/sandbox-provider.server';
import type { UserRole } from '../../db/schema';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { GUIDE, RULES, routePaths, VISITORS, type Outcome, type Visitor } from '../support/route-table';
import { startServer } from './support/processes';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
const ids: Record<string, string> = {};
const userIds = {} as Record<Exclude<Visitor, 'anonymous'>, string>;

const emailOf = (label: string) => `${label.toLowerCase()}@route-access.test`;

async function newUser(label: string, role: UserRole, respondentOf?: { petitionerEmail: string; workflowId: string }): Promise<string> {
  const { id } = await createUser(database.db, {
    email: emailOf(label), password: 'Maple-Kettle-77', firstName: 'Pat', lastName: label, dateOfBirth: '1980-02-29',
    phoneNumber: '801-555-0100', addressStreet1: '1 Test Way', addressCity: 'Provo', addressState: 'Utah', addressZipCode: '84601',
    permissionToContact: false, verified: true, termsAccepted: true, role,
    // a spouse signs up as a respondent, naming the petitioner and the form they were invited to
    ...(respondentOf ? { isPetitioner: false, respondentData: { petitioner_email: respondentOf.petitionerEmail, wfid: respondentOf.workflowId } } : {}),
  });
  return id;
}

/** A spouse: a respondent the owner of user workflow `workflowId` shared it with. */
async function newSpouse(label: string, owner: { label: string; id: string }, workflowId: string): Promise<string> {
  const id = await newUser(label, 'user-basic', { petitionerEmail: emailOf(owner.label), workflowId });
  const userWorkflow = { id: workflowId, published_workflow_id: ids.published!, collaborate: true, owner_email: emailOf(owner.label) };
  const shared = await shareUserWorkflow(database.db, { userWorkflow, email: emailOf(label), name: `Pat ${label}`, reviewType: 'comment', sharedBy: owner.id });
  if (shared.kind !== 'shared') throw new Error(`not shared: ${JSON.stringify(shared)}`);
  return id;
}

function fill(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (!value) throw new Error(`no seeded record for {${name}}`);
    return value;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
  userIds.petitioner = await newUser('Petitioner', 'user-basic');
  userIds.otherPetitioner = await newUser('OtherPetitioner', 'user-basic');
  userIds.adminForm = await newUser('AdminForm', 'admin-form');
  userIds.adminGlobal = await newUser('AdminGlobal', 'admin-global');
  ids.petitioner = userIds.petitioner;
  ids.published = SAMPLE_WORKFLOWS[0]!.publishedId;
  ids.form = SAMPLE_WORKFLOWS[0]!.formId;
  // a template the builder stored for the sample form (its own documents are text on blank pages, no file)
  await new PostgresFileStorage(database.db).put(fileKey('forms', ids.form, 'pdf', 'petition.pdf'), new TextEncoder().encode('%PDF-1.7 a template'), { mediaType: 'application/pdf' });
  ids.workflow = (await startUserWorkflow(database.db, { publishedWorkflowId: ids.published, ownerId: userIds.petitioner })).id;
  userIds.spouse = await newSpouse('Spouse', { label: 'Petitioner', id: userIds.petitioner }, ids.workflow);
  // the other spouse's form belongs to a third petitioner, who is no visitor here
  const thirdPetitioner = await newUser('ThirdPetitioner', 'user-basic');
  ids.otherWorkflow = (await startUserWorkflow(database.db, { publishedWorkflowId: ids.published, ownerId: thirdPetitioner })).id;
  userIds.otherSpouse = await newSpouse('OtherSpouse', { label: 'ThirdPetitioner', id: thirdPetitioner }, ids.otherWorkflow);
  // an uploaded file, stored as the questionnaire stores one
  const key = fileKey('user-workflows', ids.workflow, 'uploads', 'pJ4SYhIoHHBM.png');
  await new PostgresFileStorage(database.db).put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), { mediaType: 'image/png' });
  const saved = await saveAnswers(database.db, {
    userWorkflowId: ids.workflow, userId: userIds.petitioner,
    changes: [{ uid: 'pJ4SYhIoHHBM', baseVersion: 0, value: { name: 'photo.png', storageRef: key, mediaType: 'image/png' } }],
  });
  expect(saved.saved.map((s) => s.uid)).toEqual(['pJ4SYhIoHHBM']);
  ids.email = (await database.db.transaction().execute((tx) =>
    sendEmail(tx, { to: { name: 'Sam', email: 'sam@example.com' }, subject: 'Route access', message: 'Hello' }, { defaultFrom: 'a@b.c', timeZone: 'America/Denver' }),
  )).id;
  const today = calendarToday('America/Denver');
  const begun = await beginPayment(
    database.db, new SandboxPaymentProvider(),
    { userId: userIds.otherPetitioner, publishedWorkflowId: ids.published, level: 1, variant: 'collaborative', origin: 'http://app.test' },
    { defaultFrom: 'a@b.c', timeZone: 'America/Denver', today },
  );
  if (begun.kind !== 'redirect' || !begun.orderId) throw new Error(`no sandbox order: ${JSON.stringify(begun)}`);
  ids.order = begun.orderId;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-route-access-'));
  // the mailbox shown, as on a developer's machine; no worker, so the seeded e-mail stays as it is
  app = await startServer({ DATABASE_URL: database.connectionString, DATA_DIR: dataDir, SHOW_MAILBOX: 'true', WORKER: 'external' });
});

afterAll(async () => {
  await app?.stop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A fresh session for each question, so an action that ends it (sign-out) changes no other answer. */
async function cookieFor(visitor: Visitor): Promise<string | undefined> {
  if (visitor === 'anonymous') return undefined;
  return (await createSession(database.db, new Request(app.baseUrl), userIds[visitor])).split(';')[0];
}

async function ask(method: 'GET' | 'POST', url: string, visitor: Visitor): Promise<{ status: number; location: string }> {
  const cookie = await cookieFor(visitor);
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const init: RequestInit = { method, redirect: 'manual', headers };
  if (method === 'POST') {
    // an empty form from the app's own origin (the origin check refuses any other before the route runs)
    Object.assign(headers, { Origin: app.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' });
    init.body = '';
  }
  const response = await fetch(new URL(url, app.baseUrl), init);
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('Location') ?? '' };
}

function matches(expected: Outcome, url: string, answer: { status: number; location: string }): boolean {
  if (typeof expected === 'number') return answer.status === expected;
  if (answer.status !== 302) return false;
  const location = new URL(answer.location, app.baseUrl);
  if (expected === 'sign-in') return location.pathname === '/sign-in' && location.searchParams.get('redirect') === url;
  const target = `${location.pathname}${location.search}`;
  const wanted = fill(expected.slice(1));
  return wanted.endsWith('*') ? target.startsWith(wanted.slice(0, -1)) : target === wanted;
}

describe('route access', () => {
  it('the table has a row for every route of app/routes.ts, and none for a route that is not there', () => {
    expect(Object.keys(RULES).sort()).toEqual(routePaths().sort());
  });

  it.each(routePaths())('%s answers each kind of visitor as the table says, GET and POST', async (routePath) => {
    const rule = RULES[routePath];
    expect(rule, `${routePath} is in app/routes.ts but not in this test's table`).toBeDefined();
    const url = fill(rule!.url);
    const failures: string[] = [];
    for (const method of ['GET', 'POST'] as const) {
      const outcomes = method === 'GET' ? rule!.get : rule!.post;
      for (const visitor of VISITORS) {
        const expected: Outcome = outcomes === 'no loader' ? 400 : outcomes === 'no action' ? 405 : outcomes[visitor];
        const answer = await ask(method, url, visitor);
        if (!matches(expected, url, answer)) failures.push(`${method} ${url} as ${visitor}: expected ${expected}, got ${answer.status} ${answer.location}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a refusal is explained on the page in its own words: someone else\'s form, an admin page, a missing payment page', async () => {
    const page = async (url: string, visitor: Visitor) => {
      const cookie = await cookieFor(visitor);
      const response = await fetch(new URL(fill(url), app.baseUrl), { headers: cookie ? { Cookie: cookie } : {} });
      return { status: response.status, html: await response.text() };
    };
    const guide = await page(GUIDE, 'otherPetitioner');
    expect(guide.status).toBe(404);
    expect(guide.html).toContain('Page Not Found');
    expect(guide.html).toContain('It may belong to another account; your own forms are under Divorce Forms.');
    const admin = await page('/coupon-manager', 'petitioner');
    expect(admin.status).toBe(403);
    expect(admin.html).toContain('This page is for administrators');
    const pay = await page('/pay-for-form/{published}/{petitioner}/collaborative/3', 'petitioner');
    expect(pay.status).toBe(404);
    expect(pay.html).toContain('This payment page does not exist. Please start the payment again from your form.');
  });
});
