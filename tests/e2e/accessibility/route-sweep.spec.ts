// The accessibility sweep over every page of app/routes.ts (issue 32, items 2 and 6): each page route, for every kind
// of visitor the route table (tests/support/route-table.ts) shows it to, in the states that matter (empty and
// filled, dialogs opened by `?dialog=`, the errors after a refused form, each stepper step, each questionnaire page of
// one sample, the builder's steps 1-7), with JavaScript and as served without it (axe over the DOM a browser without
// JavaScript received: analyzeAsServed). axe runs with the WCAG 2.0, 2.1 and 2.2 A and AA tags and its best
// practices, every impact, no rule disabled and no selector left out. The sweep also checks that no two page states
// (a route plus its page or step) share a <title>, and that a page showing errors starts its title with 'Error: '.
// A route of app/routes.ts the sweep does not visit fails it unless RESOURCE_ROUTES gives the reason.
//
// It runs once, in the project `js`, with contexts of its own without JavaScript for the pages as served (tagged
// BOTH_VIEWS_INSIDE); one test per area, so the workers share it. Each test prints its count of page states and the
// total of the areas finished so far in this run (test-results/route-sweep/); the title check spans those areas too.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import routes from '../../../app/routes';
import { findUserWorkflow } from '../../../app/services/user-workflow/user-workflows.server';
import { calendarToday } from '../../../app/services/payments/coupons.server';
import { beginPayment } from '../../../app/services/payments/payments.server';
import { SandboxPaymentProvider } from '../../../app/services/payments/sandbox-provider.server';
import { SAMPLE_WORKFLOWS } from '../../../db/seed-guide';
import { RULES, routePaths, type Visitor } from '../../support/route-table';
import { utahWithChildren } from '../../support/utah-with-children';
import { analyze, analyzeAsServed, SWEEP_TAGS } from '../support/accessibility';
import { createTestUser, hydrateOnNavigation, signInAs, type TestUser } from '../support/accounts';
import { withAppDatabase } from '../support/app-database';
import type { AppUnderTest } from '../support/app-under-test';
import { formAtStep5, formSharedForComments, startTestUserWorkflow } from '../support/guide';
import { BOTH_VIEWS_INSIDE } from '../support/tags';
import { expect, test } from '../support/test';

/** The kinds of visitor the sweep takes: the route table's, less the second petitioner and the stranger spouse. */
const ROLES = ['anonymous', 'petitioner', 'spouse', 'adminForm', 'adminGlobal'] as const satisfies readonly Visitor[];
type Role = (typeof ROLES)[number];
const SIGNED_IN = ROLES.filter((r) => r !== 'anonymous');
const ADMINS = ['adminForm', 'adminGlobal'] as const;

/** Routes with no page to sweep, and why. */
const RESOURCE_ROUTES: Record<string, string> = {
  '/language': 'the language switch: a form post that redirects back',
  '/healthz': 'the health check, plain text for the operator',
  '/user-profile/photo': 'the profile photo, an image',
  '/resources/session': 'the session warning’s keep-alive, JSON',
  '/resources/altcha-challenge': 'the captcha’s challenge, JSON',
  '/legal-form-guide/divorce-forms/:id/autosave': 'the questionnaire’s autosave, JSON',
  '/legal-form-guide/divorce-forms/:id/files/:uid': 'an uploaded file',
  '/legal-form-guide/divorce-forms/:id/form-data': 'the answers as JSON',
  '/legal-form-guide/divorce-forms/:id/stipulation': 'the stipulation, a PDF',
  '/legal-form-guide/divorce-forms/:id/notify-spouse': 'a form post that redirects to the guide',
  '/legal-form-guide/divorce-forms/:id/final-document/download': 'the sealed document, a PDF',
  '/respondent-guide/:id/stipulation': 'the stipulation, a PDF',
  '/price-card-image/:name': 'a price card’s picture',
  '/verify/root-certificate': 'the root certificate, a file',
  '/manage-workflows/:id/media': 'the builder’s pictures, JSON',
  '/manage-workflows/:id/documents/upload': 'the builder’s template upload, JSON',
  '/manage-workflows/:id/files/*': 'a template’s file',
  '/manage-workflows/:id/form-fields': 'a template’s form fields, JSON',
  '/manage-workflows/:id/render': 'the builder’s live preview, a PDF',
  '/manage-workflows/:id/export': 'a workflow’s bundle, a download',
  '/manage-workflows/:id/import': 'a bundle’s import, JSON',
  '/resources/stage-import': 'the staging import, JSON',
  '/resources/published-workflows/:id': 'a published workflow, JSON',
  '/form-media/:formId/:type/:uid/:name': 'an element’s picture',
  '/statistics/csv': 'the statistics as CSV',
  '/backup-database/:name': 'a backup’s file',
};

/** The records the states' addresses name. */
interface Seeds {
  users: Record<Exclude<Role, 'anonymous'>, TestUser>;
  /** the petitioner's form at step 1, nothing answered */
  fresh: string;
  /** the petitioner's answered form, shared with the spouse for comments (step 3) */
  shared: string;
  /** the petitioner's unilateral form, paid in full, at signing (step 5) */
  signing: string;
  /** a sandbox order's token for the approve page */
  order: string;
  /** an e-mail of the mailbox */
  email: string;
}

interface State {
  /** the route of app/routes.ts the page belongs to, as written there */
  route: string;
  role: Role;
  url: (s: Seeds) => string;
  /** the page or step shown, where the route has several: with the route, the key of the page's title */
  page?: string;
  /** what else the state shows (a dialog, an error): for the report */
  label?: string;
  /** brings the loaded page into its state, such as a refused form's errors */
  act?: (page: Page, javaScript: boolean) => Promise<void>;
  /** the state exists only with JavaScript (the builder's steps after the first) */
  jsOnly?: boolean;
  /** the state exists only without JavaScript (a refusal the page prevents with it) */
  servedOnly?: boolean;
  /** the page moves on by itself after a moment (sign-out): with JavaScript its timers are held while it is checked */
  movesOn?: boolean;
}

const forRoles = (roles: readonly Role[], state: Omit<State, 'role'>): State[] => roles.map((role) => ({ ...state, role }));

/** How long a state may take to be reached (a page load, a click and what it shows) before the sweep names it and goes on. */
const STATE_TIMEOUT = 20_000;

/** Submits the form with this button and waits for the page's error summary. */
const refuse = (button: string | RegExp, fill?: (page: Page) => Promise<void>) => async (page: Page) => {
  await fill?.(page);
  await page.getByRole('button', { name: button }).first().click();
  await page.getByTestId('error-summary').waitFor();
};

const GUIDE = (id: string) => `/legal-form-guide/divorce-forms/${id}`;
const SAMPLE = SAMPLE_WORKFLOWS[0]!;
const QUESTIONNAIRE_PAGES = utahWithChildren.elements.filter((e) => e.type === 'page-break').length;
const STEPPER = ['', 'state=Utah', 'type=Divorce', 'participating=collaborative', 'children=with', 'county=any', 'tutorial=done'];
const stepperUrl = (step: number) => {
  const query = STEPPER.slice(1, step).join('&');
  return `/legal-form-guide${query ? `?${query}` : ''}`;
};
const BUILDER_STEPS = ['1. Add Metadata', '2. Build Form', '3. Display Logic', '4. Documents', '5. Rules', '6. Actions', '7. Preview'];

/** Opens a builder step with its button; step 6 (a rule's actions) opens from a rule of step 5. */
async function openBuilderStep(page: Page, step: string) {
  if (step.startsWith('6.')) {
    await page.getByRole('button', { name: BUILDER_STEPS[4] }).click();
    await page.getByRole('button', { name: 'Open Actions' }).first().click();
  } else await page.getByRole('button', { name: step }).click();
  await expect(page.getByRole('heading', { level: 2, name: step })).toBeAttached();
}

const SITE_PAGES = ['/about-us', '/contact-us', '/accessibility', '/practice', '/legal-advice', '/terms-of-service', '/privacy-policy', '/newsletter', '/wait', '/error', '/503'];

const AREAS: Record<string, State[]> = {
  site: [
    { route: '/', role: 'anonymous', url: () => '/' },
    ...SITE_PAGES.flatMap((route) => forRoles(ROLES, { route, url: () => route })),
    ...forRoles(ROLES, { route: '/*', url: () => '/no-such-page' }),
  ],
  accounts: [
    ...['/sign-in', '/create-user', '/verify-user', '/forgot-password'].flatMap((route) => forRoles(ROLES, { route, url: () => route })),
    ...forRoles(ROLES, { route: '/sign-out', url: () => '/sign-out', movesOn: true }),
    { route: '/sign-in', role: 'anonymous', url: () => '/sign-in', label: 'refused', act: refuse('Sign In') },
    { route: '/forgot-password', role: 'anonymous', url: () => '/forgot-password', label: 'refused', act: refuse(/send|reset/i, (p) => p.getByLabel('E-mail').fill('not an address')) },
    { route: '/create-user', role: 'anonymous', url: () => '/create-user', label: 'refused', servedOnly: true, act: refuse('Create User') },
    ...['account', 'password', 'documents'].flatMap((tab) => forRoles(SIGNED_IN, { route: '/user-profile', page: tab, url: () => `/user-profile?tab=${tab}` })),
    { route: '/user-profile', role: 'petitioner', page: 'password', url: () => '/user-profile?tab=password', label: 'refused', act: refuse('Change password') },
    ...forRoles(SIGNED_IN, { route: '/user-profile/delete', url: () => '/user-profile/delete' }),
    { route: '/user-profile/:userId', role: 'petitioner', url: (s) => `/user-profile/${s.users.petitioner.id}` },
    { route: '/user-profile/:userId', role: 'adminGlobal', url: (s) => `/user-profile/${s.users.petitioner.id}` },
  ],
  guide: [
    ...STEPPER.map((_, i): State => ({ route: '/legal-form-guide', role: 'petitioner', page: `step ${i + 1}`, url: () => stepperUrl(i + 1) })),
    ...forRoles(['spouse', ...ADMINS], { route: '/legal-form-guide', page: 'step 1', url: () => stepperUrl(1) }),
    ...Array.from({ length: QUESTIONNAIRE_PAGES }, (_, i): State => ({
      route: '/legal-form-guide/divorce-forms/:id', role: 'petitioner', page: `page ${i}`, url: (s) => `${GUIDE(s.fresh)}?page=${i}`,
    })),
    ...forRoles(ADMINS, { route: '/legal-form-guide/divorce-forms/:id', page: 'page 0', url: (s) => `${GUIDE(s.fresh)}?page=0` }),
    { route: '/legal-form-guide/divorce-forms/:id', role: 'petitioner', page: 'page 0', label: 'required list', url: (s) => `${GUIDE(s.fresh)}?page=0&required=1` },
    { route: '/legal-form-guide/divorce-forms/:id', role: 'petitioner', page: 'page 0', label: 'comments', url: (s) => `${GUIDE(s.fresh)}?page=0&comments=1` },
    {
      route: '/legal-form-guide/divorce-forms/:id', role: 'petitioner', page: `page ${pageOfUid('yw8KRRWvANxY')}`, label: 'dialog open',
      url: (s) => `${GUIDE(s.fresh)}?page=${pageOfUid('yw8KRRWvANxY')}&dialog=yw8KRRWvANxY`,
    },
    { route: '/legal-form-guide/divorce-forms/:id', role: 'petitioner', page: 'step 3', label: 'filled, shared', url: (s) => GUIDE(s.shared) },
    { route: '/legal-form-guide/divorce-forms/:id', role: 'petitioner', page: 'step 5', label: 'signing', url: (s) => GUIDE(s.signing) },
    ...['pJ4SYhIoHHBM', 'yw8KRRWvANxY'].map((uid): State => ({
      route: '/legal-form-guide/divorce-forms/:id/print/:uid', role: 'petitioner', page: uid, url: (s) => `${GUIDE(s.fresh)}/print/${uid}`,
    })),
    ...forRoles(ADMINS, { route: '/legal-form-guide/divorce-forms/:id/print/:uid', page: 'pJ4SYhIoHHBM', url: (s) => `${GUIDE(s.fresh)}/print/pJ4SYhIoHHBM` }),
    ...forRoles(['petitioner', ...ADMINS], { route: '/legal-form-guide/divorce-forms/:id/sign', url: (s) => `${GUIDE(s.signing)}/sign` }),
    ...forRoles(['petitioner', ...ADMINS], { route: '/legal-form-guide/divorce-forms/:id/final-document', url: (s) => `${GUIDE(s.signing)}/final-document` }),
    { route: '/legal-form-guide/divorce-forms/:id/final-document', role: 'spouse', url: (s) => `${GUIDE(s.shared)}/final-document` },
    ...forRoles(SIGNED_IN, { route: '/shared-forms', url: () => '/shared-forms' }),
    ...forRoles(['spouse', ...ADMINS], { route: '/survey-detail/:id', url: (s) => `/survey-detail/${s.shared}` }),
    { route: '/survey-detail/:id', role: 'spouse', label: 'confirm agree', url: (s) => `/survey-detail/${s.shared}?confirm=agree` },
  ],
  'respondent, payment, verification, mailbox': [
    ...forRoles(['spouse', ...ADMINS], { route: '/respondent-guide/:id', url: (s) => `/respondent-guide/${s.shared}` }),
    { route: '/respondent-guide/:id', role: 'spouse', label: 'comments', url: (s) => `/respondent-guide/${s.shared}?comments=1` },
    { route: '/respondent-guide/:id', role: 'spouse', label: 'finished dialog', url: (s) => `/respondent-guide/${s.shared}?dialog=finished` },
    ...forRoles(['spouse', ...ADMINS], { route: '/respondent-guide/:id/sign', url: (s) => `/respondent-guide/${s.shared}/sign` }),
    { route: '/pay-for-form/:formId/:userId/:type/:level', role: 'petitioner', url: (s) => `/pay-for-form/${SAMPLE.publishedId}/${s.users.petitioner.id}/collaborative/1` },
    {
      route: '/pay-for-form/:formId/:userId/:type/:level', role: 'petitioner', label: 'unknown coupon',
      url: (s) => `/pay-for-form/${SAMPLE.publishedId}/${s.users.petitioner.id}/collaborative/1?coupon=NO-SUCH-COUPON`,
    },
    ...forRoles(ROLES, { route: '/paypal/approve', url: (s) => `/paypal/approve?token=${s.order}` }),
    ...forRoles(ROLES, { route: '/paypal/success', url: () => '/paypal/success' }),
    ...forRoles(ROLES, { route: '/paypal/cancel', url: () => '/paypal/cancel' }),
    { route: '/paypal/test', role: 'adminGlobal', url: () => '/paypal/test' },
    ...forRoles(ROLES, { route: '/verify', url: () => '/verify' }),
    { route: '/verify', role: 'anonymous', label: 'refused', act: refuse('Check this file'), url: () => '/verify' },
    ...forRoles(ROLES, { route: '/verify/:code', url: () => '/verify/AAAAA-AAAAA' }),
    ...forRoles(ROLES, { route: '/mailbox', url: () => '/mailbox' }),
    ...forRoles(ROLES, { route: '/mailbox/:emailId', url: (s) => `/mailbox/${s.email}` }),
  ],
  administration: [
    ...['/admin', '/workflow-types', '/state-counties', '/child-support-calculator'].flatMap((route) => forRoles(ADMINS, { route, url: () => route })),
    ...forRoles(ADMINS, { route: '/workflow-types', label: 'new dialog', url: () => '/workflow-types?dialog=new' }),
    ...['/manage-users', '/coupon-manager', '/paywall-prices', '/statistics', '/backup-database', '/email-form', '/run-db-scripts', '/user-workflow-data'].map(
      (route): State => ({ route, role: 'adminGlobal', url: () => route }),
    ),
    { route: '/manage-users', role: 'adminGlobal', label: 'delete dialog', url: (s) => `/manage-users?delete=${s.users.spouse.id}` },
    { route: '/manage-users', role: 'adminGlobal', label: 'role dialog', url: (s) => `/manage-users?role=${s.users.spouse.id}` },
    { route: '/coupon-manager', role: 'adminGlobal', label: 'new dialog', url: () => '/coupon-manager?dialog=new' },
    { route: '/user-workflow-data', role: 'adminGlobal', label: 'found', url: (s) => `/user-workflow-data?q=${s.fresh}&id=${s.fresh}` },
    { route: '/user-workflow-data', role: 'adminGlobal', label: 'reset dialog', url: (s) => `/user-workflow-data?q=${s.fresh}&id=${s.fresh}&dialog=reset` },
    { route: '/email-form', role: 'adminGlobal', label: 'refused', servedOnly: true, act: refuse(/^send/i), url: () => '/email-form' },
  ],
  builder: [
    ...['/manage-workflows', '/pending-approvals', '/workflow-form-preview'].flatMap((route) => forRoles(ADMINS, { route, url: () => route })),
    ...forRoles(ADMINS, { route: '/manage-workflows/:id/publishing', url: () => `/manage-workflows/${SAMPLE.formId}/publishing` }),
    ...forRoles(ADMINS, { route: '/pending-approvals/:id', url: () => `/pending-approvals/${SAMPLE.formId}` }),
    ...BUILDER_STEPS.map((step, i): State => ({
      route: '/manage-workflows/:id/edit', role: 'adminGlobal', page: step, url: () => `/manage-workflows/${SAMPLE.formId}/edit`, jsOnly: i > 0,
      act: i > 0 ? (page) => openBuilderStep(page, step) : undefined,
    })),
    { route: '/manage-workflows/:id/edit', role: 'adminForm', page: BUILDER_STEPS[0], url: () => `/manage-workflows/${SAMPLE.formId}/edit` },
  ],
};

function pageOfUid(uid: string): number {
  let page = -1;
  for (const element of utahWithChildren.elements) {
    if (element.type === 'page-break') page++;
    if (element.uid === uid) return page;
  }
  throw new Error(`the sample has no element ${uid}`);
}

/** The route of app/routes.ts that serves this path: a static one before one with parameters, the catch-all last. */
function routeOf(pathname: string): string {
  const candidates = routePaths().filter((route) => {
    const pattern = route === '/*' ? '.*' : route.replace(/[.]/g, '\\.').replace(/:[^/]+/g, '[^/]+').replace(/\*$/, '.*');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
  const weight = (route: string) => (route === '/*' ? 1000 : (route.match(/[:*]/g) ?? []).length);
  return candidates.sort((a, b) => weight(a) - weight(b))[0] ?? '(none)';
}

/** A route is a page when its module draws one (a default export); the others are resources. */
function isPageRoute(routePath: string): boolean {
  const entry = routes.find((r) => (r.index ? '/' : `/${r.path}`) === routePath)!;
  return /export default/.test(fs.readFileSync(path.resolve('app', entry.file), 'utf8'));
}

async function seed(app: AppUnderTest): Promise<Seeds> {
  const label = (name: string) => `sweep-${name}`;
  const users = {
    petitioner: await createTestUser({ label: label('petitioner'), app }),
    spouse: await createTestUser({ label: label('spouse'), app }),
    adminForm: await createTestUser({ label: label('admin-form'), role: 'admin-form', app }),
    adminGlobal: await createTestUser({ label: label('admin-global'), role: 'admin-global', app }),
  };
  const fresh = await startTestUserWorkflow(users.petitioner.id, { app });
  const shared = await formSharedForComments(users.petitioner, users.spouse);
  const signing = await formAtStep5(users.petitioner, null);
  return withAppDatabase(async (db) => {
    await db.updateTable('users').set({ is_petitioner: false, respondent_data: JSON.stringify({ petitioner_email: users.petitioner.email, wfid: shared }) }).where('id', '=', users.spouse.id).execute();
    const today = calendarToday('America/Denver');
    const begun = await beginPayment(
      db, new SandboxPaymentProvider(),
      { userId: users.adminForm.id, publishedWorkflowId: SAMPLE.publishedId, level: 1, variant: 'collaborative', origin: app.baseUrl },
      { defaultFrom: 'a@b.c', timeZone: 'America/Denver', today },
    );
    if (begun.kind !== 'redirect' || !begun.orderId) throw new Error(`no sandbox order: ${JSON.stringify(begun)}`);
    const email = await db.selectFrom('emails').select('id').where('to_email', '=', users.spouse.email).executeTakeFirstOrThrow();
    expect(await findUserWorkflow(db, shared)).toBeTruthy();
    return { users, fresh, shared, signing, order: begun.orderId, email: email.id };
  }, app.dataDir);
}

interface Views {
  js: Page;
  served: Page;
  copy: Page;
  contexts: BrowserContext[];
}

async function viewsOf(browser: Browser, app: AppUnderTest, user: TestUser | undefined): Promise<Views> {
  const { viewport } = test.info().project.use;
  const withJs = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: true, viewport });
  const withoutJs = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: false, viewport });
  for (const context of [withJs, withoutJs]) {
    // a load, click or wait that cannot happen fails its state within this, not the whole area at its time limit
    context.setDefaultTimeout(STATE_TIMEOUT);
    if (user) await signInAs(context, user, app);
  }
  const js = await withJs.newPage();
  hydrateOnNavigation(js);
  return { js, served: await withoutJs.newPage(), copy: await withJs.newPage(), contexts: [withJs, withoutJs] };
}

interface Seen {
  key: string;
  title: string;
  where: string;
}

const SWEEP_DIR = () => path.join(test.info().project.outputDir, 'route-sweep');

/** Sweeps an area's states with each view; returns the failures found, every one of them. */
async function sweep(area: string, states: State[], browser: Browser, app: AppUnderTest) {
  if (process.env.SWEEP_VERBOSE) console.log(`${new Date().toISOString()} seeding`);
  const seeds = await seed(app);
  const views = new Map<Role, Views>();
  const failures: string[] = [];
  const seen: Seen[] = [];
  let count = 0;
  try {
    for (const state of states) {
      if (!views.has(state.role)) views.set(state.role, await viewsOf(browser, app, state.role === 'anonymous' ? undefined : seeds.users[state.role]));
      const view = views.get(state.role)!;
      for (const javaScript of [true, false]) {
        if ((javaScript && state.servedOnly) || (!javaScript && state.jsOnly)) continue;
        const page = javaScript && state.movesOn ? await view.js.context().newPage() : javaScript ? view.js : view.served;
        if (javaScript && state.movesOn) {
          hydrateOnNavigation(page);
          await page.clock.install();
          await page.clock.pauseAt(Date.now() + 60_000);
        }
        const url = state.url(seeds);
        const where = `${url} as ${state.role}${state.page ? `, ${state.page}` : ''}${state.label ? `, ${state.label}` : ''} (${javaScript ? 'JavaScript' : 'as served'})`;
        if (process.env.SWEEP_VERBOSE) console.log(`${new Date().toISOString()} ${where}`);
        let response: Awaited<ReturnType<Page['goto']>>;
        try {
          response = await page.goto(url);
          if (state.act) await state.act(page, javaScript);
        } catch (error) {
          // a state that is never reached fails the sweep with its name, and the other states are still swept
          failures.push(`${where}: never reached its state: ${String(error).split('\n')[0]}`);
          continue;
        }
        count++;
        const route = routeOf(new URL(page.url()).pathname);
        if (route !== state.route) failures.push(`${where}: landed on ${page.url()} (${route}), not on ${state.route}`);
        if (process.env.SWEEP_VERBOSE) console.log(`${new Date().toISOString()}   loaded`);
        const results = javaScript ? await analyze(page, SWEEP_TAGS) : await analyzeAsServed(page, { copy: view.copy, tags: SWEEP_TAGS });
        if (process.env.SWEEP_VERBOSE) console.log(`${new Date().toISOString()}   analysed`);
        for (const v of results.violations)
          failures.push(`${where}: ${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        const title = await page.title();
        const errorsShown = (await page.locator('[data-testid="error-summary"], [aria-invalid="true"]').count()) > 0;
        if (errorsShown && !title.startsWith('Error: ')) failures.push(`${where}: shows errors, but its title '${title}' does not start with 'Error: '`);
        const status = response?.status() ?? 200;
        const key = [403, 404, 503].includes(status) && !state.act ? `the ${status} page` : `${state.route}${state.page ? ` ${state.page}` : ''}`;
        seen.push({ key, title: title.replace(/^Error: /, ''), where });
      }
    }
  } finally {
    for (const view of views.values()) for (const context of view.contexts) await context.close();
  }
  fs.mkdirSync(SWEEP_DIR(), { recursive: true });
  fs.writeFileSync(path.join(SWEEP_DIR(), `${area}.json`), JSON.stringify({ count, seen }));
  return { failures, count };
}

/** The areas finished so far in this run (this one's among them): their page states, and titles two page states share. */
function soFar() {
  const files = fs.readdirSync(SWEEP_DIR()).map((f) => JSON.parse(fs.readFileSync(path.join(SWEEP_DIR(), f), 'utf8')) as { count: number; seen: Seen[] });
  const byTitle = new Map<string, Map<string, string>>();
  for (const s of files.flatMap((f) => f.seen)) {
    const keys = byTitle.get(s.title) ?? new Map<string, string>();
    if (!keys.has(s.key)) keys.set(s.key, s.where);
    byTitle.set(s.title, keys);
  }
  const shared = [...byTitle].filter(([, keys]) => keys.size > 1).map(([title, keys]) => `the title '${title}' is shared by ${[...keys.values()].join('; ')}`);
  return { areas: files.length, count: files.reduce((sum, f) => sum + f.count, 0), shared };
}

// a trace would snapshot every one of hundreds of pages: the failures name each violation with its page instead
test.use({ trace: 'off' });

test.describe('the accessibility sweep of every route', { tag: BOTH_VIEWS_INSIDE }, () => {

  test('every route of app/routes.ts is swept for every kind of visitor the route table shows its page to, or is listed as a resource', () => {
    const declared = Object.values(AREAS).flat();
    const problems: string[] = [];
    for (const routePath of routePaths()) {
      const swept = declared.filter((s) => s.route === routePath);
      if (RESOURCE_ROUTES[routePath]) {
        if (isPageRoute(routePath)) problems.push(`${routePath} draws a page but is listed as a resource`);
        if (swept.length) problems.push(`${routePath} is listed as a resource but swept`);
        continue;
      }
      if (!swept.length) {
        problems.push(`${routePath} is not swept (a resource route goes into RESOURCE_ROUTES with its reason)`);
        continue;
      }
      const get = RULES[routePath]?.get;
      const shownTo = typeof get === 'object' ? ROLES.filter((role) => get[role] === 200) : [];
      for (const role of shownTo) if (!swept.some((s) => s.role === role)) problems.push(`${routePath} is shown to ${role} but not swept for them`);
    }
    expect(problems).toEqual([]);
  });

  for (const [area, states] of Object.entries(AREAS)) {
    test(`${area}: no axe violation of any impact, a title of its own for each page state, 'Error: ' first on a page showing errors`, async ({ browser, app }) => {
      // about 2 page loads and axe runs per state; a loaded machine may take seconds for each
      test.setTimeout(60_000 + states.length * 30_000);
      const { failures, count } = await sweep(area, states, browser, app);
      const total = soFar();
      console.log(`route sweep, ${area}: ${count} page states; ${total.count} in the ${total.areas} areas finished so far`);
      expect([...failures, ...total.shared]).toEqual([]);
    });
  }
});
