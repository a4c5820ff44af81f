// Who may use what, asked of the built app: every route of app/routes.ts, GET and POST, for each kind of visitor
// (anonymous, a petitioner, a second petitioner, the first petitioner's spouse, another petitioner's spouse,
// admin-form, admin-global). The expected answers come from one table below; a route added to app/routes.ts without
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
import routes from '../../app/routes';
import type { UserRole } from '../../db/schema';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { startServer } from './support/processes';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const VISITORS = ['anonymous', 'petitioner', 'otherPetitioner', 'spouse', 'otherSpouse', 'adminForm', 'adminGlobal'] as const;
type Visitor = (typeof VISITORS)[number];

/**
 * What a visitor gets: a status (a page, or a refusal: 403 for a signed-in user without the role, 404 for someone
 * else's record), 'sign-in' (302 to /sign-in bringing them back to this URL after), or '→/path' (302 there; a
 * trailing * stands for the rest, such as a new order's token).
 * Paths and URLs may name the seeded records: {workflow}, {published}, {petitioner}, {email}, {order}.
 */
type Outcome = number | 'sign-in' | `→${string}`;
type Outcomes = Record<Visitor, Outcome>;

const GUIDE = '/legal-form-guide/divorce-forms/{workflow}';

const all = (outcome: Outcome): Outcomes => ({
  anonymous: outcome, petitioner: outcome, otherPetitioner: outcome, spouse: outcome, otherSpouse: outcome, adminForm: outcome, adminGlobal: outcome,
});
/** any signed-in user */
const signedIn = (outcome: Outcome): Outcomes => ({ ...all(outcome), anonymous: 'sign-in' });
/** administrators of either kind; a petitioner or a spouse is refused with 403 */
const admins = (outcome: Outcome): Outcomes => ({ ...signedIn(outcome), petitioner: 403, otherPetitioner: 403, spouse: 403, otherSpouse: 403 });
/** admin-global only: a form author (admin-form) is refused with 403 like any other signed-in user */
const globalAdmins = (outcome: Outcome): Outcomes => ({ ...admins(outcome), adminForm: 403 });
/** the builder's pages: administrators of either kind; anyone else signed in is sent home (workflow-builder.md §2) */
const builders = (outcome: Outcome): Outcomes => ({ ...signedIn(outcome), petitioner: '→/', otherPetitioner: '→/', spouse: '→/', otherSpouse: '→/' });
/**
 * the first petitioner's record, which admins may also open; the second petitioner and the other spouse get 404,
 * the spouse it is shared with is sent to the respondent guide
 */
const ownerOrAdmin = (outcome: Outcome): Outcomes => ({ ...signedIn(outcome), otherPetitioner: 404, spouse: '→/respondent-guide/{workflow}', otherSpouse: 404 });
/** the first petitioner's user workflow as its participants see it: as ownerOrAdmin, and the spouse it is shared with too */
const participants = (outcome: Outcome): Outcomes => ({ ...ownerOrAdmin(outcome), spouse: outcome });
/** the spouse's pages of the first petitioner's user workflow: petitioners go to the petitioner guide, the other spouse gets 404 */
const spouseOrAdmin = (outcome: Outcome): Outcomes => ({ ...signedIn(outcome), petitioner: `→${GUIDE}`, otherPetitioner: `→${GUIDE}`, otherSpouse: 404 });

interface RouteRule {
  /** the URL asked, with the route's parameters filled from the seeded records */
  url: string;
  /** a resource route without a loader: Remix answers GET with 400 to everyone */
  get: Outcomes | 'no loader';
  /** the action's answers to an empty form; a route without an action answers 405 to everyone */
  post: Outcomes | 'no action';
}

// One row per route of app/routes.ts, keyed by its path. docs/decisions/005-route-access.md says the same in words.
const RULES: Record<string, RouteRule> = {
  '/': {
    url: '/',
    // home routes by role (administration-platform.md §2.2): a petitioner to their first form, a spouse to the
    // respondent guide of the form shared with them, admin-global to /admin; a signed-out visitor reads the
    // visitor home (docs/decisions/009-home-shell-and-setup-choices.md)
    get: {
      anonymous: 200, petitioner: `→${GUIDE}`, otherPetitioner: '→/legal-form-guide', spouse: '→/respondent-guide/{workflow}',
      otherSpouse: '→/respondent-guide/{otherWorkflow}', adminForm: '→/legal-form-guide', adminGlobal: '→/admin',
    },
    post: 'no action',
  },
  '/sign-in': { url: '/sign-in', get: all(200), post: all(400) },
  '/sign-out': { url: '/sign-out', get: all(200), post: all('→/sign-out') },
  '/create-user': { url: '/create-user', get: all(200), post: all(400) },
  '/verify-user': { url: '/verify-user', get: all(200), post: all(400) },
  '/forgot-password': { url: '/forgot-password', get: all(200), post: all(400) },
  '/user-profile': { url: '/user-profile', get: signedIn(200), post: signedIn(400) },
  // nobody in this table has a profile photo: a signed-in person without one gets 404
  // account deletion's confirmation page (docs/decisions/030-account-deletion.md); an empty form is an unknown intent
  '/user-profile/delete': { url: '/user-profile/delete', get: signedIn(200), post: signedIn(400) },
  '/user-profile/photo': { url: '/user-profile/photo', get: signedIn(404), post: 'no action' },
  '/user-profile/:userId': {
    url: '/user-profile/{petitioner}',
    get: { ...ownerOrAdmin(200), spouse: 404, adminForm: 404 },
    post: 'no action',
  },
  // an empty form is no known action: 400 (the settings form is admin-global's)
  '/admin': { url: '/admin', get: admins(200), post: globalAdmins(400) },
  '/manage-users': { url: '/manage-users', get: globalAdmins(200), post: globalAdmins(400) },
  '/workflow-types': { url: '/workflow-types', get: admins(200), post: admins(400) },
  '/state-counties': { url: '/state-counties', get: admins(200), post: admins(400) },
  '/child-support-calculator': { url: '/child-support-calculator', get: admins(200), post: admins(400) },
  '/statistics': { url: '/statistics', get: globalAdmins(200), post: 'no action' },
  '/statistics/csv': { url: '/statistics/csv', get: globalAdmins(200), post: 'no action' },
  '/backup-database': { url: '/backup-database', get: globalAdmins(200), post: globalAdmins(400) },
  // no backup of that name: 404 once the guard lets the visitor in
  // find and reset a user workflow (issue 23): an empty form names no action
  '/user-workflow-data': { url: '/user-workflow-data?q={workflow}&id={workflow}', get: globalAdmins(200), post: globalAdmins(400) },
  // the e-mail test form: admin-global only (an open one would be a relay); an empty form is refused with its messages
  '/email-form': { url: '/email-form', get: globalAdmins(200), post: globalAdmins(400) },
  // the one-off copy of §2.14: an empty form names no script
  '/run-db-scripts': { url: '/run-db-scripts', get: globalAdmins(200), post: globalAdmins(400) },
  '/backup-database/:name': { url: '/backup-database/accord-none.copy.gz', get: globalAdmins(404), post: 'no action' },
  '/wait': { url: '/wait', get: all(200), post: 'no action' },
  '/about-us': { url: '/about-us', get: all(200), post: 'no action' },
  '/contact-us': { url: '/contact-us', get: all(200), post: 'no action' },
  '/accessibility': { url: '/accessibility', get: all(200), post: 'no action' },
  '/practice': { url: '/practice', get: all(200), post: 'no action' },
  '/legal-advice': { url: '/legal-advice', get: all(200), post: 'no action' },
  '/terms-of-service': { url: '/terms-of-service', get: all(200), post: 'no action' },
  '/privacy-policy': { url: '/privacy-policy', get: all(200), post: 'no action' },
  '/newsletter': { url: '/newsletter', get: all(200), post: all(400) },
  // the language switch (issue 35): an empty form names no language; an address typed in goes home
  '/language': { url: '/language', get: all('→/'), post: all(400) },
  '/legal-form-guide': { url: '/legal-form-guide', get: signedIn(200), post: signedIn(400) },
  // an empty form saves nothing and shows the page again
  '/legal-form-guide/divorce-forms/:id': { url: GUIDE, get: ownerOrAdmin(200), post: ownerOrAdmin(`→${GUIDE}?page=0`) },
  '/legal-form-guide/divorce-forms/:id/autosave': { url: `${GUIDE}/autosave`, get: 'no loader', post: ownerOrAdmin(400) },
  '/legal-form-guide/divorce-forms/:id/files/:uid': { url: `${GUIDE}/files/pJ4SYhIoHHBM`, get: ownerOrAdmin(200), post: 'no action' },
  // the answers as JSON: admins only in production (canTransferFormData); the owner gets 404 as anyone else does
  '/legal-form-guide/divorce-forms/:id/form-data': { url: `${GUIDE}/form-data`, get: { ...ownerOrAdmin(200), petitioner: 404 }, post: 'no action' },
  '/legal-form-guide/divorce-forms/:id/print/:uid': {
    url: `${GUIDE}/print/yw8KRRWvANxY`,
    get: ownerOrAdmin(200),
    post: ownerOrAdmin(`→${GUIDE}/print/yw8KRRWvANxY`),
  },
  // signing (issue 18): the stipulation is 404 until its job rendered it (none has for the seeded form); an empty
  // sign or notify form goes back to the guide with a notice (tests/integration/signing.test.ts covers the rest)
  '/legal-form-guide/divorce-forms/:id/stipulation': { url: `${GUIDE}/stipulation`, get: ownerOrAdmin(404), post: 'no action' },
  // an empty sign form has no signature: the sign page again, with the error summary (issue 32)
  '/legal-form-guide/divorce-forms/:id/sign': { url: `${GUIDE}/sign`, get: ownerOrAdmin(200), post: ownerOrAdmin(400) },
  '/legal-form-guide/divorce-forms/:id/notify-spouse': { url: `${GUIDE}/notify-spouse`, get: ownerOrAdmin(`→${GUIDE}`), post: ownerOrAdmin(`→${GUIDE}`) },
  '/respondent-guide/:id/stipulation': { url: '/respondent-guide/{workflow}/stipulation', get: spouseOrAdmin(404), post: 'no action' },
  '/respondent-guide/:id/sign': {
    url: '/respondent-guide/{workflow}/sign',
    get: spouseOrAdmin(200),
    post: spouseOrAdmin(400),
  },
  // the final documents: owner, the spouse it is shared with, or an admin; this form has not been signed, so the
  // page says so (no job is asked for); an empty form names no button (400)
  '/legal-form-guide/divorce-forms/:id/final-document': { url: `${GUIDE}/final-document`, get: participants(200), post: participants(400) },
  // nothing sealed yet: back to the progress page
  '/legal-form-guide/divorce-forms/:id/final-document/download': {
    url: `${GUIDE}/final-document/download`,
    get: participants(`→${GUIDE}/final-document`),
    post: 'no action',
  },
  // the public verification page: an empty form has no file to check (400)
  '/verify': { url: '/verify', get: all(200), post: all(400) },
  '/verify/root-certificate': { url: '/verify/root-certificate', get: all(200), post: 'no action' },
  // no document has this code: 404; a check posted without a file is refused (400)
  '/verify/:code': { url: '/verify/AAAAA-AAAAA', get: all(404), post: all(400) },
  // a petitioner belongs in the petitioner guide (any id: that guide decides); admins see any respondent guide
  '/respondent-guide/:id': {
    url: '/respondent-guide/{workflow}',
    get: spouseOrAdmin(200),
    // an empty form names no choice (400); the choices themselves are in tests/integration/sharing.test.ts
    post: spouseOrAdmin(400),
  },
  // the forms shared with the signed-in e-mail: an empty list for anyone nothing is shared with
  '/shared-forms': { url: '/shared-forms', get: signedIn(200), post: 'no action' },
  // the shared survey: anyone the form is not shared with goes to /shared-forms (end-user-journey.md §2); admins see it
  '/survey-detail/:id': {
    url: '/survey-detail/{workflow}',
    get: { ...signedIn(200), petitioner: '→/shared-forms', otherPetitioner: '→/shared-forms', otherSpouse: '→/shared-forms' },
    post: { ...signedIn(400), petitioner: '→/shared-forms', otherPetitioner: '→/shared-forms', otherSpouse: '→/shared-forms' },
  },
  // the URL names its payer: only that user may pay there (admins count as having paid, but not as someone else);
  // a non-petitioner goes to the respondent guide of the URL's form, which decides their access (end-user-journey.md)
  '/pay-for-form/:formId/:userId/:type/:level': {
    url: '/pay-for-form/{published}/{petitioner}/collaborative/1',
    get: { ...signedIn(404), petitioner: 200, spouse: '→/respondent-guide/{published}', otherSpouse: '→/respondent-guide/{published}' },
    post: { ...signedIn(404), petitioner: 400, spouse: '→/respondent-guide/{published}', otherSpouse: '→/respondent-guide/{published}' },
  },
  // the sandbox provider's stand-in for PayPal's checkout, and the provider's return URLs: the order's token is the key
  '/paypal/approve': { url: '/paypal/approve?token={order}', get: all(200), post: all(400) },
  '/paypal/success': { url: '/paypal/success', get: all(200), post: 'no action' },
  '/paypal/cancel': { url: '/paypal/cancel', get: all(200), post: 'no action' },
  '/paypal/test': { url: '/paypal/test', get: globalAdmins(200), post: globalAdmins('→/paypal/approve?token=*') },
  // a price card's picture, the same for everyone; an unknown name is not found
  '/price-card-image/:name': { url: '/price-card-image/card-none.png', get: all(404), post: 'no action' },
  // the builder (issue 19): others are sent home (workflow-builder.md §2); the seeded sample's access list names both admin roles
  '/manage-workflows': { url: '/manage-workflows', get: builders(200), post: builders(400) },
  '/manage-workflows/:id/edit': {
    url: '/manage-workflows/{form}/edit',
    get: builders(200),
    post: builders(400),
  },
  // publishing (issue 22): the publishing page of a form the admin may load; an empty form is no known action
  '/manage-workflows/:id/publishing': {
    url: '/manage-workflows/{form}/publishing',
    get: builders(200),
    post: builders(400),
  },
  '/pending-approvals': { url: '/pending-approvals', get: admins(200), post: 'no action' },
  // nobody here is a stakeholder of the sample form: someone else's approval answers 404
  '/pending-approvals/:id': { url: '/pending-approvals/{form}', get: admins(404), post: admins(404) },
  '/workflow-form-preview': { url: '/workflow-form-preview', get: admins(200), post: 'no action' },
  // without STAGE_SECRET this deployment accepts no bundles
  '/resources/stage-import': { url: '/resources/stage-import', get: 'no loader', post: all(404) },
  // the builder's element pictures (JSON for the card); a petitioner is sent home like on the builder
  '/manage-workflows/:id/media': { url: '/manage-workflows/{form}/media', get: 'no loader', post: builders(400) },
  // an element's picture, shown to everyone the form is shown to; an unknown one is not found
  '/form-media/:formId/:type/:uid/:name': { url: '/form-media/{form}/embedded-image/none/image-none.png', get: all(404), post: 'no action' },
  // the builder's template uploads and files (issue 21): an empty form carries no file (400); the sample's court PDF is served
  '/manage-workflows/:id/documents/upload': { url: '/manage-workflows/{form}/documents/upload', get: 'no loader', post: admins(400) },
  '/manage-workflows/:id/files/*': { url: '/manage-workflows/{form}/files/pdf/petition.pdf', get: admins(200), post: 'no action' },
  // the live preview: an empty form names no workflow to draw (400)
  // a template's form fields (issue 34): JSON for the builder's step 4
  '/manage-workflows/:id/form-fields': { url: '/manage-workflows/{form}/form-fields', get: admins(200), post: 'no action' },
  '/manage-workflows/:id/render': { url: '/manage-workflows/{form}/render', get: 'no loader', post: admins(400) },
  '/manage-workflows/:id/export': { url: '/manage-workflows/{form}/export', get: 'no loader', post: admins(400) },
  // the builder's Import of a bundle with files: an empty form carries no bundle (400)
  '/manage-workflows/:id/import': { url: '/manage-workflows/{form}/import', get: 'no loader', post: admins(400) },
  '/coupon-manager': { url: '/coupon-manager', get: globalAdmins(200), post: globalAdmins(400) },
  '/paywall-prices': { url: '/paywall-prices', get: globalAdmins(200), post: globalAdmins(400) },
  '/resources/published-workflows/:id': { url: '/resources/published-workflows/{published}', get: signedIn(200), post: 'no action' },
  '/resources/session': { url: '/resources/session', get: 'no loader', post: all(200) },
  '/resources/altcha-challenge': { url: '/resources/altcha-challenge', get: all(200), post: 'no action' },
  '/error': { url: '/error', get: all(200), post: 'no action' },
  '/503': { url: '/503', get: all(503), post: 'no action' },
  '/healthz': { url: '/healthz', get: all(200), post: 'no action' },
  // shown here (SHOW_MAILBOX=true) it is open to anyone: issue 14 decides who may read it
  '/mailbox': { url: '/mailbox', get: all(200), post: 'no action' },
  '/mailbox/:emailId': { url: '/mailbox/{email}', get: all(200), post: 'no action' },
  '/*': { url: '/no-such-page', get: all(404), post: 'no action' },
};

/** The paths of app/routes.ts, as written there ('/' for the index route). */
function routePaths(): string[] {
  return routes.map((r) => (r.index ? '/' : `/${r.path}`));
}

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
