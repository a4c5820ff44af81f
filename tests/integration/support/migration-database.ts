// A database for a migration's test: empty, with a migrator over every migration, closed after the file's tests;
// and the people and user workflows such a test starts from, made by today's services at the latest schema before
// the test steps back to the version under test.
import { Logger, runMigrations as runWorkerMigrations } from 'graphile-worker';
import { Migrator } from 'kysely';
import type pg from 'pg';
import { afterAll } from 'vitest';
import { createDatabase, type Database } from '../../../db/client';
import { migrations } from '../../../db/migrations/index';
import { SAMPLE_WORKFLOWS, seedGuide } from '../../../db/seed-guide';
import { createUser } from '../../../db/users';
import { startUserWorkflow } from '../../../app/services/user-workflow/user-workflows.server';
import { testUserInput } from '../../support/test-users';
import { createEmptyDatabase, serverUrl } from './test-database';

export interface MigrationDatabase {
  db: Database;
  pool: pg.Pool;
  url: string;
  migrator: Migrator;
}

export async function migrationDatabase(): Promise<MigrationDatabase> {
  const url = serverUrl(await createEmptyDatabase());
  const handle = createDatabase(url, 2);
  afterAll(() => handle.close());
  return { db: handle.db, pool: handle.pool, url, migrator: new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }) };
}

/** The guide's first sample published workflow, which the user workflows below are started from. */
export const SEEDED_PUBLISHED_WORKFLOW = SAMPLE_WORKFLOWS[0]!.publishedId;

/**
 * Migrates to the latest version, seeds the guide and makes one verified person per label with `workflows` user
 * workflows each; the caller then migrates back to the version before the one it tests.
 */
export async function seedPeopleWithUserWorkflows(
  { db, url, migrator }: MigrationDatabase,
  labels: readonly string[],
  workflows = 0,
): Promise<{ userId: string; userWorkflowIds: string[] }[]> {
  const latest = await migrator.migrateToLatest();
  if (latest.error) throw latest.error;
  await seedGuide(db);
  // starting a user workflow schedules its reminder e-mail, a job of the worker's queue
  await runWorkerMigrations({ connectionString: url, logger: new Logger(() => () => {}) });
  const people = [];
  for (const label of labels) {
    const { id: userId } = await createUser(db, testUserInput({ label }));
    const userWorkflowIds = [];
    for (let i = 0; i < workflows; i++) userWorkflowIds.push((await startUserWorkflow(db, { publishedWorkflowId: SEEDED_PUBLISHED_WORKFLOW, ownerId: userId })).id);
    people.push({ userId, userWorkflowIds });
  }
  return people;
}
