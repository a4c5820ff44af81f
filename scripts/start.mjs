// `npm start`: builds the app when the build is missing or older than its sources, then runs the server in
// production mode on the embedded defaults (or the environment's settings).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'build/server/index.js');
const sources = ['app', 'engine/src', 'templates', 'vite.config.ts', 'remix.config.js', 'package-lock.json'];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

const buildTime = existsSync(built) ? statSync(built).mtimeMs : 0;
if (buildTime < Math.max(...sources.map(newestChange))) {
  console.log('Building Accord (first start or changed sources)...');
  const result = spawnSync('npx', ['remix', 'vite:build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// the server runs in this process (TypeScript through tsx), so a signal or a kill reaches it directly
process.env.NODE_ENV ??= 'production';
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server/index.ts'));
