// Kysely over a pg pool: the one way the app, the worker and the tests talk to PostgreSQL.
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { DB } from './schema';

// bigint columns (file sizes, counts) fit in a JavaScript number here; dates stay as text for `date` columns
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * A bigserial id (sharing entries, comments, audit events…) as a form or an address carries it: the number the driver
 * reads (above), or undefined when the text is not one, so that a made-up id is refused rather than sent to SQL.
 */
export function bigserialId(text: unknown): number | undefined {
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

export type Database = Kysely<DB>;
/** A query runner: the database itself or an open transaction. Services take this so callers choose. */
export type Queryable = Kysely<DB> | Transaction<DB>;

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own: a service that
 * writes several rows commits them together, and called inside a larger change it commits or rolls back with it.
 */
export function inTransaction<T>(db: Queryable, work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
  /**
   * From now on, a statement with parameters that a connection has run before is run as a prepared statement of that
   * connection (named by its text), so PostgreSQL parses and analyses it once per connection instead of every time:
   * the app's and the worker's pools turn it on once migrated (db/start.ts; issue 33: an autosave's statements are
   * the same text every time). Tests' pools, which change schemas under running queries, leave it off.
   */
  prepareRepeatedStatements?(): void;
}

/** How many statements one connection prepares at most, and how many texts it remembers having seen once. */
export const PREPARED_PER_CONNECTION = 200;
const SEEN_PER_CONNECTION = 2000;

/**
 * Makes a pooled client run a parameterised text it has seen before as a named prepared statement (see
 * prepareRepeatedStatements) while `enabled()` says so. The name is the text's hash, so one name never stands for two
 * texts; a connection prepares at most PREPARED_PER_CONNECTION of them (texts built per call, such as an insert of a
 * varying number of rows, stop being prepared there), and forgets them when it closes.
 */
export function preparingRepeatedStatements(client: pg.PoolClient | pg.Client, enabled: () => boolean): void {
  const original = client.query.bind(client) as (...args: unknown[]) => unknown;
  const seen = new Set<string>();
  const names = new Map<string, string>();
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && values.length > 0 && args.length === 2 && enabled()) {
      let name = names.get(text);
      if (!name && seen.has(text) && names.size < PREPARED_PER_CONNECTION) {
        name = `accord_${createHash('sha1').update(text).digest('hex')}`;
        names.set(text, name);
      } else if (!name && seen.size < SEEN_PER_CONNECTION) seen.add(text);
      if (name) return original({ name, text, values });
    }
    return original(...args);
  };
}

/**
 * Whether an error says the database cannot be reached just now rather than that a query was wrong: every connection
 * of the pool stayed busy for the whole connection timeout, or the server refused, dropped or is still starting the
 * connection. Such a request is worth trying again in a moment, so the app answers it 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  // network refusals, and PostgreSQL's 'too many connections', 'shutting down' and 'starting up'
  if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '53300', '57P01', '57P02', '57P03'].includes(code)) return true;
  // pg-pool's and pg's own words for a wait or a connection that ran out
  return /^(timeout exceeded when trying to connect|Connection terminated (unexpectedly|due to connection timeout))/.test(error.message);
}

export function createDatabase(connectionString: string, poolSize = 10, connectTimeoutMs = 10_000): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: connectTimeoutMs });
  // an idle client losing its server must not crash the process; the next query reports the error
  pool.on('error', () => {});
  let preparing = false;
  pool.on('connect', (client) => {
    client.on('error', () => {});
    preparingRepeatedStatements(client, () => preparing);
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, pool, close: () => db.destroy(), prepareRepeatedStatements: () => void (preparing = true) };
}

const holder = globalThis as typeof globalThis & { __accordDatabase?: DatabaseHandle };

/** Shares one pool between the server entry and the Remix server bundle, which carries its own copy of this module. */
export function setDatabase(handle: DatabaseHandle | undefined): void {
  holder.__accordDatabase = handle;
}

export function getDatabase(): DatabaseHandle {
  if (!holder.__accordDatabase)
    throw new Error('The database is not started: the server entry starts it before serving');
  return holder.__accordDatabase;
}

/** The shared database, if one is started (tests may hand services their own instead). */
export function sharedDbIfStarted(): Database | undefined {
  return holder.__accordDatabase?.db;
}

export function getDb(): Database {
  return getDatabase().db;
}
