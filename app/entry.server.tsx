// Server rendering of every page. The document is rendered whole (React's onAllReady) and sent as one buffer with
// its length, instead of streamed in many small chunks: no page of the app defers data, so streaming gains nothing,
// and each chunk cost a write to the socket, which was a tenth of the questionnaire page's server time.
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { createInstance } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { loadCatalogue } from './i18n/catalogues';
import { i18nServer, requestLanguage } from './i18n/i18next.server';
import { i18nOptions } from './i18n/options';
import { NonceProvider } from './utils/nonce-provider';
import { getEnv } from '../lib/env.server';
import { errorReporter } from '../lib/error-reporting.server';

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
 * An error no loader, action or render handled: logged as Remix does, and sent to the error-reporting service when
 * SENTRY_DSN is set (lib/error-reporting.server.ts). A request the browser gave up on is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  console.error(error);
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
  // this request's language, with only the catalogues its routes name (issue 35)
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .use(resourcesToBackend(loadCatalogue))
    .init({ ...i18nOptions, lng: await requestLanguage(request), ns: i18nServer.getRouteNamespaces(remixContext) });
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
          resolve(new Response(new Uint8Array(body), { headers: responseHeaders, status: statusCode }));
        });
        pipe(buffer);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        statusCode = 500;
        console.error(error);
      },
    });
    setTimeout(abort, ABORT_DELAY_MS + 1_000);
  });
}
