// The messages the sign-in page shows from its address (`?type=…&msg=…`, end-user-journey.md §2): only these
// known texts, so that a link cannot put an attacker's words on the real sign-in page (issue 14, item 16).
export const SIGN_IN_NOTICES = {
  idleTimeout: 'Your session ended after a period of inactivity. Please sign in again.',
  signedOutIdle: 'You were signed out after a period of inactivity. Please sign in again.',
  accountExists: 'An account with this e-mail already exists. Please sign in.',
  accountCreated: 'Your account is created. Please check your email and open the link we sent to verify your address, then sign in.',
} as const;

const KNOWN = new Set<string>(Object.values(SIGN_IN_NOTICES));

/** The message itself when it is one of the sign-in page's own, otherwise undefined. */
export function knownSignInNotice(message: string | null): string | undefined {
  return message !== null && KNOWN.has(message) ? message : undefined;
}
