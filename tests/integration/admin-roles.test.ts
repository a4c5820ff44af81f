// Administrators on the Manage Users page against a real PostgreSQL (issue 29 item 7, ADR 023): a role changed by a
// global admin, kept in user_role_events with who did it; the last global administrator can be neither demoted nor
// deleted, even by two admins demoting each other at the same moment.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/users';
import {
  changeUserRole,
  deleteUser,
  listAdministrators,
  roleHistory,
} from '../../app/services/admin/manage-users.server';
import { testUserInput } from '../support/test-users';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

async function account(label: string, role: 'user-basic' | 'admin-global' | 'admin-form' = 'user-basic') {
  const input = testUserInput({ label, role });
  const { id } = await createUser(database.db, input);
  return { id, email: input.email, name: `${input.firstName} ${input.lastName}` };
}

const globals = () => database.db.selectFrom('users').select('id').where('role', '=', 'admin-global').execute();

describe("changing a person's role", () => {
  it('a global admin makes a user a second global administrator: listed among the administrators, and the change is recorded with their name', async () => {
    const first = await account('roles-first', 'admin-global');
    const person = await account('roles-person');
    expect(await changeUserRole(database.db, { userId: person.id, role: 'admin-global', actor: { id: first.id, name: 'Ada First' } })).toEqual({ changed: true, from: 'user-basic', to: 'admin-global' });
    expect((await listAdministrators(database.db)).find((a) => a.id === person.id)).toMatchObject({ email: person.email, role: 'admin-global' });
    expect(await roleHistory(database.db, person.id)).toMatchObject([{ actor_name: 'Ada First', from_role: 'user-basic', to_role: 'admin-global' }]);
    // the trail cannot be edited afterwards
    await expect(database.db.deleteFrom('user_role_events').where('user_id', '=', person.id).execute()).rejects.toThrow(/append-only/);
  });

  it('a role not offered, or the role the person already has, is refused with its reason (the page says it in words)', async () => {
    const admin = await account('roles-admin2', 'admin-global');
    const person = await account('roles-person2');
    expect(await changeUserRole(database.db, { userId: person.id, role: 'superuser', actor: { id: admin.id, name: 'A' } })).toEqual({ changed: false, reason: 'unknown-role' });
    expect(await changeUserRole(database.db, { userId: person.id, role: 'user-basic', actor: { id: admin.id, name: 'A' } })).toEqual({ changed: false, reason: 'same-role', role: 'user-basic' });
  });

  it('the last global administrator cannot be demoted or deleted; two admins demoting each other at once leave one', async () => {
    const last = await account('roles-last', 'admin-global');
    const other = await account('roles-other', 'admin-global');
    // every other global administrator steps down, the last of them concurrently with 'other'
    for (const { id } of await globals()) {
      if (id !== last.id && id !== other.id) await changeUserRole(database.db, { userId: id, role: 'admin-form', actor: { id: last.id, name: 'Last' } });
    }
    const outcomes = await Promise.all([
      changeUserRole(database.db, { userId: last.id, role: 'user-basic', actor: { id: other.id, name: 'Other' } }),
      changeUserRole(database.db, { userId: other.id, role: 'user-basic', actor: { id: last.id, name: 'Last' } }),
    ]);
    expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
    expect(outcomes.find((o) => !o.changed)).toEqual({ changed: false, reason: 'last-global-admin' });
    const [remaining] = await globals();
    expect(await globals()).toHaveLength(1);
    expect(await changeUserRole(database.db, { userId: remaining!.id, role: 'admin-form', actor: { id: remaining!.id, name: 'Self' } })).toEqual({ changed: false, reason: 'last-global-admin' });
    expect(await deleteUser(database.db, remaining!.id)).toBe(false);
    expect(await globals()).toHaveLength(1);
  });
});
