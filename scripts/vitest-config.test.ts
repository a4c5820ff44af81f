// The unit and integration projects load the modules once per worker (isolate: false), which is most of what made
// them fast. A file that replaced a module with vi.mock would then leave the mock for the files after it in the
// same worker: a file that mocks must load what uses the mock after vi.resetModules().
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Project {
  test?: { name?: string; isolate?: boolean };
}
const projects = (config as { test?: { projects?: Project[] } }).test?.projects ?? [];
const project = (name: string) => projects.find((p) => p.test?.name === name)?.test;

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.test\.tsx?$/.test(e.name) && !e.parentPath.includes('node_modules'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('the vitest projects', () => {
  it('load the modules once per worker, in unit and integration tests alike', () => {
    expect(project('unit')?.isolate).toBe(false);
    expect(project('integration')?.isolate).toBe(false);
  });

  it('never keep a module mock for the next file: a file that mocks resets the modules', () => {
    const files = ['app', 'engine', 'lib', 'db', 'worker', 'templates', 'i18n', 'server', 'scripts', 'tests/integration'].flatMap(testFiles);
    expect(files.length).toBeGreaterThan(100);
    const mocking = files.filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(mocking.filter((file) => !readFileSync(path.join(root, file), 'utf8').includes('vi.resetModules()'))).toEqual([]);
  });
});
