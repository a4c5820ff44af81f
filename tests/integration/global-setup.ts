// One embedded PostgreSQL server for the whole integration run, with a migrated template database that each
// test file copies into a fresh database of its own (CREATE DATABASE ... TEMPLATE is fast).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../../db/client';
import { startEmbeddedServer } from '../../db/embedded-server';
import { migrateToLatest } from '../../db/migrate';

export const TEMPLATE_DATABASE = 'accord_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-it-'));
  await fs.chmod(dataDir, 0o755);
  const server = await startEmbeddedServer({ dataDir, database: TEMPLATE_DATABASE, throwaway: true });
  const template = createDatabase(server.connectionString, 2);
  await migrateToLatest(template.db, template.pool);
  await template.close();
  const url = new URL(server.connectionString);
  url.pathname = '/postgres';
  project.provide('postgresUrl', url.toString());
  return async () => {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
