// What the account pages do, without HTTP: sign up (with the spouse lookup of end-user-journey.md §4), sign in
// (rate limited, unverified e-mails get a new verification e-mail), password reset and change, e-mail
// verification. Each returns an outcome the route turns into the spec's message.
import { sql } from 'kysely';
import type { Database, Queryable } from '../../../db/client';
import { isWeakPassword } from '../../utils/password-strength';
import type { Env } from '../../../lib/env.server';
import { subscribeToNewsletter } from '../newsletter.server';
import { sendPasswordResetEmail, sendVerificationEmail, type LinkContext } from './account-emails.server';
import { verifyAltchaPayload, verifyQuestionAnswer } from './captcha.server';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../../../lib/passwords.server';
import { clearRateLimit, hitRateLimit, LIMITS, peekRateLimit } from './rate-limit.server';
import { destroyAllSessions, destroyOtherSessions } from './sessions.server';
import { consumeToken, endTokens, peekToken } from './tokens.server';
import { createUser, type ProfileInput } from '../../../db/users';
import { emailExists, findUserByEmail, markEmailVerified, recordSignIn, setPassword } from './users.server';

export interface AccountContext extends LinkContext {
  ip: string;
  env: Pick<Env, 'MAIL_FROM' | 'APP_TIME_ZONE' | 'MAILCHIMP_API_KEY' | 'MAILCHIMP_LIST_ID'>;
}

/** The rate-limit buckets of a sign-in: one per client and account, one per account (issue 14, items 5 and 17). */
export const signInBuckets = (email: string, ip: string) => ({
  clientAndAccount: `sign-in-client:${ip}:${email.toLowerCase()}`,
  account: `sign-in-account:${email.toLowerCase()}`,
});

export type SignInOutcome =
  | { kind: 'signed-in'; userId: string }
  | { kind: 'unverified' }
  | { kind: 'wrong-password' }
  | { kind: 'unknown-email' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** the account had 10 wrong passwords from anywhere within the hour: the captcha's proof is needed until a success */
  | { kind: 'captcha-required' };

/** The captcha fields a sign-in may carry (the same widget and question as sign-up). */
export interface CaptchaProof {
  altcha?: string;
  captchaChallenge?: string;
  captchaAnswer?: string;
}

async function verifyCaptchaProof(db: Queryable, proof: CaptchaProof): Promise<boolean> {
  if (proof.altcha) return verifyAltchaPayload(db, proof.altcha);
  if (proof.captchaChallenge && proof.captchaAnswer) return verifyQuestionAnswer(db, proof.captchaChallenge, proof.captchaAnswer);
  return false;
}

/**
 * Failures are counted per client and account (10 in 15 minutes lock that client out of that account) and per account
 * across clients, which never locks anyone out: past 10, every client needs the captcha's proof until one signs in.
 * So a stranger spreading guesses over many addresses slows themselves down without locking out the owner.
 */
export async function attemptSignIn(db: Database, input: { email: string; password: string } & CaptchaProof, context: AccountContext): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  const perIp = await hitRateLimit(db, `sign-in-ip:${context.ip}`, LIMITS.signInPerIp);
  if (!perIp.allowed) return { kind: 'rate-limited', retryAfterSeconds: perIp.retryAfterSeconds };
  const buckets = signInBuckets(email, context.ip);
  // the attempt is counted (one atomic upsert) before its password is checked: over the limit, it is not checked
  const perClient = await hitRateLimit(db, buckets.clientAndAccount, LIMITS.signInPerClientAndAccount);
  if (!perClient.allowed) return { kind: 'rate-limited', retryAfterSeconds: perClient.retryAfterSeconds };
  if ((await peekRateLimit(db, buckets.account, LIMITS.signInFailuresPerAccount)) >= LIMITS.signInFailuresPerAccount.limit) {
    if (!(await verifyCaptchaProof(db, input))) return { kind: 'captcha-required' };
  }

  const user = await findUserByEmail(db, email);
  // an unknown address costs the same hash as a known one
  const passwordOk = await verifyPassword(user?.password_hash ?? UNKNOWN_ACCOUNT_HASH, input.password);
  if (!user) return { kind: 'unknown-email' };
  if (!passwordOk) {
    await hitRateLimit(db, buckets.account, LIMITS.signInFailuresPerAccount);
    return { kind: 'wrong-password' };
  }
  await clearRateLimit(db, buckets.clientAndAccount);
  await clearRateLimit(db, buckets.account);
  if (!user.email_verified_at) {
    await db.transaction().execute((tx) => sendVerificationEmail(tx, user, context));
    return { kind: 'unverified' };
  }
  await recordSignIn(db, user.id);
  return { kind: 'signed-in', userId: user.id };
}

export interface SignUpInput extends ProfileInput {
  email: string;
  password: string;
  /** absent when signing up for a workflow type one person completes alone (ADR 028) */
  spouseStarted?: 'yes' | 'no';
  spouseEmail?: string;
  spouseFirstName?: string;
  spouseLastName?: string;
  wfid?: string;
  altcha?: string;
  captchaChallenge?: string;
  captchaAnswer?: string;
  /** the language of the sign-up page: the account keeps it for pages and e-mails (issue 35) */
  language?: 'en' | 'es';
}

export type SignUpOutcome =
  /** spouseStarted: the spouse named as not started has a form of their own already (§4: an info, not a refusal) */
  | { kind: 'created'; userId: string; spouseStarted: boolean }
  | { kind: 'exists' }
  | { kind: 'rate-limited' }
  | { kind: 'captcha-failed' }
  | { kind: 'spouse-not-found' };

export async function signUp(db: Database, input: SignUpInput, context: AccountContext): Promise<SignUpOutcome> {
  const email = input.email.toLowerCase();
  const spouseEmail = input.spouseStarted ? (input.spouseEmail ?? '').toLowerCase() : '';
  if (!(await hitRateLimit(db, `sign-up-ip:${context.ip}`, LIMITS.signUpPerIp)).allowed) return { kind: 'rate-limited' };
  if (!(await hitRateLimit(db, `sign-up-email:${email}`, LIMITS.signUpPerEmail)).allowed) return { kind: 'rate-limited' };
  if (await emailExists(db, email)) {
    // the hash a new account costs, so that a taken address does not answer sooner (issue 14, item 9)
    await hashPassword(input.password);
    return { kind: 'exists' };
  }

  const spouse = spouseEmail ? await findUserByEmail(db, spouseEmail) : undefined;
  if (input.spouseStarted === 'yes' && !spouse) return { kind: 'spouse-not-found' };
  const spouseStarted = input.spouseStarted === 'no' && spouse?.is_petitioner === true;

  if (!(await verifyCaptchaProof(db, input))) return { kind: 'captcha-failed' };

  const isRespondent = input.spouseStarted === 'yes';
  return db.transaction().execute(async (tx) => {
    const { id } = await createUser(tx, {
      ...input,
      email,
      isPetitioner: !isRespondent,
      respondentData: isRespondent ? { petitioner_email: spouseEmail, wfid: input.wfid ?? null } : null,
      petitionerData: isRespondent || !input.spouseStarted
        ? null
        : { respondent_email: spouseEmail, respondent_first_name: input.spouseFirstName ?? '', respondent_last_name: input.spouseLastName ?? '' },
      termsAccepted: true,
    });
    await sendVerificationEmail(tx, { id, email, first_name: input.firstName, last_name: input.lastName }, context);
    if (input.permissionToContact) await subscribeToNewsletter(tx, email, 'sign-up', context.env);
    return { kind: 'created' as const, userId: id, spouseStarted };
  });
}

export type ResetRequestOutcome = 'sent' | 'unknown-email' | 'rate-limited';

export async function requestPasswordReset(db: Database, rawEmail: string, context: AccountContext): Promise<ResetRequestOutcome> {
  const email = rawEmail.trim().toLowerCase();
  if (!(await hitRateLimit(db, `reset-ip:${context.ip}`, LIMITS.resetPerIp)).allowed) return 'rate-limited';
  if (!(await hitRateLimit(db, `reset-email:${email}`, LIMITS.resetPerEmail)).allowed) return 'rate-limited';
  const user = await findUserByEmail(db, email);
  if (!user) return 'unknown-email';
  await db.transaction().execute((tx) => sendPasswordResetEmail(tx, user, context));
  return 'sent';
}

export async function isResetCodeValid(db: Database, code: string): Promise<boolean> {
  return (await peekToken(db, code, 'reset-password')) !== undefined;
}

export type ResetOutcome = { email: string } | { refused: 'weak' } | undefined;

/**
 * Uses the reset code, sets the new password and ends every session and every other reset link of the account.
 * A password the sign-up would call too weak (for this person's name and e-mail) is refused and the code stays
 * good; an unknown, used or expired code gives undefined.
 */
export async function resetPassword(db: Database, code: string, password: string): Promise<ResetOutcome> {
  return db.transaction().execute(async (tx) => {
    const holder = await peekToken(tx, code, 'reset-password');
    if (!holder) return undefined;
    const user = await tx.selectFrom('users').select(['email', 'first_name', 'last_name']).where('id', '=', holder).executeTakeFirstOrThrow();
    if (isWeakPassword(password, { email: user.email, firstName: user.first_name, lastName: user.last_name })) return { refused: 'weak' as const };
    const userId = await consumeToken(tx, code, 'reset-password');
    if (!userId) return undefined;
    await endTokens(tx, userId, 'reset-password');
    await setPassword(tx, userId, password);
    // the link in the e-mail proves the address, like a verification link does
    await markEmailVerified(tx, userId);
    await destroyAllSessions(tx, userId);
    await clearSignInLimits(tx, user.email);
    return { email: user.email };
  });
}

/** After a reset the owner starts afresh: their account's sign-in counts, from every client, are cleared. */
async function clearSignInLimits(db: Queryable, email: string) {
  const { account } = signInBuckets(email, '');
  await db
    .deleteFrom('rate_limits')
    .where((eb) => eb.or([eb('bucket', '=', account), eb.and([eb('bucket', 'like', 'sign-in-client:%'), eb(sql<string>`right(bucket, ${email.length + 1})`, '=', `:${email}`)])]))
    .execute();
}

export async function verifyEmailCode(db: Database, code: string): Promise<{ email: string } | undefined> {
  return db.transaction().execute(async (tx) => {
    const userId = await consumeToken(tx, code, 'verify-email');
    if (!userId) return undefined;
    await markEmailVerified(tx, userId);
    const row = await tx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return { email: row.email };
  });
}

export type ChangePasswordOutcome = 'changed' | 'wrong-current' | 'rate-limited';

/**
 * Changes the password when the current one is right, and ends the account's other sessions (issue 14, item 13).
 * Each try is counted before the current password is checked, so it cannot be guessed from a stolen session.
 */
export async function changePassword(
  db: Database,
  who: { userId: string; keepSessionId: string },
  currentPassword: string,
  newPassword: string,
): Promise<ChangePasswordOutcome> {
  const bucket = `password-change:${who.userId}`;
  if (!(await hitRateLimit(db, bucket, LIMITS.passwordChangePerAccount)).allowed) return 'rate-limited';
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', who.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, currentPassword))) return 'wrong-current';
  await db.transaction().execute(async (tx) => {
    await setPassword(tx, who.userId, newPassword);
    await destroyOtherSessions(tx, who.userId, who.keepSessionId);
    await clearRateLimit(tx, bucket);
  });
  return 'changed';
}
