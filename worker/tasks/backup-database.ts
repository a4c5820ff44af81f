// Job: write a database backup (db/backup.ts) into BACKUP_DIR, started from the admin page /backup-database.
import type { Task } from 'graphile-worker';
import { writeBackup } from '../../db/backup';
import { backupRefusal } from '../../db/backup-encryption';
import type { WorkerContext } from '../context';

export const BACKUP_DATABASE_TASK = 'backup_database';

export function backupDatabaseTask(context: WorkerContext): Task {
  return async (_payload, helpers) => {
    if (!context.backupDir) throw new Error('backup_database: no backup folder configured (BACKUP_DIR)');
    // the page refuses first; a worker started with another environment than the app's refuses too
    const refusal = backupRefusal({ production: context.production ?? false, backupKey: context.backupKey });
    if (refusal) throw new Error(`backup_database: ${refusal}`);
    const { file, header } = await helpers.withPgClient((client) => writeBackup(client, context.backupDir!, new Date(), context.backupKey));
    const rows = header.tables.reduce((sum, t) => sum + t.rows, 0);
    helpers.logger.info(`backup_database: wrote ${file}${context.backupKey ? ', encrypted with BACKUP_KEY' : ''} (${header.tables.length} tables, ${rows} rows, schema ${header.schemaVersion})`);
  };
}
