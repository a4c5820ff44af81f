// The verification and password-reset e-mails: a fresh single-use token each time, sent through the e-mail
// module in the caller's transaction, with an absolute link (APP_URL or the request's origin).
import type { Queryable } from '../../../db/client';
import type { Env } from '../../../lib/env.server';
import { sendEmail } from '../email.server';
import { issueToken } from './tokens.server';

export interface LinkContext {
  origin: string;
  env: Pick<Env, 'MAIL_FROM' | 'APP_TIME_ZONE'>;
}

export async function sendVerificationEmail(
  tx: Queryable,
  user: { id: string; email: string; first_name: string; last_name: string },
  context: LinkContext,
): Promise<void> {
  const token = await issueToken(tx, user.id, 'verify-email');
  const url = `${context.origin}/verify-user?${new URLSearchParams({ mode: 'verifyEmail', code: token })}`;
  await sendEmail(
    tx,
    { to: { name: `${user.first_name} ${user.last_name}`, email: user.email }, subject: 'Please verify your e-mail for Accord', template: 'verify-email', data: { url } },
    { defaultFrom: context.env.MAIL_FROM, timeZone: context.env.APP_TIME_ZONE },
  );
}

export async function sendPasswordResetEmail(
  tx: Queryable,
  user: { id: string; email: string; first_name: string; last_name: string },
  context: LinkContext,
): Promise<void> {
  const token = await issueToken(tx, user.id, 'reset-password');
  const url = `${context.origin}/verify-user?${new URLSearchParams({ mode: 'resetPassword', code: token })}`;
  await sendEmail(
    tx,
    { to: { name: `${user.first_name} ${user.last_name}`, email: user.email }, subject: 'Reset your Accord password', template: 'reset-password', data: { url } },
    { defaultFrom: context.env.MAIL_FROM, timeZone: context.env.APP_TIME_ZONE },
  );
}
