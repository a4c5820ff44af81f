// The messages the sign-in page shows from its address (`?type=…&msg=…`, end-user-journey.md §2): only these
// known texts, so that a link cannot put an attacker's words on the real sign-in page (issue 14, item 16).
export const SIGN_IN_NOTICES = {
  idleTimeout: 'Your session ended after a period of inactivity. Please sign in again.',
  signedOutIdle: 'You were signed out after a period of inactivity. Please sign in again.',
  accountExists: 'An account with this e-mail already exists. Please sign in.',
  accountCreated: 'Your account is created. Please check your email and open the link we sent to verify your address, then sign in.',
  /** end-user-journey.md §4 and §8: a spouse who already started is information after sign-up, not a refusal */
  spouseStarted: 'Looks like your spouse has already started the process.',
  /** after /user-profile/delete (docs/decisions/030-account-deletion.md) */
  accountDeleted: 'Your account is deleted.',
} as const;

/** The sign-up's message when the spouse named as not started has a form already: both sentences in one notice. */
export const ACCOUNT_CREATED_SPOUSE_STARTED = `${SIGN_IN_NOTICES.accountCreated} ${SIGN_IN_NOTICES.spouseStarted}`;

/** A known notice's name, by which the shell's catalogue gives it in the page's language (`signInNotices.*`). */
export type SignInNotice = keyof typeof SIGN_IN_NOTICES | 'accountCreatedSpouseStarted';

const KNOWN = new Map<string, SignInNotice>([
  ...Object.entries(SIGN_IN_NOTICES).map(([name, text]) => [text, name as SignInNotice] as const),
  [ACCOUNT_CREATED_SPOUSE_STARTED, 'accountCreatedSpouseStarted'],
]);

/** The notice's name when the message is one of the sign-in page's own, otherwise undefined. */
export function knownSignInNotice(message: string | null): SignInNotice | undefined {
  return message === null ? undefined : KNOWN.get(message);
}
