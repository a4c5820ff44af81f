// The project's folder, found from a module's own address. A module's path relative to the project differs between
// its sources (db/seed-guide.ts), the compiled server (build/server/index.mjs) and the app's build
// (build/server/assets/*.js), so a fixed '..' from import.meta.url points at the right folder in only one of them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'accord';

/** The nearest folder at or above `moduleUrl`'s whose package.json is Accord's (not the engine's workspace). */
export function projectRoot(moduleUrl: string): string {
  const start = path.dirname(fileURLToPath(moduleUrl));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json named ${PACKAGE_NAME} above ${start}`);
  }
}
