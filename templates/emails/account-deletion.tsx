// The e-mails of a person deleting their own account (docs/decisions/030-account-deletion.md), in each recipient's
// language (the emails catalogue's `accountDeleted`, `formWithdrawn`, `spouseLeft`):
// - 'account-deleted' to the person, whose language is read before the account goes;
// - 'form-withdrawn' to a spouse a form of theirs was shared with;
// - 'spouse-left' to the petitioner of a form shared with them.
import { Text } from '@react-email/components';
import { EmailLayout } from './layout';
import { emailTexts, type EmailTexts } from './texts';

export type AccountDeletionEmailKind = 'account-deleted' | 'form-withdrawn' | 'spouse-left';

const WORDS = { 'account-deleted': 'accountDeleted', 'form-withdrawn': 'formWithdrawn', 'spouse-left': 'spouseLeft' } as const satisfies Record<AccountDeletionEmailKind, string>;

export interface AccountDeletionData {
  /** the person who deleted their account (not for 'account-deleted') */
  name?: string;
  workflowName?: string;
}

const values = (p: AccountDeletionData) => ({ name: p.name ?? '', workflowName: p.workflowName ?? '' });

export function accountDeletionSubject(kind: AccountDeletionEmailKind, p: AccountDeletionData, texts: EmailTexts = emailTexts('en')): string {
  return texts.t(`${WORDS[kind]}.subject`, values(p));
}

export function AccountDeletionEmail({ kind, toName, supportEmail, texts = emailTexts('en'), ...p }: AccountDeletionData & { kind: AccountDeletionEmailKind; toName: string; supportEmail?: string; texts?: EmailTexts }) {
  const body = texts.t(`${WORDS[kind]}.body`, values(p));
  return (
    <EmailLayout preview={body.slice(0, 120)} supportEmail={supportEmail} texts={texts}>
      <Text style={{ fontSize: 16 }}>{texts.t('layout.hello', { name: toName })}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>{body}</Text>
    </EmailLayout>
  );
}
