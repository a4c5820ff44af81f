// The HTTP side: request logging, static assets and the Remix request handler (or Vite's dev middleware).
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { AppLogger } from './logger';

export async function createHttpApp({
  logger,
  mode,
  root,
}: {
  logger: AppLogger;
  mode: 'production' | 'development';
  root: string;
}) {
  const app = express();
  app.disable('x-powered-by');
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

  if (mode === 'development') {
    const vite = await import('vite');
    const viteServer = await vite.createServer({ root, server: { middlewareMode: true } });
    app.use(viteServer.middlewares);
    app.all(
      '*',
      createRequestHandler({
        build: () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
        mode: 'development',
      }),
    );
    return { app, close: () => viteServer.close() };
  }

  const buildDir = path.join(root, 'build');
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }));
  const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
  app.all('*', createRequestHandler({ build, mode: 'production' }));
  return { app, close: async () => {} };
}
