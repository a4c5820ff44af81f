// Security headers on every answer (issue 14, item 10): a Content-Security-Policy whose scripts need this
// request's nonce (Remix's scripts carry it: app/entry.server.tsx), with PayPal's origins only on the pages that
// load its button and YouTube's privacy-enhanced frames only where a testimonial video is shown; no framing by
// other sites; nosniff; a referrer policy; and no caching of anything a signed-in person is shown.
import { randomBytes } from 'node:crypto';
import type express from 'express';
import { SESSION_COOKIE } from '../app/services/accounts/sessions.server';

declare module 'express-serve-static-core' {
  interface Locals {
    cspNonce?: string;
  }
}

const PAYPAL_PAGES = /^\/(pay-for-form|paypal)\//;
// the pay page (testimonial videos) and the questionnaire pages (youtube-video elements)
const VIDEO_PAGES = /^\/(pay-for-form|legal-form-guide\/divorce-forms|respondent-guide|survey-detail|shared-survey)\//;

const PAYPAL = ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'];
const VIDEO = ['https://www.youtube-nocookie.com'];

/**
 * The PayPal origins the pay pages may talk to: PayPal's own, plus the origin of PAYPAL_API_URL when it points
 * elsewhere (a local Orders v2 server in tests hands out approve links on its own origin, and the no-JavaScript
 * pay form is redirected there, which form-action governs).
 */
export function paypalOrigins(paypalApiUrl: string | undefined): string[] {
  const configured = paypalApiUrl ? new URL(paypalApiUrl).origin : undefined;
  return configured && !/\.paypal\.com$/.test(new URL(configured).hostname) ? [...PAYPAL, configured] : PAYPAL;
}

/** The policy of one page: the app's own origin, its nonce, and the outside origins this path needs. */
export function contentSecurityPolicy(pathname: string, nonce: string, paypalAllowed: readonly string[] = PAYPAL): string {
  const paypal = PAYPAL_PAGES.test(pathname) ? paypalAllowed : [];
  const video = VIDEO_PAGES.test(pathname) ? VIDEO : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...paypal],
    // React's style attributes and the ALTCHA widget's styles are inline
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...paypal],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...paypal],
    // the ALTCHA widget solves its challenge in a worker
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...paypal, ...video],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...paypal],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader?.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`)) ?? false;
}

/** Sets the headers; `withCsp` is off in development, where Vite's client injects inline scripts of its own. */
export function securityHeaders({ withCsp, paypal = PAYPAL }: { withCsp: boolean; paypal?: readonly string[] }): express.RequestHandler {
  return (req, res, next) => {
    if (withCsp) {
      const nonce = randomBytes(16).toString('base64');
      res.locals.cspNonce = nonce;
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(req.path, nonce, paypal));
    }
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  };
}

/**
 * After sign-out, Back must not show a signed-in page from the cache (with JavaScript off too): the app's answers to
 * a signed-in browser are not stored. A route that sets its own Cache-Control (a file download) still decides for
 * itself. Mounted after the static files, so that the scripts and styles (immutable, named by their content) stay
 * cached for a signed-in person as for anyone: when this ran before them, every page a signed-in person opened
 * fetched all of its scripts again (about 250 KB compressed for the guide), on a phone's connection too.
 */
export const noStoreWhenSignedIn: express.RequestHandler = (req, res, next) => {
  if (hasSessionCookie(req.headers.cookie)) res.setHeader('Cache-Control', 'no-store');
  next();
};
