// What the HTTP server tells the app about a request beyond the Request itself (see server/app.ts).
import type { AppLoadContext } from '@remix-run/node';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** the client's address as Express sees it (TRUST_PROXY decides whether X-Forwarded-For counts) */
    clientIp?: string;
  }
}

export function clientIp(context: AppLoadContext | undefined): string {
  return context?.clientIp ?? 'unknown';
}

/** The origin links in e-mails point at: APP_URL when set, otherwise the request's own origin. */
export function publicOrigin(request: Request, appUrl: string | undefined): string {
  return appUrl ? new URL(appUrl).origin : new URL(request.url).origin;
}

/** A path inside this site to return to, or undefined for anything else (no open redirects). */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}
