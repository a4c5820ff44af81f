// The HTTP side: request logging, compression, static assets and the Remix request handler (or Vite's dev
// middleware).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { getEnv } from '../lib/env.server';
import { errorReporter } from '../lib/error-reporting.server';
import { isSameOriginRequest, ORIGIN_REFUSED_MESSAGE } from './origin-check';
import { isFromLoopbackOnlyServer } from './loopback';
import { bodyLimit } from './body-limits';
import { refuseNulInAddress } from './nul-bytes';
import { formBodiesOnly } from './form-bodies';
import { noStoreWhenSignedIn, paypalOrigins, securityHeaders } from './security-headers';
import { serveStandardFonts } from './pdfjs-fonts';
import { rememberRouteMatches } from './route-matching';
import type { AppLogger } from '../lib/logger.server';

/** Express's 'trust proxy' from TRUST_PROXY: unset or 'false' trusts no proxy; 'true', a hop count, or addresses/names. */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Every POST (and any other state-changing method) must come from a page of this site. */
const originCheck: express.RequestHandler = (req, res, next) => {
  const env = getEnv();
  const trusted = Boolean(req.app.get('trust proxy'));
  const allowed = isSameOriginRequest({
    method: req.method,
    host: req.headers.host,
    origin: req.headers.origin,
    referer: req.headers.referer,
    appUrl: env.APP_URL,
    forwardedHost: trusted ? (req.headers['x-forwarded-host'] as string | undefined) : undefined,
  });
  if (allowed) return next();
  res.status(403).type('text/plain').send(ORIGIN_REFUSED_MESSAGE);
};

/** What every loader and action gets: the client's address (behind a trusted proxy, the one it forwarded), … */
export const getLoadContext = (req: express.Request, res: express.Response) => ({
  clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  cspNonce: res.locals.cspNonce,
  fromLoopbackOnlyServer: isFromLoopbackOnlyServer({
    host: getEnv().HOST,
    trustProxy: Boolean(req.app.get('trust proxy')),
    peerAddress: req.socket.remoteAddress,
  }),
});

/**
 * The build whose loaders and actions answer a busy or unreachable database with 503 and Retry-After in the person's
 * words, not 500 (issue 30): app/utils/database-unavailable.server.ts, exported by the build's entry.server.
 */
function withUnavailableAnswers(build: ServerBuild): ServerBuild {
  const entry = build.entry.module as typeof build.entry.module & { answerDatabaseUnavailable: (b: ServerBuild) => ServerBuild };
  return entry.answerDatabaseUnavailable(build);
}

/** The app's build (build/server/index.js), answering database trouble in the person's words. */
export async function loadAppBuild(root: string): Promise<ServerBuild> {
  return withUnavailableAnswers((await import(path.join(root, 'build/server/index.js'))) as ServerBuild);
}

/** `build`, in production: the app's build from loadAppBuild, which the server starts loading before the database. */
export async function createHttpApp({
  logger,
  mode,
  root,
  build: loadingBuild,
}: {
  logger: AppLogger;
  mode: 'production' | 'development';
  root: string;
  build?: Promise<ServerBuild>;
}) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(getEnv().TRUST_PROXY));
  app.use(
    pinoHttp({
      logger,
      // assets are fingerprinted and many; a line for each would drown the requests that matter
      autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
      customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    }),
  );

  // a sampled share of requests (SENTRY_TRACES_SAMPLE_RATE, 0.1) is timed for the error-reporting service, when set
  const reporter = errorReporter(getEnv());
  if (reporter)
    app.use((req, res, next) => {
      if (req.path.startsWith('/assets/') || !reporter.sampled()) return next();
      const start = Date.now();
      res.on('finish', () => void reporter.captureRequest({ method: req.method, path: req.path, status: res.statusCode, start, end: Date.now() }));
      next();
    });

  app.use(refuseNulInAddress);
  app.use(originCheck);
  app.use(bodyLimit);
  app.use(formBodiesOnly);
  app.use(securityHeaders({ withCsp: mode === 'production', paypal: paypalOrigins(getEnv().PAYPAL_API_URL) }));
  // Pages, scripts and styles go out compressed (gzip, or brotli at its quick level 4) to whoever accepts it: the
  // 100-field questionnaire page is 89 KB of HTML, 14 KB gzipped and 10 KB in brotli, and all the app's scripts and
  // styles together are 822 KB, 267 KB gzipped. That matters on a phone's connection. Uploads and PDFs are not
  // compressible types and pass as they are; bodies under 1 KB are not worth it.
  app.use(compression());
  serveStandardFonts(app);

  if (mode === 'development') {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    app.use(noStoreWhenSignedIn);
    app.all(
      '*',
      createRequestHandler({
        build: () => (viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>).then(withUnavailableAnswers),
        mode: 'development',
        getLoadContext,
      }),
    );
    return { app, close: () => viteServer.close() };
  }

  const buildDir = path.join(root, 'build');
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  // the other public files (favicon and the like) are few and known at start: only their paths reach the file
  // system, so a page request does not cost a stat of a file that is not there
  const publicFiles = express.static(path.join(buildDir, 'client'), { maxAge: '1h' });
  const publicNames = new Set(readdirSync(path.join(buildDir, 'client')).filter((name) => name !== 'assets'));
  app.use((req, res, next) => (publicNames.has(req.path.split('/')[1] ?? '') ? publicFiles(req, res, next) : next()));
  const build = await (loadingBuild ?? loadAppBuild(root));
  // Remix matches a page's path against the route tree several times per page; the built app's tree never changes
  rememberRouteMatches();
  app.use(noStoreWhenSignedIn);
  app.all('*', createRequestHandler({ build, mode: 'production', getLoadContext }));
  return { app, close: async () => {} };
}
