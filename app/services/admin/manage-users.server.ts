// The Manage Users page's data (administration-platform.md §2.5): the user-basic accounts, searched, sorted and
// paged; deleting one account with everything it holds, in one transaction; and, beyond the spec (ADR 023), the
// administrators with their roles, and role changes kept in user_role_events, never leaving no global admin.
import { sql } from 'kysely';
import { inTransaction, type Database, type Queryable } from '../../../db/client';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
import type { UserRole } from '../../../db/schema';
import type { UserListQuery, UserSort } from './user-list';

/** What stands in a kept payment's user columns once its account is deleted (payment_log and payment_events require one). */
export const DELETED_USER = 'deleted-user';

export interface ListedUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  verified: boolean;
  isPetitioner: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

/** Only user-basic accounts with an e-mail are listed (§2.5, §5); the search matches names and e-mail. */
export async function listUsers(db: Queryable, query: UserListQuery): Promise<{ users: ListedUser[]; total: number }> {
  let base = db.selectFrom('users').where('role', '=', 'user-basic').where('email', '<>', '');
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb('email', 'ilike', like),
        eb('first_name', 'ilike', like),
        eb('last_name', 'ilike', like),
        eb(sql<string>`last_name || ', ' || first_name`, 'ilike', like),
        eb(sql<string>`first_name || ' ' || last_name`, 'ilike', like),
      ]),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const direction = query.descending ? 'desc' : 'asc';
  const order = {
    name: [sql`lower(last_name)`, sql`lower(first_name)`],
    email: [sql`email`],
    verified: [sql`email_verified_at is not null`],
    petitioner: [sql`is_petitioner`],
    created: [sql`created_at`],
    login: [sql`last_sign_in_at`],
  } satisfies Record<UserSort, unknown[]>;
  let select = base.select(LISTED_COLUMNS);
  for (const column of order[query.sort]) select = select.orderBy(column, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast());
  select = select.orderBy('id');
  if (query.pageSize !== 'all') {
    const size = Number(query.pageSize);
    select = select.limit(size).offset((query.page - 1) * size);
  }
  const rows = await select.execute();
  return { total: Number(total), users: rows.map(toListedUser) };
}

const LISTED_COLUMNS = ['id', 'first_name', 'last_name', 'email', 'email_verified_at', 'is_petitioner', 'created_at', 'last_sign_in_at'] as const;

function toListedUser(r: {
  id: string; first_name: string; last_name: string; email: string; email_verified_at: Date | null; is_petitioner: boolean; created_at: Date; last_sign_in_at: Date | null;
}): ListedUser {
  return {
    id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, verified: r.email_verified_at !== null,
    isPetitioner: r.is_petitioner, createdAt: r.created_at, lastSignInAt: r.last_sign_in_at,
  };
}

export async function findListedUser(db: Queryable, id: string): Promise<ListedUser | undefined> {
  const row = await db.selectFrom('users').select(LISTED_COLUMNS).where('id', '=', id).where('role', '=', 'user-basic').executeTakeFirst();
  return row ? toListedUser(row) : undefined;
}

/**
 * Deletes a user-basic account and everything it holds, in one transaction (§2.5): the account, its sessions and
 * tokens, its user workflows with their answers and files, its profile photo, the e-mails addressed to it with their attachments,
 * its newsletter subscription. Payments stay for accounting with the user's identity removed (user and user
 * workflow set to null by their foreign keys; the log's and analytics events' user id replaced). The audit trail
 * stays too (append-only by design, ids only). Returns false when there is no such user-basic account, so an
 * admin account can never be deleted from this page.
 */
export async function deleteUser(db: Queryable, userId: string): Promise<boolean> {
  const run = async (tx: Queryable) => {
    const user = await tx
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', userId)
      .where('role', '=', 'user-basic')
      .forUpdate()
      .executeTakeFirst();
    if (!user) return false;
    const storage = new PostgresFileStorage(tx);
    const workflows = await tx.selectFrom('user_workflows').select('id').where('owner_id', '=', user.id).execute();
    for (const workflow of workflows) {
      for (const file of await storage.list(fileKey('user-workflows', workflow.id))) await tx.deleteFrom('files').where('key', '=', file.key).execute();
    }
    // the profile photo (users/{id}/profile-photo), which no foreign key reaches either
    for (const file of await storage.list(fileKey('users', user.id))) await tx.deleteFrom('files').where('key', '=', file.key).execute();
    const emails = await tx.selectFrom('emails').select('id').where(sql`lower(to_email)`, '=', user.email.toLowerCase()).execute();
    for (const email of emails) {
      for (const file of await storage.list(fileKey('emails', email.id))) await tx.deleteFrom('files').where('key', '=', file.key).execute();
    }
    if (emails.length > 0) await tx.deleteFrom('emails').where('id', 'in', emails.map((e) => e.id)).execute();
    await tx.deleteFrom('newsletter_subscriptions').where(sql`lower(email)`, '=', user.email.toLowerCase()).execute();
    await tx.updateTable('payment_log').set({ user_id: DELETED_USER }).where('user_id', '=', user.id).execute();
    await tx.updateTable('payment_events').set({ user_id: DELETED_USER }).where('user_id', '=', user.id).execute();
    // sessions, tokens, user workflows and their answers go with the account (ON DELETE CASCADE); kept payments
    // lose their user and user workflow (ON DELETE SET NULL)
    await tx.deleteFrom('users').where('id', '=', user.id).execute();
    return true;
  };
  return inTransaction(db, run);
}

export const USER_ROLES = ['user-basic', 'admin-form', 'admin-global'] as const satisfies readonly UserRole[];


export interface Administrator {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  lastSignInAt: Date | null;
}

/** Every administrator account (global and form), by name. */
export async function listAdministrators(db: Queryable): Promise<Administrator[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'role', 'last_sign_in_at'])
    .where('role', 'in', ['admin-global', 'admin-form'])
    .orderBy(sql`lower(last_name)`)
    .orderBy(sql`lower(first_name)`)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, role: r.role, lastSignInAt: r.last_sign_in_at }));
}

/** Any account, for the role dialog (the user list shows user-basic accounts, the administrators list the rest). */
export async function findAccount(db: Queryable, id: string): Promise<{ id: string; firstName: string; lastName: string; email: string; role: UserRole } | undefined> {
  const row = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'email', 'role']).where('id', '=', id).executeTakeFirst();
  return row ? { id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email, role: row.role } : undefined;
}

/** Why a role was not changed: the page says it from the admin catalogue (`users.refusals`), in the admin's language. */
export type RoleRefusal = 'unknown-role' | 'not-found' | 'same-role' | 'last-global-admin';

export type RoleChange = { changed: true; from: UserRole; to: UserRole } | { changed: false; reason: RoleRefusal; role?: UserRole };

/**
 * Gives an account another role, with a row in user_role_events naming the admin, in one transaction. The global
 * administrators are locked while deciding, so two admins demoting each other at once cannot leave none.
 */
export async function changeUserRole(db: Database, input: { userId: string; role: string; actor: { id: string; name: string } }): Promise<RoleChange> {
  const role = (USER_ROLES as readonly string[]).includes(input.role) ? (input.role as UserRole) : undefined;
  if (!role) return { changed: false, reason: 'unknown-role' };
  return db.transaction().execute(async (tx) => {
    const globals = await tx.selectFrom('users').select('id').where('role', '=', 'admin-global').orderBy('id').forUpdate().execute();
    const user = await tx.selectFrom('users').select(['id', 'email', 'role']).where('id', '=', input.userId).forUpdate().executeTakeFirst();
    if (!user) return { changed: false, reason: 'not-found' };
    if (user.role === role) return { changed: false, reason: 'same-role', role };
    if (user.role === 'admin-global' && globals.length <= 1) return { changed: false, reason: 'last-global-admin' };
    await tx.updateTable('users').set({ role }).where('id', '=', user.id).execute();
    await tx
      .insertInto('user_role_events')
      .values({ user_id: user.id, user_email: user.email, actor_id: input.actor.id, actor_name: input.actor.name, type: 'ROLE_CHANGED', from_role: user.role, to_role: role })
      .execute();
    return { changed: true, from: user.role, to: role };
  });
}

/** The role changes of an account, newest first. */
export async function roleHistory(db: Queryable, userId: string) {
  return db.selectFrom('user_role_events').select(['id', 'actor_name', 'from_role', 'to_role', 'created_at']).where('user_id', '=', userId).orderBy('id', 'desc').execute();
}
