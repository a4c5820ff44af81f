import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './origin-check';

const base = { method: 'POST', host: 'accord.example:3000', origin: undefined, referer: undefined };

describe('isSameOriginRequest', () => {
  it('lets a GET through whatever its headers', () => {
    expect(isSameOriginRequest({ ...base, method: 'GET', origin: 'https://evil.example' })).toBe(true);
  });
  it('accepts a POST whose Origin is this host', () => {
    expect(isSameOriginRequest({ ...base, origin: 'http://accord.example:3000' })).toBe(true);
  });
  it('refuses a POST from another site', () => {
    expect(isSameOriginRequest({ ...base, origin: 'https://evil.example' })).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'http://accord.example:3001' })).toBe(false);
  });
  it('falls back to the Referer when the browser sends no Origin', () => {
    expect(isSameOriginRequest({ ...base, referer: 'http://accord.example:3000/sign-in?x=1' })).toBe(true);
    expect(isSameOriginRequest({ ...base, referer: 'https://evil.example/accord.example:3000' })).toBe(false);
  });
  it('refuses a POST with neither header, or with an opaque origin and no referer', () => {
    expect(isSameOriginRequest(base)).toBe(false);
    expect(isSameOriginRequest({ ...base, origin: 'null' })).toBe(false);
  });
  it('accepts the public address of APP_URL behind a proxy', () => {
    expect(isSameOriginRequest({ ...base, host: '10.0.0.5:3000', origin: 'https://accord.example', appUrl: 'https://accord.example/' })).toBe(true);
  });
});
