// Applies Accord's Kysely migrations and graphile-worker's own schema. Safe to run from several processes at
// once: Kysely holds a lock table while migrating.
import { Migrator, type MigrationResultSet } from 'kysely';
import { Logger, runMigrations as runWorkerMigrations } from 'graphile-worker';
import type pg from 'pg';
import type { Database } from './client';
import { migrations } from './migrations/index';

export async function migrateToLatest(db: Database, pool: pg.Pool): Promise<string[]> {
  // migration numbers are handed out to branches in advance, so a database may already have run a larger number
  // (0025) when a smaller one (0024) arrives: it is run then instead of refusing every later start
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results }: MigrationResultSet = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed?.migrationName ?? 'unknown migration';
    throw new Error(`migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  await runWorkerMigrations({ pgPool: pool, logger: quietLogger });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

const quietLogger = new Logger(() => () => {});
