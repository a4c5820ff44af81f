import { describe, expect, it } from 'vitest';
import { isFromLoopbackOnlyServer } from './loopback';

describe('isFromLoopbackOnlyServer', () => {
  it('is true only for a loopback peer of a server listening on loopback alone, with no proxy trusted', () => {
    expect(isFromLoopbackOnlyServer({ host: '127.0.0.1', trustProxy: false, peerAddress: '127.0.0.1' })).toBe(true);
    expect(isFromLoopbackOnlyServer({ host: '::1', trustProxy: false, peerAddress: '::1' })).toBe(true);
    expect(isFromLoopbackOnlyServer({ host: 'localhost', trustProxy: false, peerAddress: '::ffff:127.0.0.1' })).toBe(true);
  });

  it('is false on every address (the default 0.0.0.0), behind a trusted proxy, or for a peer from elsewhere', () => {
    expect(isFromLoopbackOnlyServer({ host: '0.0.0.0', trustProxy: false, peerAddress: '127.0.0.1' })).toBe(false);
    expect(isFromLoopbackOnlyServer({ host: '127.0.0.1', trustProxy: true, peerAddress: '127.0.0.1' })).toBe(false);
    expect(isFromLoopbackOnlyServer({ host: '127.0.0.1', trustProxy: false, peerAddress: '192.0.2.4' })).toBe(false);
    expect(isFromLoopbackOnlyServer({ host: '127.0.0.1', trustProxy: false, peerAddress: undefined })).toBe(false);
  });
});
