// The request's CSP nonce (server/security-headers.ts makes one per request), handed from entry.server.tsx to the
// document so that Remix's own inline scripts carry it. In the browser there is none: scripts are already in.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
