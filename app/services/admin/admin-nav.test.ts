import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import admin from '../../../i18n/catalogues/en/admin';
import { englishAdmin } from '../../../i18n/english';
import { textsIn } from '../../../i18n/texts-for-tests';
import { ADMIN_NAV, adminNavFor as navFor, PAGES_NOT_YET_BUILT } from './admin-nav';

const english = englishAdmin();
const adminNavFor = (role: Parameters<typeof navFor>[0]) => navFor(role, english);

const routePaths = new Set(routes.map((r) => (r.index ? '/' : `/${r.path}`)));
const labels = (groups: ReturnType<typeof adminNavFor>) => groups.flatMap((g) => g.items.map((i) => i.label));

describe('admin navigation', () => {
  it('admin-global sees every item of the three groups of §2.4, in their order', () => {
    const groups = adminNavFor('admin-global');
    expect(groups.map((g) => g.group)).toEqual(['Workflow Management', 'User Management', 'Support Tools']);
    expect(labels(groups)).toEqual(ADMIN_NAV.flatMap((g) => g.items.map((i) => admin.nav.items[i.key])));
  });

  it('admin-form sees only the workflow pages, and no group left empty', () => {
    const groups = adminNavFor('admin-form');
    expect(groups.map((g) => g.group)).toEqual(['Workflow Management']);
    expect(labels(groups)).toEqual([
      'Manage Workflows', 'Workflow Types', 'State Counties', 'Preview Workflows', 'Published Requests', 'Child Support Calculator',
    ]);
  });

  it("speaks the admin's language, the headings' ids the same in every language", async () => {
    const groups = navFor('admin-global', await textsIn('es', 'admin'));
    expect(groups.map((g) => g.group)).toEqual(['Gestión de formularios', 'Gestión de usuarios', 'Herramientas de soporte']);
    expect(groups.map((g) => g.id)).toEqual(['workflow-management', 'user-management', 'support-tools']);
    expect(labels(groups)).toContain('Administrar usuarios');
  });

  it('a user who is not an admin sees no admin navigation', () => {
    expect(adminNavFor('user-basic')).toEqual([]);
  });

  it('every page offered as a link exists in app/routes.ts, and every page marked not yet built does not', () => {
    for (const item of ADMIN_NAV.flatMap((g) => g.items)) {
      const path = item.href.split('?')[0]!;
      if (PAGES_NOT_YET_BUILT.has(item.href)) expect(routePaths.has(path), `${path} exists now: take it out of PAGES_NOT_YET_BUILT`).toBe(false);
      else expect(routePaths.has(path), `${path} is linked but not in app/routes.ts`).toBe(true);
    }
  });

  it('every page is linked now that all are built', () => {
    const items = adminNavFor('admin-global').flatMap((g) => g.items);
    expect(items.filter((i) => i.href === null)).toEqual([]);
    expect(items.find((i) => i.label === 'Email Template Form')?.href).toBe('/email-form');
    expect(items.find((i) => i.label === 'Coupons')?.href).toBe('/coupon-manager');
    // built by the publishing issue
    expect(items.find((i) => i.label === 'Published Requests')?.href).toBe('/pending-approvals');
    expect(items.find((i) => i.label === 'Preview Workflows')?.href).toBe('/workflow-form-preview');
  });
});
