// The pages a person meets when something is not right: the error page, page not found and maintenance, and the
// error boundary every route with failure modes of its own uses to say them in that page's words. Their general
// words come from the shell's catalogue; each section carries the page's language, so inside a page not yet
// translated (whose <main> is marked English) the status text is still read in the person's language.
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShellData } from '~/services/shell.server';
import { PRODUCT_NAME } from './site-shell';

const FALLBACK_SUPPORT_EMAIL = 'support@accord.local';

/** The frame of every status page: a titled section in the person's language, its words, and where to go next. */
function StatusSection({ name, title, detail, links }: { name: string; title: string; detail: string; links?: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <section className="mx-auto max-w-xl py-12 text-center" aria-labelledby={`${name}-title`} lang={i18n.language}>
      <h1 id={`${name}-title`} className="text-3xl font-semibold text-brand">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted">{detail}</p>
      {links ? <p className="mt-6">{links}</p> : null}
    </section>
  );
}

export function ApologyPage({ supportEmail, detail }: { supportEmail: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <StatusSection
      name="apology"
      title={t('status.apologyTitle')}
      detail={`${t('status.apologyLead')} ${detail ?? t('status.apologyDetail')}`}
      links={
        <>
          <a href={`mailto:${supportEmail}`}>{t('status.contactSupport')}</a> · <a href="/">{t('status.homePage')}</a>
        </>
      }
    />
  );
}

export function NotFoundPage({ supportEmail, detail }: { supportEmail: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <StatusSection
      name="not-found"
      title={t('status.notFoundTitle')}
      detail={detail ?? t('status.notFoundDetail')}
      links={
        <>
          <a href="/">{t('status.homePage')}</a> · <a href={`mailto:${supportEmail}`}>{t('status.contactUs')}</a>
        </>
      }
    />
  );
}

export function MaintenancePage() {
  const { t } = useTranslation();
  return <StatusSection name="maintenance" title={t('status.maintenanceTitle')} detail={t('status.maintenanceDetail', { product: PRODUCT_NAME })} />;
}

/** A busy or unreachable database (503, utils/database-unavailable.server.ts): nothing is lost, try again soon. */
export function BusyPage({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  return (
    <StatusSection
      name="busy"
      title={t('status.busyTitle')}
      detail={t('status.busyDetail')}
      links={
        <>
          <a href={`mailto:${supportEmail}`}>{t('status.contactSupport')}</a> · <a href="/">{t('status.homePage')}</a>
        </>
      }
    />
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  return <StatusSection name="forbidden" title={t('status.forbiddenTitle')} detail={t('status.forbiddenDetail')} links={<a href="/">{t('status.homePage')}</a>} />;
}

/** What a page's failures mean in that page's words; left out, the general words of the pages above are used. */
export interface PageFailureWords {
  /** a 404: what was not found here, and where to look instead */
  notFound?: string;
  /** anything else that went wrong: what is safe, and what to do now */
  failed?: string;
}

/**
 * A route's ErrorBoundary: 404 is Page Not Found, 403 the administrators' page, 503 the busy page, anything else the apology, each
 * in the site's frame and with this page's words.
 */
export function StatusPageForError({ notFound, failed }: PageFailureWords) {
  const error = useRouteError();
  const supportEmail = useRouteLoaderData<{ shell: ShellData }>('root')?.shell.supportEmail ?? FALLBACK_SUPPORT_EMAIL;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage supportEmail={supportEmail} detail={notFound} />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  if (isRouteErrorResponse(error) && error.status === 503) return <BusyPage supportEmail={supportEmail} />;
  return <ApologyPage supportEmail={supportEmail} detail={failed} />;
}
