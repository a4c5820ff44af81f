// The e-mails the step machine sends between the spouses (end-user-journey.md §4, §7): the invitation to review
// (its link signs the spouse up or in), the questionnaire shared again for review, the spouse's agreement, the request to e-sign, the spouse's
// signature (to the petitioner, the spec's notifyPetitionerThatRespondentSigned), the completed documents, a withdrawn
// agreement, a form started again, and answers changed under an agreement. Each names the form and the other spouse, and links to the page where the reader acts next.
import { ParagraphsEmail } from './paragraphs-email';

export type WorkflowStepEmailKind = 'invite' | 'share' | 'agreed' | 'sign' | 'signed' | 'completed' | 'disagreement' | 'sign-again' | 'sent-back' | 'restarted' | 'answers-changed';

export interface WorkflowStepEmailProps {
  kind: WorkflowStepEmailKind;
  toName: string;
  /** the form's name, as the guide shows it */
  workflowName: string;
  /** the other spouse, who caused this e-mail */
  fromName: string;
  /** the page where the reader acts next */
  url: string;
  supportEmail?: string;
}

interface Wording {
  subject: (p: WorkflowStepEmailProps) => string;
  body: (p: WorkflowStepEmailProps) => string[];
  button: string;
}

/** Subjects and paragraphs of each kind; the subject is also what the e-mail row stores. */
export const WORKFLOW_STEP_WORDING = {
  invite: {
    subject: (p) => `${p.fromName} has asked you to review "${p.workflowName}"`,
    body: (p) => [
      `${p.fromName} has started "${p.workflowName}" on Accord, a guided way to prepare divorce documents together, and has invited you to review the answers.`,
      'Take your time. You can read every page, leave a comment where you would like something changed, and then either agree to the terms or send the form back. Nothing is final until you both agree and sign.',
      'The button below takes you to Accord with your e-mail address already filled in. If you do not have an account yet, you will create one first; it is free.',
    ],
    button: 'Review the questionnaire',
  },
  share: {
    subject: (p) => `${p.fromName} sent "${p.workflowName}" back to you for review`,
    body: (p) => [
      `${p.fromName} has answered your review of "${p.workflowName}" and would like you to look at it again.`,
      'Please read each page, leave a comment where you would like a change, and then agree to the terms or send the form back for review.',
    ],
    button: 'Review the questionnaire',
  },
  agreed: {
    subject: (p) => `${p.fromName} agreed to all terms of "${p.workflowName}"`,
    body: (p) => [`Your spouse has agreed to all terms. ${p.fromName} has reviewed "${p.workflowName}" and agreed to it.`, 'You can now go on to the next step.'],
    button: 'Continue',
  },
  sign: {
    subject: (p) => `Please review and e-sign "${p.workflowName}"`,
    body: (p) => [
      `${p.fromName} has signed the stipulation of "${p.workflowName}", the agreement you both reviewed.`,
      'When you are ready, please read it once more and add your e-signature. You can sign with your finger or mouse, or simply type your full name. Once you have signed, you will both receive your final documents.',
    ],
    button: 'Review and sign',
  },
  signed: {
    subject: (p) => `${p.fromName} has signed "${p.workflowName}"`,
    body: (p) => [
      `Your spouse has signed. ${p.fromName} has added their e-signature to the stipulation of "${p.workflowName}" that you signed.`,
      'Nothing more is needed from either of you to sign: your final documents are made from both signatures and can be downloaded from your guide.',
    ],
    button: 'Open your guide',
  },
  completed: {
    subject: (p) => `"${p.workflowName}" is signed by both of you`,
    body: (p) => [
      `Both of you have now signed "${p.workflowName}". Thank you for working through it together; we know this is not easy.`,
      'Your final documents are being prepared and can be downloaded from your guide. They carry both signatures and a page that records when and how each of you signed.',
      'Under Utah law there is a 30-day waiting period after the petition is filed before the divorce can be final.',
    ],
    button: 'Download your documents',
  },
  disagreement: {
    subject: (p) => `${p.fromName} no longer agrees to "${p.workflowName}"`,
    body: (p) => [
      `${p.fromName} has withdrawn their agreement to "${p.workflowName}" and sent it back for review.`,
      'Please read their comments, make any changes, and send the form back to them.',
    ],
    button: 'Open the questionnaire',
  },
  'sent-back': {
    subject: (p) => `${p.fromName} sent "${p.workflowName}" back to you with comments`,
    body: (p) => [
      `${p.fromName} has reviewed "${p.workflowName}" and sent it back to you instead of agreeing.`,
      'Please read their comments, change any answers you agree to change, and then choose Finish Replying so they can review it again.',
    ],
    button: 'Read the comments',
  },
  'sign-again': {
    subject: (p) => `Please sign "${p.workflowName}" again`,
    body: (p) => [
      `We could not make the final documents of "${p.workflowName}" from the signatures given, and we are sorry for the trouble.`,
      'Your answers and the agreement are kept. Please open the form, read the stipulation once more and sign it again; your final documents are made as soon as everyone has signed.',
    ],
    button: 'Sign again',
  },
  restarted: {
    subject: (p) => `${p.fromName} restarted "${p.workflowName}"`,
    body: (p) => [
      `${p.fromName} has restarted "${p.workflowName}" from the beginning of the questionnaire. The form is no longer shared with you, and any agreement or signature you gave on it no longer counts.`,
      'If they share the questionnaire with you again, you will receive an e-mail inviting you to review it. Nothing you need to do until then.',
    ],
    button: 'Open your shared forms',
  },
  'answers-changed': {
    subject: (p) => `Answers in "${p.workflowName}" changed after you agreed`,
    body: (p) => [
      `Answers in "${p.workflowName}", which ${p.fromName} shared with you, were changed after you agreed to it. Your agreement, and any signature given on it, no longer counts: nobody agrees to or signs something they were not shown.`,
      'When the questionnaire is shared with you again, you will receive an e-mail. Its pages then show what changed since you last looked, and you can agree again or send it back.',
    ],
    button: 'Open the questionnaire',
  },
} satisfies Record<WorkflowStepEmailKind, Wording>;

export function WorkflowStepEmail(props: WorkflowStepEmailProps) {
  const wording = WORKFLOW_STEP_WORDING[props.kind];
  return <ParagraphsEmail preview={wording.subject(props)} toName={props.toName} paragraphs={wording.body(props)} url={props.url} button={wording.button} supportEmail={props.supportEmail} />;
}
