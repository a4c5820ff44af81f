// `npm run db:migrate`: applies every pending migration to DATABASE_URL, or to the embedded server.
import path from 'node:path';
import { EnvError, getEnv } from '../../lib/env.server';
import { startDatabase } from '../start';

async function main() {
  const env = getEnv();
  const database = await startDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    poolSize: 2,
    shareRunning: true,
    log: (message) => console.log(message),
  });
  await database.shutdown();
  console.log('The database schema is up to date.');
}

main().catch((error: unknown) => {
  console.error(`db:migrate: ${error instanceof EnvError || error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
