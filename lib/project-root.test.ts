import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => pathToFileURL(path.join(root, file)).href;

describe('projectRoot', () => {
  it('is the same folder from the sources, the compiled server, its chunks and the app build', () => {
    // db/seed-guide.ts reads templates/ from it: a fixed '..' from build/server/ was build/, where the compiled
    // server found no sample workflows
    for (const file of ['db/seed-guide.ts', 'server/index.ts', 'build/server/index.mjs', 'build/server/chunks/seed-guide-X.mjs', 'build/server/assets/server-build-X.js'])
      expect(projectRoot(at(file)), file).toBe(root);
  });

  it('passes over the engine workspace, whose package.json is its own', () => {
    expect(projectRoot(at('engine/src/pdf/node.ts'))).toBe(root);
  });
});
