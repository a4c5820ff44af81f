// What the account pages do, without HTTP: sign up (with the spouse lookup of end-user-journey.md §4), sign in
// (rate limited, unverified e-mails get a new verification e-mail), password reset and change, e-mail
// verification. Each returns an outcome the route turns into the spec's message.
import type { Database } from '../../../db/client';
import type { Env } from '../../../lib/env.server';
import { subscribeToNewsletter } from '../newsletter.server';
import { sendPasswordResetEmail, sendVerificationEmail, type LinkContext } from './account-emails.server';
import { verifyAltchaPayload, verifyQuestionAnswer } from './captcha.server';
import { verifyPassword } from '../../../lib/passwords.server';
import { clearRateLimit, hitRateLimit, LIMITS, peekRateLimit } from './rate-limit.server';
import { destroyAllSessions } from './sessions.server';
import { consumeToken, peekToken } from './tokens.server';
import { createUser, type ProfileInput } from '../../../db/users';
import { emailExists, findUserByEmail, markEmailVerified, recordSignIn, setPassword } from './users.server';

export interface AccountContext extends LinkContext {
  ip: string;
  env: Pick<Env, 'MAIL_FROM' | 'APP_TIME_ZONE' | 'MAILCHIMP_API_KEY' | 'MAILCHIMP_LIST_ID'>;
}

export const SIGN_IN_FAILURES = (email: string) => `sign-in-email:${email.toLowerCase()}`;

export type SignInOutcome =
  | { kind: 'signed-in'; userId: string }
  | { kind: 'unverified' }
  | { kind: 'wrong-password' }
  | { kind: 'unknown-email' }
  | { kind: 'rate-limited' };

export async function attemptSignIn(db: Database, input: { email: string; password: string }, context: AccountContext): Promise<SignInOutcome> {
  const email = input.email.trim().toLowerCase();
  if (!(await hitRateLimit(db, `sign-in-ip:${context.ip}`, LIMITS.signInPerIp)).allowed) return { kind: 'rate-limited' };
  const failures = SIGN_IN_FAILURES(email);
  // locked: the password is not even checked
  if ((await peekRateLimit(db, failures, LIMITS.signInFailuresPerEmail)) > LIMITS.signInFailuresPerEmail.limit) return { kind: 'rate-limited' };

  const user = await findUserByEmail(db, email);
  const passwordOk = user ? await verifyPassword(user.password_hash, input.password) : false;
  if (!user || !passwordOk) {
    const { allowed } = await hitRateLimit(db, failures, LIMITS.signInFailuresPerEmail);
    if (!allowed) return { kind: 'rate-limited' };
    return { kind: user ? 'wrong-password' : 'unknown-email' };
  }
  await clearRateLimit(db, failures);
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
  spouseStarted: 'yes' | 'no';
  spouseEmail: string;
  spouseFirstName?: string;
  spouseLastName?: string;
  wfid?: string;
  altcha?: string;
  captchaChallenge?: string;
  captchaAnswer?: string;
}

export type SignUpOutcome =
  | { kind: 'created'; userId: string }
  | { kind: 'exists' }
  | { kind: 'rate-limited' }
  | { kind: 'captcha-failed' }
  | { kind: 'spouse-not-found' }
  | { kind: 'spouse-started' };

export async function signUp(db: Database, input: SignUpInput, context: AccountContext): Promise<SignUpOutcome> {
  const email = input.email.toLowerCase();
  const spouseEmail = input.spouseEmail.toLowerCase();
  if (!(await hitRateLimit(db, `sign-up-ip:${context.ip}`, LIMITS.signUpPerIp)).allowed) return { kind: 'rate-limited' };
  if (!(await hitRateLimit(db, `sign-up-email:${email}`, LIMITS.signUpPerEmail)).allowed) return { kind: 'rate-limited' };
  if (await emailExists(db, email)) return { kind: 'exists' };

  const spouse = await findUserByEmail(db, spouseEmail);
  if (input.spouseStarted === 'yes' && !spouse) return { kind: 'spouse-not-found' };
  if (input.spouseStarted === 'no' && spouse?.is_petitioner) return { kind: 'spouse-started' };

  const captchaOk = input.altcha
    ? await verifyAltchaPayload(db, input.altcha)
    : input.captchaChallenge && input.captchaAnswer
      ? await verifyQuestionAnswer(db, input.captchaChallenge, input.captchaAnswer)
      : false;
  if (!captchaOk) return { kind: 'captcha-failed' };

  const isRespondent = input.spouseStarted === 'yes';
  return db.transaction().execute(async (tx) => {
    const { id } = await createUser(tx, {
      ...input,
      email,
      isPetitioner: !isRespondent,
      respondentData: isRespondent ? { petitioner_email: spouseEmail, wfid: input.wfid ?? null } : null,
      petitionerData: isRespondent
        ? null
        : { respondent_email: spouseEmail, respondent_first_name: input.spouseFirstName ?? '', respondent_last_name: input.spouseLastName ?? '' },
      termsAccepted: true,
    });
    await sendVerificationEmail(tx, { id, email, first_name: input.firstName, last_name: input.lastName }, context);
    if (input.permissionToContact) await subscribeToNewsletter(tx, email, 'sign-up', context.env);
    return { kind: 'created' as const, userId: id };
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

/** Uses the reset code, sets the new password and ends every session of the account. */
export async function resetPassword(db: Database, code: string, password: string): Promise<{ email: string } | undefined> {
  return db.transaction().execute(async (tx) => {
    const userId = await consumeToken(tx, code, 'reset-password');
    if (!userId) return undefined;
    await setPassword(tx, userId, password);
    // the link in the e-mail proves the address, like a verification link does
    await markEmailVerified(tx, userId);
    await destroyAllSessions(tx, userId);
    await clearRateLimitForUser(tx, userId);
    const row = await tx.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
    return { email: row.email };
  });
}

async function clearRateLimitForUser(db: Parameters<typeof clearRateLimit>[0], userId: string) {
  const row = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (row) await clearRateLimit(db, SIGN_IN_FAILURES(row.email));
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

export async function changePassword(
  db: Database,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<'changed' | 'wrong-current'> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(row.password_hash, currentPassword))) return 'wrong-current';
  await setPassword(db, userId, newPassword);
  return 'changed';
}
