import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileOnlyDatabase } from '../tests/support/compile-only-database';
import { shapeOf, statementByShape } from './statements-by-shape';
import type { Queryable } from './client';

// compiles without a database: the SQL and parameters are what is compared
const db = compileOnlyDatabase();

interface Row {
  user_workflow_id: string;
  field_uid: string;
  value: string;
  version: number;
  updated_at: Date;
}

const upsert = (q: Queryable, v: { id: string; day: string; rows: Row[]; at?: Date }) =>
  q
    .with('moved', (qb) => qb.updateTable('emails').set({ send_on: v.day }).where('user_workflow_id', '=', v.id).where('send_on', '!=', v.day).returning('id'))
    .with('written', (qb) => qb.insertInto('answers').values(v.rows).returning('field_uid'))
    .updateTable('user_workflows')
    .set({ modified_at: v.at ?? new Date(0) })
    .where('id', '=', v.id)
    .returning([sql<number>`(select count(*) from written)`.as('written')]);

const row = (uid: string, version: number): Row => ({ user_workflow_id: 'wf', field_uid: uid, value: JSON.stringify(`answer ${uid}`), version, updated_at: new Date(1_000 * version) });

const fresh = <V extends object>(build: (q: Queryable, v: V) => { compile(): { sql: string; parameters: readonly unknown[] } }, v: V) => {
  const { sql: text, parameters } = build(db, v).compile();
  return { sql: text, parameters };
};
const cached = <V extends object>(statement: ReturnType<typeof statementByShape<V, unknown>>, v: V) => {
  const { sql: text, parameters } = statement.compile(db, v);
  return { sql: text, parameters };
};

describe('a statement compiled once per shape', () => {
  it('gives the SQL and parameters a fresh build gives, for new values of a shape it has compiled before', () => {
    const statement = statementByShape(upsert);
    const first = { id: 'wf1', day: '2026-12-01', rows: [row('a', 1)] };
    const second = { id: 'wf2', day: '2026-12-08', rows: [row('b', 7)] };
    expect(cached(statement, first)).toEqual(fresh(upsert, first));
    expect(cached(statement, second)).toEqual(fresh(upsert, second));
    // a value used twice (the day, set and compared) is in both places
    expect(cached(statement, second).parameters.filter((p) => p === '2026-12-08')).toHaveLength(2);
  });

  it('builds a shape twice the first time (with the values and with stand-ins), then never again', () => {
    let builds = 0;
    const statement = statementByShape((q: Queryable, v: { id: string; day: string; rows: Row[] }) => (builds++, upsert(q, v)));
    const values = (id: string) => ({ id, day: '2026-12-01', rows: [row('a', 1), row('b', 2)], at: new Date(5) });
    expect(statement.templated(values('wf1'))).toBe(false);
    statement.compile(db, values('wf1'));
    expect(builds).toBe(2);
    for (const id of ['wf2', 'wf3', 'wf4']) expect(cached(statement, values(id))).toEqual(fresh(upsert, values(id)));
    expect(builds).toBe(2);
    expect(statement.templated(values('wf5'))).toBe(true);
  });

  it('compiles each shape of its own: another number of rows is other SQL', () => {
    const statement = statementByShape(upsert);
    const one = { id: 'wf', day: '2026-12-01', rows: [row('a', 1)] };
    const three = { id: 'wf', day: '2026-12-01', rows: [row('a', 2), row('b', 3), row('c', 4)] };
    expect(cached(statement, one)).toEqual(fresh(upsert, one));
    expect(cached(statement, three)).toEqual(fresh(upsert, three));
    expect(cached(statement, three).sql).not.toBe(cached(statement, one).sql);
    expect(cached(statement, one)).toEqual(fresh(upsert, one));
  });

  it('builds afresh every time a statement that writes a value into its SQL rather than as a parameter', () => {
    const literal = (q: Queryable, v: { uid: string }) => q.selectFrom('answers').select('field_uid').where('field_uid', '=', sql.lit(v.uid));
    const statement = statementByShape(literal);
    expect(cached(statement, { uid: 'first' })).toEqual(fresh(literal, { uid: 'first' }));
    expect(cached(statement, { uid: 'second' })).toEqual(fresh(literal, { uid: 'second' }));
    expect(cached(statement, { uid: 'second' }).sql).toContain("'second'");
    expect(statement.templated({ uid: 'third' })).toBe(false);
  });

  it('builds afresh every time a statement that makes a parameter of its own (a date of now), which a template would keep stale', () => {
    const statement = statementByShape(upsert);
    const values = { id: 'wf', day: '2026-12-01', rows: [row('a', 1)] };
    statement.compile(db, values);
    expect(statement.templated(values)).toBe(false);
    expect(statement.templated({ ...values, at: new Date(5) })).toBe(false);
    statement.compile(db, { ...values, at: new Date(5) });
    expect(statement.templated({ ...values, at: new Date(6) })).toBe(true);
  });

  it('builds afresh every time for a database with a plugin, which may change each statement it is given', () => {
    let seen = 0;
    const counting = db.withPlugin({ transformQuery: ({ node }) => (seen++, node), transformResult: ({ result }) => Promise.resolve(result) });
    const statement = statementByShape(upsert);
    const values = { id: 'wf', day: '2026-12-01', rows: [row('a', 1)], at: new Date(5) };
    for (let i = 0; i < 3; i++) statement.compile(counting, values);
    expect(seen).toBe(3);
    expect(statement.templated(values)).toBe(false);
  });

  it('takes a value left out (undefined) as shape: an insert without that column is another statement', () => {
    const insert = (q: Queryable, v: { rows: { id: string; email: string; language?: string }[] }) => q.insertInto('newsletter_subscribers' as never).values(v.rows as never);
    const statement = statementByShape(insert);
    const withLanguage = { rows: [{ id: '1', email: 'a@example.com', language: 'es' }] };
    const without = { rows: [{ id: '2', email: 'b@example.com', language: undefined }] };
    expect(cached(statement, withLanguage)).toEqual(fresh(insert, withLanguage));
    expect(cached(statement, without)).toEqual(fresh(insert, without));
    expect(cached(statement, without).sql).not.toContain('language');
  });

  it('names a shape by its keys, lengths and left-out values, never by the values', () => {
    expect(shapeOf({ a: 1, b: [{ c: 'x' }] })).toBe(shapeOf({ a: 2, b: [{ c: 'y' }] }));
    expect(shapeOf({ a: 1, b: [{ c: 'x' }] })).not.toBe(shapeOf({ a: 1, b: [{ c: 'x' }, { c: 'y' }] }));
    expect(shapeOf({ a: 1 })).not.toBe(shapeOf({ a: undefined }));
    expect(shapeOf({ a: new Date(0) })).toBe(shapeOf({ a: null }));
  });
});
