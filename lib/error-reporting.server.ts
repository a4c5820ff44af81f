// Error reporting to a Sentry-compatible service (administration-platform.md §4 'uncaught errors', §9 trace
// sample rate 0.1), off unless SENTRY_DSN is set. A small envelope poster rather than @sentry/remix: that SDK's
// Node side instruments the process through OpenTelemetry hooks loaded before the app, more than the two things
// needed here, which are one envelope per uncaught error and one per sampled request's timing. Sending never
// throws and never delays the answer to the person: it runs after, with a timeout.
import { randomBytes } from 'node:crypto';
import type { Env } from './env.server';
import { safeError } from './safe-errors';

export interface Dsn {
  /** where envelopes go: {protocol}//{host}{path}/api/{project}/envelope/ */
  envelopeUrl: string;
  publicKey: string;
  dsn: string;
}

/** Reads a DSN such as https://public@o1.ingest.example.com/42; undefined when it is not one. */
export function parseDsn(dsn: string): Dsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^\d+$/.test(project)) return undefined;
  const base = segments.length ? `/${segments.join('/')}` : '';
  return { envelopeUrl: `${url.protocol}//${url.host}${base}/api/${project}/envelope/`, publicKey: url.username, dsn };
}

export interface ReporterSettings {
  dsn: Dsn;
  environment: string;
  tracesSampleRate: number;
  release?: string;
}

export function errorReportingSettings(env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_TRACES_SAMPLE_RATE' | 'NODE_ENV'>): ReporterSettings | undefined {
  const dsn = env.SENTRY_DSN ? parseDsn(env.SENTRY_DSN) : undefined;
  if (!dsn) return undefined;
  return { dsn, environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV, tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE };
}

const SDK = { name: 'accord.envelope', version: '1.0.0' };
const id = (bytes: number) => randomBytes(bytes).toString('hex');

/** One envelope: its header, then each item's header and payload, a line each. */
function envelope(dsn: Dsn, eventId: string, items: Array<{ type: string; payload: unknown }>): string {
  const header = { event_id: eventId, dsn: dsn.dsn, sent_at: new Date().toISOString(), sdk: SDK };
  return [JSON.stringify(header), ...items.flatMap((item) => [JSON.stringify({ type: item.type }), JSON.stringify(item.payload)])].join('\n');
}

/** A stack trace in Sentry's frame list, oldest call first as it expects. */
function framesOf(error: Error) {
  const lines = (error.stack ?? '').split('\n').slice(1);
  return lines
    .map((line) => /at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ function: m[1] ?? '?', filename: m[2], lineno: Number(m[3]), colno: Number(m[4]), in_app: !m[2]!.includes('node_modules') && !m[2]!.startsWith('node:') }))
    .reverse();
}

/** What a request tells about an error: method and address without its query (which may hold tokens). */
function requestPart(request?: { method: string; url: string }) {
  if (!request) return undefined;
  const url = new URL(request.url, 'http://app.invalid');
  return { method: request.method, url: `${url.origin === 'http://app.invalid' ? '' : url.origin}${url.pathname}` };
}

export function errorEnvelope(settings: ReporterSettings, error: unknown, request?: { method: string; url: string }): { eventId: string; body: string } {
  const eventId = id(16);
  // no answer leaves with the report: echoed input is taken out of the message (lib/safe-errors.ts)
  const err = safeError(error);
  const event = {
    event_id: eventId,
    timestamp: Date.now() / 1000,
    platform: 'node',
    level: 'error',
    environment: settings.environment,
    release: settings.release,
    sdk: SDK,
    request: requestPart(request),
    exception: { values: [{ type: err.name, value: err.message, stacktrace: { frames: framesOf(err) } }] },
  };
  return { eventId, body: envelope(settings.dsn, eventId, [{ type: 'event', payload: event }]) };
}

export function transactionEnvelope(settings: ReporterSettings, request: { method: string; path: string; status: number; start: number; end: number }): string {
  const eventId = id(16);
  const traceId = id(16);
  const transaction = {
    type: 'transaction',
    event_id: eventId,
    transaction: `${request.method} ${request.path}`,
    start_timestamp: request.start / 1000,
    timestamp: request.end / 1000,
    platform: 'node',
    environment: settings.environment,
    sdk: SDK,
    contexts: { trace: { trace_id: traceId, span_id: id(8), op: 'http.server', status: request.status >= 500 ? 'internal_error' : 'ok', data: { 'http.response.status_code': request.status } } },
    spans: [],
  };
  return envelope(settings.dsn, eventId, [{ type: 'transaction', payload: transaction }]);
}

export class ErrorReporter {
  constructor(
    readonly settings: ReporterSettings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly random: () => number = Math.random,
  ) {}

  private async post(body: string): Promise<boolean> {
    try {
      const response = await this.fetchImpl(this.settings.dsn.envelopeUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-sentry-envelope',
          'X-Sentry-Auth': `Sentry sentry_version=7, sentry_key=${this.settings.dsn.publicKey}, sentry_client=${SDK.name}/${SDK.version}`,
        },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      return response.ok;
    } catch {
      // a reporting service that is down must not turn one error into two
      return false;
    }
  }

  /** Sends the error; resolves to whether the service took it. */
  captureException(error: unknown, request?: { method: string; url: string }): Promise<boolean> {
    return this.post(errorEnvelope(this.settings, error, request).body);
  }

  /** Whether this request is one of the sampled share (SENTRY_TRACES_SAMPLE_RATE, 0.1 by default). */
  sampled(): boolean {
    return this.random() < this.settings.tracesSampleRate;
  }

  captureRequest(request: { method: string; path: string; status: number; start: number; end: number }): Promise<boolean> {
    return this.post(transactionEnvelope(this.settings, request));
  }
}

const holder = globalThis as typeof globalThis & { __accordErrorReporter?: ErrorReporter | null };

/** The process's reporter, from the environment on first use; null when SENTRY_DSN is not set. */
export function errorReporter(env: Parameters<typeof errorReportingSettings>[0]): ErrorReporter | null {
  if (holder.__accordErrorReporter === undefined) {
    const settings = errorReportingSettings(env);
    holder.__accordErrorReporter = settings ? new ErrorReporter(settings) : null;
  }
  return holder.__accordErrorReporter;
}
