// The origin check every state-changing request passes (server/app.ts applies it to all of them): a POST must
// come from a page of this site, told by its Origin header or, when a browser sends none, its Referer.
export interface OriginCheckInput {
  method: string;
  /** the Host header the request came with (host[:port]) */
  host: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  /** APP_URL, when the public address differs from the Host the app sees behind a proxy */
  appUrl?: string;
  /** X-Forwarded-Host when the proxy is trusted */
  forwardedHost?: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hostOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export function isSameOriginRequest(input: OriginCheckInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  const allowed = new Set<string>();
  if (input.host) allowed.add(input.host.toLowerCase());
  if (input.forwardedHost) allowed.add(input.forwardedHost.split(',')[0]!.trim().toLowerCase());
  if (input.appUrl) {
    const appHost = hostOf(input.appUrl);
    if (appHost) allowed.add(appHost);
  }
  const source = input.origin && input.origin !== 'null' ? input.origin : input.referer;
  if (!source) return false;
  const sourceHost = hostOf(source);
  return sourceHost !== undefined && allowed.has(sourceHost);
}

export const ORIGIN_REFUSED_MESSAGE =
  'This form was sent from another website, so Accord did not accept it. Please go back to Accord and try again.';
