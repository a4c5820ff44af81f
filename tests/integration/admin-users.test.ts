// Manage Users against a real PostgreSQL (administration-platform.md §2.5): only user-basic accounts are listed,
// searched, sorted and paged; deleting one removes every row of the user in one transaction and keeps its
// payments for accounting without its identity.
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../app/services/accounts/sessions.server';
import { DELETED_USER, deleteUser, listUsers } from '../../app/services/admin/manage-users.server';
import { readUserListQuery } from '../../app/services/admin/user-list';
import { sendEmail } from '../../app/services/email.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { subscribeToNewsletter } from '../../app/services/newsletter.server';
import { calendarToday } from '../../app/services/payments/coupons.server';
import { beginPayment, completePayment } from '../../app/services/payments/payments.server';
import { decideSandboxOrder, SandboxPaymentProvider } from '../../app/services/payments/sandbox-provider.server';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { testUserInput } from '../support/test-users';
import { uidOf } from '../support/utah-with-children';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const PUBLISHED = SAMPLE_WORKFLOWS[0]!.publishedId;
const settings = { defaultFrom: 'Accord <no-reply@accord.local>', timeZone: 'America/Denver', today: calendarToday('America/Denver') };
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedGuide(database.db);
});

const query = (params: Record<string, string> = {}) => readUserListQuery(new URL(`http://x/manage-users?${new URLSearchParams(params)}`));

describe('the users list', () => {
  it('lists only user-basic accounts, sorted by last then first name, 25 to a page by default', async () => {
    const label = `list${Date.now()}`;
    for (const [first, last] of [['Zoe', 'Adams'], ['Amy', 'Adams'], ['Bob', 'Brown']] as const)
      await createUser(database.db, { ...testUserInput({ label }), firstName: first, lastName: last });
    await createUser(database.db, { ...testUserInput({ label, role: 'admin-global' }), firstName: 'Ada', lastName: 'Admin' });
    const { users, total } = await listUsers(database.db, query({ q: label }));
    expect(total).toBe(3);
    expect(users.map((u) => `${u.lastName}, ${u.firstName}`)).toEqual(['Adams, Amy', 'Adams, Zoe', 'Brown, Bob']);
    const descending = await listUsers(database.db, query({ q: label, sort: 'name', dir: 'desc' }));
    expect(descending.users.map((u) => u.firstName)).toEqual(['Bob', 'Zoe', 'Amy']);
    expect(query().pageSize).toBe('25');
  });

  it('pages by the chosen size, and a search matches "Last, First" as shown', async () => {
    const label = `page${Date.now()}`;
    for (let i = 0; i < 27; i += 1) await createUser(database.db, { ...testUserInput({ label }), firstName: `P${String(i).padStart(2, '0')}`, lastName: 'Pager' });
    expect((await listUsers(database.db, query({ q: label }))).users).toHaveLength(25);
    expect((await listUsers(database.db, query({ q: label, page: '2' }))).users.map((u) => u.firstName)).toEqual(['P25', 'P26']);
    expect((await listUsers(database.db, query({ q: label, size: 'all' }))).users).toHaveLength(27);
    expect((await listUsers(database.db, query({ q: 'Pager, P03' }))).users.map((u) => u.firstName)).toEqual(['P03']);
  });
});

describe('deleting a user', () => {
  it('removes the account, its sessions, forms, answers, files and e-mails, and keeps its payments without its identity', async () => {
    const input = testUserInput({ label: 'deleted' });
    const { id: userId } = await createUser(database.db, input);
    await createSession(database.db, new Request('http://app.test/'), userId);
    await subscribeToNewsletter(database.db, input.email, 'sign-up', {});
    // a paid level 1 starts the user workflow and sends a receipt to the user
    const provider = new SandboxPaymentProvider();
    const begun = await beginPayment(database.db, provider, { userId, publishedWorkflowId: PUBLISHED, level: 1, variant: 'collaborative', origin: 'http://app.test' }, settings);
    if (begun.kind !== 'redirect' || !begun.orderId) throw new Error(`no order: ${JSON.stringify(begun)}`);
    await decideSandboxOrder(database.db, begun.orderId, 'approve');
    expect((await completePayment(database.db, provider, begun.orderId, settings)).kind).toBe('redirect');
    const workflow = await database.db.selectFrom('user_workflows').select('id').where('owner_id', '=', userId).executeTakeFirstOrThrow();
    const key = fileKey('user-workflows', workflow.id, 'uploads', 'photo.png');
    await new PostgresFileStorage(database.db).put(key, new Uint8Array([1, 2, 3]), { mediaType: 'image/png' });
    const saved = await saveAnswers(database.db, { userWorkflowId: workflow.id, userId, changes: [{ uid: uidOf('RES_FN'), baseVersion: 0, value: 'Sam' }] });
    expect(saved.saved).toHaveLength(1);
    await database.db.transaction().execute((tx) => sendEmail(tx, { to: { name: 'Robin', email: input.email }, subject: 'Hello', message: 'A word' }, settings));
    // someone else's data stays
    const other = await createUser(database.db, testUserInput({ label: 'kept' }));

    expect(await deleteUser(database.db, userId)).toBe(true);

    const left = async (table: 'users' | 'sessions' | 'auth_tokens' | 'user_workflows', column: string, value: string) =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).where(column as never, '=', value as never).executeTakeFirstOrThrow()).n);
    expect(await left('users', 'id', userId)).toBe(0);
    expect(await left('sessions', 'user_id', userId)).toBe(0);
    expect(await left('user_workflows', 'owner_id', userId)).toBe(0);
    expect(await database.db.selectFrom('answers').select('field_uid').where('user_workflow_id', '=', workflow.id).execute()).toEqual([]);
    expect(await database.db.selectFrom('files').select('key').where('key', 'like', `user-workflows/${workflow.id}/%`).execute()).toEqual([]);
    expect(await database.db.selectFrom('emails').select('id').where('to_email', '=', input.email).execute()).toEqual([]);
    expect(await database.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', input.email).execute()).toEqual([]);
    for (const table of ['payment_log', 'payment_events'] as const)
      expect(await database.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).toEqual([]);

    const kept = await database.db.selectFrom('payments').selectAll().where('provider_order_id', '=', begun.orderId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ user_id: null, user_workflow_id: null, status: 'completed', published_workflow_id: PUBLISHED });
    expect(kept.amount_cents).toBeGreaterThan(0);
    const log = await database.db.selectFrom('payment_log').select(['user_id', 'amount_cents']).where('provider_order_id', '=', begun.orderId).execute();
    expect(log).toEqual([{ user_id: DELETED_USER, amount_cents: kept.amount_cents }]);
    expect(await left('users', 'id', other.id)).toBe(1);
  });

  it('refuses to delete an admin, or an account that does not exist, and changes nothing', async () => {
    const admin = await createUser(database.db, testUserInput({ label: 'admin', role: 'admin-form' }));
    expect(await deleteUser(database.db, admin.id)).toBe(false);
    expect(await deleteUser(database.db, 'no-such-user')).toBe(false);
    expect(await database.db.selectFrom('users').select('id').where('id', '=', admin.id).execute()).toHaveLength(1);
  });
});
