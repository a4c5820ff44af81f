// The 'collaborate' e-mail (workflow-builder.md §7): a workflow's owner shared it with another administrator,
// who may now open and edit it in the builder.
import { Text } from '@react-email/components';
import { LinkBlock } from './account-link';
import { EmailLayout } from './layout';

export interface CollaborateEmailProps {
  toName: string;
  workflowName: string;
  fromName: string;
  /** the Manage Workflows page, where the shared workflow now shows */
  url: string;
  supportEmail?: string;
}

export const collaborateSubject = (p: Pick<CollaborateEmailProps, 'fromName' | 'workflowName'>) =>
  `${p.fromName} shared the workflow "${p.workflowName}" with you`;

export function CollaborateEmail(props: CollaborateEmailProps) {
  return (
    <EmailLayout preview={collaborateSubject(props)} supportEmail={props.supportEmail}>
      <Text style={{ fontSize: 16 }}>{`Hello ${props.toName},`}</Text>
      <Text style={{ fontSize: 15, lineHeight: '22px' }}>
        {`${props.fromName} has added you as a collaborator on the workflow "${props.workflowName}". You can now open it from Manage Workflows and edit it in the builder.`}
      </Text>
      <LinkBlock url={props.url} label="Open Manage Workflows" />
    </EmailLayout>
  );
}
