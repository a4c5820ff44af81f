// The admin navigation (administration-platform.md §2.4), grouped as the admin home and the admin drawer show it,
// and who sees each item: admin-global sees every page; admin-form, a form author, sees only the workflow pages
// (docs/decisions/005-route-access.md, 'Admin pages by role'). Each page's own guard is what enforces it; this
// list only keeps people from being offered a page that would refuse them.
import type { UserRole } from '../../../db/schema';

/** Who may open an admin page: every admin ('workflow' pages) or admin-global only. */
export type AdminAccess = 'workflow' | 'global';

export interface AdminNavItem {
  label: string;
  href: string;
  access: AdminAccess;
}

export interface AdminNavGroup {
  group: 'Workflow Management' | 'User Management' | 'Support Tools';
  items: AdminNavItem[];
}

/** As shown to one admin: an item whose page is not built yet has no link (`href` null). */
export interface ShownAdminNavGroup {
  group: string;
  items: Array<{ label: string; href: string | null }>;
}

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    group: 'Workflow Management',
    items: [
      { label: 'Manage Workflows', href: '/manage-workflows', access: 'workflow' },
      { label: 'Workflow Types', href: '/workflow-types', access: 'workflow' },
      { label: 'State Counties', href: '/state-counties', access: 'workflow' },
      { label: 'Preview Workflows', href: '/workflow-form-preview', access: 'workflow' },
      { label: 'Published Requests', href: '/pending-approvals', access: 'workflow' },
      // money is admin-global's, though §2.4 files coupons and prices under workflow management
      { label: 'Coupons', href: '/coupon-manager', access: 'global' },
      { label: 'Child Support Calculator', href: '/child-support-calculator', access: 'workflow' },
      { label: 'Paywall prices', href: '/paywall-prices', access: 'global' },
    ],
  },
  {
    group: 'User Management',
    items: [
      { label: 'Manage Users', href: '/manage-users', access: 'global' },
      { label: 'User Workflow Data', href: '/user-workflow-data', access: 'global' },
    ],
  },
  {
    group: 'Support Tools',
    items: [
      { label: 'Backup Database', href: '/backup-database', access: 'global' },
      { label: 'Email Template Form', href: '/email-form', access: 'global' },
      { label: 'PayPal Test', href: '/paypal/test', access: 'global' },
      { label: 'Statistics', href: '/statistics', access: 'global' },
      // not in §2.4's list, though the spec has the page (§2.14)
      { label: 'Run DB Scripts', href: '/run-db-scripts', access: 'global' },
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

/** The groups this admin may use, empty groups left out; anyone who is not an admin gets none. */
export function adminNavFor(role: UserRole): ShownAdminNavGroup[] {
  return ADMIN_NAV.map((group) => ({
    group: group.group,
    items: group.items
      .filter((item) => mayOpen(role, item.access))
      .map((item) => ({ label: item.label, href: PAGES_NOT_YET_BUILT.has(item.href) ? null : item.href })),
  })).filter((group) => group.items.length > 0);
}
