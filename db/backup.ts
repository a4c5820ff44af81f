// Database backups without pg_dump (the embedded server ships none, and Debian's refuses a newer server): every
// table of the app's schema as COPY text output, read in one REPEATABLE READ transaction so the tables agree
// with each other, gzip-compressed into one file with the schema version it was taken at. A restore migrates an
// empty database to that version, COPYs every table in, sets the sequences, and migrates to the latest version.
//
// File format (after gunzip): one JSON line (the header), then for each table of the header, in order, its COPY
// text rows followed by a line '\.'. COPY's text format escapes newlines and backslashes in values, so neither a
// row nor the end marker can be mistaken for the other.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { Migrator } from 'kysely';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database } from './client';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';
import { encryptingStream, openBackupStream } from './backup-encryption';

export const BACKUP_FORMAT = 'accord-backup-1';
export const BACKUP_EXTENSION = '.copy.gz';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  /** the last migration applied when the backup was taken */
  schemaVersion: string;
  createdAt: string;
  tables: Array<{ name: string; columns: string[]; rows: number }>;
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The app's tables (not Kysely's bookkeeping), parents before the tables that refer to them. */
async function tablesInLoadOrder(client: pg.ClientBase): Promise<Array<{ name: string; columns: string[] }>> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    select c.relname::text as name, array_agg(a.attname::text order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where n.nspname = 'public' and c.relkind = 'r' and c.relname not like 'kysely\\_%'
    group by c.relname order by c.relname`);
  const references = await client.query<{ child: string; parent: string }>(`
    select distinct c.relname::text as child, p.relname::text as parent
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    join pg_namespace n on n.oid = c.relnamespace
    where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`);
  const ordered: Array<{ name: string; columns: string[] }> = [];
  const placed = new Set<string>();
  let remaining = tables.rows;
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => references.rows.every((r) => r.child !== t.name || placed.has(r.parent) || !remaining.some((x) => x.name === r.parent)));
    if (ready.length === 0) throw new Error(`backup: the foreign keys of ${remaining.map((t) => t.name).join(', ')} form a cycle`);
    for (const t of ready) {
      ordered.push(t);
      placed.add(t.name);
    }
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return ordered;
}

/** A file name that sorts by time and says what it is: accord-2026-11-23T15-20-00-000Z.copy.gz */
export function backupFileName(at: Date): string {
  return `accord-${at.toISOString().replace(/[:.]/g, '-')}${BACKUP_EXTENSION}`;
}

/**
 * Writes a backup of the database `client` is connected to into `dir` (created if missing), encrypted when
 * `backupKey` (BACKUP_KEY) is given (backup-encryption.ts). The file appears under its final name only when complete
 * (written as .partial, then renamed). Returns its path and header.
 */
export async function writeBackup(client: pg.ClientBase, dir: string, now = new Date(), backupKey?: string): Promise<{ file: string; header: BackupHeader }> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  await client.query('begin isolation level repeatable read read only');
  try {
    const tables = await tablesInLoadOrder(client);
    const version = await client.query<{ name: string }>('select name from kysely_migration order by name desc limit 1');
    const counts = [];
    for (const t of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quote(t.name)}`);
      counts.push({ ...t, rows: Number(rows[0]!.n) });
    }
    const header: BackupHeader = { format: BACKUP_FORMAT, schemaVersion: version.rows[0]?.name ?? '', createdAt: now.toISOString(), tables: counts };
    const body = new PassThrough();
    const output = createWriteStream(partial, { mode: 0o600 });
    const written = backupKey ? pipeline(body, createGzip(), encryptingStream(backupKey), output) : pipeline(body, createGzip(), output);
    body.write(`${JSON.stringify(header)}\n`);
    for (const t of tables) {
      const copy = client.query(copyTo(`copy ${quote(t.name)} (${t.columns.map(quote).join(', ')}) to stdout`));
      for await (const chunk of copy) if (!body.write(chunk)) await new Promise((resolve) => body.once('drain', resolve));
      body.write('\\.\n');
    }
    body.end();
    await written;
    await client.query('commit');
    await fs.rename(partial, file);
    return { file, header };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    await fs.rm(partial, { force: true });
    throw error;
  }
}

export interface BackupFile {
  name: string;
  size: number;
  createdAt: Date;
}

/** The finished backups in `dir`, newest first (none when the folder does not exist yet). */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const files = [];
  for (const name of names.filter((n) => n.endsWith(BACKUP_EXTENSION))) {
    const stat = await fs.stat(path.join(dir, name));
    files.push({ name, size: stat.size, createdAt: stat.mtime });
  }
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/** A backup's path in `dir` when `name` is one of the files listBackups lists; undefined for anything else. */
export async function findBackup(dir: string, name: string): Promise<string | undefined> {
  const known = await listBackups(dir);
  return known.some((f) => f.name === name) ? path.join(dir, name) : undefined;
}

/**
 * Restores a backup into an empty database: migrates to the backup's schema version, COPYs every table in one
 * transaction, moves each sequence past the restored ids, then migrates to the latest version. An encrypted backup
 * needs the BACKUP_KEY it was written with (`backupKey`); without it, or with another, nothing is restored.
 */
export async function restoreBackup(db: Database, pool: pg.Pool, file: string, backupKey?: string): Promise<BackupHeader> {
  const lines = createInterface({ input: (await openBackupStream(file, backupKey)).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = JSON.parse(first.done ? '{}' : first.value) as BackupHeader;
  if (header.format !== BACKUP_FORMAT) throw new Error(`${file} is not an Accord backup (format '${String(header.format)}')`);
  if (!(header.schemaVersion in migrations)) throw new Error(`${file} was taken at schema version '${header.schemaVersion}', which this version of Accord does not know: restore it with the version that made it`);

  const client = await pool.connect();
  try {
    const existing = await client.query<{ n: string }>(`select count(*) as n from pg_tables where schemaname = 'public' and tablename not like 'kysely\\_%'`);
    if (Number(existing.rows[0]!.n) > 0) throw new Error('the database is not empty: restore into a new, empty database (see README, Backups)');
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo(header.schemaVersion);
    if (error) throw new Error(`migrating to ${header.schemaVersion} failed: ${error instanceof Error ? error.message : String(error)}`);

    await client.query('begin');
    // rows the migrations wrote themselves (the settings row) give way to the backup's
    for (const table of [...header.tables].reverse()) {
      const { rows } = await client.query<{ any: boolean }>(`select exists (select 1 from ${quote(table.name)}) as any`);
      if (rows[0]!.any) await client.query(`delete from ${quote(table.name)}`);
    }
    for (const table of header.tables) {
      const target = client.query(copyFrom(`copy ${quote(table.name)} (${table.columns.map(quote).join(', ')}) from stdin`));
      const rows = new PassThrough();
      const loaded = pipeline(rows, target);
      for (;;) {
        const next = await iterator.next();
        if (next.done) throw new Error(`${file} ends inside table ${table.name}: the backup is incomplete`);
        if (next.value === '\\.') break;
        if (!rows.write(`${next.value}\n`)) await new Promise((resolve) => rows.once('drain', resolve));
      }
      rows.end();
      await loaded;
    }
    // serial columns: the next id must come after the restored ones
    await client.query(`
      do $$ declare s record; begin
        for s in select c.relname as tbl, a.attname as col, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
          from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
          where n.nspname = 'public' and c.relkind = 'r' and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null
        loop
          execute format('select setval(%L, coalesce((select max(%I) from %I), 0) + 1, false)', s.seq, s.col, s.tbl);
        end loop;
      end $$`);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
    lines.close();
  }
  await migrateToLatest(db, pool);
  return header;
}

/** For tests and the download: the whole header line of a backup without reading the rest. */
export async function readBackupHeader(file: string, backupKey?: string): Promise<BackupHeader> {
  const lines = createInterface({ input: (await openBackupStream(file, backupKey)).pipe(createGunzip()), crlfDelay: Infinity });
  try {
    for await (const line of lines) return JSON.parse(line) as BackupHeader;
    throw new Error(`${file} is empty`);
  } finally {
    lines.close();
  }
}
