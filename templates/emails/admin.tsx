// The administrators' e-mails, in their own language (the emails catalogue's `collaborate` and `stakeholder`):
// - 'collaborate' (workflow-builder.md §7): a workflow's owner shared it with another administrator, who may now open
//   and edit it in the builder; its link is Manage Workflows;
// - 'stakeholder' (workflow-builder.md §4, §7): a workflow's author asked this administrator to approve it before it
//   is published; the link opens its approval page under /pending-approvals.
import { Text } from '@react-email/components';
import { LinkBlock } from './account-link';
import { EmailLayout } from './layout';
import { emailTexts, type EmailTexts } from './texts';

export type AdminEmailKind = 'collaborate' | 'stakeholder';

export interface AdminEmailProps {
  kind: AdminEmailKind;
  toName: string;
  workflowName: string;
  fromName: string;
  url: string;
  supportEmail?: string;
  texts?: EmailTexts;
}

export function adminEmailSubject(kind: AdminEmailKind, p: { fromName: string; workflowName: string }, texts: EmailTexts = emailTexts('en')): string {
  return texts.t(`${kind}.subject`, { fromName: p.fromName, workflowName: p.workflowName });
}

export function AdminEmail({ kind, toName, workflowName, fromName, url, supportEmail, texts = emailTexts('en') }: AdminEmailProps) {
  const { t } = texts;
  return (
    <EmailLayout preview={adminEmailSubject(kind, { fromName, workflowName }, texts)} supportEmail={supportEmail} texts={texts}>
      <Text style={{ fontSize: 16 }}>{t('layout.hello', { name: toName })}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>{t(`${kind}.body`, { fromName, workflowName })}</Text>
      <LinkBlock url={url} label={t(`${kind}.button`)} texts={texts} />
    </EmailLayout>
  );
}
