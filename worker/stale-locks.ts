// Releases jobs held by workers that died without unlocking them (a `kill -9`, a crash, a lost machine), so
// they run again at once instead of after graphile-worker's 4-hour lock timeout. Every worker process writes
// a heartbeat; a lock whose worker has no fresh heartbeat, or whose process on this host is gone, is released.
import os from 'node:os';
import { sql } from 'kysely';
import type { Database } from '../db/client';

export const HEARTBEAT_INTERVAL_MS = 5_000;
const STALE_AFTER_SECONDS = 30;

export async function recordHeartbeat(db: Database, workerIds: string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await db
    .insertInto('worker_heartbeats')
    .values(workerIds.map((worker_id) => ({ worker_id, hostname: os.hostname(), pid: process.pid })))
    .onConflict((oc) => oc.column('worker_id').doUpdateSet({ seen_at: sql`now()` }))
    .execute();
}

export async function forgetHeartbeats(db: Database, workerIds: string[]): Promise<void> {
  if (workerIds.length) await db.deleteFrom('worker_heartbeats').where('worker_id', 'in', workerIds).execute();
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Returns the worker ids whose locks were released. */
export async function releaseStaleLocks(db: Database): Promise<string[]> {
  const { rows } = await sql<{
    locked_by: string;
    locked_at: Date;
    hostname: string | null;
    pid: number | null;
    fresh: boolean | null;
  }>`
    select distinct on (j.locked_by) j.locked_by, j.locked_at, h.hostname, h.pid,
           h.seen_at > now() - make_interval(secs => ${STALE_AFTER_SECONDS}) as fresh
    from graphile_worker._private_jobs j
    left join worker_heartbeats h on h.worker_id = j.locked_by
    where j.locked_by is not null`.execute(db);
  const host = os.hostname();
  const stale = rows
    .filter((row) => {
      if (row.hostname === host && row.pid !== null && row.pid !== process.pid) return !processIsAlive(row.pid);
      if (row.fresh === null) return Date.now() - row.locked_at.getTime() > STALE_AFTER_SECONDS * 1000;
      return !row.fresh;
    })
    .map((row) => row.locked_by);
  if (stale.length) {
    await sql`select graphile_worker.force_unlock_workers(${stale}::text[])`.execute(db);
    await forgetHeartbeats(db, stale);
  }
  await sql`delete from worker_heartbeats where seen_at < now() - interval '1 day'`.execute(db);
  return stale;
}
