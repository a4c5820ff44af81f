// Fetches what a person's link points at, on the public web only (issue 30, item 1: the builder's 'image from a
// link' must not reach the server's own ports or its network). The name is resolved once, every address it resolves
// to must be public unicast, and the connection goes to the address that was checked, so a name that resolves public
// when checked and private when connected (DNS rebinding) still reaches the public one. Each redirect is checked the
// same way. Only http on 80 and https on 443 are allowed.
import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Answers the addresses a host name resolves to. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** Where a checked address is connected: the address itself, except in tests, which put a local server behind it. */
export type DialAddress = (target: { address: string; port: number }) => { host: string; port: number };

export interface PublicLinkOptions {
  resolve?: ResolveHost;
  dial?: DialAddress;
  timeoutMs: number;
  maxBytes: number;
  accept?: string;
  maxRedirects?: number;
}

/** Why a link gave nothing; the person is told one thing whatever it is, so the fetch cannot map a network. */
export type PublicLinkFailure = 'not-a-link' | 'not-public' | 'unreachable' | 'too-large' | 'too-many-redirects';

export type PublicLinkResult = { ok: true; bytes: Uint8Array; finalUrl: string } | { ok: false; reason: PublicLinkFailure };

const USUAL_PORTS = { 'http:': 80, 'https:': 443 } as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export const resolveWithDns: ResolveHost = async (hostname) => (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

const directDial: DialAddress = (target) => ({ host: target.address, port: target.port });

/**
 * Whether an address is a public unicast one: loopback, private, link-local, unique-local, multicast, unspecified,
 * carrier-grade NAT, documentation, 6to4/NAT64 wrappers and every other special range are not. An IPv4-mapped IPv6
 * address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (net.isIP(address) === 0) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL of a link if it is an http(s) address on its usual port, else undefined. */
export function readPublicLinkUrl(link: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // the WHATWG parser drops a default port, so any port left is an unusual one
  if (url.port !== '' || url.username !== '' || url.password !== '') return undefined;
  return url;
}

/** The one address to connect to for a URL's host, or undefined when the host or any address it has is not public. */
async function checkedAddress(url: URL, resolve: ResolveHost): Promise<string | undefined> {
  // the URL parser has already turned '2130706433', '0x7f.1' and the like into dotted IPv4, and IPv6 into brackets
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (net.isIP(host) !== 0) return isPublicAddress(host) ? host : undefined;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return undefined;
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) return undefined;
  return addresses[0];
}

interface Hop {
  status: number;
  location: string | undefined;
  body: http.IncomingMessage;
}

function requestHop(url: URL, address: string, options: { dial: DialAddress; signal: AbortSignal; accept: string }): Promise<Hop> {
  const port = USUAL_PORTS[url.protocol as keyof typeof USUAL_PORTS];
  const dialed = options.dial({ address, port });
  const client = url.protocol === 'https:' ? https : http;
  const hostIsName = net.isIP(url.hostname.replace(/^\[|\]$/g, '')) === 0;
  return new Promise((resolvePromise, reject) => {
    const request = client.request(
      {
        method: 'GET',
        // an IP address, so nothing resolves the name a second time
        host: dialed.host,
        port: dialed.port,
        path: `${url.pathname}${url.search}`,
        headers: { Host: url.host, Accept: options.accept, 'User-Agent': 'Accord link check' },
        signal: options.signal,
        // the certificate is checked against the name the person gave
        ...(url.protocol === 'https:' && hostIsName ? { servername: url.hostname } : {}),
        agent: false,
      },
      (response) => resolvePromise({ status: response.statusCode ?? 0, location: response.headers.location, body: response }),
    );
    request.on('error', reject);
    request.end();
  });
}

async function readLimited(body: http.IncomingMessage, maxBytes: number): Promise<Uint8Array | undefined> {
  const declared = Number(body.headers['content-length'] ?? '0');
  if (declared > maxBytes) {
    body.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      body.destroy();
      return undefined;
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** Fetches a link's content from the public web, following at most a few redirects, each checked like the first. */
export async function fetchPublicLink(link: string, options: PublicLinkOptions): Promise<PublicLinkResult> {
  let url = readPublicLinkUrl(link);
  if (!url) return { ok: false, reason: 'not-a-link' };
  const resolve = options.resolve ?? resolveWithDns;
  const dial = options.dial ?? directDial;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 5;
  try {
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const address = await checkedAddress(url, resolve);
      if (!address) return { ok: false, reason: 'not-public' };
      const answer = await requestHop(url, address, { dial, signal, accept: options.accept ?? '*/*' });
      if (REDIRECTS.has(answer.status) && answer.location) {
        answer.body.resume();
        let next: URL | undefined;
        try {
          next = readPublicLinkUrl(new URL(answer.location, url).href);
        } catch {
          next = undefined;
        }
        if (!next) return { ok: false, reason: 'not-public' };
        url = next;
        continue;
      }
      if (answer.status < 200 || answer.status > 299) {
        answer.body.resume();
        return { ok: false, reason: 'unreachable' };
      }
      const bytes = await readLimited(answer.body, options.maxBytes);
      return bytes ? { ok: true, bytes, finalUrl: url.href } : { ok: false, reason: 'too-large' };
    }
    return { ok: false, reason: 'too-many-redirects' };
  } catch {
    // refused, reset, timed out, bad certificate: all mean nothing could be taken from there
    return { ok: false, reason: 'unreachable' };
  }
}
