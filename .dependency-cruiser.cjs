// Accord's layers, checked by `npm run lint:architecture` (dependency-cruiser), part of `npm run lint`.
//
//   engine/     the workflow engine: stands alone (runs in the browser and in the `accord` CLI)
//   i18n/       the message catalogues, the languages and i18next's shared options (ADR 037): read by the app's
//               pages, the e-mail templates and lib/, so they import nothing of Accord's own
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
//
// Inside app/: route modules on top, then services, then the one engine module (app/engine.server.ts, with
// app/engine.ts for code that runs on both sides). Services hand data to components but never import them (a view
// type a service fills lives in the service); utils are below services, except app/utils/permissions.server.ts,
// whose guards load sessions and records by design. The service folders under app/services/ are listed from the
// bottom up in SERVICE_FOLDERS: a folder imports only folders listed before it, so no two import each other.
/* global module -- a CommonJS config file, as dependency-cruiser loads it */
/** @type {import('dependency-cruiser').IConfiguration} */
/** A layer rule: modules under `from` may not import modules under `to`, for the reason given. */
const layer = (name, from, to, comment) => ({ name, severity: 'error', comment, from: { path: from }, to: { path: to } });

/**
 * The service folders from the bottom up. The user workflow's core (the step machine's driver, answers, effects)
 * sits low so that guide, sharing, signing, payments and the rest build on it one way. A new folder goes in where
 * what it imports is below it; an import against this order means one of the two modules is in the wrong folder.
 */
const SERVICE_FOLDERS = [
  'rich-text',
  'accounts',
  'user-workflow',
  'reviews',
  'sharing',
  'signing',
  'payments',
  'guide',
  'comments',
  'respondent',
  'final-documents',
  'builder',
  'publishing',
  'admin',
];
const serviceFolderRules = SERVICE_FOLDERS.slice(0, -1).map((folder, i) =>
  layer(
    'service-folders-one-way',
    `^app/services/${folder}/`,
    `^app/services/(${SERVICE_FOLDERS.slice(i + 1).join('|')})/`,
    `app/services/${folder}/ is below the folders after it in SERVICE_FOLDERS (.dependency-cruiser.cjs): move the shared module down, or pass what it needs as an argument.`,
  ),
);

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
    layer('i18n-stands-alone', '^i18n/', '^(app|db|worker|lib|server|engine|templates)/', 'i18n/ holds the catalogues and the languages that the app, the e-mail templates, the worker and lib/ all read: it imports none of them (the Remix glue stays in app/i18n/).'),
    layer('routes-on-top', '^app/(?!routes/)', '^app/routes/', 'Nothing in app/ imports a route module: what two routes or a route and a service share belongs in a service or a util.'),
    layer('engine-module-at-the-bottom', '^app/engine([.]server)?[.]ts$', '^app/(routes|services|components|utils|answer-form)/', 'app/engine.server.ts and app/engine.ts only wrap the engine package: they import nothing else of the app.'),
    layer('services-without-components', '^app/services/', '^app/components/', 'Services hand data to components and never import them: a view type a service fills is declared in the service.'),
    {
      name: 'utils-below-services',
      severity: 'error',
      comment: 'app/utils/ is below the services (only app/utils/permissions.server.ts, whose guards load sessions and records, may import them): move the module into a service folder.',
      from: { path: '^app/utils/', pathNot: '^app/utils/permissions[.]server[.]ts$' },
      to: { path: '^app/services/' },
    },
    ...serviceFolderRules,
    {
      name: 'service-folder-placed',
      severity: 'error',
      comment: 'Every folder under app/services/ has its place in SERVICE_FOLDERS (.dependency-cruiser.cjs), so that no two service folders import each other.',
      from: { path: '^app/services/[^/]+/', pathNot: `^app/services/(${SERVICE_FOLDERS.join('|')})/` },
      to: {},
    },
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
