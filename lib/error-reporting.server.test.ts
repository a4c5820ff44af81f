import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';
import { ErrorReporter, errorReportingSettings, parseDsn } from './error-reporting.server';

interface Received {
  url: string;
  auth: string;
  lines: unknown[];
}

const received: Received[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ url: req.url ?? '', auth: String(req.headers['x-sentry-auth'] ?? ''), lines: body.split('\n').map((line) => JSON.parse(line) as unknown) });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const envWith = (extra: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...extra });

describe('error reporting', () => {
  it('is off unless SENTRY_DSN is set, and samples a tenth of the requests by default (§9)', () => {
    expect(errorReportingSettings(envWith({}))).toBeUndefined();
    const settings = errorReportingSettings(envWith({ SENTRY_DSN: `http://abc123@127.0.0.1:${port}/42` }));
    expect(settings).toMatchObject({ tracesSampleRate: 0.1, environment: 'test', dsn: { publicKey: 'abc123', envelopeUrl: `http://127.0.0.1:${port}/api/42/envelope/` } });
    expect(parseDsn('https://o1.example.com/42')).toBeUndefined();
    expect(parseDsn('https://key@example.com/sentry/7')?.envelopeUrl).toBe('https://example.com/sentry/api/7/envelope/');
  });

  it('posts an error as an envelope the service accepts: the exception, its frames, the request without its query', async () => {
    const reporter = new ErrorReporter(errorReportingSettings(envWith({ SENTRY_DSN: `http://abc123@127.0.0.1:${port}/42` }))!);
    received.length = 0;
    expect(await reporter.captureException(new TypeError('the loader broke'), { method: 'GET', url: 'http://app.test/legal-form-guide?token=secret' })).toBe(true);
    expect(received).toHaveLength(1);
    const [{ url, auth, lines }] = received as [Received];
    expect(url).toBe('/api/42/envelope/');
    expect(auth).toContain('sentry_key=abc123');
    expect(lines[1]).toEqual({ type: 'event' });
    const event = lines[2] as { exception: { values: Array<{ type: string; value: string; stacktrace: { frames: unknown[] } }> }; request: { url: string }; level: string };
    expect(event.level).toBe('error');
    expect(event.exception.values[0]).toMatchObject({ type: 'TypeError', value: 'the loader broke' });
    expect(event.exception.values[0]!.stacktrace.frames.length).toBeGreaterThan(0);
    expect(event.request).toEqual({ method: 'GET', url: 'http://app.test/legal-form-guide' });
    expect((lines[0] as { event_id: string }).event_id).toBe((lines[2] as { event_id: string }).event_id);
  });

  it('sends a sampled request as a transaction, and decides the sample by the configured rate', async () => {
    let next = 0.05;
    const reporter = new ErrorReporter(errorReportingSettings(envWith({ SENTRY_DSN: `http://abc123@127.0.0.1:${port}/42` }))!, fetch, () => next);
    expect(reporter.sampled()).toBe(true);
    next = 0.1;
    expect(reporter.sampled()).toBe(false);
    received.length = 0;
    expect(await reporter.captureRequest({ method: 'GET', path: '/statistics', status: 200, start: 1_000, end: 1_250 })).toBe(true);
    expect(received[0]!.lines[1]).toEqual({ type: 'transaction' });
    expect(received[0]!.lines[2]).toMatchObject({ type: 'transaction', transaction: 'GET /statistics', start_timestamp: 1, timestamp: 1.25 });
  });

  it('never throws when the service is down', async () => {
    const reporter = new ErrorReporter(errorReportingSettings(envWith({ SENTRY_DSN: 'http://abc123@127.0.0.1:9/42' }))!);
    expect(await reporter.captureException(new Error('x'))).toBe(false);
  });
});
