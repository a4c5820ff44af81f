// What the shell shows for this request: who is signed in, the navigation they get, the alert banner's message
// (a flash kept on the session, or the type and msg query of /sign-in) and the idle timeout.
import { knownSignInNotice, type SignInNotice } from '../utils/sign-in-notices';
import { getEnv } from '../../lib/env.server';
import { isAdmin, lookupSession } from './accounts/sessions.server';
import { existingPage } from './home-routing.server';
import { getSettings } from './settings.server';
import { getDb } from '../db.server';
import { startableWorkflowTypes } from './visitor-home.server';
import { adminNavFor, type ShownAdminNavGroup } from './admin/admin-nav';
import { requestTexts } from '../i18n/i18next.server';

export interface ShellAlert {
  type: 'success' | 'info' | 'warning' | 'error';
  message: string;
  /** one of the sign-in page's own notices: the shell shows it from its catalogue, in the page's language */
  notice?: SignInNotice;
  dismissHref: string;
}

export interface ShellData {
  supportEmail: string;
  /** the person's name; empty when they gave none (the shell then says 'User Profile' in the page's language) */
  user: { displayName: string; isAdmin: boolean } | null;
  idleTimeoutMinutes: number;
  alert: ShellAlert | null;
  /** each label is a key of the shell's catalogue (`nav.*`), so the browser shows it in the page's language */
  userNav: Array<{ label: ShellNavLabel; href: string; values?: { type: string } }>;
  /** its labels in the person's language */
  adminNav: ShownAdminNavGroup[];
}

export type ShellNavLabel = 'home' | 'divorceForms' | 'typeForms' | 'yourForms' | 'sharedForms';

/**
 * The menu's entry for the person's forms follows the published workflow types (ADR 028): the spec's 'Divorce Forms'
 * while divorce is the only one (or none is published), the type's name when another is the only one, 'Your Forms'
 * when there are several.
 */
export function formsNavEntry(types: ReadonlyArray<{ title: string; participants: number; other_party: string }>): { label: ShellNavLabel; values?: { type: string } } {
  if (types.length > 1) return { label: 'yourForms' };
  const only = types[0];
  if (!only || (only.participants === 2 && only.other_party === 'spouse')) return { label: 'divorceForms' };
  return { label: 'typeForms', values: { type: only.title } };
}

const ALERT_TYPES = new Set(['success', 'info', 'warning', 'error']);

export async function loadShell(request: Request): Promise<ShellData> {
  const env = getEnv();
  const url = new URL(request.url);
  // home only redirects, so a message waits for the page it leads to
  const session = await lookupSession(request, getDb(), { takeFlash: url.pathname !== '/' });
  const idleTimeoutMinutes = session.status === 'active' ? session.idleTimeoutMinutes : (await getSettings(getDb())).idleTimeoutMinutes;

  let alert: ShellData['alert'] = null;
  const dismiss = new URL(url);
  dismiss.searchParams.delete('type');
  dismiss.searchParams.delete('msg');
  const dismissHref = `${dismiss.pathname}${dismiss.search}`;
  if (session.status === 'active' && session.flash) {
    alert = { ...session.flash, dismissHref };
  } else if (url.pathname === '/sign-in' && knownSignInNotice(url.searchParams.get('msg'))) {
    const type = url.searchParams.get('type') ?? 'info';
    const notice = knownSignInNotice(url.searchParams.get('msg'))!;
    alert = { type: (ALERT_TYPES.has(type) ? type : 'info') as NonNullable<ShellData['alert']>['type'], message: url.searchParams.get('msg')!, notice, dismissHref };
  }

  const user = session.status === 'active' ? session.user : null;
  return {
    supportEmail: env.SUPPORT_EMAIL,
    idleTimeoutMinutes,
    alert,
    user: user
      ? { displayName: `${user.firstName} ${user.lastName}`.trim(), isAdmin: isAdmin(user) }
      : null,
    userNav: [
      { label: 'home', href: '/' },
      { ...formsNavEntry(user ? await startableWorkflowTypes(getDb()) : []), href: existingPage('/legal-form-guide') },
      // the sharing issue builds /shared-forms; the navigation names the spec's page, not a stand-in
      { label: 'sharedForms', href: '/shared-forms' },
    ],
    // in the person's language, made here: the drawer is on every page, whose own catalogues may not include the admin one
    adminNav: user && isAdmin(user) ? adminNavFor(user.role, await requestTexts(request, 'admin')) : [],
  };
}
