// Every route of the app (Remix v3 route config), grouped by area: who the pages are for and what they serve.
// Each group is a plain list of `route(address, module)`, written out in full so that an address can be found by
// searching for it; the groups are joined in one list at the end. Route modules stay in app/routes/ under their
// flat names (their route ids, such as 'routes/pay-for-form', are the module paths).
import { index, route, type RouteConfig } from '@remix-run/route-config';

/** The public site: pages anyone may read, the legal texts, status pages and the health check. */
const site = [
  index('routes/home.tsx'),
  route('about-us', 'routes/about-us.tsx'),
  route('contact-us', 'routes/contact-us.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('practice', 'routes/practice.tsx'),
  route('legal-advice', 'routes/legal-page.tsx', { id: 'legal-legal-advice' }),
  route('terms-of-service', 'routes/legal-page.tsx', { id: 'legal-terms-of-service' }),
  route('privacy-policy', 'routes/legal-page.tsx', { id: 'legal-privacy-policy' }),
  route('newsletter', 'routes/newsletter.tsx'),
  route('language', 'routes/language.ts'),
  route('wait', 'routes/wait.tsx'),
  route('error', 'routes/error.tsx'),
  route('503', 'routes/maintenance.tsx'),
  route('healthz', 'routes/healthz.ts'),
];

/** Accounts: signing in and out, creating and verifying an account, the profile. */
const accounts = [
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-out', 'routes/sign-out.tsx'),
  route('create-user', 'routes/create-user.tsx'),
  route('verify-user', 'routes/verify-user.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('user-profile', 'routes/user-profile.tsx'),
  route('user-profile/photo', 'routes/user-profile.photo.ts'),
  route('user-profile/:userId', 'routes/user-profile.$userId.tsx'),
  route('resources/session', 'routes/resources.session.ts'),
  route('resources/altcha-challenge', 'routes/resources.altcha-challenge.ts'),
];

/** The guide: the petitioner's user workflows, from the questionnaire to the sealed final document. */
const guide = [
  route('legal-form-guide', 'routes/legal-form-guide.tsx'),
  route('legal-form-guide/divorce-forms/:id', 'routes/legal-form-guide.divorce-forms.$id.tsx'),
  route('legal-form-guide/divorce-forms/:id/autosave', 'routes/legal-form-guide.divorce-forms.$id.autosave.ts'),
  route('legal-form-guide/divorce-forms/:id/files/:uid', 'routes/legal-form-guide.divorce-forms.$id.files.$uid.ts'),
  route('legal-form-guide/divorce-forms/:id/form-data', 'routes/legal-form-guide.divorce-forms.$id.form-data.ts'),
  route('legal-form-guide/divorce-forms/:id/print/:uid', 'routes/legal-form-guide.divorce-forms.$id.print.$uid.tsx'),
  route('legal-form-guide/divorce-forms/:id/stipulation', 'routes/legal-form-guide.divorce-forms.$id.stipulation.ts'),
  route('legal-form-guide/divorce-forms/:id/sign', 'routes/legal-form-guide.divorce-forms.$id.sign.tsx'),
  route('legal-form-guide/divorce-forms/:id/notify-spouse', 'routes/legal-form-guide.divorce-forms.$id.notify-spouse.ts'),
  route('legal-form-guide/divorce-forms/:id/final-document', 'routes/legal-form-guide.divorce-forms.$id.final-document.tsx'),
  route('legal-form-guide/divorce-forms/:id/final-document/download', 'routes/legal-form-guide.divorce-forms.$id.final-document.download.ts'),
  route('shared-forms', 'routes/shared-forms.tsx'),
  route('survey-detail/:id', 'routes/survey-detail.$id.tsx'),
];

/** The respondent: the spouse's review and signature of the petitioner's user workflow. */
const respondent = [
  route('respondent-guide/:id', 'routes/respondent-guide.$id.tsx'),
  route('respondent-guide/:id/stipulation', 'routes/respondent-guide.$id.stipulation.ts'),
  route('respondent-guide/:id/sign', 'routes/respondent-guide.$id.sign.tsx'),
];

/** Payment: the pay page and the PayPal return addresses. */
const payments = [
  route('pay-for-form/:formId/:userId/:type/:level', 'routes/pay-for-form.tsx'),
  route('paypal/approve', 'routes/paypal.approve.tsx'),
  route('paypal/success', 'routes/paypal.success.tsx'),
  route('paypal/cancel', 'routes/paypal.cancel.tsx'),
  route('paypal/test', 'routes/paypal-test-payment.tsx'),
  route('price-card-image/:name', 'routes/price-card-image.$name.tsx'),
];

/** Verification of sealed documents, open to anyone holding a document's code. */
const verification = [
  route('verify', 'routes/verify.tsx', { id: 'verify' }),
  route('verify/root-certificate', 'routes/verify.root-certificate.ts'),
  route('verify/:code', 'routes/verify.tsx', { id: 'verify-code' }),
];

/** The builder: workflow authoring, its files and pictures, publishing and approval. */
const builder = [
  route('manage-workflows', 'routes/manage-workflows.tsx'),
  route('manage-workflows/:id/edit', 'routes/manage-workflows.$id.edit.tsx'),
  route('manage-workflows/:id/publishing', 'routes/manage-workflows.$id.publishing.tsx'),
  route('manage-workflows/:id/media', 'routes/manage-workflows.$id.media.ts'),
  route('manage-workflows/:id/documents/upload', 'routes/manage-workflows.$id.documents.upload.ts'),
  route('manage-workflows/:id/files/*', 'routes/manage-workflows.$id.files.$.ts'),
  route('manage-workflows/:id/form-fields', 'routes/manage-workflows.$id.form-fields.ts'),
  route('manage-workflows/:id/render', 'routes/manage-workflows.$id.render.ts'),
  route('manage-workflows/:id/export', 'routes/manage-workflows.$id.export.ts'),
  route('pending-approvals', 'routes/pending-approvals.tsx'),
  route('pending-approvals/:id', 'routes/pending-approvals.$id.tsx'),
  route('workflow-form-preview', 'routes/workflow-form-preview.tsx'),
  route('resources/stage-import', 'routes/resources.stage-import.ts'),
  route('resources/published-workflows/:id', 'routes/resources.published-workflows.$id.ts'),
  route('form-media/:formId/:type/:uid/:name', 'routes/form-media.$formId.$type.$uid.$name.ts'),
];

/** Administration: users, reference data, prices and coupons, statistics, backups and one-off tools. */
const admin = [
  route('admin', 'routes/admin.tsx'),
  route('manage-users', 'routes/manage-users.tsx'),
  route('workflow-types', 'routes/workflow-types.tsx'),
  route('state-counties', 'routes/state-counties.tsx'),
  route('child-support-calculator', 'routes/child-support-calculator.tsx'),
  route('coupon-manager', 'routes/coupon-manager.tsx'),
  route('paywall-prices', 'routes/paywall-prices.tsx'),
  route('statistics', 'routes/statistics.tsx'),
  route('statistics/csv', 'routes/statistics.csv.ts'),
  route('backup-database', 'routes/backup-database.tsx'),
  route('backup-database/:name', 'routes/backup-database.$name.ts'),
  route('user-workflow-data', 'routes/user-workflow-data.tsx'),
  route('email-form', 'routes/email-form.tsx'),
  route('run-db-scripts', 'routes/run-db-scripts.tsx'),
];

/** The development mailbox: the e-mails the app sent, where the mailbox is shown (docs/decisions/007-mailbox-access.md). */
const mailbox = [
  route('mailbox', 'routes/mailbox.tsx'),
  route('mailbox/:emailId', 'routes/mailbox.$emailId.tsx'),
];

export default [
  ...site,
  ...accounts,
  ...guide,
  ...respondent,
  ...payments,
  ...verification,
  ...builder,
  ...admin,
  ...mailbox,
  // anything else: the not-found page
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
