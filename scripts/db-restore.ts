// `npm run db:restore FILE`: restores a backup written by /backup-database (db/backup.ts) into the empty database
// of DATABASE_URL: migrations up to the backup's schema version, every table COPYed in, then the latest migrations.
import fs from 'node:fs/promises';
import { restoreBackup } from '../db/backup';
import { createDatabase } from '../db/client';
import { EnvError, getEnv } from '../lib/env.server';

const USAGE = `Usage: DATABASE_URL=postgres://user:password@host:5432/new_db npm run db:restore FILE

Restores FILE (an accord-*.copy.gz from BACKUP_DIR) into the database of DATABASE_URL, which must be empty:
create it first, e.g. createdb new_db, or "create database new_db" in psql. Then point the app at it.
A backup written with BACKUP_KEY set is encrypted: set the same BACKUP_KEY for the restore.`;

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || file === '--help' || file === '-h') {
    console.log(USAGE);
    return file ? 0 : 1;
  }
  const env = getEnv();
  if (!env.DATABASE_URL) {
    console.error('db:restore: set DATABASE_URL to the empty database to restore into (the embedded server migrates itself at start, so it is never empty).');
    return 1;
  }
  await fs.access(file).catch(() => {
    throw new Error(`there is no file ${file}`);
  });
  const database = createDatabase(env.DATABASE_URL, 2);
  try {
    const header = await restoreBackup(database.db, database.pool, file, env.BACKUP_KEY);
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Restored ${header.tables.length} tables (${rows} rows) taken ${header.createdAt} at schema ${header.schemaVersion}; the schema is now up to date.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`db:restore: ${error instanceof EnvError || error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
