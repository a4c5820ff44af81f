// The admin navigation (administration-platform.md §2.4), grouped as the admin home and the admin drawer show it,
// and who sees each item: admin-global sees every page; admin-form, a form author, sees only the workflow pages
// (docs/decisions/005-route-access.md, 'Admin pages by role'). Each page's own guard is what enforces it; this
// list only keeps people from being offered a page that would refuse them.
import type { TFunction } from 'i18next';
import type { UserRole } from '../../../db/schema';
import type adminCatalogue from '../../../i18n/catalogues/en/admin';

/** Who may open an admin page: every admin ('workflow' pages) or admin-global only. */
export type AdminAccess = 'workflow' | 'global';

/** The admin catalogue's texts in one language (a loader's `requestTexts(request, 'admin')`). */
export type AdminTexts = TFunction<'admin'>;

type AdminNavItemKey = keyof typeof adminCatalogue.nav.items;
type AdminNavGroupKey = keyof typeof adminCatalogue.nav.groups;

export interface AdminNavItem {
  /** its name in the admin catalogue (`nav.items.*`) */
  key: AdminNavItemKey;
  href: string;
  access: AdminAccess;
}

export interface AdminNavGroup {
  /** its heading in the admin catalogue (`nav.groups.*`) */
  group: AdminNavGroupKey;
  items: AdminNavItem[];
}

/** As shown to one admin, in their language: an item whose page is not built yet has no link (`href` null) and a note saying so. */
export interface ShownAdminNavGroup {
  /** stable whatever the language (the heading's id) */
  id: string;
  group: string;
  items: Array<{ label: string; href: string | null; note?: string }>;
}

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    group: 'workflowManagement',
    items: [
      { key: 'manageWorkflows', href: '/manage-workflows', access: 'workflow' },
      { key: 'workflowTypes', href: '/workflow-types', access: 'workflow' },
      { key: 'stateCounties', href: '/state-counties', access: 'workflow' },
      { key: 'previewWorkflows', href: '/workflow-form-preview', access: 'workflow' },
      { key: 'publishedRequests', href: '/pending-approvals', access: 'workflow' },
      // money is admin-global's, though §2.4 files coupons and prices under workflow management
      { key: 'coupons', href: '/coupon-manager', access: 'global' },
      { key: 'childSupportCalculator', href: '/child-support-calculator', access: 'workflow' },
      { key: 'paywallPrices', href: '/paywall-prices', access: 'global' },
    ],
  },
  {
    group: 'userManagement',
    items: [
      { key: 'manageUsers', href: '/manage-users', access: 'global' },
      { key: 'userWorkflowData', href: '/user-workflow-data', access: 'global' },
    ],
  },
  {
    group: 'supportTools',
    items: [
      { key: 'backupDatabase', href: '/backup-database', access: 'global' },
      { key: 'emailTemplateForm', href: '/email-form', access: 'global' },
      { key: 'paypalTest', href: '/paypal/test', access: 'global' },
      { key: 'statistics', href: '/statistics', access: 'global' },
      // not in §2.4's list, though the spec has the page (§2.14)
      { key: 'runDbScripts', href: '/run-db-scripts', access: 'global' },
    ],
  },
];

/**
 * Admin pages other issues build that do not exist yet: shown as 'not yet available' instead of a link to Page
 * Not Found. admin-nav.test.ts checks this against app/routes.ts, so it fails the day one of them lands.
 */
export const PAGES_NOT_YET_BUILT: ReadonlySet<string> = new Set([]);

export function mayOpen(role: UserRole, access: AdminAccess): boolean {
  if (role === 'admin-global') return true;
  return role === 'admin-form' && access === 'workflow';
}

/** The groups this admin may use, in the admin's language (`t`), empty groups left out; anyone who is not an admin gets none. */
export function adminNavFor(role: UserRole, t: AdminTexts): ShownAdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({
    id: group.group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    group: t(`nav.groups.${group.group}`),
    items: group.items
      .filter((item) => mayOpen(role, item.access))
      .map((item) => {
        const built = !PAGES_NOT_YET_BUILT.has(item.href);
        return { label: t(`nav.items.${item.key}`), href: built ? item.href : null, ...(built ? {} : { note: t('nav.notYetAvailable') }) };
      }),
  })).filter((group) => group.items.length > 0);
}
