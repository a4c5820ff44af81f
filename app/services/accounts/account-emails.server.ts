// The verification and password-reset e-mails: a fresh single-use token each time, sent through the e-mail
// module in the caller's transaction, with an absolute link (APP_URL or the request's origin), in the recipient's
// language (users.language: the e-mail module reads it, and the template gives the subject in it).
import type { Queryable } from '../../../db/client';
import type { Env } from '../../../lib/env.server';
import { sendEmail } from '../email.server';
import { issueToken } from './tokens.server';

export interface LinkContext {
  origin: string;
  env: Pick<Env, 'MAIL_FROM' | 'APP_TIME_ZONE'>;
}

type LinkRecipient = { id: string; email: string; first_name: string; last_name: string };

/** Both e-mails are one fresh single-use token behind a /verify-user link; only the purpose and the words differ. */
const LINK_EMAILS = {
  'verify-email': 'verifyEmail',
  'reset-password': 'resetPassword',
} as const;

async function sendLinkEmail(tx: Queryable, user: LinkRecipient, context: LinkContext, purpose: keyof typeof LINK_EMAILS): Promise<void> {
  const mode = LINK_EMAILS[purpose];
  const token = await issueToken(tx, user.id, purpose);
  const url = `${context.origin}/verify-user?${new URLSearchParams({ mode, code: token })}`;
  await sendEmail(
    tx,
    { to: { name: `${user.first_name} ${user.last_name}`, email: user.email }, template: purpose, data: { url } },
    { defaultFrom: context.env.MAIL_FROM, timeZone: context.env.APP_TIME_ZONE },
  );
}

export function sendVerificationEmail(tx: Queryable, user: LinkRecipient, context: LinkContext): Promise<void> {
  return sendLinkEmail(tx, user, context, 'verify-email');
}

export function sendPasswordResetEmail(tx: Queryable, user: LinkRecipient, context: LinkContext): Promise<void> {
  return sendLinkEmail(tx, user, context, 'reset-password');
}
