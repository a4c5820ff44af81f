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
    /** this request's action refused a form's input (app/utils/form-answer.server.ts), so its page's title starts 'Error: ' */
    refusedInput?: boolean;
  }
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? 'unknown';
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin links in e-mails point at: APP_URL when set. Without it the request's Host header is all there
 * is, and anyone can send any Host: a password-reset link e-mailed to someone must never point at another
 * site (host-header poisoning). So the request's origin is used only when its host is this machine
 * (development, tests); any other host gives localhost, a link that is wrong but safe until APP_URL is set,
 * as the README's production section requires.
 */
export function publicOrigin(request: Request, appUrl: string | undefined): string {
  if (appUrl) return new URL(appUrl).origin;
  const own = new URL(request.url);
  return LOOPBACK_HOSTS.has(own.hostname) ? own.origin : `${own.protocol}//localhost${own.port ? `:${own.port}` : ''}`;
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
  // dot segments resolve away: '/.//evil.example', '/..//evil.example' and '/%2e%2e//evil.example' all become
  // '//evil.example', another host, so what is answered is checked again after it was normalised (issue 30, item 10)
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  return SAME_ORIGIN_PATH.test(normalised) ? normalised : undefined;
}
