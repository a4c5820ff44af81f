// Starts the app's database: the embedded PostgreSQL server on a fresh machine, or the server DATABASE_URL
// names. Both paths end the same way: a checked connection, migrated to the latest schema.
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from './client';
import { findRunningEmbeddedServer, startEmbeddedServer, type EmbeddedServer } from './embedded-server';
import { migrateToLatest } from './migrate';

export interface StartedDatabase extends DatabaseHandle {
  connectionString: string;
  embedded?: EmbeddedServer;
  /** closes the pool, then stops the embedded server if this process runs one */
  shutdown(): Promise<void>;
}

export interface StartDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize: number;
  /** how long a query waits for a connection of the pool before failing (10 s when not given) */
  connectTimeoutMs?: number;
  log?: (message: string) => void;
  /**
   * For command-line tools (worker, migrate, e-mail test): connect to the embedded server an app already runs on
   * this data directory instead of owning it, and leave it running on shutdown.
   */
  shareRunning?: boolean;
  /**
   * Called once the start waits on the embedded PostgreSQL's own processes (initdb, the server starting). Not with
   * DATABASE_URL: there the waits are queries under DATABASE_CONNECT_TIMEOUT_MS, which work done meanwhile on this
   * thread can make time out (a 300 ms setting failed the migrations while the app loaded).
   */
  waiting?: () => void;
  /** tests only: the embedded cluster's data is thrown away after the run (db/embedded-server.ts `throwaway`) */
  throwaway?: boolean;
}

export class DatabaseStartError extends Error {}

export async function startDatabase(options: StartDatabaseOptions): Promise<StartedDatabase> {
  const shared =
    !options.databaseUrl && options.shareRunning ? await findRunningEmbeddedServer(options.dataDir) : undefined;
  const databaseUrl = options.databaseUrl ?? shared;
  const embedded = databaseUrl
    ? undefined
    : await startEmbeddedServer({ dataDir: options.dataDir, log: options.log, waiting: options.waiting, throwaway: options.throwaway });
  const connectionString = databaseUrl ?? embedded!.connectionString;
  await checkConnection(connectionString, options.databaseUrl ? 'DATABASE_URL' : 'embedded PostgreSQL');
  const handle = createDatabase(connectionString, options.poolSize, options.connectTimeoutMs);
  try {
    const applied = await migrateToLatest(handle.db, handle.pool);
    if (applied.length) options.log?.(`applied migrations: ${applied.join(', ')}`);
    // once the schema is the one the code was built for, repeated statements are prepared (db/client.ts)
    handle.prepareRepeatedStatements?.();
  } catch (error) {
    await handle.close();
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    connectionString,
    embedded,
    async shutdown() {
      await handle.close();
      await embedded?.stop();
    },
  };
}

async function checkConnection(connectionString: string, source: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const url = new URL(connectionString);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseStartError(
      `${source}: could not connect to ${url.hostname}:${url.port || 5432}/${url.pathname.slice(1)} (${reason.split('\n')[0]})`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}
