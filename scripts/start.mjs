// `npm start`: builds the app when the build is missing or older than its sources, then runs the compiled server
// (build/server/index.mjs, scripts/build-server.mjs) in production mode on the embedded defaults (or the
// environment's settings).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const status = await buildIfStale();
if (status !== 0) process.exit(status);

// the server runs in this process, so a signal or a kill reaches it directly
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'build/server/index.mjs')).href);
