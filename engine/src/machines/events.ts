// The events of the user-workflow machine, and what it emits for the app to carry out (e-mails,
// documents, redirects, notices) inside the same transaction that stores the new snapshot.

/** Events may carry `admin: true` when an administrator acts (treated as paid, may move to any step). */
interface Actor {
  admin?: boolean;
  /** ISO timestamp of the action; defaults to the current time. */
  at?: string;
}

export type UserWorkflowEvent =
  | ({ type: 'PAYMENT_COMPLETED'; level: 1 | 2 } & Actor)
  | ({ type: 'PROCEED_TO_SHARE'; missingRequired: number; proceedAnyway?: boolean } & Actor)
  | ({ type: 'PROCEED'; missingRequired: number } & Actor)
  | ({ type: 'SEND_SHARE_INVITE'; confirmed: boolean; spouseEmail?: string } & Actor)
  | ({ type: 'BACK_TO_QUESTIONNAIRE'; confirmed: boolean } & Actor)
  | ({ type: 'SEND_BACK_FOR_SPOUSAL_REVIEW' } & Actor)
  | ({ type: 'FINISH_REPLYING' } & Actor)
  | ({ type: 'AGREE'; missingRequired: number } & Actor)
  | ({ type: 'CONTINUE' } & Actor)
  | ({ type: 'SUBMIT_SIGNATURE'; confirmed: boolean; signature: unknown } & Actor)
  | ({ type: 'NOTIFY_SPOUSE' } & Actor)
  | ({ type: 'DOWNLOAD' } & Actor)
  | ({ type: 'RESTART'; confirmed: boolean } & Actor)
  | ({ type: 'UPDATE_OUTDATED_FORM'; confirmed: boolean } & Actor)
  /** An administrator's reset of a stuck form (administration-platform.md §2.12); `by` names them for the audit trail. */
  | ({ type: 'ADMIN_RESET'; confirmed: boolean; by?: string } & Actor)
  /**
   * An administrator sends a completed form back to signing when its final documents cannot be made (a signature
   * that cannot be printed): step 5 again, the signatures superseded, both asked to sign again.
   */
  | ({ type: 'ADMIN_RETURN_TO_SIGNING'; confirmed: boolean; by?: string } & Actor)
  /**
   * The petitioner's answers changed (a page save, an autosave, an accepted review, a form-data upload, by them or an
   * administrator) while an agreement or a signature covering other answers stands: the app sends it in the save's
   * transaction, and whatever stands is voided, so nobody agrees to or signs answers other than those they were shown.
   */
  | ({ type: 'ANSWERS_CHANGED' } & Actor)
  | ({ type: 'GO_TO_STEP'; step: number } & Actor)
  | ({ type: 'RESPONDENT_AGREE'; termsAccepted: boolean; missingRequired: number; access?: boolean } & Actor)
  | ({ type: 'RESPONDENT_SEND_BACK'; access?: boolean } & Actor)
  | ({ type: 'RESPONDENT_SUBMIT_SIGNATURE'; confirmed: boolean; signature: unknown } & Actor)
  | ({ type: 'RESPONDENT_DOWNLOAD' } & Actor)
  | ({ type: 'RESPONDENT_RESTART'; confirmed: boolean } & Actor)
  | ({ type: 'RESPONDENT_GO_TO_STEP'; step: number } & Actor);

export type UserWorkflowEventType = UserWorkflowEvent['type'];

export const USER_WORKFLOW_EVENT_TYPES: readonly UserWorkflowEventType[] = [
  'PAYMENT_COMPLETED',
  'PROCEED_TO_SHARE',
  'PROCEED',
  'SEND_SHARE_INVITE',
  'BACK_TO_QUESTIONNAIRE',
  'SEND_BACK_FOR_SPOUSAL_REVIEW',
  'FINISH_REPLYING',
  'AGREE',
  'CONTINUE',
  'SUBMIT_SIGNATURE',
  'NOTIFY_SPOUSE',
  'DOWNLOAD',
  'RESTART',
  'UPDATE_OUTDATED_FORM',
  'ADMIN_RESET',
  'ADMIN_RETURN_TO_SIGNING',
  'ANSWERS_CHANGED',
  'GO_TO_STEP',
  'RESPONDENT_AGREE',
  'RESPONDENT_SEND_BACK',
  'RESPONDENT_SUBMIT_SIGNATURE',
  'RESPONDENT_DOWNLOAD',
  'RESPONDENT_RESTART',
  'RESPONDENT_GO_TO_STEP',
];

/** 'invite' is the first share (its link signs the spouse up or in); 'share' every later one. */
/** The spouse's confirmed answer to the shared questionnaire: agreed, sent back for review, or an agreement withdrawn. */
export type SpouseConfirmation = 'agreed' | 'sent-back' | 'withdrawn';

export type EmailTemplate = 'invite' | 'share' | 'sign' | 'signed' | 'completed' | 'disagreement' | 'agreed' | 'sign-again' | 'sent-back' | 'restarted' | 'answers-changed';

/**
 * Who an e-mail effect goes to: the user workflow's owner, the spouse (the sharing entry's, or the questionnaire's
 * before any share), or both. 'invited' is the spouse only if the form was shared with them: nobody otherwise.
 */
export type EmailRecipient = 'petitioner' | 'respondent' | 'both' | 'invited';

/** Which documents a document effect renders: the stipulation alone (step 5) or every final document. */
export type DocumentSet = 'stipulation' | 'final';

/**
 * The e-mails sent on a day ahead (end-user-journey.md §9): the reminder of a form not yet completed, 7 days after
 * its last change, to its owner; the follow-up of a completed form, 30 days after, to each spouse.
 */
export type ScheduledEmailKind = 'incomplete-reminder' | 'completion-follow-up';

/**
 * The effects the machine emits. The app carries each one out in the transaction that stores the new snapshot
 * (app/services/user-workflow), with one handler per type: adding a type here fails to compile there until
 * it is handled.
 */
export type UserWorkflowEmitted =
  | { type: 'notice'; text: string }
  | { type: 'email'; template: EmailTemplate; to: EmailRecipient }
  | { type: 'documents.generate'; which: DocumentSet }
  | { type: 'redirect'; to: 'payment'; level: 1 | 2 }
  | { type: 'sharing.reset' }
  /**
   * the sharing entries mirror the spouse's agreement and the comment lock, for lists and the spouse's page, and keep
   * the spouse's confirmed answer with its time (the spec's sharing entry user.confirmation {response, time})
   */
  | { type: 'sharing.update'; agreedWithSpouse?: boolean; commentsDisabled?: boolean; confirmation?: SpouseConfirmation }
  | { type: 'workflow.rebuild' }
  /** the form passes from one spouse to the other: the answers are kept as a round, for the changes view */
  | { type: 'answers.snapshot'; passedTo: 'petitioner' | 'respondent' }
  /** the current signatures stop counting (kept as evidence, marked superseded): a restart, an outdated-form update, a change of answers */
  | { type: 'signatures.supersede' }
  /** the e-mail of this kind is scheduled from now; one of the kind scheduled before is replaced (a reminder moves) */
  | { type: 'email.schedule'; kind: ScheduledEmailKind }
  /** the e-mail of this kind not yet sent is cancelled: nothing of it remains to arrive out of date */
  | { type: 'email.cancel'; kind: ScheduledEmailKind };

export type UserWorkflowEffectType = UserWorkflowEmitted['type'];

/** The effect of one type, e.g. UserWorkflowEffect<'email'>. */
export type UserWorkflowEffect<T extends UserWorkflowEffectType = UserWorkflowEffectType> = Extract<UserWorkflowEmitted, { type: T }>;
