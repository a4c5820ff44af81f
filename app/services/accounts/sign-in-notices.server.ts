// The messages the sign-in page shows from its address (`?type=…&msg=…`, end-user-journey.md §2): only these
// known texts, so that a link cannot put an attacker's words on the real sign-in page (issue 14, item 16).
export const SIGN_IN_NOTICES = {
  idleTimeout: 'Your session ended after a period of inactivity. Please sign in again.',
} as const;

const KNOWN = new Set<string>(Object.values(SIGN_IN_NOTICES));

/** The message itself when it is one of the sign-in page's own, otherwise undefined. */
export function knownSignInNotice(message: string | null): string | undefined {
  return message !== null && KNOWN.has(message) ? message : undefined;
}
