import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PageHandle } from '~/components/site-shell';
import { Button } from '~/components/ui/button';
import { FormMessage } from '~/components/ui/field';
import { getDb } from '~/db.server';
import { getEnv } from '../../lib/env.server';
import { requireGlobalAdmin, requireGlobalAdminSession } from '~/utils/permissions.server';
import { setFlash } from '~/services/accounts/sessions.server';
import { changeUserRole, deleteUser, findAccount, findListedUser, listAdministrators, listUsers, USER_ROLES } from '~/services/admin/manage-users.server';
import { requestLanguage, requestTexts } from '~/i18n/i18next.server';
import { listName, PAGE_SIZES, readUserListQuery, type UserListQuery, type UserSort } from '~/services/admin/user-list';
import { usDate, usDateTime } from '~/services/admin/dates';
import { StatusPageForError } from '~/components/status-pages';
import { NoResultsRow } from '~/components/admin/table-parts';
import { ConfirmDialog } from '~/components/admin/confirm-dialog';

export const handle: PageHandle = { title: (_data, t) => t('admin:users.title'), i18n: ['admin'] };

// The user-basic accounts (administration-platform.md §2.5), then the administrators (ADR 023). The delete and
// role confirmations are ?delete={id} and ?role={id} URLs, so they open without JavaScript too.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireGlobalAdmin(request);
  const url = new URL(request.url);
  const query = readUserListQuery(url);
  const db = getDb();
  const timeZone = getEnv().APP_TIME_ZONE;
  const t = await requestTexts(request, 'admin');
  const language = await requestLanguage(request);
  const { users, total } = await listUsers(db, query);
  const deleteId = url.searchParams.get('delete');
  const deleting = deleteId ? await findListedUser(db, deleteId) : undefined;
  if (deleteId && !deleting) throw new Response('Not Found', { status: 404 });
  const roleId = url.searchParams.get('role');
  const changing = roleId ? await findAccount(db, roleId) : undefined;
  if (roleId && !changing) throw new Response('Not Found', { status: 404 });
  const administrators = await listAdministrators(db);
  return {
    title: t('tabTitle', { title: t('users.title') }),
    query,
    total,
    pages: query.pageSize === 'all' ? 1 : Math.max(1, Math.ceil(total / Number(query.pageSize))),
    users: users.map((u) => ({
      id: u.id,
      name: listName(u),
      lastName: u.lastName,
      firstName: u.firstName,
      email: u.email,
      verified: u.verified,
      isPetitioner: u.isPetitioner,
      createdOn: usDate(u.createdAt, timeZone, language),
      login: u.lastSignInAt ? usDateTime(u.lastSignInAt, timeZone, language) : t('never'),
    })),
    deleting: deleting ? { id: deleting.id, name: listName(deleting) } : undefined,
    administrators: administrators.map((a) => ({
      id: a.id,
      name: listName(a),
      email: a.email,
      role: t(`users.roles.${a.role}`),
      login: a.lastSignInAt ? usDateTime(a.lastSignInAt, timeZone, language) : t('never'),
    })),
    changing: changing ? { id: changing.id, name: listName(changing), email: changing.email, role: changing.role, roleLabel: t(`users.roles.${changing.role}`) } : undefined,
    roles: USER_ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user: admin, sessionId } = await requireGlobalAdminSession(request);
  const t = await requestTexts(request, 'admin');
  const formData = await request.formData();
  const intent = formData.get('intent');
  const back = listUrl(new URL(request.url));
  switch (intent) {
    case 'delete': {
      const userId = String(formData.get('userId') ?? '');
      const db = getDb();
      const user = userId ? await findListedUser(db, userId) : undefined;
      if (!user || !(await deleteUser(db, user.id))) return data({ message: t('users.notFound') }, { status: 404 });
      await setFlash(db, sessionId, { type: 'success', message: t('users.deleted', { name: listName(user) }) });
      return redirect(back);
    }
    case 'change-role': {
      const userId = String(formData.get('userId') ?? '');
      const db = getDb();
      const account = userId ? await findAccount(db, userId) : undefined;
      if (!account) return data({ message: t('users.roleNotFound') }, { status: 404 });
      const outcome = await changeUserRole(db, { userId, role: String(formData.get('role') ?? ''), actor: { id: admin.id, name: `${admin.firstName} ${admin.lastName}`.trim() } });
      if (!outcome.changed) return data({ message: t(`users.refusals.${outcome.reason}`, { role: outcome.role ? t(`users.roles.${outcome.role}`) : '' }) }, { status: 409 });
      await setFlash(db, sessionId, { type: 'success', message: t('users.roleChanged', { name: listName(account), role: t(`users.roles.${outcome.to}`) }) });
      return redirect(back);
    }
    default:
      return data({ message: t('users.unknownAction', { intent: String(intent) }) }, { status: 400 });
  }
}

/** The list's own URL without the dialog's parameter. */
function listUrl(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete('delete');
  params.delete('role');
  params.delete('index');
  const search = params.toString();
  return `/manage-users${search ? `?${search}` : ''}`;
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'Manage Users | Accord' }];

const COLUMNS: Array<{ label: 'lastName' | 'firstName' | 'verified' | 'email' | 'isPetitioner' | 'createdOn' | 'login' | 'actions'; sort?: UserSort }> = [
  { label: 'lastName', sort: 'name' },
  { label: 'firstName' },
  { label: 'verified', sort: 'verified' },
  { label: 'email', sort: 'email' },
  { label: 'isPetitioner', sort: 'petitioner' },
  { label: 'createdOn', sort: 'created' },
  { label: 'login', sort: 'login' },
  { label: 'actions' },
];

function hrefWith(query: UserListQuery, changes: Partial<Record<'q' | 'sort' | 'dir' | 'page' | 'size' | 'delete' | 'role', string | undefined>>): string {
  const params: Record<string, string | undefined> = {
    q: query.search || undefined,
    sort: query.sort === 'name' ? undefined : query.sort,
    dir: query.descending ? 'desc' : undefined,
    page: query.page > 1 ? String(query.page) : undefined,
    size: query.pageSize === '25' ? undefined : query.pageSize,
    ...changes,
  };
  const search = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)).toString();
  return `/manage-users${search ? `?${search}` : ''}`;
}

export default function ManageUsers() {
  const { users, query, total, pages, deleting, administrators, changing, roles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation('admin');
  const closeUrl = hrefWith(query, {});
  return (
    <section aria-labelledby="users-title" className="grid gap-6">
      <h1 id="users-title" className="text-3xl font-semibold text-brand">
        {t('users.title')}
      </h1>
      <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={t('users.searchLabel')}>
        <div>
          <label htmlFor="users-search" className="block font-medium">
            {t('users.search')}
          </label>
          <input id="users-search" name="q" type="search" defaultValue={query.search} maxLength={100} className="mt-1 block rounded-md border border-line px-3 py-2" />
        </div>
        <div>
          <label htmlFor="users-size" className="block font-medium">
            {t('users.rowsPerPage')}
          </label>
          <select id="users-size" name="size" defaultValue={query.pageSize} className="mt-1 block rounded-md border border-line px-3 py-2">
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === 'all' ? t('users.all') : size}
              </option>
            ))}
          </select>
        </div>
        {query.sort !== 'name' ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.descending ? <input type="hidden" name="dir" value="desc" /> : null}
        <Button type="submit">{t('users.search')}</Button>
      </Form>
      {actionData?.message ? <FormMessage type="error">{actionData.message}</FormMessage> : null}
      <p aria-live="polite">{t('users.count', { count: total })}</p>
      <div className="overflow-x-auto">
        <table aria-label={t('users.searchLabel')} className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const active = column.sort !== undefined && query.sort === column.sort;
                return (
                  <th key={column.label} scope="col" aria-sort={active ? (query.descending ? 'descending' : 'ascending') : undefined}>
                    {column.sort ? (
                      <Link to={hrefWith(query, { sort: column.sort === 'name' ? undefined : column.sort, dir: active && !query.descending ? 'desc' : undefined, page: undefined })}>
                        {t(`users.columns.${column.label}`)}
                        {active ? (query.descending ? ' ▼' : ' ▲') : ''}
                      </Link>
                    ) : (
                      t(`users.columns.${column.label}`)
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <td>{u.lastName}</td>
                <td>{u.firstName}</td>
                <td>{u.verified ? t('yes') : t('no')}</td>
                <td>{u.email}</td>
                <td>{u.isPetitioner ? t('yes') : t('no')}</td>
                <td>{u.createdOn}</td>
                <td>{u.login}</td>
                <td>
                  <span className="flex flex-wrap gap-3">
                    <Link to={hrefWith(query, { role: u.id })} aria-label={t('users.changeRoleOf', { name: u.name })}>
                      {t('users.changeRole')}
                    </Link>
                    <Link to={hrefWith(query, { delete: u.id })} aria-label={t('users.deleteName', { name: u.name })}>
                      {t('users.delete')}
                    </Link>
                  </span>
                </td>
              </tr>
            ))}
            {users.length === 0 ? <NoResultsRow columns={COLUMNS.length} text={t('noResults')} /> : null}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav aria-label={t('users.pages')} className="flex gap-3">
          {query.page > 1 ? <Link to={hrefWith(query, { page: query.page > 2 ? String(query.page - 1) : undefined })}>{t('users.previous')}</Link> : null}
          <span>{t('users.pageOf', { page: query.page, pages })}</span>
          {query.page < pages ? <Link to={hrefWith(query, { page: String(query.page + 1) })}>{t('users.next')}</Link> : null}
        </nav>
      ) : null}
      <section aria-labelledby="administrators-title" className="grid gap-3">
        <h2 id="administrators-title" className="text-2xl font-semibold text-brand">
          {t('users.administrators')}
        </h2>
        <p>{t('users.administratorsLead')}</p>
        <div className="overflow-x-auto">
          <table aria-labelledby="administrators-title" className="w-full text-left [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:align-bottom">
            <thead>
              <tr>
                <th scope="col">{t('users.columns.name')}</th>
                <th scope="col">{t('users.columns.email')}</th>
                <th scope="col">{t('users.columns.role')}</th>
                <th scope="col">{t('users.columns.login')}</th>
                <th scope="col">{t('users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {administrators.map((a) => (
                <tr key={a.id}>
                  <td>{a.name}</td>
                  <td className="break-all">{a.email}</td>
                  <td>{a.role}</td>
                  <td>{a.login}</td>
                  <td>
                    <Link to={hrefWith(query, { role: a.id })} aria-label={t('users.changeRoleOf', { name: a.name })}>
                      {t('users.changeRole')}
                    </Link>
                  </td>
                </tr>
              ))}
              {administrators.length === 0 ? <NoResultsRow columns={5} text={t('noResults')} /> : null}
            </tbody>
          </table>
        </div>
      </section>
      <ConfirmDialog
        open={changing !== undefined}
        title={t('users.roleDialog.title')}
        question={t('users.roleDialog.question', { name: changing?.name ?? '', email: changing?.email ?? '' })}
        fields={{ userId: changing?.id ?? '' }}
        intent="change-role"
        action={hrefWith(query, {})}
        closeUrl={closeUrl}
      >
        <p>{t('users.roleDialog.now', { role: changing?.roleLabel ?? '' })}</p>
        <fieldset className="grid gap-2">
          <legend className="font-medium">{t('users.roleDialog.newRole')}</legend>
          {roles.map((role) => (
            <label key={role.value} className="flex items-center gap-2">
              <input type="radio" name="role" value={role.value} defaultChecked={role.value === changing?.role} required />
              {role.label}
            </label>
          ))}
        </fieldset>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('users.deleteDialog.title')}
        question={t('users.deleteDialog.question', { name: deleting?.name ?? '' })}
        fields={{ userId: deleting?.id ?? '' }}
        intent="delete"
        action={hrefWith(query, {})}
        closeUrl={closeUrl}
      >
        <p>{t('users.deleteDialog.what')}</p>
      </ConfirmDialog>
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation('admin');
  return <StatusPageForError notFound={t('users.pageNotFound')} failed={t('users.failed')} />;
}
