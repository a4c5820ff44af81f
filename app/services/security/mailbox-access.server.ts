// Who may read the development mailbox (issue 14, item 1; docs/decisions/004-mailbox-access.md). It holds every
// kept e-mail, reset links included: reading it is signing in as anyone. So only a global admin may, or a person on
// the machine itself when the app listens on the loopback address only and trusts no proxy in front of it.
import type { AppLoadContext } from '@remix-run/node';
import { isMailboxVisible } from '../../env.server';
import { requireAdmin } from '../accounts/sessions.server';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** the request came straight from this machine to an app that listens on loopback only (server/app.ts) */
    fromLoopbackOnlyServer?: boolean;
  }
}

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

/** Throws 404 when the mailbox is off, the sign-in redirect or 403 for anyone who may not read it. */
export async function requireMailboxReader(request: Request, context: AppLoadContext | undefined): Promise<void> {
  if (!isMailboxVisible()) throw new Response('Not Found', { status: 404 });
  if (context?.fromLoopbackOnlyServer) return;
  await requireAdmin(request, ['admin-global']);
}
