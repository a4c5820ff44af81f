// Lets an end-to-end test reach the database of the app under test (to flip a setting or send an e-mail): by
// default the app of the worker running the test, found through the embedded PostgreSQL of its data directory.
import { createDatabase } from '../../../db/client';
import { findRunningEmbeddedServer } from '../../../db/embedded-server';
import { currentApp } from './app-under-test';

export async function withAppDatabase<T>(run: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>, dataDir = currentApp().dataDir): Promise<T> {
  const url = await findRunningEmbeddedServer(dataDir);
  if (!url) throw new Error(`the app under test has no embedded database running in ${dataDir}`);
  const handle = createDatabase(url, 2);
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}
