// Which build `npm start`, `npm test` and the e2e runs make again: each when one of its own sources is newer.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isStale } from './build-if-stale.mjs';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A project whose two builds were made at second 2000, with the given files written at the given seconds. */
function project(files: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'accord-stale-'));
  made.push(dir);
  const write = (file: string, second: number) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '');
    utimesSync(path.join(dir, file), second, second);
  };
  for (const [file, second] of Object.entries(files)) write(file, second);
  for (const folder of ['app', 'server', 'worker', 'engine', 'engine/src', 'db', 'lib', 'build', 'build/server'])
    mkdirSync(path.join(dir, folder), { recursive: true });
  for (const folder of ['app', 'server', 'worker', 'engine', 'engine/src', 'db', 'lib']) utimesSync(path.join(dir, folder), 1000, 1000);
  write('build/server/index.js', 2000);
  write('build/server/index.mjs', 2000);
  return dir;
}

describe('build-if-stale', () => {
  it('makes nothing when every source is older than both builds', () => {
    const dir = project({ 'app/root.tsx': 1000, 'server/index.ts': 1000, 'worker/runner.ts': 1000 });
    expect([isStale('app', dir), isStale('server', dir)]).toEqual([false, false]);
  });

  it('makes the compiled server again when only the server, the worker or the engine changed, not the app', () => {
    for (const changed of ['server/index.ts', 'worker/runner.ts']) {
      const dir = project({ 'app/root.tsx': 1000, [changed]: 3000 });
      expect([isStale('app', dir), isStale('server', dir)], changed).toEqual([false, true]);
    }
    const dir = project({ 'engine/fonts/a.ttf': 3000 });
    expect([isStale('app', dir), isStale('server', dir)]).toEqual([true, true]);
  });

  it('makes both when what both import changed (db/, lib/), and either when its build is missing', () => {
    const dir = project({ 'lib/env.server.ts': 3000 });
    expect([isStale('app', dir), isStale('server', dir)]).toEqual([true, true]);
    const missing = project({ 'app/root.tsx': 1000 });
    rmSync(path.join(missing, 'build/server/index.mjs'));
    expect([isStale('app', missing), isStale('server', missing)]).toEqual([false, true]);
  });

  it('does not look into installed packages inside the sources', () => {
    const dir = project({ 'engine/node_modules/x/index.js': 3000 });
    utimesSync(path.join(dir, 'engine/node_modules/x'), 1000, 1000);
    utimesSync(path.join(dir, 'engine/node_modules'), 1000, 1000);
    utimesSync(path.join(dir, 'engine'), 1000, 1000);
    expect(isStale('server', dir)).toBe(false);
  });
});
