// Builds the app when `build/` is missing or older than its sources. Run by `npm install` (prepare), so that the
// first `npm start` serves at once, by `npm start` and by `npm test`. With --never-fail it only warns: a broken
// build must not break `npm install`; `npm start` then shows the error.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'build/server/index.js');
const sources = ['app', 'engine/src', 'lib', 'templates', 'i18n', 'db', 'public', 'vite.config.ts', 'remix.config.js', 'package-lock.json'];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

export function buildIfStale() {
  const buildTime = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (buildTime >= Math.max(...sources.map(newestChange))) return 0;
  console.log('Building Accord (first start or changed sources)...');
  const result = spawnSync('npx', ['remix', 'vite:build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const status = buildIfStale();
  if (status !== 0 && process.argv.includes('--never-fail')) {
    console.warn('The build failed; `npm start` will try again and show why.');
    process.exit(0);
  }
  process.exit(status);
}
