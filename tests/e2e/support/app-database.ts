// Lets an end-to-end test reach the database of the app under test (to flip a setting or send an e-mail).
import { createDatabase } from '../../../db/client';
import { findRunningEmbeddedServer } from '../../../db/embedded-server';

export async function withAppDatabase<T>(run: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>, dataDir = process.env.E2E_DATA_DIR ?? '.e2e-data'): Promise<T> {
  const url = await findRunningEmbeddedServer(dataDir);
  if (!url) throw new Error(`the app under test has no embedded database running in ${dataDir}`);
  const handle = createDatabase(url, 2);
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}
