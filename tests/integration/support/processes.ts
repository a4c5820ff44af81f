// Starts Accord's own processes (the server, the worker) as a person or an operator would, for tests that kill
// and restart them.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../db/embedded-server';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The compiled server (`npm run build` bundles server/index.ts into it; scripts/build-server.mjs), as `npm start`
 * runs it: Node loads one file instead of the server's TypeScript sources through tsx.
 */
export const SERVER_ENTRY = 'build/server/index.mjs';

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Runs `script` with Node: TypeScript (the worker's entry, the server's sources) through tsx, JavaScript as it is. */
export function startProcess(script: string, env: Record<string, string>): RunningProcess {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  // TEST_APP_NODE_ARGS: Node options for the processes the tests start, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  const nodeArgs = process.env.TEST_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, path.resolve(ROOT, script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (err += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out + err,
    stderr: () => err,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** `script` is the server's entry: the compiled one, or scripts/start.mjs to start it exactly as `npm start` does. */
export async function startServer(
  env: Record<string, string>,
  { healthyWithinMs = 60_000, script = SERVER_ENTRY } = {},
) {
  // a fixed PORT when the caller has one (each e2e worker's app), any free one otherwise
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const server = startProcess(script, { PORT: String(port), HOST: '127.0.0.1', ...env });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + healthyWithinMs;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop('SIGKILL');
      throw new Error(`the server did not become healthy:\n${server.output()}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ...server, baseUrl, port };
}
