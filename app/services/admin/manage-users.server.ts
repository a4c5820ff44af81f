// The Manage Users page's data (administration-platform.md §2.5): the user-basic accounts, searched, sorted and
// paged; and deleting one account with everything it holds, in one transaction.
import { sql } from 'kysely';
import { inTransaction, type Queryable } from '../../../db/client';
import { fileKey, PostgresFileStorage } from '../../../lib/file-storage.server';
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
 * tokens, its user workflows with their answers and files, the e-mails addressed to it with their attachments,
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
