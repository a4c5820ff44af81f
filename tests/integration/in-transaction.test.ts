// inTransaction (db/client.ts), the one 'join the caller's transaction or open one' that services use, against a
// real PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Queryable } from '../../db/client';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

async function subscribe(db: Queryable, email: string): Promise<void> {
  await db.insertInto('newsletter_subscriptions').values({ email, source: 'footer', mailing_list_error: null, sent_at: null }).execute();
}

async function subscribed(email: string): Promise<boolean> {
  return (await database.db.selectFrom('newsletter_subscriptions').select('email').where('email', '=', email).executeTakeFirst()) !== undefined;
}

describe('inTransaction', () => {
  it('called with the database, it opens a transaction: a failure after the first write undoes it', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        expect(tx.isTransaction).toBe(true);
        await subscribe(tx, 'own-transaction@example.com');
        throw new Error('the second write failed');
      }),
    ).rejects.toThrow('the second write failed');
    expect(await subscribed('own-transaction@example.com')).toBe(false);
  });

  it("called inside a caller's transaction, it joins it: the work commits or rolls back with the caller's", async () => {
    await expect(
      database.db.transaction().execute(async (outer) => {
        await inTransaction(outer, async (tx) => {
          expect(tx).toBe(outer);
          await subscribe(tx, 'joined-rolled-back@example.com');
        });
        throw new Error('the caller failed afterwards');
      }),
    ).rejects.toThrow('the caller failed afterwards');
    expect(await subscribed('joined-rolled-back@example.com')).toBe(false);

    await database.db.transaction().execute((outer) => inTransaction(outer, (tx) => subscribe(tx, 'joined-committed@example.com')));
    expect(await subscribed('joined-committed@example.com')).toBe(true);
  });
});
