// The compiled server (scripts/build-server.mjs), built into a folder of the test's own: one JavaScript entry that
// Node runs without tsx, installed packages left to Node, and the heavy part of the server in files that the entry
// imports only while the database starts (server/index.ts loadServing).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

let outdir: string;
beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), 'accord-server-build-'));
  await buildServer(outdir);
}, 60_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const IMPORT = /^(?:import|export)\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)/gm;

/** The specifiers a compiled file imports: `static` at its top (loaded before it runs), `dynamic` when called. */
function importsOf(file: string) {
  const text = readFileSync(file, 'utf8');
  const found = { static: [] as string[], dynamic: [] as string[] };
  for (const match of text.matchAll(IMPORT)) {
    if (match[3]) found.dynamic.push(match[3]);
    else found.static.push((match[1] ?? match[2])!);
  }
  return found;
}

/** Every file and package that loads before `entry` runs: its static imports, followed through the compiled files. */
function loadedBefore(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of importsOf(file).static) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else if (!spec.startsWith('node:')) packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('the compiled server', () => {
  it('is JavaScript that Node runs as it is: no TypeScript file and no tsx is imported; the engine is bundled', () => {
    const entry = path.join(outdir, 'index.mjs');
    expect(existsSync(entry)).toBe(true);
    expect(existsSync(path.join(outdir, 'pdf-sandbox-worker.mjs'))).toBe(true); // beside it, where lib/pdf-sandbox.server.ts looks
    const chunks = readdirSync(path.join(outdir, 'chunks')).filter((name) => name.endsWith('.mjs'));
    const all = [entry, path.join(outdir, 'pdf-sandbox-worker.mjs'), ...chunks.map((name) => path.join(outdir, 'chunks', name))];
    const specifiers = all.flatMap((file) => [...importsOf(file).static, ...importsOf(file).dynamic]);
    expect(specifiers.filter((spec) => /\.tsx?$/.test(spec) || spec === 'tsx' || spec.startsWith('tsx/'))).toEqual([]);
    expect(specifiers.filter((spec) => spec.startsWith('@accord/'))).toEqual([]);
    expect(specifiers).toContain('pdf-lib'); // installed packages stay imports
  });

  it('loads only what starting the database needs before it starts; the app, its build and the worker load after', () => {
    const { packages } = loadedBefore(path.join(outdir, 'index.mjs'));
    expect(packages).toContain('pg');
    for (const heavy of ['express', '@remix-run/express', 'pdf-lib', '@pdf-lib/fontkit', '@react-email/components', 'react-dom/server'])
      expect(packages, heavy).not.toContain(heavy);
    const dynamic = importsOf(path.join(outdir, 'index.mjs')).dynamic;
    expect(dynamic.length).toBeGreaterThanOrEqual(5);
  });
});

