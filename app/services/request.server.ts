// What the HTTP server tells the app about a request beyond the Request itself (see server/app.ts).
import type { AppLoadContext } from '@remix-run/node';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** the client's address as Express sees it (TRUST_PROXY decides whether X-Forwarded-For counts) */
    clientIp?: string;
    /** this request's Content-Security-Policy nonce (server/security-headers.ts), for the document's scripts */
    cspNonce?: string;
    /** the request came straight from this machine to an app that listens on loopback only (server/loopback.ts) */
    fromLoopbackOnlyServer?: boolean;
  }
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? 'unknown';
}

/** The origin links in e-mails point at: APP_URL when set, otherwise the request's own origin. */
export function publicOrigin(request: Request, appUrl: string | undefined): string {
  return appUrl ? new URL(appUrl).origin : new URL(request.url).origin;
}

// Printable ASCII only, starting with one slash: a browser drops tabs and line breaks from a URL (so '/\t/evil'
// would become '//evil', another host), treats '\' as '/', and a Location header cannot carry a line break or a
// character outside Latin-1 (Node throws, a 500 after the session was made).
const SAME_ORIGIN_PATH = /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/;
const PROBE_ORIGIN = 'http://same-origin.invalid';

/** A path inside this site to return to, or undefined for anything else (no open redirects; issue 14, item 3). */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !SAME_ORIGIN_PATH.test(value)) return undefined;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
