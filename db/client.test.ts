import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { bigserialId, createDatabase, isDatabaseUnavailable } from './client';

describe('a bigserial id as a form posts it', () => {
  it('is read as the number the driver returns for the column', () => {
    expect(bigserialId('42')).toBe(42);
    expect(bigserialId('9007199254740991')).toBe(9007199254740991);
  });

  it('is refused (undefined) when the text is not an id, so that SQL never sees it', () => {
    for (const text of ['', '0', '-1', '1.5', '1e3', ' 7', '07', 'abc', '99999999999999999', null, undefined, 42]) expect(bigserialId(text), String(text)).toBeUndefined();
  });
});

describe('a database that cannot be reached just now', () => {
  it('is told apart from a wrong query: a refused connection is worth trying again, a query error is not', async () => {
    // nothing listens on port 1: the driver's own refusal, as when the server is restarting
    const handle = createDatabase('postgres://accord:unused@127.0.0.1:1/accord', 1, 500);
    try {
      const error = await sql`select 1`.execute(handle.db).then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await handle.close();
    }
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable('timeout exceeded when trying to connect')).toBe(false);
  });
});
