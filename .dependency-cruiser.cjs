// Accord's layers, checked by `npm run lint:architecture` (dependency-cruiser), part of `npm run lint`.
//
//   engine/     the workflow engine: stands alone (runs in the browser and in the `accord` CLI)
//   lib/        what the programs share: settings, mail transport, e-mail delivery, file storage, Mailchimp
//   db/         the database: connection, migrations, schema, seeds
//   worker/     the job worker
//   app/        the Remix app
//   server/     the process entry that starts the database, the worker and the app
//
// lib/ may read and write the database (e-mail delivery and file storage are queries), so lib/ may import
// db/; db/'s commands and seeds may import lib/ for the settings and password hashing. Neither may import
// worker/, server/ or app/: those are the programs built on top of them. The cycle rule keeps the two-way
// folder link between lib/ and db/ from ever becoming a loop between modules.
/* global module -- a CommonJS config file, as dependency-cruiser loads it */
/** @type {import('dependency-cruiser').IConfiguration} */
/** A layer rule: modules under `from` may not import modules under `to`, for the reason given. */
const layer = (name, from, to, comment) => ({ name, severity: 'error', comment, from: { path: from }, to: { path: to } });

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order matter and hides which module owns what: break it with a smaller shared module.',
      from: {},
      to: { circular: true },
    },
    layer('no-app-below-the-app', '^(db|worker|lib)/', '^app/', 'db/, worker/ and lib/ run without the Remix app (npm run worker, db:migrate): move what they need to lib/.'),
    layer('lib-below-the-programs', '^lib/', '^(worker|server)/', 'lib/ is shared by the app, the worker, server/ and the database scripts, so it imports none of the programs.'),
    layer('db-below-the-programs', '^db/', '^(worker|server)/', 'db/ is used by the worker and the server, never the other way round.'),
    layer('worker-without-server', '^worker/', '^server/', 'The worker runs on its own (npm run worker): what it shares with the server entry belongs in lib/.'),
    layer('engine-stands-alone', '^engine/', '^(app|db|worker|lib|server|templates)/', 'The engine runs in the browser and in the accord CLI: it takes what it needs as arguments, never from the app, the database, the worker, lib/, server/ or templates/.'),
    {
      name: 'no-unresolvable-relative-import',
      severity: 'error',
      comment: 'A relative import that resolves to nothing is a moved or deleted module.',
      from: {},
      to: { couldNotResolve: true, path: '^[.]' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|build|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    // the engine is an npm workspace: '@accord/engine' resolves through node_modules to engine/src
    preserveSymlinks: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
