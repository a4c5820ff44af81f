// Server rendering of every page. The document is rendered whole (React's onAllReady) and sent as one buffer with
// its length, instead of streamed in many small chunks: no page of the app defers data, so streaming gains nothing,
// and each chunk cost a write to the socket, which was a tenth of the questionnaire page's server time.
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { pageI18n, pageLanguage } from './i18n/i18next.server';
import { NonceProvider } from './utils/nonce-provider';
import { getEnv } from '../lib/env.server';
import { errorReporter } from '../lib/error-reporting.server';
import { safeErrorText } from '../lib/safe-errors';
import { RETRY_AFTER_SECONDS } from './utils/database-unavailable.server';

// server/app.ts applies it to the build: an unreachable database answers 503 in the person's words
export { answerDatabaseUnavailable } from './utils/database-unavailable.server';

const ABORT_DELAY_MS = 5_000;

/** Collects what React writes into one buffer. */
class DocumentBuffer extends Writable {
  private readonly chunks: Buffer[] = [];

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    done();
  }

  contents(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/**
 * An error no loader, action or render handled: logged without the input it may echo, and sent to the error-reporting service when
 * SENTRY_DSN is set (lib/error-reporting.server.ts). A request the browser gave up on is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  // not the error object itself: a database error's detail would print the answer it refused (lib/safe-errors.ts)
  console.error(safeErrorText(error));
  void errorReporter(getEnv())?.captureException(error, request);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // the Content-Security-Policy's nonce for this request: Remix's inline scripts must carry it
  const nonce = loadContext.cspNonce;
  // this request's language (issue 35)
  const i18n = await pageI18n(await pageLanguage(request));
  return new Promise<Response>((resolve, reject) => {
    let statusCode = responseStatusCode;
    const document = (
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce,
      onAllReady() {
        const buffer = new DocumentBuffer();
        buffer.on('finish', () => {
          const body = buffer.contents();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          responseHeaders.set('Content-Length', String(body.byteLength));
          // a busy or unreachable database (utils/database-unavailable.server.ts): say when to try again
          if (statusCode === 503 && !responseHeaders.has('Retry-After')) responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
          resolve(new Response(new Uint8Array(body), { headers: responseHeaders, status: statusCode }));
        });
        pipe(buffer);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        console.error(safeErrorText(error));
      },
    });
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}
