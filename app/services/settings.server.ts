// Platform settings: the maintenance flag and the idle timeout, kept in a one-row table.
import type { Queryable } from '../../db/client';

export interface PlatformSettings {
  maintenance: boolean;
  idleTimeoutMinutes: number;
}

/** the idle timeout when the settings row is missing */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 30;

export async function getSettings(db: Queryable): Promise<PlatformSettings> {
  const row = await db
    .selectFrom('settings')
    .select(['maintenance', 'idle_timeout_minutes'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { maintenance: row?.maintenance ?? false, idleTimeoutMinutes: row?.idle_timeout_minutes ?? DEFAULT_IDLE_TIMEOUT_MINUTES };
}

export async function updateSettings(db: Queryable, changes: Partial<PlatformSettings>): Promise<void> {
  await db
    .updateTable('settings')
    .set({
      ...(changes.maintenance === undefined ? {} : { maintenance: changes.maintenance }),
      ...(changes.idleTimeoutMinutes === undefined ? {} : { idle_timeout_minutes: changes.idleTimeoutMinutes }),
      updated_at: new Date(),
    })
    .where('id', '=', 1)
    .execute();
}
