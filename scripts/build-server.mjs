// Compiles the server's entry for `npm start` and the tests' apps: server/index.ts and what it imports from db/, lib/,
// worker/, templates/, i18n/ and the engine, bundled into build/server/index.mjs, and the PDF reading thread into
// build/server/pdf-sandbox-worker.mjs. Node then loads one file instead of compiling about 10 s of TypeScript
// through tsx at every start. Installed packages stay imports (resolved from node_modules at run time, as the
// app's build keeps its own); the engine is a workspace package published as TypeScript, so it is bundled. Paths
// found from import.meta.url (the project folder, migrations' imports, fonts, the thread's script) are found from
// build/server/ as from the sources: lib/project-root.ts, engine/src/pdf/node.ts, lib/pdf-sandbox.server.ts.
// `npm run dev` keeps running the sources through tsx.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles our own sources; leaves every installed package but the engine to Node. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./~]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path === '@accord/engine' || args.path.startsWith('@accord/engine/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Writes the compiled server into `outdir` (build/server; a test's folder elsewhere). */
export async function buildServer(outdir = path.join(root, 'build/server')) {
  // chunks are named by their content: those of an earlier build would stay beside the new ones
  rmSync(path.join(outdir, 'chunks'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts', 'pdf-sandbox-worker': 'lib/pdf-sandbox-thread.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // what server/index.ts imports while the database starts stays in files of its own (chunks/), so that it and
    // the packages it imports are loaded then, not all before the database starts
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: 'tsconfig.json',
    plugins: [installedPackagesExternal],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
