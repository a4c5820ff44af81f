// The apps under test belong to the run, not to a worker process. Playwright starts a new worker process when a
// worker moves from the project `js` to `no-js` (a worker serves one project), and a worker-scoped fixture dies with
// its process: each worker's app was started twice a run, a new PostgreSQL cluster and its migrations each time.
// Here Playwright's global setup (in the runner's process) keeps the apps and answers the workers on a local
// address: a worker asks for its app (the one of its parallel index) and gets the running one, or a new one on a
// fresh data directory when there is none yet or the worker before it on that index had a failed test (so a failure's
// leftovers, such as the maintenance flag, never reach the next tests, as when each worker had its own app).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startAgain, startAppUnderTest, type AppUnderTest } from './app-under-test';

type Server = Awaited<ReturnType<typeof startAppUnderTest>>;

/** How a worker asks for an app: which one, where, and what it differs by. */
export interface AppRequest {
  /** 'app' or 'paypal' with the worker's parallel index: one app of each kind per index. */
  key: string;
  app: AppUnderTest;
  env?: Record<string, string>;
  /** Stop the running app and start one on a fresh data directory. */
  fresh?: boolean;
}

const CONTROL = 'E2E_RUN_APPS';

async function ask(action: 'start' | 'restart' | 'stop', body: AppRequest): Promise<{ code?: number | null }> {
  const control = process.env[CONTROL];
  if (!control) throw new Error(`${CONTROL} is not set: the run's apps are kept by the global setup in playwright.config.ts`);
  const response = await fetch(`${control}/${action}`, { method: 'POST', body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`the run could not ${action} ${body.app.baseUrl}: ${await response.text()}`);
  return (await response.json()) as { code?: number | null };
}

/** This worker's app: the running one, or a new one on a fresh data directory (`fresh`, or none running yet). */
export const runApp = (request: AppRequest) => ask('start', request).then(() => undefined);
/** Stops the app with SIGTERM and starts it again on the same data; resolves to the stopped app's exit code. */
export const restartRunApp = (request: AppRequest) => ask('restart', request).then(({ code }) => code ?? null);
/** Stops the app, so the next worker on this index starts a fresh one. */
export const stopRunApp = (request: AppRequest) => ask('stop', request).then(() => undefined);

/** Playwright's global setup: keeps the run's apps until the global teardown it returns. */
export default async function keepRunApps() {
  const running = new Map<string, Server>();
  // one change at a time per app: a request waits for the one before it on the same key
  const queues = new Map<string, Promise<unknown>>();
  const inTurn = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const next = (queues.get(key) ?? Promise.resolve()).then(work, work);
    queues.set(key, next.catch(() => undefined));
    return next;
  };
  const stop = async (key: string) => {
    const server = running.get(key);
    running.delete(key);
    return server ? server.stop('SIGTERM') : null;
  };
  const actions = {
    start: async ({ key, app, env, fresh }: AppRequest) => {
      if (running.has(key) && !fresh) return {};
      await stop(key);
      running.set(key, await startAppUnderTest(app, env));
      return {};
    },
    restart: async ({ key, app, env }: AppRequest) => {
      const code = await stop(key);
      running.set(key, await startAgain(app, env));
      return { code };
    },
    stop: async ({ key }: AppRequest) => {
      await stop(key);
      return {};
    },
  };

  const control = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const action = actions[req.url?.slice(1) as keyof typeof actions] as ((r: AppRequest) => Promise<object>) | undefined;
      if (req.method !== 'POST' || !action) {
        res.writeHead(404).end('no such action');
        return;
      }
      const request = JSON.parse(body) as AppRequest;
      inTurn(request.key, () => action(request)).then(
        (result) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result)),
        (error: unknown) => res.writeHead(500).end(error instanceof Error ? error.message : String(error)),
      );
    });
  });
  // an app's start may take minutes on a loaded machine: no server-side timeout cuts the answer short
  control.requestTimeout = 0;
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  process.env[CONTROL] = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;

  return async () => {
    await Promise.all([...running.keys()].map((key) => inTurn(key, () => stop(key))));
    await new Promise<void>((resolve) => control.close(() => resolve()));
  };
}
