// The two scheduled e-mails (end-user-journey.md §9): 30 days after both spouses signed, a note that Utah's
// 30-day waiting period has passed and what comes next; and 7 days after the last change of a form not yet
// completed, a gentle reminder that it is waiting. Both are cancelled when they are no longer true (the form
// was restarted, or changed again), so they never arrive out of date. Their words are the emails catalogue's
// `followUp`, in the recipient's language.
import { ParagraphsEmail } from './paragraphs-email';
import { emailTexts, looseT, type EmailTexts } from './texts';

export const FOLLOW_UP_KINDS = ['completion-follow-up', 'incomplete-reminder'] as const;
export type FollowUpEmailKind = (typeof FOLLOW_UP_KINDS)[number];

export interface FollowUpEmailProps {
  kind: FollowUpEmailKind;
  toName: string;
  workflowName: string;
  /** a type one person completes alone (ADR 028): no divorce wording */
  onePerson?: boolean;
  url: string;
  supportEmail?: string;
  texts?: EmailTexts;
}

function paragraphKeys(kind: FollowUpEmailKind, onePerson: boolean | undefined): string[] {
  if (kind === 'incomplete-reminder') return ['p1', 'p2'];
  return ['p1', onePerson ? 'p2OnePerson' : 'p2', 'p3'];
}

/** The subject in the recipient's language; it is also what the e-mail row stores. */
export function followUpSubject(kind: FollowUpEmailKind, p: { workflowName: string }, texts: EmailTexts = emailTexts('en')): string {
  return texts.t(`followUp.${kind}.subject`, { workflowName: p.workflowName });
}

export function followUpButton(kind: FollowUpEmailKind, texts: EmailTexts = emailTexts('en')): string {
  return texts.t(`followUp.${kind}.button`);
}

export function FollowUpEmail({ texts = emailTexts('en'), ...props }: FollowUpEmailProps) {
  const t = looseT(texts);
  const paragraphs = paragraphKeys(props.kind, props.onePerson).map((key) => t(`followUp.${props.kind}.${key}`, { workflowName: props.workflowName }));
  return <ParagraphsEmail preview={followUpSubject(props.kind, props, texts)} toName={props.toName} paragraphs={paragraphs} url={props.url} button={followUpButton(props.kind, texts)} supportEmail={props.supportEmail} texts={texts} />;
}
