// The Backup Database page's actions (administration-platform.md §2.13): start the backup job, list and find the
// backups written into BACKUP_DIR. A refusal is named by its reason (a key of the admin catalogue's `backups`), the
// page says it in the admin's language (issue 35); the worker and the restore keep db/backup-encryption's English.
import path from 'node:path';
import { sql } from 'kysely';
import type { Queryable } from '../../../db/client';
import { findBackup, listBackups, type BackupFile } from '../../../db/backup';
import { backupRefusal } from '../../../db/backup-encryption';
import { backupDirectory, getEnv, type Env } from '../../../lib/env.server';

const BACKUP_TASK = 'backup_database';

/** Why 'Run Backup' is refused: production without BACKUP_KEY (BACKUP_KEY_MESSAGES.requiredInProduction's words). */
export type BackupRefusal = 'keyRequired';

/** Why 'Run Backup' is refused here (production without BACKUP_KEY), or undefined. */
export function backupRefusedBy(env: Pick<Env, 'NODE_ENV' | 'BACKUP_KEY'> = getEnv()): BackupRefusal | undefined {
  return backupRefusal({ production: env.NODE_ENV === 'production', backupKey: env.BACKUP_KEY }) ? 'keyRequired' : undefined;
}

/**
 * Queues the backup job; a click while one is waiting joins it (one job key) instead of queueing a second. In
 * production without BACKUP_KEY nothing is queued and the refusal is returned.
 */
export async function startBackup(db: Queryable, env: Pick<Env, 'NODE_ENV' | 'BACKUP_KEY'> = getEnv()): Promise<{ ok: true } | { ok: false; refusal: BackupRefusal }> {
  const refusal = backupRefusedBy(env);
  if (refusal) return { ok: false, refusal };
  await sql`select graphile_worker.add_job(${BACKUP_TASK}, '{}'::json, job_key => 'backup-database', job_key_mode => 'preserve_run_at', max_attempts => 3)`.execute(db);
  return { ok: true };
}

export function backupFolder(): string {
  return path.resolve(backupDirectory());
}

export function backupsWritten(): Promise<BackupFile[]> {
  return listBackups(backupFolder());
}

/** The path of a listed backup, or undefined for any other name (so no name can reach outside the folder). */
export function backupPath(name: string): Promise<string | undefined> {
  return findBackup(backupFolder(), name);
}
