// A person deletes their own account from the profile (issue 30 item 11; docs/decisions/030-account-deletion.md):
// what the confirmation page says will happen, and the deletion itself in one transaction, after the password. The
// data goes as Manage Users deletes an account (deleteUser); this adds the password, the e-mails and leaving.
// Their own forms go with their answers, files and sharing; a spouse a form was shared with is told it is withdrawn;
// a form shared with them is left, and its petitioner told; payments stay for accounting without the account.
import type { Database, Queryable } from '../../../db/client';
import type { Env } from '../../../lib/env.server';
import { verifyPassword } from '../../../lib/passwords.server';
import { recipientLanguage, sendEmail } from '../email.server';
import { recordAudit } from '../../../lib/audit-events.server';
import { clearRateLimit, hitRateLimit, LIMITS } from '../accounts/rate-limit.server';
import { deleteUser } from './manage-users.server';

/** The audit trail's word for a spouse who deleted their account and so left the form. */
export const SPOUSE_LEFT_EVENT = 'SPOUSE_ACCOUNT_DELETED' as const;

export interface AccountDeletionPreview {
  administrator: boolean;
  /** the person's own forms, each with the addresses it is shared with */
  ownForms: Array<{ id: string; name: string; sharedWith: string[] }>;
  /** forms other people shared with the person, with the petitioner's name */
  sharedWithMe: Array<{ id: string; name: string; petitioner: string; petitionerEmail: string }>;
  payments: number;
}

/** What deleting this account would do, for the confirmation page. */
export async function previewAccountDeletion(db: Queryable, userId: string): Promise<AccountDeletionPreview> {
  const user = await db.selectFrom('users').select(['email', 'role']).where('id', '=', userId).executeTakeFirstOrThrow();
  const own = await db.selectFrom('user_workflows').select(['id', 'name']).where('owner_id', '=', userId).orderBy('created_at').execute();
  const entries = own.length
    ? await db.selectFrom('sharing_entries').select(['user_workflow_id', 'email']).where('user_workflow_id', 'in', own.map((w) => w.id)).orderBy('id').execute()
    : [];
  const sharedWithMe = await db
    .selectFrom('sharing_entries')
    .innerJoin('user_workflows', 'user_workflows.id', 'sharing_entries.user_workflow_id')
    .innerJoin('users as owners', 'owners.id', 'user_workflows.owner_id')
    .select(['user_workflows.id', 'user_workflows.name', 'owners.first_name', 'owners.last_name', 'owners.email'])
    .where('sharing_entries.email', '=', user.email)
    .where('user_workflows.owner_id', '!=', userId)
    .orderBy('sharing_entries.id')
    .execute();
  const payments = await db.selectFrom('payments').select((eb) => eb.fn.countAll<string>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return {
    administrator: user.role !== 'user-basic',
    ownForms: own.map((w) => ({ id: w.id, name: w.name, sharedWith: entries.filter((e) => e.user_workflow_id === w.id).map((e) => e.email) })),
    sharedWithMe: sharedWithMe.map((w) => ({ id: w.id, name: w.name, petitioner: `${w.first_name} ${w.last_name}`, petitionerEmail: w.email })),
    payments: Number(payments.n),
  };
}

export type AccountDeletionOutcome = 'deleted' | 'wrong-password' | 'administrator' | 'rate-limited';

export interface AccountDeletionContext {
  env: Pick<Env, 'MAIL_FROM' | 'APP_TIME_ZONE'>;
}

/**
 * Deletes the account when the password is right (each try counted first, as a password change). One transaction:
 * the e-mails to the other parties are queued with the deletion, or neither happens.
 */
export async function deleteOwnAccount(db: Database, userId: string, password: string, context: AccountDeletionContext): Promise<AccountDeletionOutcome> {
  const bucket = `account-deletion:${userId}`;
  if (!(await hitRateLimit(db, bucket, LIMITS.passwordChangePerAccount)).allowed) return 'rate-limited';
  const user = await db.selectFrom('users').select(['email', 'first_name', 'last_name', 'password_hash', 'role']).where('id', '=', userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, password))) return 'wrong-password';
  // the last global administrator must not remove themselves by mistake: roles are changed on Manage Users first
  if (user.role !== 'user-basic') return 'administrator';
  const name = `${user.first_name} ${user.last_name}`;
  // the person's own language, read while the account is there
  const language = await recipientLanguage(db, user.email);
  const mail = { defaultFrom: context.env.MAIL_FROM, timeZone: context.env.APP_TIME_ZONE };
  await db.transaction().execute(async (tx) => {
    const preview = await previewAccountDeletion(tx, userId);
    for (const form of preview.ownForms) {
      for (const email of form.sharedWith) {
        // in the spouse's language (the sharing entry's, read before the form goes)
        const language = await recipientLanguage(tx, email, form.id);
        await sendEmail(tx, { to: { name: email, email }, template: 'form-withdrawn', data: { name, workflowName: form.name, language } }, mail);
      }
    }
    for (const form of preview.sharedWithMe) {
      await sendEmail(
        tx,
        { to: { name: form.petitioner, email: form.petitionerEmail }, template: 'spouse-left', data: { name, workflowName: form.name }, userWorkflowId: form.id },
        mail,
      );
      await recordAudit(tx, { userWorkflowId: form.id, actorId: userId }, SPOUSE_LEFT_EVENT, {});
    }
    // leaving: nobody who signs up with this address later finds these forms shared with them
    await tx.deleteFrom('sharing_entries').where('email', '=', user.email).execute();
    await clearRateLimit(tx, bucket);
    // the account and what it holds, as Manage Users deletes one (its forms' files, e-mails, payments kept without it)
    await deleteUser(tx, userId);
    await sendEmail(
      tx,
      { to: { name, email: user.email }, template: 'account-deleted', data: { language } },
      mail,
    );
  });
  return 'deleted';
}
