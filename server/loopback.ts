// Whether a request can only have come from this machine: the mailbox is readable without signing in only then
// (app/utils/permissions.server.ts requireMailboxReader; docs/decisions/007-mailbox-access.md).
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Whether nobody but this machine can have sent the request: the server listens on a loopback address only, and no
 * proxy is trusted (a proxy on the same machine would make every visitor look local).
 */
export function isFromLoopbackOnlyServer(options: { host: string; trustProxy: boolean; peerAddress: string | undefined }): boolean {
  return LOOPBACK_HOSTS.has(options.host) && !options.trustProxy && isLoopbackAddress(options.peerAddress);
}
