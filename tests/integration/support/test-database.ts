// A fresh, migrated database for one test file, copied from the run's template database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../db/client';

export interface TestDatabase extends DatabaseHandle {
  connectionString: string;
  name: string;
}

export function serverUrl(database: string): string {
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database (no schema) on the test server; dropped after the file's tests. */
export async function createEmptyDatabase(): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));
  return name;
}

/** Creates a migrated database for this test file and drops it afterwards. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name} template accord_template`));
  const connectionString = serverUrl(name);
  const handle = createDatabase(connectionString, 8);
  afterAll(async () => {
    await handle.close();
    await admin((c) => c.query(`drop database if exists ${name} with (force)`));
  });
  return { ...handle, connectionString, name };
}
