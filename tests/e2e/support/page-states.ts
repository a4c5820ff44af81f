// The page states of the product, for the walkers that visit every one of them: each page route of app/routes.ts,
// for every kind of visitor the route table (tests/support/route-table.ts) shows it to, in the states that matter
// (empty and filled, dialogs opened by `?dialog=`, the errors after a refused form, each stepper step, each
// questionnaire page of one sample, the builder's steps 1-7), with JavaScript and as served without it.
//
// One way in: the records the states' addresses name are seeded here (once per worker's app), and `walkPageStates`
// brings each state about in contexts of its own (signed in as the state's visitor, with the caller's context
// options, such as a language) and hands it to the caller's check. Its user: the accessibility route sweep
// (tests/e2e/accessibility/route-sweep.spec.ts), which is also the pseudo-locale crawl of issue 35 (ADR 026: one
// walk, all checks); so the people seeded here carry the pseudo-locale's marker in their names, addresses and typed
// answers, and the seeds name the sample workflows' authored texts. What the app seeds itself (the demo accounts, the
// child support information) and the records in another language (e-mails) pass by the rule for listed records
// (support/pseudo-locale.ts, ADR 026).
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from '@playwright/test';
import routes from '../../../app/routes';
import { findUserWorkflow } from '../../../app/services/user-workflow/user-workflows.server';
import { calendarToday } from '../../../app/services/payments/coupons.server';
import { beginPayment } from '../../../app/services/payments/payments.server';
import { SandboxPaymentProvider } from '../../../app/services/payments/sandbox-provider.server';
import { SAMPLE_WORKFLOWS, readSampleWorkflow, UTAH_CHILD_SUPPORT_INFO } from '../../../db/seed-guide';
import type { UserRole } from '../../../db/schema';
import { createUser } from '../../../db/users';
import type { FormElement } from '@accord/engine';
import { RULES, routePaths, type Visitor } from '../../support/route-table';
import { testUserInput } from '../../support/test-users';
import { utahWithChildren } from '../../support/utah-with-children';
import { hydrateOnNavigation, signInAs, type TestUser } from './accounts';
import { withAppDatabase } from './app-database';
import type { AppUnderTest } from './app-under-test';
import { formAtStep5, formSharedForComments, startTestUserWorkflow, type AnswersOf } from './guide';
import { pseudoText } from '../../../i18n/pseudo-locale';
import { definitionTexts, PEOPLE_MARKER } from './pseudo-locale';
import { expect } from './test';

/** The kinds of visitor the walkers take: the route table's, less the second petitioner and the stranger spouse. */
export const ROLES = ['anonymous', 'petitioner', 'spouse', 'adminForm', 'adminGlobal'] as const satisfies readonly Visitor[];
export type Role = (typeof ROLES)[number];
const SIGNED_IN = ROLES.filter((r) => r !== 'anonymous');
const ADMINS = ['adminForm', 'adminGlobal'] as const;

/** Routes with no page to visit, and why. */
export const RESOURCE_ROUTES: Record<string, string> = {
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
export interface Seeds {
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
  /** every authored text of the seeded workflows (the samples) and reference data, which a page may show inside lang="en" (ADR 035) */
  definitionTexts: string[];
}

export interface PageState {
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

const forRoles = (roles: readonly Role[], state: Omit<PageState, 'role'>): PageState[] => roles.map((role) => ({ ...state, role }));

/** How long a state may take to be reached (a page load, a click and what it shows) before the walk names it and goes on. */
export const STATE_TIMEOUT = 20_000;
/** How long a check of one state may take before the walk names it and goes on (axe takes seconds on a loaded machine). */
const CHECK_TIMEOUT = 60_000;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A control's or heading's name in whichever language the walk reads the page in: its English words exactly (a page
 * whose words are still in code), or them accented inside the pseudo-locale's text (each letter becomes one accented
 * letter, so the accented words are the pseudo text's first characters after its bracket).
 */
export const named = (english: string) => new RegExp(`^${escaped(english)}$|${escaped(pseudoText(english).slice(1, 1 + english.length))}`);

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

/**
 * A builder step's name ('2. Build Form') in either language of the walk: the pseudo-locale says it as the numbered
 * text around the step's own name, each bracketed ('⟦2. ⟦Ɓûîļð Ƒöŕɱ …⟧ …⟧'), so `named` of the whole never matches.
 */
const stepNamed = (step: string) => {
  const [, number, name] = /^(\d+)\. (.*)$/.exec(step)!;
  return new RegExp(`^${escaped(step)}$|${escaped(`${number}. ${pseudoText(name!).slice(0, 1 + name!.length)}`)}`);
};

/** Opens a builder step with its button; step 6 (a rule's actions) opens from a rule of step 5. */
async function openBuilderStep(page: Page, step: string) {
  if (step.startsWith('6.')) {
    await page.getByRole('button', { name: stepNamed(BUILDER_STEPS[4]!) }).click();
    await page.getByRole('button', { name: named('Open Actions') }).first().click();
  } else await page.getByRole('button', { name: stepNamed(step) }).click();
  await expect(page.getByRole('heading', { level: 2, name: stepNamed(step) })).toBeAttached();
}

function pageOfUid(uid: string): number {
  let page = -1;
  for (const element of utahWithChildren.elements) {
    if (element.type === 'page-break') page++;
    if (element.uid === uid) return page;
  }
  throw new Error(`the sample has no element ${uid}`);
}

const SITE_PAGES = ['/about-us', '/contact-us', '/accessibility', '/practice', '/legal-advice', '/terms-of-service', '/privacy-policy', '/newsletter', '/wait', '/error', '/503'];

/** The page states, by area of the product. */
export const PAGE_STATES: Record<string, PageState[]> = {
  site: [
    { route: '/', role: 'anonymous', url: () => '/' },
    ...SITE_PAGES.flatMap((route) => forRoles(ROLES, { route, url: () => route })),
    ...forRoles(ROLES, { route: '/*', url: () => '/no-such-page' }),
  ],
  accounts: [
    ...['/sign-in', '/create-user', '/verify-user', '/forgot-password'].flatMap((route) => forRoles(ROLES, { route, url: () => route })),
    ...forRoles(ROLES, { route: '/sign-out', url: () => '/sign-out', movesOn: true }),
    { route: '/sign-in', role: 'anonymous', url: () => '/sign-in', label: 'refused', act: refuse(named('Sign In')) },
    { route: '/forgot-password', role: 'anonymous', url: () => '/forgot-password', label: 'refused', act: refuse(named('Reset Password'), (p) => p.getByLabel(named('E-mail')).fill('not an address')) },
    { route: '/create-user', role: 'anonymous', url: () => '/create-user', label: 'refused', servedOnly: true, act: refuse(named('Create User')) },
    ...['account', 'password', 'documents'].flatMap((tab) => forRoles(SIGNED_IN, { route: '/user-profile', page: tab, url: () => `/user-profile?tab=${tab}` })),
    { route: '/user-profile', role: 'petitioner', page: 'password', url: () => '/user-profile?tab=password', label: 'refused', act: refuse(named('Change password')) },
    ...forRoles(SIGNED_IN, { route: '/user-profile/delete', url: () => '/user-profile/delete' }),
    { route: '/user-profile/:userId', role: 'petitioner', url: (s) => `/user-profile/${s.users.petitioner.id}` },
    { route: '/user-profile/:userId', role: 'adminGlobal', url: (s) => `/user-profile/${s.users.petitioner.id}` },
  ],
  guide: [
    ...STEPPER.map((_, i): PageState => ({ route: '/legal-form-guide', role: 'petitioner', page: `step ${i + 1}`, url: () => stepperUrl(i + 1) })),
    ...forRoles(['spouse', ...ADMINS], { route: '/legal-form-guide', page: 'step 1', url: () => stepperUrl(1) }),
    ...Array.from({ length: QUESTIONNAIRE_PAGES }, (_, i): PageState => ({
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
    ...['pJ4SYhIoHHBM', 'yw8KRRWvANxY'].map((uid): PageState => ({
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
    { route: '/verify', role: 'anonymous', label: 'refused', act: refuse(named('Check this file')), url: () => '/verify' },
    ...forRoles(ROLES, { route: '/verify/:code', url: () => '/verify/AAAAA-AAAAA' }),
    ...forRoles(ROLES, { route: '/mailbox', url: () => '/mailbox' }),
    ...forRoles(ROLES, { route: '/mailbox/:emailId', url: (s) => `/mailbox/${s.email}` }),
  ],
  administration: [
    ...['/admin', '/workflow-types', '/state-counties', '/child-support-calculator'].flatMap((route) => forRoles(ADMINS, { route, url: () => route })),
    ...forRoles(ADMINS, { route: '/workflow-types', label: 'new dialog', url: () => '/workflow-types?dialog=new' }),
    ...['/manage-users', '/coupon-manager', '/paywall-prices', '/statistics', '/backup-database', '/email-form', '/run-db-scripts', '/user-workflow-data'].map(
      (route): PageState => ({ route, role: 'adminGlobal', url: () => route }),
    ),
    { route: '/manage-users', role: 'adminGlobal', label: 'delete dialog', url: (s) => `/manage-users?delete=${s.users.spouse.id}` },
    { route: '/manage-users', role: 'adminGlobal', label: 'role dialog', url: (s) => `/manage-users?role=${s.users.spouse.id}` },
    { route: '/coupon-manager', role: 'adminGlobal', label: 'new dialog', url: () => '/coupon-manager?dialog=new' },
    { route: '/user-workflow-data', role: 'adminGlobal', label: 'found', url: (s) => `/user-workflow-data?q=${s.fresh}&id=${s.fresh}` },
    { route: '/user-workflow-data', role: 'adminGlobal', label: 'reset dialog', url: (s) => `/user-workflow-data?q=${s.fresh}&id=${s.fresh}&dialog=reset` },
    { route: '/email-form', role: 'adminGlobal', label: 'refused', servedOnly: true, act: refuse(named('Send')), url: () => '/email-form' },
  ],
  builder: [
    ...['/manage-workflows', '/pending-approvals', '/workflow-form-preview'].flatMap((route) => forRoles(ADMINS, { route, url: () => route })),
    ...forRoles(ADMINS, { route: '/manage-workflows/:id/publishing', url: () => `/manage-workflows/${SAMPLE.formId}/publishing` }),
    ...forRoles(ADMINS, { route: '/pending-approvals/:id', url: () => `/pending-approvals/${SAMPLE.formId}` }),
    ...BUILDER_STEPS.map((step, i): PageState => ({
      route: '/manage-workflows/:id/edit', role: 'adminGlobal', page: step, url: () => `/manage-workflows/${SAMPLE.formId}/edit`, jsOnly: i > 0,
      act: i > 0 ? (page) => openBuilderStep(page, step) : undefined,
    })),
    { route: '/manage-workflows/:id/edit', role: 'adminForm', page: BUILDER_STEPS[0], url: () => `/manage-workflows/${SAMPLE.formId}/edit` },
  ],
};

/** The views a state is reached in: with JavaScript, and as served without it, unless the state exists in one only. */
export const viewsOfState = (state: PageState): boolean[] => [true, false].filter((javaScript) => !(javaScript ? state.servedOnly : state.jsOnly));

/** A group of page states that one test walks: an area's states of one visitor, at most `size` of them. */
export interface PageStateGroup {
  area: string;
  name: string;
  states: PageState[];
}

/**
 * The page states in groups of about `visits` visits (a state counts once per view), each an area's states of one
 * visitor, in the order of PAGE_STATES: tests of their own, so that workers share the walk.
 */
export function pageStateGroups(visits: number): PageStateGroup[] {
  const groups: PageStateGroup[] = [];
  for (const [area, states] of Object.entries(PAGE_STATES))
    for (const role of ROLES) {
      const own = states.filter((s) => s.role === role);
      const total = own.reduce((sum, s) => sum + viewsOfState(s).length, 0);
      const parts = Math.max(1, Math.round(total / visits));
      const size = Math.ceil(own.length / parts);
      for (let part = 0; part * size < own.length; part++)
        groups.push({ area, name: `${area}, ${role}${parts > 1 ? ` ${part + 1}/${parts}` : ''}`, states: own.slice(part * size, (part + 1) * size) });
    }
  return groups;
}

/** The route of app/routes.ts that serves this path: a static one before one with parameters, the catch-all last. */
export function routeOf(pathname: string): string {
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

/**
 * What keeps the page states complete: a route of app/routes.ts without states that is not listed as a resource, a
 * resource route that draws a page or has states, a visitor the route table shows a page to without a state.
 */
export function pageStatesMissing(): string[] {
  const declared = Object.values(PAGE_STATES).flat();
  const problems: string[] = [];
  for (const routePath of routePaths()) {
    const visited = declared.filter((s) => s.route === routePath);
    if (RESOURCE_ROUTES[routePath]) {
      if (isPageRoute(routePath)) problems.push(`${routePath} draws a page but is listed as a resource`);
      if (visited.length) problems.push(`${routePath} is listed as a resource but has page states`);
      continue;
    }
    if (!visited.length) {
      problems.push(`${routePath} has no page state (a resource route goes into RESOURCE_ROUTES with its reason)`);
      continue;
    }
    const get = RULES[routePath]?.get;
    const shownTo = typeof get === 'object' ? ROLES.filter((role) => get[role] === 200) : [];
    for (const role of shownTo) if (!visited.some((s) => s.role === role)) problems.push(`${routePath} is shown to ${role} but has no page state for them`);
  }
  return problems;
}

/** A person's own words, as the pseudo-locale's checks know them (ADR 026): with the marker. */
const marked = (text: string) => `${PEOPLE_MARKER}${text}`;

/** A test user whose own words (names, street, city) carry the marker, so that the pages showing them pass the text check. */
async function markedUser(app: AppUnderTest, label: string, role?: UserRole): Promise<TestUser> {
  const input = testUserInput({ label: `states-${label}`, role });
  const person = { ...input, firstName: marked(input.firstName), lastName: marked(input.lastName), addressStreet1: marked(input.addressStreet1), addressCity: marked(input.addressCity) };
  const { id } = await withAppDatabase((db) => createUser(db, person), app.dataDir);
  return { id, email: person.email, password: person.password, firstName: person.firstName, lastName: person.lastName };
}

const SAMPLE_ELEMENTS = new Map<string, FormElement>();
for (const element of utahWithChildren.elements) {
  SAMPLE_ELEMENTS.set(element.title, element);
  if (element.type === 'dialog-window') for (const field of element.dialogFields ?? []) SAMPLE_ELEMENTS.set(field.title, field);
}
/** A typed answer in words (not a number, an e-mail address or a date): what a person wrote, which the walk marks. */
const typedWords = (value: unknown): value is string => typeof value === 'string' && /[A-Za-z]/.test(value) && !value.includes('@');

/** The scenario's answers with every one a person typed in words marked: short and long texts, and a table's text columns. */
const markTypedAnswers: AnswersOf = (answers) =>
  Object.fromEntries(
    Object.entries(answers).map(([title, value]) => {
      const element = SAMPLE_ELEMENTS.get(title);
      if (element?.type.startsWith('text-input') && typedWords(value)) return [title, marked(value)];
      if (element?.type === 'item-table' && Array.isArray(value)) {
        const typed = new Set(element.headers.filter((h) => h.variant === 'text').map((h) => h.value));
        const rows = (value as Record<string, unknown>[]).map((row) => Object.fromEntries(Object.entries(row).map(([key, cell]) => [key, typed.has(key) && typedWords(cell) ? marked(cell) : cell])));
        return [title, rows];
      }
      return [title, value];
    }),
  );

async function seed(app: AppUnderTest): Promise<Seeds> {
  const users = {
    petitioner: await markedUser(app, 'petitioner'),
    spouse: await markedUser(app, 'spouse'),
    adminForm: await markedUser(app, 'admin-form', 'admin-form'),
    adminGlobal: await markedUser(app, 'admin-global', 'admin-global'),
  };
  const fresh = await startTestUserWorkflow(users.petitioner.id, { app });
  const shared = await formSharedForComments(users.petitioner, users.spouse, { answers: markTypedAnswers });
  const signing = await formAtStep5(users.petitioner, null, { answers: markTypedAnswers });
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
    if (!(await findUserWorkflow(db, shared))) throw new Error('the shared form was not stored');
    // with the administrators' reference data the seed holds: the child support description, their English as the
    // questionnaire's calculator shows it (lang="en")
    const texts = [...SAMPLE_WORKFLOWS.flatMap((sample) => definitionTexts(readSampleWorkflow(sample.file))), UTAH_CHILD_SUPPORT_INFO.description];
    return { users, fresh, shared, signing, order: begun.orderId, email: email.id, definitionTexts: texts };
  }, app.dataDir);
}

const seeded = new Map<string, Promise<Seeds>>();

/**
 * The records the page states name, in this app: seeded by the first walk in a worker and kept for the worker's
 * next walks (no state changes them: the refused forms save nothing, the dialogs are only opened).
 */
export function seedsOf(app: AppUnderTest): Promise<Seeds> {
  const key = `${app.baseUrl} ${app.dataDir}`;
  if (!seeded.has(key)) seeded.set(key, seed(app).catch((error: unknown) => {
    seeded.delete(key);
    throw error;
  }));
  return seeded.get(key)!;
}

/** One page state brought about in one view, for a walker's check. */
export interface Visit {
  state: PageState;
  javaScript: boolean;
  /** the page in its state */
  page: Page;
  /** the answer to the state's address */
  response: Response | null;
  /** the state's name in a report: its address, visitor, page or step, label and view */
  where: string;
  /**
   * the page's own timers are held (a page that moves on by itself, with JavaScript): a script of the check that waits
   * for a timer never finishes in it (axe does), so such a check runs over a copy of the page's DOM in `scratch`
   */
  timersHeld: boolean;
  /** a page with JavaScript of the same visitor and context options, free for the check (to run a script over a copy of a page as served) */
  scratch: Page;
}

export interface WalkOptions {
  browser: Browser;
  app: AppUnderTest;
  /** the check of each page state: the failures it finds, in words */
  check: (visit: Visit) => Promise<string[]>;
  /** options of the walk's browser contexts besides JavaScript, the app's address and the project's viewport */
  contextOptions?: BrowserContextOptions;
  /** prepares each context of the walk after its visitor is signed in (a language cookie) */
  prepareContext?: (context: BrowserContext) => Promise<void>;
  /** prints each state as it goes */
  verbose?: boolean;
}

interface Views {
  js: Page;
  served: Page;
  scratch: Page;
  contexts: BrowserContext[];
}

/** A context of the walk: the caller's options, the app's address, signed in as the visitor (if any), prepared by the caller. */
async function contextOf(options: WalkOptions, user: TestUser | undefined, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await options.browser.newContext({ ...options.contextOptions, baseURL: options.app.baseUrl, javaScriptEnabled });
  // a load, click or wait that cannot happen fails its state within this, not the whole walk at its time limit
  context.setDefaultTimeout(STATE_TIMEOUT);
  if (user) await signInAs(context, user, options.app);
  await options.prepareContext?.(context);
  return context;
}

async function viewsOf(options: WalkOptions, user: TestUser | undefined): Promise<Views> {
  const withJs = await contextOf(options, user, true);
  const withoutJs = await contextOf(options, user, false);
  const js = await withJs.newPage();
  hydrateOnNavigation(js);
  return { js, served: await withoutJs.newPage(), scratch: await withJs.newPage(), contexts: [withJs, withoutJs] };
}

/** The promise's value, or 'late' when it has not settled within `ms`. */
async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Brings about each of these page states in each of its views, in contexts of the walk's own (one pair per visitor,
 * closed at the end), and runs the check on it. Returns every failure: the check's, a state never reached, a page
 * that landed on another route than its state's. A state's failure does not stop the walk.
 */
export async function walkPageStates(states: PageState[], options: WalkOptions): Promise<{ failures: string[]; count: number }> {
  const log = (line: string) => options.verbose && console.log(`${new Date().toISOString()} ${line}`);
  const seeds = await seedsOf(options.app);
  const views = new Map<Role, Views>();
  const failures: string[] = [];
  let count = 0;
  try {
    for (const state of states) {
      const user = state.role === 'anonymous' ? undefined : seeds.users[state.role];
      for (const javaScript of viewsOfState(state)) {
        if (!views.has(state.role)) views.set(state.role, await viewsOf(options, user));
        const view = views.get(state.role)!;
        // a page that moves on by itself is held in a context of its own: a clock is its whole context's, and the
        // visitor's other pages (the check's scratch page among them) keep their timers
        const held = javaScript && state.movesOn ? await contextOf(options, user, true) : undefined;
        const own = held ? await held.newPage() : state.movesOn ? await view.served.context().newPage() : undefined;
        const page = own ?? (javaScript ? view.js : view.served);
        try {
          if (held) {
            hydrateOnNavigation(page);
            await held.clock.install();
            await held.clock.pauseAt(Date.now() + 60_000);
          }
          const url = state.url(seeds);
          const where = `${url} as ${state.role}${state.page ? `, ${state.page}` : ''}${state.label ? `, ${state.label}` : ''} (${javaScript ? 'JavaScript' : 'as served'})`;
          log(where);
          let response: Response | null;
          try {
            response = await page.goto(url);
            if (state.act) await state.act(page, javaScript);
          } catch (error) {
            // a state that is never reached fails the walk with its name, and the other states are still visited
            failures.push(`${where}: never reached its state: ${String(error).split('\n')[0]}`);
            continue;
          }
          // without JavaScript the page moves on by a refresh: its next navigation is answered with No Content, which
          // keeps the page where it is while it is checked
          if (own && !held) await page.route((u) => u.href !== page.url(), (r) => (r.request().isNavigationRequest() ? r.fulfill({ status: 204 }) : r.fallback()));
          count++;
          const route = routeOf(new URL(page.url()).pathname);
          if (route !== state.route) failures.push(`${where}: landed on ${page.url()} (${route}), not on ${state.route}`);
          const checked = await withinTime(options.check({ state, javaScript, page, response, where, timersHeld: !!held, scratch: view.scratch }), CHECK_TIMEOUT);
          log('  checked');
          if (checked !== 'late') failures.push(...checked);
          else {
            // a script of the check that never returns holds its page: the visitor's pages start again for the next states
            failures.push(`${where}: its check did not finish within ${CHECK_TIMEOUT / 1000} s`);
            views.delete(state.role);
            for (const context of view.contexts) await context.close();
          }
        } finally {
          if (held) await held.close();
          else await own?.close();
        }
      }
    }
  } finally {
    for (const view of views.values()) for (const context of view.contexts) await context.close();
  }
  return { failures, count };
}
