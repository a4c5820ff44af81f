// Repeated statements prepared per connection (db/client.ts, issue 33): once turned on, a parameterised text a
// connection has run before is run as a named prepared statement, so PostgreSQL parses and analyses it once per
// connection; answers stay the same, one-off texts and texts without parameters are not prepared, and a connection
// prepares at most PREPARED_PER_CONNECTION texts.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, PREPARED_PER_CONNECTION, type DatabaseHandle } from '../../db/client';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let handle: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  // one connection, so that what it prepared is what pg_prepared_statements of the next query's session shows
  handle = createDatabase(database.connectionString, 1);
});
afterAll(() => handle.close());

const preparedTexts = async () =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(handle.db)).rows.map((r) => r.statement);

describe('repeated statements', () => {
  it('are not prepared until turned on, then prepared from their second run, with the same answers', async () => {
    const email = (n: number) => handle.db.selectNoFrom((eb) => eb.val(`person-${n}@example.com`).as('email')).executeTakeFirstOrThrow();
    await email(1);
    await email(2);
    expect(await preparedTexts()).toEqual([]);

    handle.prepareRepeatedStatements!();
    expect(await email(3)).toEqual({ email: 'person-3@example.com' });
    // seen once since it was turned on: not prepared yet (a text run once is never prepared)
    expect((await preparedTexts()).filter((t) => t.includes('person') || t.includes('$1'))).toEqual([]);
    expect(await email(4)).toEqual({ email: 'person-4@example.com' });
    expect(await email(5)).toEqual({ email: 'person-5@example.com' });
    const prepared = await preparedTexts();
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toContain('$1');
  });

  it('leave texts without parameters alone, and answer errors as before', async () => {
    const before = (await preparedTexts()).length;
    for (let i = 0; i < 3; i++) await sql`select 1 as one`.execute(handle.db);
    expect(await preparedTexts()).toHaveLength(before);
    const failing = () => sql`select ${'not a number'}::int as n`.execute(handle.db);
    for (let i = 0; i < 3; i++) await expect(failing()).rejects.toThrow(/invalid input syntax for type integer/);
    // the connection still works, and a prepared text still answers
    expect((await sql<{ n: number }>`select ${'7'}::int as n`.execute(handle.db)).rows).toEqual([{ n: 7 }]);
  });

  it(`stop at ${PREPARED_PER_CONNECTION} texts on one connection`, async () => {
    for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i++) {
      const query = sql`select ${i}::int + ${sql.lit(i)} as n`;
      await query.execute(handle.db);
      expect((await query.execute(handle.db)).rows).toEqual([{ n: 2 * i }]);
    }
    expect(await preparedTexts()).toHaveLength(PREPARED_PER_CONNECTION);
  });
});
