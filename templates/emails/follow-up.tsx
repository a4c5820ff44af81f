// The two scheduled e-mails (end-user-journey.md §9): 30 days after both spouses signed, a note that Utah's
// 30-day waiting period has passed and what comes next; and 7 days after the last change of a form not yet
// completed, a gentle reminder that it is waiting. Both are cancelled when they are no longer true (the form
// was restarted, or changed again), so they never arrive out of date.
import { ParagraphsEmail } from './paragraphs-email';

export type FollowUpEmailKind = 'completion-follow-up' | 'incomplete-reminder';

export interface FollowUpEmailProps {
  kind: FollowUpEmailKind;
  toName: string;
  workflowName: string;
  /** a type one person completes alone (ADR 028): no divorce wording */
  onePerson?: boolean;
  url: string;
  supportEmail?: string;
}

export const FOLLOW_UP_WORDING = {
  'completion-follow-up': {
    subject: (p: Pick<FollowUpEmailProps, 'workflowName'>) => `It has been 30 days since "${p.workflowName}" was completed`,
    body: (p: Pick<FollowUpEmailProps, 'workflowName' | 'onePerson'>) => [
      `It has been 30 days since "${p.workflowName}" was signed and completed. We hope you are taking good care of yourself.`,
      p.onePerson
        ? 'If you filed your documents with the court, the court will tell you about the next steps in your case.'
        : 'Under Utah law there is a 30-day waiting period after the petition is filed before a divorce can be final. If you filed your documents with the court when you completed them, that period may now have passed; the court will tell you about the next steps in your case.',
      'Your signed documents stay in your account, and you can download them again at any time.',
    ],
    button: 'Open your documents',
  },
  'incomplete-reminder': {
    subject: (p: Pick<FollowUpEmailProps, 'workflowName'>) => `"${p.workflowName}" is waiting for you`,
    body: (p: Pick<FollowUpEmailProps, 'workflowName'>) => [
      `It has been a week since anything changed on "${p.workflowName}". There is no rush: everything you have written is saved.`,
      'When you feel ready, you can pick up exactly where you left off. If something is unclear or you need help, just reply to this e-mail.',
    ],
    button: 'Continue your form',
  },
} satisfies Record<FollowUpEmailKind, { subject: (p: Pick<FollowUpEmailProps, 'workflowName'>) => string; body: (p: Pick<FollowUpEmailProps, 'workflowName' | 'onePerson'>) => string[]; button: string }>;

export function FollowUpEmail(props: FollowUpEmailProps) {
  const wording = FOLLOW_UP_WORDING[props.kind];
  return <ParagraphsEmail preview={wording.subject(props)} toName={props.toName} paragraphs={wording.body(props)} url={props.url} button={wording.button} supportEmail={props.supportEmail} />;
}
