// The client's address every action reads (signing evidence, rate limits) comes from Express's req.ip under the
// TRUST_PROXY setting: behind a trusted proxy it is the address the proxy forwarded, otherwise the peer's own.
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { getLoadContext, trustProxySetting } from './app';

async function clientIpSeen(trustProxy: string | undefined, headers: Record<string, string>): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxySetting(trustProxy));
  app.get('/', (req, res) => res.json({ clientIp: getLoadContext(req, res).clientIp }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
    return ((await response.json()) as { clientIp: string }).clientIp;
  } finally {
    server.close();
  }
}

describe("the client's address in the request context", () => {
  it('is the address the proxy forwarded when TRUST_PROXY trusts that proxy', async () => {
    expect(await clientIpSeen('loopback', { 'X-Forwarded-For': '198.51.100.23' })).toBe('198.51.100.23');
    expect(await clientIpSeen('1', { 'X-Forwarded-For': '203.0.113.9, 198.51.100.23' })).toBe('198.51.100.23');
  });

  it('ignores X-Forwarded-For when no proxy is trusted (anyone could send it)', async () => {
    expect(await clientIpSeen(undefined, { 'X-Forwarded-For': '198.51.100.23' })).toBe('127.0.0.1');
    expect(await clientIpSeen('false', { 'X-Forwarded-For': '198.51.100.23' })).toBe('127.0.0.1');
  });
});
