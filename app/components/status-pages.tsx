// The pages a person meets when something is not right: the error page, page not found and maintenance, and the
// error boundary every route with failure modes of its own uses to say them in that page's words.
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ShellData } from '~/services/shell.server';

const FALLBACK_SUPPORT_EMAIL = 'support@accord.local';

export function ApologyPage({ supportEmail, detail }: { supportEmail: string; detail?: string }) {
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="apology-title">
      <h1 id="apology-title" className="text-3xl font-semibold text-brand">
        Our Apologies... Support has been notified
      </h1>
      <p className="mt-4 text-lg text-muted">
        Something went wrong on our side. {detail ?? 'Nothing you saved has been lost. Please try again in a moment.'}
      </p>
      <p className="mt-6">
        <a href={`mailto:${supportEmail}`}>Contact support</a> · <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}

export function NotFoundPage({ supportEmail, detail }: { supportEmail: string; detail?: string }) {
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="text-3xl font-semibold text-brand">
        Page Not Found
      </h1>
      <p className="mt-4 text-lg text-muted">{detail ?? 'We could not find the page you asked for. It may have moved.'}</p>
      <p className="mt-6">
        <a href="/">Go to the home page</a> · <a href={`mailto:${supportEmail}`}>Contact us</a>
      </p>
    </section>
  );
}

export function MaintenancePage() {
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className="text-3xl font-semibold text-brand">
        Site Maintenance in Progress
      </h1>
      <p className="mt-4 text-lg text-muted">
        We are improving Accord and will be back shortly. Your saved answers are safe. Please check again soon.
      </p>
    </section>
  );
}

export function ForbiddenPage() {
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className="text-3xl font-semibold text-brand">
        This page is for administrators
      </h1>
      <p className="mt-4 text-lg text-muted">Your account does not have access to this page.</p>
      <p className="mt-6">
        <a href="/">Go to the home page</a>
      </p>
    </section>
  );
}

/** What a page's failures mean in that page's words; left out, the general words of the pages above are used. */
export interface PageFailureWords {
  /** a 404: what was not found here, and where to look instead */
  notFound?: string;
  /** anything else that went wrong: what is safe, and what to do now */
  failed?: string;
}

/**
 * A route's ErrorBoundary: 404 is Page Not Found, 403 the administrators' page, anything else the apology, each
 * in the site's frame and with this page's words.
 */
export function StatusPageForError({ notFound, failed }: PageFailureWords) {
  const error = useRouteError();
  const supportEmail = useRouteLoaderData<{ shell: ShellData }>('root')?.shell.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage supportEmail={supportEmail} detail={notFound} />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  return <ApologyPage supportEmail={supportEmail} detail={failed} />;
}
