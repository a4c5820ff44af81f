// The admin navigation's groups, drawn the same way on the admin home and in the admin drawer. A page that is
// not built yet is named without a link, so nobody is led to Page Not Found. The labels come in the admin's language
// from the server (adminNavFor), since the drawer is on every page, whose own catalogues may not include the admin one.
import type { ShownAdminNavGroup } from '~/services/admin/admin-nav';
import { cn } from '~/components/ui/cn';

export function AdminNavGroups({ groups, variant }: { groups: ShownAdminNavGroup[]; variant: 'home' | 'drawer' }) {
  const home = variant === 'home';
  return (
    <div className={cn(home ? 'grid gap-4 md:grid-cols-3' : 'grid gap-5')}>
      {groups.map((group) => {
        const headingId = `${variant}-group-${group.id}`;
        return (
          <section key={group.group} aria-labelledby={headingId} className={cn(home && 'rounded-lg border border-line bg-white p-5')}>
            <h2 id={headingId} className={cn(home ? 'text-lg font-semibold' : 'text-sm font-semibold uppercase tracking-wide text-muted')}>
              {group.group}
            </h2>
            <ul className={cn(home ? 'mt-3 space-y-2' : 'mt-2 space-y-1')}>
              {group.items.map((item) => (
                <li key={item.label}>
                  {item.href ? (
                    <a href={item.href} className={cn(!home && 'block py-1')}>
                      {item.label}
                    </a>
                  ) : (
                    <span className={cn('text-muted', !home && 'block py-1')}>
                      {item.label} <span className="text-sm">{item.note}</span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
