// Who may use what: one row per route of app/routes.ts with the answer each kind of visitor gets, GET and POST.
// The route-access integration test asks the built app every row; the e2e page states (tests/e2e/support/page-states.ts,
// walked by the accessibility sweep) include every page a row shows to a visitor.
import routes from '../../app/routes';

export const VISITORS = ['anonymous', 'petitioner', 'otherPetitioner', 'spouse', 'otherSpouse', 'adminForm', 'adminGlobal'] as const;
export type Visitor = (typeof VISITORS)[number];

/**
 * What a visitor gets: a status (a page, or a refusal: 403 for a signed-in user without the role, 404 for someone
 * else's record), 'sign-in' (302 to /sign-in bringing them back to this URL after), or '→/path' (302 there; a
 * trailing * stands for the rest, such as a new order's token).
 * Paths and URLs may name the seeded records: {workflow}, {published}, {petitioner}, {email}, {order}.
 */
export type Outcome = number | 'sign-in' | `→${string}`;
export type Outcomes = Record<Visitor, Outcome>;

export const GUIDE = '/legal-form-guide/divorce-forms/{workflow}';

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

export interface RouteRule {
  /** the URL asked, with the route's parameters filled from the seeded records */
  url: string;
  /** a resource route without a loader: Remix answers GET with 400 to everyone */
  get: Outcomes | 'no loader';
  /** the action's answers to an empty form; a route without an action answers 405 to everyone */
  post: Outcomes | 'no action';
}

// One row per route of app/routes.ts, keyed by its path. docs/decisions/005-route-access.md says the same in words.
export const RULES: Record<string, RouteRule> = {
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
export function routePaths(): string[] {
  return routes.map((r) => (r.index ? '/' : `/${r.path}`));
}

