// An uncaught error in a loader, against the built app on its own database (administration-platform.md §4 and §8:
// uncaught errors go to the error page; A4.17, A8.24): the person gets the apology page with a 500, and the error is
// reported to the Sentry-compatible service SENTRY_DSN names, here a local HTTP server standing in for it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer } from './support/processes';
import { createTestDatabase, type TestDatabase } from './support/test-database';

let database: TestDatabase;
let app: Awaited<ReturnType<typeof startServer>>;
let sentry: Server;
let dataDir: string;
const envelopes: string[] = [];
let onEnvelope: (() => void) | undefined;

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: ROOT, stdio: 'inherit' });
  expect(build.status).toBe(0);
  database = await createTestDatabase();
  sentry = createServer((request, response) => {
    void body(request).then((text) => {
      envelopes.push(`${request.url}\n${text}`);
      onEnvelope?.();
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  const sentryPort = (sentry.address() as AddressInfo).port;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'accord-uncaught-'));
  app = await startServer({ DATABASE_URL: database.connectionString, DATA_DIR: dataDir, SENTRY_DSN: `http://publickey@127.0.0.1:${sentryPort}/42`, SENTRY_TRACES_SAMPLE_RATE: '0' }, { healthyWithinMs: 90_000 });
}, 240_000);

afterAll(async () => {
  await app?.stop('SIGTERM');
  await new Promise((resolve) => sentry?.close(resolve));
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('an uncaught error in a loader', () => {
  it('shows the apology page with a 500 and is reported to the error service', async () => {
    // the home page's loader reads the published workflows: without their table it fails as a broken database would
    await sql`alter table published_workflows rename to published_workflows_away`.execute(database.db);
    try {
      const reported = new Promise<void>((resolve) => (onEnvelope = resolve));
      const response = await fetch(`${app.baseUrl}/`);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('Our Apologies... Support has been notified');
      await reported;
      const [envelope] = envelopes;
      expect(envelope).toMatch(/^\/api\/42\/envelope\/\n/);
      expect(envelope).toContain('published_workflows');
      expect(envelope).toContain('"type":"event"');
    } finally {
      await sql`alter table published_workflows_away rename to published_workflows`.execute(database.db);
    }
  });
});
