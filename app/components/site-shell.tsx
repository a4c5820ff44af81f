// The frame around every page (end-user-journey.md §2, administration-platform.md §2.3): the top bar (logo,
// page title, Go Back, Sign Out, the profile-name button, or the Create Account / Sign In toggle), the admin
// drawer, the user navigation, the alert banner, the footer with the newsletter sign-up, and with JavaScript
// the 'Please Wait...' overlay and the Session Activity dialog.
import { Form, Link, useFetcher, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ShellAlert, ShellData } from '~/services/shell.server';
import type { SignInNotice } from '~/utils/sign-in-notices';
import { useHydrated } from '~/utils/use-hydrated';
import { AdminNavGroups } from './admin/admin-nav-groups';
import { usePageHandle } from './page-handle';
import { LanguageSwitch } from './language-switch';
import { QuickExit } from './quick-exit';
import { SessionActivity } from './session-activity';
import { Button } from './ui/button';
import { cn } from './ui/cn';

export const PRODUCT_NAME = 'Accord';
/** The contact / FAQ page (end-user-journey.md §1): the footer and the help dialogs link to it. */
export const CONTACT_PAGE = '/contact-us';
/** The accessibility statement (issue 32, item 11): the footer links to it. */
export const ACCESSIBILITY_PAGE = '/accessibility';

export type { PageHandle } from './page-handle';

/** One of the sign-in page's own notices in the page's language (the two sentences of a sign-up whose spouse started). */
function noticeText(notice: SignInNotice, t: TFunction<'common'>): string {
  if (notice !== 'accountCreatedSpouseStarted') return t(`signInNotices.${notice}`);
  return t('signInNotices.accountCreatedSpouseStarted', { created: t('signInNotices.accountCreated'), spouseStarted: t('signInNotices.spouseStarted') });
}

export function AlertBanner({ alert }: { alert: ShellAlert }) {
  const { t } = useTranslation();
  const styles = {
    success: 'border-green-700 bg-green-50 text-green-900',
    info: 'border-brand bg-brand-soft text-brand-strong',
    warning: 'border-warning bg-amber-50 text-amber-900',
    error: 'border-danger bg-red-50 text-danger',
  } as const;
  return (
    <div
      role={alert.type === 'error' || alert.type === 'warning' ? 'alert' : 'status'}
      className={cn('mb-6 flex items-start justify-between gap-4 rounded-md border-l-4 p-4', styles[alert.type])}
      data-testid="alert-banner"
    >
      <p className="font-medium">{alert.notice ? noticeText(alert.notice, t) : alert.message}</p>
      <Link to={alert.dismissHref} className="shrink-0 text-inherit" aria-label={t('dismissMessage')}>
        <X aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}

function GoBack() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // without JavaScript the link goes home; with it, back in the browser's history
  return (
    <a
      href="/"
      onClick={(event) => {
        if (window.history.length > 1) {
          event.preventDefault();
          navigate(-1);
        }
      }}
      className="rounded-md px-2 py-2 text-sm font-medium text-brand"
    >
      {t('goBack')}
    </a>
  );
}

function SignOutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/sign-out" className={className}>
      <Button type="submit" variant="ghost" size="sm">
        {t('signOut')}
      </Button>
    </Form>
  );
}

function AdminDrawer({ groups }: { groups: ShellData['adminNav'] }) {
  // a <details> element opens without JavaScript; styled as a right-hand drawer
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <details key={location.key} className="group relative">
      <summary className="relative z-50 flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-md bg-white text-brand hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
        <Menu aria-hidden="true" className="size-6 group-open:hidden" />
        <X aria-hidden="true" className="hidden size-6 group-open:block" />
        <span className="sr-only">{t('adminMenu')}</span>
      </summary>
      <nav
        aria-label={t('adminNavigation')}
        className="fixed inset-y-0 right-0 z-40 w-[min(85vw,20rem)] overflow-y-auto border-l border-line bg-white p-5 pt-16 shadow-xl"
      >
        <a href="/admin" className="block text-lg font-semibold">
          {t('adminFunctions')}
        </a>
        <div className="mt-5">
          <AdminNavGroups groups={groups} variant="drawer" />
        </div>
        <SignOutButton className="mt-6" />
      </nav>
    </details>
  );
}

/** The overlay stays this long after a download has arrived (end-user-journey.md §9). */
export const OVERLAY_HIDE_AFTER_DOWNLOAD_MS = 1000;

/** The file name a download answers with, else the link's own `download` name. */
function downloadName(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * With JavaScript, a same-site download link (`<a download>`) fetches its file under the overlay, so a document
 * that takes a while to build shows 'Please Wait...' rather than nothing, then hands the file to the browser; the
 * overlay hides 1 s later. A download that fails is opened as a page, which says why.
 */
function useDownloadsUnderOverlay(setDownloading: (on: boolean) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[download]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (link.origin !== window.location.origin || link.href.startsWith('blob:')) return;
      event.preventDefault();
      setDownloading(true);
      void (async () => {
        try {
          const response = await fetch(link.href, { credentials: 'same-origin' });
          if (!response.ok) throw new Error(`download ${link.pathname}: ${response.status}`);
          const url = URL.createObjectURL(await response.blob());
          const save = document.createElement('a');
          save.href = url;
          save.download = downloadName(response, link.getAttribute('download') || link.pathname.split('/').pop() || 'download');
          document.body.append(save);
          save.click();
          save.remove();
          setTimeout(() => URL.revokeObjectURL(url), 60_000);
        } catch {
          window.location.assign(link.href);
        } finally {
          setTimeout(() => setDownloading(false), OVERLAY_HIDE_AFTER_DOWNLOAD_MS);
        }
      })();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [setDownloading]);
}

function PleaseWait() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [visible, setVisible] = useState(false);
  const [downloading, setDownloading] = useState(false);
  useDownloadsUnderOverlay(setDownloading);
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    // quick navigations should not flash the overlay
    const timer = setTimeout(() => setVisible(true), 400);
    return () => {
      clearTimeout(timer);
      setVisible(false);
    };
  }, [busy]);
  if (!downloading && (!busy || !visible)) return null;
  return (
    <div role="status" aria-live="polite" data-testid="please-wait" className="fixed inset-0 z-50 flex items-center justify-center bg-white/80">
      <p className="rounded-lg bg-white px-6 py-4 text-lg font-semibold text-brand shadow">{t('pleaseWait')}</p>
    </div>
  );
}

function NewsletterSignup() {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ status: 'subscribed' | 'invalid' | 'rate-limited'; message: string }>();
  return (
    <fetcher.Form method="post" action="/newsletter" className="flex flex-col gap-2">
      <label htmlFor="newsletter-email" className="font-medium text-ink">
        {t('newsletter.label')}
      </label>
      <p className="text-muted">{t('newsletter.description', { product: PRODUCT_NAME })}</p>
      <div className="flex flex-wrap gap-2">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
          aria-describedby={fetcher.data ? 'newsletter-result' : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-md border border-line bg-white px-3"
        />
        <Button type="submit" size="sm" variant="secondary" className="min-h-11">
          {t('newsletter.subscribe')}
        </Button>
      </div>
      {fetcher.data ? (
        <p id="newsletter-result" role="status" className={fetcher.data.status === 'subscribed' ? 'text-green-800' : 'text-danger'}>
          {fetcher.data.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** Search parameters that open or close a dialog, drawer or panel on the same page: the dialog handles focus then. */
const IN_PAGE_PARAMETERS = ['dialog', 'required', 'comments'];

function pageIdentity(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of IN_PAGE_PARAMETERS) params.delete(name);
  return `${pathname}?${params}`;
}

/**
 * After a page change made by JavaScript (the questionnaire's Next, the stepper's Continue) focus would stay on a
 * button of the page before or fall to the body: it moves to the new page's heading instead (the element marked
 * `data-page-heading`, else the main heading), which a screen reader reads out (WCAG 2.4.3, 4.1.3). A dialog or an
 * error summary that took focus keeps it; a link to one field leaves focus to that field; opening or closing a
 * dialog is no page change. The same page loaded again keeps the focus, unless what had it is gone (focus fell to
 * the body): then it goes to the heading too, never lost.
 */
function usePageFocus() {
  const location = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const identity = pageIdentity(location.pathname, location.search);
    const before = shown.current;
    shown.current = identity;
    // a #fragment of a new page only scrolls (the questionnaire's tab strip): focus still goes to the heading
    if (before === null) return;
    // the same page again (a form posted to it, a panel opened or closed) keeps the focus where it is, unless the
    // control that had it is gone (the respondent's 'I have read this' takes its panel away): then the heading
    if (before === identity && document.activeElement && document.activeElement !== document.body) return;
    // a link to one field (the Required Fields list, '?field=') puts focus on that field, not on the heading
    if (new URLSearchParams(location.search).has('field')) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.closest('dialog, [role="dialog"], [role="alertdialog"], [data-testid="error-summary"]')) return;
    const heading = document.querySelector<HTMLElement>('main [data-page-heading]') ?? document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [location]);
}

export function SiteShell({ children, data }: { children: ReactNode; data: ShellData }) {
  const { t, i18n } = useTranslation();
  const page = usePageHandle();
  // a page whose texts are not in the catalogues yet stays English inside a page in another language: marked so,
  // a screen reader reads it in English (WCAG 3.1.2)
  const englishOnly = i18n.language !== 'en' && !page.translated ? 'en' : undefined;
  usePageFocus();
  const hydrated = useHydrated();
  useEffect(() => {
    // lets tests (and styles) tell that JavaScript has taken over the server-rendered page: once every component
    // that reads `useHydrated` shows its hydrated self (its handlers attached)
    if (hydrated) document.documentElement.dataset.hydrated = 'true';
  }, [hydrated]);
  const location = useLocation();
  const signedIn = data.user !== null;
  const showSignedInChrome = signedIn && !page.hideChrome;
  const onSignIn = location.pathname === '/sign-in';
  return (
    <div className="flex min-h-dvh flex-col">
      {/* a questionnaire page's skip link goes past the page tabs to the first question (issue 32, finding 7) */}
      <a href={`#${page.skipTo ?? 'main'}`} className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      {page.fullScreen ? null : (
        <header className="border-b border-line bg-white">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
            <a href="/" className="text-xl font-semibold text-brand no-underline">
              {PRODUCT_NAME}
            </a>
            {page.title ? (
              <span className="hidden border-l border-line pl-3 text-muted sm:inline" data-testid="page-title" lang={englishOnly}>
                {page.title}
              </span>
            ) : null}
            <div className="ml-auto flex flex-wrap items-center justify-end gap-1">
              <QuickExit />
              <LanguageSwitch />
              {showSignedInChrome ? (
                <>
                  <GoBack />
                  <Button asChild variant="ghost" size="sm">
                    <a href="/user-profile">{data.user!.displayName || t('userProfile')}</a>
                  </Button>
                  {/* spec §2: Sign Out sits in the top bar for everyone; admins also find it in their drawer */}
                  <SignOutButton />
                  {data.user!.isAdmin ? <AdminDrawer groups={data.adminNav} /> : null}
                </>
              ) : signedIn ? null : onSignIn ? (
                <Button asChild variant="secondary" size="sm">
                  <a href={`/create-user${location.search}`}>{t('createAccount')}</a>
                </Button>
              ) : (
                <Button asChild variant="secondary" size="sm">
                  <a href="/sign-in">{t('signIn')}</a>
                </Button>
              )}
            </div>
          </div>
          {showSignedInChrome ? (
            <nav aria-label={t('mainNavigation')} className="mx-auto max-w-5xl px-4 pb-2">
              <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
                {data.userNav.map((item) => (
                  <li key={item.label}>
                    <a href={item.href} aria-current={location.pathname === item.href ? 'page' : undefined}>
                      {t(`nav.${item.label}`, { type: item.values?.type ?? '' })}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </header>
      )}
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8" lang={englishOnly}>
        {data.alert ? <AlertBanner alert={data.alert} /> : null}
        {children}
      </main>
      {page.fullScreen ? null : (
        <footer className="border-t border-line bg-white text-sm">
          <div className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:grid-cols-2">
            <div className="space-y-2">
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                <li>
                  <a href="/legal-advice">{t('footer.legalAdvice')}</a>
                </li>
                <li>
                  <a href={CONTACT_PAGE}>{t('footer.contactUs')}</a>
                </li>
                <li>
                  <a href="/terms-of-service">{t('footer.termsOfService')}</a>
                </li>
                <li>
                  <a href="/privacy-policy">{t('footer.privacyPolicy')}</a>
                </li>
                <li>
                  <a href={ACCESSIBILITY_PAGE}>{t('footer.accessibility')}</a>
                </li>
              </ul>
              <p className="text-muted">{t('footer.notALawFirm', { product: PRODUCT_NAME })}</p>
              <p className="text-muted">{t('footer.copyright', { year: new Date().getFullYear(), product: PRODUCT_NAME })}</p>
            </div>
            <NewsletterSignup />
          </div>
        </footer>
      )}
      <PleaseWait />
      {signedIn ? <SessionActivity idleTimeoutMinutes={data.idleTimeoutMinutes} /> : null}
    </div>
  );
}
