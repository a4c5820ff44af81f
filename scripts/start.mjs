// `npm start`: builds the app when the build is missing or older than its sources, then runs the server in
// production mode on the embedded defaults (or the environment's settings).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const status = buildIfStale();
if (status !== 0) process.exit(status);

// the server runs in this process (TypeScript through tsx), so a signal or a kill reaches it directly
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server/index.ts'));
