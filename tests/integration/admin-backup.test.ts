// Backups against a real PostgreSQL: a backup taken in one repeatable-read transaction, restored into an empty
// database, has the same rows in every table; a restore refuses a database that is not empty.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendEmail } from '../../app/services/email.server';
import { saveAnswers } from '../../app/services/user-workflow/answers.server';
import { startUserWorkflow } from '../../app/services/user-workflow/user-workflows.server';
import { recordAudit } from '../../lib/audit-events.server';
import { listBackups, readBackupHeader, restoreBackup, writeBackup } from '../../db/backup';
import { createDatabase } from '../../db/client';
import { BACKUP_KEY_MESSAGES, isEncryptedBackup } from '../../db/backup-encryption';
import { startBackup } from '../../app/services/admin/backups.server';
import { englishAdmin } from '../../i18n/english';
import { runJobsOnce } from './support/jobs';
import { gunzipSync } from 'node:zlib';
import { createUser } from '../../db/users';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../db/seed-guide';
import { fileKey, PostgresFileStorage } from '../../lib/file-storage.server';
import { testUserInput } from '../support/test-users';
import { uidOf } from '../support/utah-with-children';
import { createEmptyDatabase, createTestDatabase, serverUrl, type TestDatabase } from './support/test-database';

let source: TestDatabase;
let dir: string;

beforeAll(async () => {
  source = await createTestDatabase();
  await seedGuide(source.db);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-backup-'));
});

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** Every row of every table, as text, in a stable order: what a restore must give back. */
async function everyRow(db: TestDatabase['db'], tables: string[]): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await (await import('kysely')).sql<{ row: string }>`select t::text as row from ${(await import('kysely')).sql.table(table)} t order by 1`.execute(db);
    result[table] = rows.map((r) => r.row);
  }
  return result;
}

describe('database backup', () => {
  it('a backup restored into an empty database has the same rows in every table, odd characters and bytes included', async () => {
    const user = await createUser(source.db, { ...testUserInput({ label: 'backup' }), lastName: 'O\'Brien\\\n\t"Țăranu"' });
    const { id: workflowId } = await startUserWorkflow(source.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: user.id });
    await saveAnswers(source.db, { userWorkflowId: workflowId, userId: user.id, changes: [{ uid: uidOf('RES_FN'), baseVersion: 0, value: 'line one\nline two \\. end' }] });
    await new PostgresFileStorage(source.db).put(fileKey('user-workflows', workflowId, 'uploads', 'x.bin'), new Uint8Array([0, 1, 92, 46, 10, 255]), { mediaType: 'application/octet-stream' });
    await recordAudit(source.db, { userWorkflowId: workflowId, actorId: user.id }, 'ADMIN_RETRY_FINAL_DOCUMENT', { event: { by: 'O\'Brien\\\n\t"Țăranu"' } });
    await source.db.transaction().execute((tx) => sendEmail(tx, { to: { name: 'Robin', email: 'robin@example.com' }, subject: 'Hi', message: 'Hello\r\nthere' }, { defaultFrom: 'a@b.c', timeZone: 'America/Denver' }));

    const client = await source.pool.connect();
    const { file, header } = await writeBackup(client, dir).finally(() => client.release());
    expect(path.basename(file)).toMatch(/^accord-.*\.copy\.gz$/);
    expect(header.schemaVersion).toMatch(/^\d{4}_/);
    expect(header.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'user_workflows', 'answers', 'files', 'audit_events', 'settings']));
    // parents come before the tables that refer to them
    const order = header.tables.map((t) => t.name);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('user_workflows'));
    expect(order.indexOf('user_workflows')).toBeLessThan(order.indexOf('answers'));
    expect((await readBackupHeader(file)).tables).toEqual(header.tables);
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([path.basename(file)]);

    const emptyName = await createEmptyDatabase();
    const target = createDatabase(serverUrl(emptyName), 4);
    try {
      await restoreBackup(target.db, target.pool, file);
      const tables = header.tables.map((t) => t.name);
      expect(await everyRow(target.db as never, tables)).toEqual(await everyRow(source.db, tables));
      // a serial id continues after the restored ones
      await recordAudit(target.db, { userWorkflowId: workflowId, actorId: null }, 'ADMIN_RETRY_FINAL_DOCUMENT', { event: { by: 'after the restore' } });
      // a second restore into the now full database is refused
      await expect(restoreBackup(target.db, target.pool, file)).rejects.toThrow('the database is not empty');
    } finally {
      await target.close();
    }
  });

  it('a file that is not a backup is refused with a message saying so', async () => {
    const bogus = path.join(dir, 'bogus.copy.gz');
    const { gzipSync } = await import('node:zlib');
    await fs.writeFile(bogus, gzipSync('{"format":"something-else"}\n'));
    const emptyName = await createEmptyDatabase();
    const target = createDatabase(serverUrl(emptyName), 2);
    try {
      await expect(restoreBackup(target.db, target.pool, bogus)).rejects.toThrow('is not an Accord backup');
    } finally {
      await target.close();
    }
  });

  it('with BACKUP_KEY a backup holds no answer in clear, and a restore without the key or with another is refused with a message and restores nothing', async () => {
    const user = await createUser(source.db, testUserInput({ label: 'encrypted-backup' }));
    const { id: workflowId } = await startUserWorkflow(source.db, { publishedWorkflowId: SAMPLE_WORKFLOWS[0]!.publishedId, ownerId: user.id });
    const marked = 'SSN-MARK-987-65-4320';
    await saveAnswers(source.db, { userWorkflowId: workflowId, userId: user.id, changes: [{ uid: uidOf('RES_FN'), baseVersion: 0, value: marked }] });
    const key = 'correct horse battery staple 2026';
    const encryptedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-backup-encrypted-'));
    try {
      const client = await source.pool.connect();
      const { file, header } = await writeBackup(client, encryptedDir, new Date(), key).finally(() => client.release());
      const bytes = await fs.readFile(file);
      // neither the file nor what it would inflate to as a plain backup shows the answer
      expect(bytes.includes(Buffer.from(marked))).toBe(false);
      expect(() => gunzipSync(bytes)).toThrow();
      expect((await readBackupHeader(file, key)).tables).toEqual(header.tables);

      const emptyName = await createEmptyDatabase();
      const target = createDatabase(serverUrl(emptyName), 4);
      const tablesIn = async () => (await target.pool.query(`select count(*) as n from pg_tables where schemaname = 'public'`)).rows[0].n;
      try {
        await expect(restoreBackup(target.db, target.pool, file)).rejects.toThrow(BACKUP_KEY_MESSAGES.needed);
        await expect(restoreBackup(target.db, target.pool, file, 'another key of some length')).rejects.toThrow(BACKUP_KEY_MESSAGES.wrong);
        expect(Number(await tablesIn())).toBe(0);
        await restoreBackup(target.db, target.pool, file, key);
        const restored = await target.db.selectFrom('answers').select('value').where('user_workflow_id', '=', workflowId).where('field_uid', '=', uidOf('RES_FN')).executeTakeFirst();
        expect(restored?.value).toBe(marked);
      } finally {
        await target.close();
      }
    } finally {
      await fs.rm(encryptedDir, { recursive: true, force: true });
    }
  });
});

describe('backups in production without BACKUP_KEY', () => {
  const backupJob = async () =>
    (await sql<{ last_error: string | null }>`select j.last_error from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id where t.identifier = 'backup_database'`.execute(source.db)).rows[0];

  it('are refused with a message by the page and by the job, and nothing is written; with the key one is written encrypted', async () => {
    // the page says the refusal from the admin catalogue, whose English is the job's words
    expect(await startBackup(source.db, { NODE_ENV: 'production', BACKUP_KEY: undefined })).toEqual({ ok: false, refusal: 'keyRequired' });
    expect(englishAdmin()('backups.keyRequired')).toBe(BACKUP_KEY_MESSAGES.requiredInProduction);
    expect(await backupJob()).toBeUndefined();

    // a job queued by an app with another environment: the production worker without the key refuses it
    expect(await startBackup(source.db, { NODE_ENV: 'test', BACKUP_KEY: undefined })).toEqual({ ok: true });
    // due a moment ago: the queue runs on Node's clock, which may trail the database's by a few milliseconds
    await sql`update graphile_worker._private_jobs set run_at = now() - interval '1 second'`.execute(source.db);
    const jobDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-backup-production-'));
    try {
      await runJobsOnce(source, { backupDir: jobDir, production: true });
      expect(await fs.readdir(jobDir)).toEqual([]);
      expect((await backupJob())?.last_error).toContain(BACKUP_KEY_MESSAGES.requiredInProduction);

      // the failed job's retry, due now
      await sql`update graphile_worker._private_jobs set run_at = now() - interval '1 second'`.execute(source.db);
      await runJobsOnce(source, { backupDir: jobDir, production: true, backupKey: 'a production key of some length' });
      const written = await listBackups(jobDir);
      expect(written).toHaveLength(1);
      expect(await isEncryptedBackup(path.join(jobDir, written[0]!.name))).toBe(true);
    } finally {
      await fs.rm(jobDir, { recursive: true, force: true });
    }
  });
});
