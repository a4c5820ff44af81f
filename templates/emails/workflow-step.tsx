// The e-mails the step machine sends between the spouses (end-user-journey.md §4, §7): the invitation to review
// (its link signs the spouse up or in), the questionnaire shared again for review, the spouse's agreement, the request to e-sign, the spouse's
// signature (to the petitioner, the spec's notifyPetitionerThatRespondentSigned), the completed documents, a withdrawn
// agreement, a form started again, and answers changed under an agreement. Each names the form and the other spouse, and links to the page where the reader acts next.
// Their words are the emails catalogue's `step` (i18n/catalogues), in the recipient's language.
import { ParagraphsEmail } from './paragraphs-email';
import { emailTexts, looseT, type EmailTexts } from './texts';

export const WORKFLOW_STEP_KINDS = ['invite', 'share', 'agreed', 'sign', 'signed', 'completed', 'disagreement', 'sign-again', 'sent-back', 'restarted', 'answers-changed'] as const;
export type WorkflowStepEmailKind = (typeof WORKFLOW_STEP_KINDS)[number];

export interface WorkflowStepData {
  /** the form's name, as the guide shows it */
  workflowName: string;
  /** the other spouse, who caused this e-mail */
  fromName: string;
  /** the other party's name from a two-person workflow type other than divorce (ADR 028); absent: the spouse */
  otherParty?: string;
}

export interface WorkflowStepEmailProps extends WorkflowStepData {
  kind: WorkflowStepEmailKind;
  toName: string;
  /** the page where the reader acts next */
  url: string;
  supportEmail?: string;
  texts?: EmailTexts;
}

/** The paragraphs of each kind, by their catalogue keys: a divorce's words differ from another type's in two places. */
function paragraphKeys(kind: WorkflowStepEmailKind, p: WorkflowStepData): string[] {
  if (kind === 'invite') return [p.otherParty ? 'p1Other' : 'p1', 'p2', 'p3'];
  // a divorce's waiting period: not for other types
  if (kind === 'completed') return p.otherParty ? ['p1', 'p2'] : ['p1', 'p2', 'p3'];
  return ['p1', 'p2'];
}

/** The words each text of the kind is filled with: the other party as the e-mail calls them, the type's name else the spec's 'spouse'. */
const values = (p: WorkflowStepData, texts: EmailTexts) => ({ fromName: p.fromName, workflowName: p.workflowName, other: p.otherParty ?? texts.t('step.spouse') });

/** The subject of a step e-mail in the recipient's language; it is also what the e-mail row stores. */
export function workflowStepSubject(kind: WorkflowStepEmailKind, p: WorkflowStepData, texts: EmailTexts = emailTexts('en')): string {
  return texts.t(`step.${kind}.subject`, values(p, texts));
}

/** The text of the kind's button. */
export function workflowStepButton(kind: WorkflowStepEmailKind, texts: EmailTexts = emailTexts('en')): string {
  return texts.t(`step.${kind}.button`);
}

export function WorkflowStepEmail({ texts = emailTexts('en'), ...props }: WorkflowStepEmailProps) {
  const t = looseT(texts);
  const paragraphs = paragraphKeys(props.kind, props).map((key) => t(`step.${props.kind}.${key}`, values(props, texts)));
  return (
    <ParagraphsEmail
      preview={workflowStepSubject(props.kind, props, texts)}
      toName={props.toName}
      paragraphs={paragraphs}
      url={props.url}
      button={workflowStepButton(props.kind, texts)}
      supportEmail={props.supportEmail}
      texts={texts}
    />
  );
}
