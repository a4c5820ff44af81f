// The 'stakeholder' e-mail (workflow-builder.md §4, §7): a workflow's author asked this administrator to approve it
// before it is published; the link opens its approval page.
import { Text } from '@react-email/components';
import { LinkBlock } from './account-link';
import { EmailLayout } from './layout';

export interface StakeholderEmailProps {
  toName: string;
  workflowName: string;
  fromName: string;
  /** the workflow's page under /pending-approvals */
  url: string;
  supportEmail?: string;
}

export const stakeholderSubject = (p: Pick<StakeholderEmailProps, 'fromName' | 'workflowName'>) =>
  `${p.fromName} asks you to approve the workflow "${p.workflowName}"`;

export function StakeholderEmail(props: StakeholderEmailProps) {
  return (
    <EmailLayout preview={stakeholderSubject(props)} supportEmail={props.supportEmail}>
      <Text style={{ fontSize: 16 }}>{`Hello ${props.toName},`}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>
        {`${props.fromName} has submitted the workflow "${props.workflowName}" for publishing and named you as a stakeholder. It reaches people only after every stakeholder approves it. Please preview its questions and rules, then approve or reject it.`}
      </Text>
      <LinkBlock url={props.url} label="Review the workflow" />
    </EmailLayout>
  );
}
