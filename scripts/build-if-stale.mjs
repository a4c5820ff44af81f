// Builds the app when `build/` is missing or older than its sources. Run by `npm install` (prepare), so that the
// first `npm start` serves at once, by `npm start` and by `npm test`. With --never-fail it only warns: a broken
// build must not break `npm install`; `npm start` then shows the error.
//
// Two builds, both needed by `npm start` and the tests' apps: the app's (Remix and Vite: build/server/index.js and
// build/client/) and the compiled server (scripts/build-server.mjs: build/server/index.mjs, the process's entry).
// Each is rebuilt when it is missing or older than any of its sources. The app imports db/, lib/, templates/, i18n/
// and the engine besides its own folder; the server imports those, server/ and worker/.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = ['db', 'lib', 'i18n', 'templates', 'engine', 'tsconfig.json', 'package-lock.json'];
const builds = {
  app: { built: 'build/server/index.js', sources: ['app', 'public', 'vite.config.ts', 'remix.config.js', ...shared] },
  server: { built: 'build/server/index.mjs', sources: ['server', 'worker', 'scripts/build-server.mjs', ...shared] },
};
// folders inside the sources that are not sources (the engine workspace may have its own installed packages)
const skipped = new Set(['node_modules']);

function newestChange(base, target) {
  const full = path.join(base, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) if (!skipped.has(entry)) newest = Math.max(newest, newestChange(base, path.join(target, entry)));
  return newest;
}

/** Whether the build `name` ('app' or 'server') of the project in `base` is missing or older than one of its sources. */
export function isStale(name, base = root) {
  const { built, sources } = builds[name];
  const file = path.join(base, built);
  const builtAt = existsSync(file) ? statSync(file).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((source) => newestChange(base, source)));
}

/** Builds what is stale; returns the exit status (0 when nothing was needed or the builds succeeded). */
export async function buildIfStale() {
  const appStale = isStale('app');
  if (!appStale && !isStale('server')) return 0;
  console.log('Building Accord (first start or changed sources)...');
  if (appStale) {
    const result = spawnSync('npx', ['remix', 'vite:build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
  }
  // the compiled server is quick to make, and Vite empties build/server/ when it builds the app: made every time
  try {
    await buildServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const status = await buildIfStale();
  if (status !== 0 && process.argv.includes('--never-fail')) {
    console.warn('The build failed; `npm start` will try again and show why.');
    process.exit(0);
  }
  process.exit(status);
}
